import { Badge, Table, Text, chakra } from '@chakra-ui/react';
import { endpoints, recordChangesText } from '@portal/api';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { PagedTable } from '../common';
import { LogFrame } from './LogFrame';
import { useOperationLog } from './queries';
import type { OperationLogSearch } from './search';

/** Requests up to this many characters are shown whole; longer ones open on a click. */
const SHORT_CHANGES = 120;

/**
 * /operationLog (administrators, 系统管理 › 操作日志; issue 18, docs/administration.md): every write
 * through the API by a logged-in user (who, role, when, which action on which record, result, what
 * was sent with secrets as ***, the changed fields of the record before and after), newest first, with filters and export; read-only.
 */
export function OperationLogPage({ search, onSearchChange }: { search: OperationLogSearch; onSearchChange: (next: Partial<OperationLogSearch>) => void }) {
  const L = { ...t.admin.logs, ...t.admin.operationLog };
  const query = useOperationLog(search);
  const filter = { account: search.account, endpoint: search.endpoint, result: search.result, beginTime: search.beginTime, endTime: search.endTime };
  return (
    <LogFrame
      title={t.nav.titles.operationLog}
      total={query.data?.total}
      search={search}
      text={{ key: 'endpoint', label: L.endpoint }}
      onSearchChange={onSearchChange}
      onExport={() => void api.download(endpoints.operationLogExport, filter, { loading: true }).catch(() => undefined)}
    >
      <PagedTable query={query} columns={L.columns} minW="1120px" page={search.page} limit={search.limit} onPage={onSearchChange}>
        {(list) =>
          list.map((r) => (
            <Table.Row key={r.id} data-testid="operation-log-row" verticalAlign="top">
              <Table.Cell whiteSpace="nowrap">{r.at}</Table.Cell>
              <Table.Cell>{r.account}</Table.Cell>
              <Table.Cell maxW="40">{r.role}</Table.Cell>
              <Table.Cell minW="48">
                <Text>{r.action}</Text>
                <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                  {r.path}
                </Text>
              </Table.Cell>
              <Table.Cell maxW="24" wordBreak="break-all">
                {r.objectId}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <Badge colorPalette={r.success ? 'green' : 'red'}>{r.success ? L.success : L.failure(r.code)}</Badge>
              </Table.Cell>
              <Table.Cell minW="64" maxW="96" fontSize="xs" fontFamily="mono" wordBreak="break-all">
                {r.changes.length <= SHORT_CHANGES ? (
                  r.changes
                ) : (
                  <chakra.details>
                    <chakra.summary cursor="pointer">
                      {r.changes.slice(0, SHORT_CHANGES)}… <chakra.span color="brand.solid">{L.more}</chakra.span>
                    </chakra.summary>
                    <chakra.pre whiteSpace="pre-wrap">{r.changes}</chakra.pre>
                  </chakra.details>
                )}
              </Table.Cell>
              <Table.Cell minW="56" maxW="96" fontSize="xs" whiteSpace="pre-wrap" wordBreak="break-all" data-testid="operation-log-records">
                {recordChangesText(r.records)}
              </Table.Cell>
            </Table.Row>
          ))
        }
      </PagedTable>
    </LogFrame>
  );
}
