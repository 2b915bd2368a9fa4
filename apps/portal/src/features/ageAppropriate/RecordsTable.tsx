import { Badge, HStack, Text } from '@chakra-ui/react';
import { endpoints, SMS_RECIPIENT_STATUS_LABELS, SMS_RECIPIENT_STATUSES, type SmsRecipientStatus, type SmsRecordItem } from '@portal/api';
import { Link, useRouterState } from '@tanstack/react-router';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { ExportButtons, FilterSelect, KeywordBar, ListView, optionsOf, type ListColumn } from '../common';
import { useRecords } from './queries';
import type { RecordSearch } from './search';

const COLORS: Record<SmsRecipientStatus, string> = { queued: 'gray', sent: 'green', failed: 'red' };

/**
 * The per-recipient send records with filters (status, name or phone) and pages: on /bsRecord
 * every task's (each row links to its task), on /sms-detail one task's (refreshed every 2 s while
 * `live`, i.e. messages are still queued). Phones come masked from the server; 导出 / 导出完整号码
 * download the filtered records (the whole numbers logged).
 */
export function RecordsTable({ search, onSearchChange, showTask, live = false }: { search: RecordSearch; onSearchChange: (next: Partial<RecordSearch>) => void; showTask: boolean; live?: boolean }) {
  const S = t.ageAppropriate.sms;
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  const task: ListColumn<SmsRecordItem> = { header: S.task, cell: (r) => <Link to="/sms-detail" search={{ id: r.taskId }}><Text as="span" color="brand.700">{r.taskTitle}</Text></Link> };
  const day = (at: string | null) => at?.slice(0, 16) ?? '—';
  return (
    <ListView
      filters={
        <KeywordBar
          label={S.keyword}
          w="48"
          maxLength={30}
          applied={search.keyword}
          onApply={(keyword) => onSearchChange({ keyword, page: 1 })}
          onReset={() => onSearchChange({ status: undefined, keyword: undefined, page: 1 })}
          before={<FilterSelect w="32" label={S.status} all={t.common.allStatuses} value={search.status ?? ''} onChange={(v) => onSearchChange({ status: (v || undefined) as SmsRecipientStatus | undefined, page: 1 })} options={optionsOf(SMS_RECIPIENT_STATUSES, SMS_RECIPIENT_STATUS_LABELS)} />}
        />
      }
      toolbar={
        <HStack justify="end">
          <ExportButtons
            onExport={(fullNumbers) =>
              void api
                .download(endpoints.smsRecordExport, { ...(search.taskId ? { taskId: search.taskId } : {}), ...(search.status ? { status: search.status } : {}), ...(search.keyword ? { keyword: search.keyword } : {}), ...(fullNumbers ? { fullNumbers, page: pathname } : {}) }, { loading: true })
                .catch(() => undefined)
            }
          />
        </HStack>
      }
      query={useRecords(search, live)}
      rowKey={(r) => r.id}
      testId="sms-record"
      empty={S.noRecords}
      paging={{ page: search.page, limit: search.limit, onPage: onSearchChange }}
      columns={[
        ...(showTask ? [task] : []),
        { header: t.common.name, cell: (r) => r.name, card: 'title' },
        { header: t.common.phone, cell: (r) => r.phone },
        { header: t.common.street, cell: (r) => r.street },
        { header: S.status, cell: (r) => <Badge colorPalette={COLORS[r.status]}>{SMS_RECIPIENT_STATUS_LABELS[r.status]}</Badge>, card: 'badge' },
        { header: S.delivery, cell: (r) => r.delivery || '—', cellProps: { fontSize: 'sm' } },
        { header: S.reason, cell: (r) => r.reason, cellProps: { color: 'red.700' } },
        { header: S.sentAt, cell: (r) => day(r.sentAt), cellProps: { whiteSpace: 'nowrap' } },
        { header: S.answeredAt, cell: (r) => day(r.answeredAt), cellProps: { whiteSpace: 'nowrap' } },
      ]}
    />
  );
}
