import { Badge, Text, chakra } from '@chakra-ui/react';
import { endpoints, recordChangesText } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { LogFrame } from './LogFrame';
import { operationLogOptions, usePage } from './queries';
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
  const [at, account, role, action, object, result, changes, records] = L.columns;
  const filter = { account: search.account, endpoint: search.endpoint, result: search.result, beginTime: search.beginTime, endTime: search.endTime };
  return (
    <LogFrame
      title={t.nav.titles.operationLog}
      log="operation_log"
      query={usePage(operationLogOptions(search))}
      search={search}
      text={{ key: 'endpoint', label: L.endpoint }}
      onSearchChange={onSearchChange}
      onExport={() => void api.download(endpoints.operationLogExport, filter, { loading: true }).catch(() => undefined)}
      testId="operation-log"
      tableProps={{ minW: '1120px', css: { '& td': { verticalAlign: 'top' } } }}
      columns={[
        { header: at, cell: (r) => r.at, cellProps: { whiteSpace: 'nowrap' }, card: 'title' },
        { header: account, cell: (r) => r.account },
        { header: role, cell: (r) => r.role, cellProps: { maxW: '40' } },
        {
          header: action,
          cell: (r) => (
            <>
              <Text>{r.action}</Text>
              <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                {r.path}
              </Text>
            </>
          ),
          cellProps: { minW: '48' },
        },
        { header: object, cell: (r) => r.objectId, cellProps: { maxW: '24', wordBreak: 'break-all' } },
        { header: result, cell: (r) => <Badge colorPalette={r.success ? 'green' : 'red'}>{r.success ? L.success : L.failure(r.code)}</Badge>, cellProps: { whiteSpace: 'nowrap' }, card: 'badge' },
        {
          header: changes,
          cell: (r) =>
            r.changes.length <= SHORT_CHANGES ? (
              r.changes
            ) : (
              <chakra.details>
                <chakra.summary cursor="pointer">
                  {r.changes.slice(0, SHORT_CHANGES)}… <chakra.span color="brand.solid">{L.more}</chakra.span>
                </chakra.summary>
                <chakra.pre whiteSpace="pre-wrap">{r.changes}</chakra.pre>
              </chakra.details>
            ),
          cellProps: { minW: '64', maxW: '96', fontSize: 'xs', fontFamily: 'mono', wordBreak: 'break-all' },
        },
        { header: records, cell: (r) => <chakra.span whiteSpace="pre-wrap" data-testid="operation-log-records">{recordChangesText(r.records)}</chakra.span>, cellProps: { minW: '56', maxW: '96', fontSize: 'xs', wordBreak: 'break-all' } },
      ]}
    />
  );
}
