import { Badge } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { LogFrame } from './LogFrame';
import { loginLogOptions, usePage } from './queries';
import type { LoginLogSearch } from './search';

/**
 * /loginLog (administrators, 系统管理 › 登录日志): every login attempt (account as typed, time,
 * address, result and reason), newest first, with filters and export; read-only. No password,
 * token or code is ever recorded.
 */
export function LoginLogPage({ search, onSearchChange }: { search: LoginLogSearch; onSearchChange: (next: Partial<LoginLogSearch>) => void }) {
  const L = { ...t.admin.logs, ...t.admin.loginLog };
  const [at, account, ip, result, reason] = L.columns;
  const filter = { account: search.account, ip: search.ip, result: search.result, beginTime: search.beginTime, endTime: search.endTime };
  return (
    <LogFrame
      title={t.nav.titles.loginLog}
      log="login_attempt"
      query={usePage(loginLogOptions(search))}
      search={search}
      text={{ key: 'ip', label: t.common.address }}
      onSearchChange={onSearchChange}
      onExport={() => void api.download(endpoints.loginLogExport, filter, { loading: true }).catch(() => undefined)}
      testId="login-log"
      columns={[
        { header: at, cell: (r) => r.at, cellProps: { whiteSpace: 'nowrap' }, card: 'title' },
        { header: account, cell: (r) => r.account },
        { header: ip, cell: (r) => r.ip },
        { header: result, cell: (r) => <Badge colorPalette={r.success ? 'green' : 'red'}>{r.success ? L.success : L.failure}</Badge>, card: 'badge' },
        { header: reason, cell: (r) => r.reasonLabel },
      ]}
    />
  );
}
