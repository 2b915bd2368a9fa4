import { Badge, Table } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { PagedTable } from '../common';
import { LogFrame } from './LogFrame';
import { useLoginLog } from './queries';
import type { LoginLogSearch } from './search';

/**
 * /loginLog (administrators, 系统管理 › 登录日志): every login attempt (account as typed, time,
 * address, result and reason), newest first, with filters and export; read-only. No password,
 * token or code is ever recorded.
 */
export function LoginLogPage({ search, onSearchChange }: { search: LoginLogSearch; onSearchChange: (next: Partial<LoginLogSearch>) => void }) {
  const L = { ...t.admin.logs, ...t.admin.loginLog };
  const query = useLoginLog(search);
  const filter = { account: search.account, ip: search.ip, result: search.result, beginTime: search.beginTime, endTime: search.endTime };
  return (
    <LogFrame
      title={t.nav.titles.loginLog}
      total={query.data?.total}
      search={search}
      text={{ key: 'ip', label: L.ip }}
      onSearchChange={onSearchChange}
      onExport={() => void api.download(endpoints.loginLogExport, filter, { loading: true }).catch(() => undefined)}
    >
      <PagedTable query={query} columns={L.columns} minW="640px" page={search.page} limit={search.limit} onPage={onSearchChange}>
        {(list) =>
          list.map((r) => (
            <Table.Row key={r.id} data-testid="login-log-row">
              <Table.Cell whiteSpace="nowrap">{r.at}</Table.Cell>
              <Table.Cell>{r.account}</Table.Cell>
              <Table.Cell>{r.ip}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={r.success ? 'green' : 'red'}>{r.success ? L.success : L.failure}</Badge>
              </Table.Cell>
              <Table.Cell>{r.reasonLabel}</Table.Cell>
            </Table.Row>
          ))
        }
      </PagedTable>
    </LogFrame>
  );
}
