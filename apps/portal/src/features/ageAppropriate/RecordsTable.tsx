import { Badge, HStack, Input, Table, Text } from '@chakra-ui/react';
import { endpoints, SMS_RECIPIENT_STATUS_LABELS, SMS_RECIPIENT_STATUSES, type SmsRecipientStatus, type SmsRecordItem } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText } from '../../lib/api';
import { ExportButtons, FilterBar, FilterSelect, optionsOf, TableOrCards } from '../common';
import { useRecords } from './queries';

/** Search params of the send records (/bsRecord; /sms-detail adds the task's id). */
export interface RecordSearch {
  page: number;
  limit: number;
  taskId?: number | undefined;
  status?: SmsRecipientStatus | undefined;
  keyword?: string | undefined;
}

const COLORS: Record<SmsRecipientStatus, string> = { queued: 'gray', sent: 'green', failed: 'red' };
const StatusBadge = ({ status }: { status: SmsRecipientStatus }) => <Badge colorPalette={COLORS[status]}>{SMS_RECIPIENT_STATUS_LABELS[status]}</Badge>;

/**
 * The per-recipient send records with filters (status, name or phone) and pages: on /bsRecord
 * every task's (each row links to its task), on /sms-detail one task's (refreshed every 2 s while
 * `live`, i.e. messages are still queued). Phones come masked from the server; 导出 / 导出完整号码
 * download the filtered records (the whole numbers logged).
 */
export function RecordsTable({ search, onSearchChange, showTask, live = false }: { search: RecordSearch; onSearchChange: (next: Partial<RecordSearch>) => void; showTask: boolean; live?: boolean }) {
  const S = t.ageAppropriate.sms;
  const query = useRecords(search, live);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  const data = query.data;
  const headers = [...(showTask ? [S.task] : []), S.name, S.phone, S.street, S.status, S.delivery, S.reason, S.sentAt, S.answeredAt];
  const task = (r: SmsRecordItem) => (
    <Link to="/sms-detail" search={{ id: r.taskId }}>
      <Text as="span" color="brand.700">
        {r.taskTitle}
      </Text>
    </Link>
  );
  return (
    <>
      <FilterBar
        onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}
        onReset={() => {
          setKeyword('');
          onSearchChange({ status: undefined, keyword: undefined, page: 1 });
        }}
      >
        <FilterSelect w="32" label={S.status} all={S.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as SmsRecipientStatus | undefined, page: 1 })} options={optionsOf(SMS_RECIPIENT_STATUSES, SMS_RECIPIENT_STATUS_LABELS)} />
        <Input size="sm" w="48" bg="white" aria-label={S.keyword} placeholder={S.keyword} maxLength={30} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      </FilterBar>
      <HStack justify="end" my="2">
        <ExportButtons
          onExport={(fullNumbers) =>
            void api
              .download(endpoints.smsRecordExport, { ...(search.taskId ? { taskId: search.taskId } : {}), ...(search.status ? { status: search.status } : {}), ...(search.keyword ? { keyword: search.keyword } : {}), ...(fullNumbers ? { fullNumbers, page: pathname } : {}) }, { loading: true })
              .catch(() => undefined)
          }
        />
      </HStack>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState title={S.noRecords} />
      ) : (
        <>
          <TableOrCards
            rows={data.list}
            rowKey={(r) => r.id}
            testId="sms-record"
            header={headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
            cells={(r) => (
              <>
                {showTask && <Table.Cell>{task(r)}</Table.Cell>}
                <Table.Cell>{r.name}</Table.Cell>
                <Table.Cell>{r.phone}</Table.Cell>
                <Table.Cell>{r.street}</Table.Cell>
                <Table.Cell>
                  <StatusBadge status={r.status} />
                </Table.Cell>
                <Table.Cell fontSize="sm">{r.delivery || '—'}</Table.Cell>
                <Table.Cell color="red.700">{r.reason}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.sentAt?.slice(0, 16) ?? '—'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{r.answeredAt?.slice(0, 16) ?? '—'}</Table.Cell>
              </>
            )}
            card={(r) => (
              <>
                <HStack justify="space-between">
                  <Text fontWeight="semibold">
                    {r.name} {r.phone}
                  </Text>
                  <StatusBadge status={r.status} />
                </HStack>
                {showTask && task(r)}
                <Text fontSize="sm" color="fg.muted">
                  {r.street} · {r.sentAt?.slice(0, 16) ?? '—'}
                  {r.answeredAt ? ` · ${S.answeredAt} ${r.answeredAt.slice(0, 16)}` : ''}
                </Text>
                {r.delivery && (
                  <Text fontSize="sm" color="fg.muted">
                    {S.delivery}：{r.delivery}
                  </Text>
                )}
                {r.reason && (
                  <Text fontSize="sm" color="red.700">
                    {r.reason}
                  </Text>
                )}
              </>
            )}
          />
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </>
  );
}
