import { Box, Card, Input, Stack, Table, Text } from '@chakra-ui/react';
import { AREA_AUDIT_STATUS_LABELS, type AreaAuditStatus, type AuditRecord } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { errorText } from '../../lib/api';
import { FilterBar, FilterSelect, optionsOf } from '../common';
import { AuditFrame } from './AuditFrame';
import { useRecordList } from './queries';
import type { RecordSearch } from './search';

const T = t.allowance;
const statusText = (s: string) => AREA_AUDIT_STATUS_LABELS[s as AreaAuditStatus] ?? s;
const change = (r: AuditRecord) => (r.kind === 'expert' ? '-' : T.historyLine(statusText(r.fromStatus), statusText(r.toStatus)));
const note = (r: AuditRecord) => [r.kind === 'expert' && r.score !== null ? T.scoreLine(r.score) : '', r.comment].filter(Boolean).join('；') || '-';

/** /modifyRecord: every audit step and expert score, newest first, filtered by kind and by the record's or the actor's name. */
export function RecordsPage({ search, onSearchChange }: { search: RecordSearch; onSearchChange: (next: Partial<RecordSearch>) => void }) {
  const query = useRecordList(search);
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const data = query.data;
  const rows = data?.list ?? [];
  let body;
  if (query.isPending) body = <ListSkeleton rows={8} />;
  else if (query.isError && !data) body = <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <EmptyState title={search.keyword || search.kind ? T.emptyFiltered : T.noHistory} />;
  else
    body = (
      <Box data-testid="record-list">
        <Box display={{ base: 'none', md: 'block' }} overflowX="auto" tabIndex={0}>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="bg.muted">
                {T.recordColumns.map((c) => (
                  <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((r) => (
                <Table.Row key={r.id}>
                  <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                    {r.createdAt}
                  </Table.Cell>
                  <Table.Cell fontWeight="medium">{r.targetName}</Table.Cell>
                  <Table.Cell>{T.kinds[r.kind]}</Table.Cell>
                  <Table.Cell>{r.actorName}</Table.Cell>
                  <Table.Cell>{r.actorRole}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{change(r)}</Table.Cell>
                  <Table.Cell>{note(r)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Stack gap="3" display={{ base: 'flex', md: 'none' }}>
          {rows.map((r) => (
            <Card.Root key={r.id} size="sm">
              <Card.Body gap="1" fontSize="sm">
                <Text fontWeight="semibold">
                  {r.targetName}（{T.kinds[r.kind]}）
                </Text>
                {r.kind !== 'expert' && <Text>{change(r)}</Text>}
                <Text color="fg.muted">
                  {r.actorName}（{r.actorRole}）· {r.createdAt}
                </Text>
                <Text color="fg.muted">{note(r)}</Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      </Box>
    );
  return (
    <AuditFrame
      title={T.recordsTitle}
      subtitle={
        data && (
          <Text fontSize="sm" color="fg.muted">
            {T.total(data.total)}
          </Text>
        )
      }
    >
      <FilterBar onSearch={() => onSearchChange({ keyword: keyword.trim() || undefined, page: 1 })}>
        <Input aria-label={T.recordKeyword} placeholder={T.recordKeyword} value={keyword} onChange={(e) => setKeyword(e.target.value)} size="sm" w={{ base: 'full', sm: '60' }} maxLength={50} />
        <FilterSelect
          label={T.kindLabel}
          all={T.allKinds}
          value={search.kind ?? ''}
          onChange={(kind) => onSearchChange({ kind: (kind || undefined) as RecordSearch['kind'], page: 1 })}
          options={optionsOf(['person', 'company', 'expert'] as const, T.kinds)}
          w="36"
        />
      </FilterBar>
      {body}
      {data && data.total > 0 && (
        <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
      )}
    </AuditFrame>
  );
}
