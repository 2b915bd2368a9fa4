import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api } from '../../lib/api';
import { FilterBar, FilterInput, FilterSelect, PagedTable, PageFrame } from '../common';
import { useLoginLog } from './queries';
import type { LoginLogSearch } from './search';

/**
 * /loginLog (administrators, 系统管理 › 登录日志): every login attempt (account as typed, time,
 * address, result and reason), newest first, with filters and export; read-only. No password,
 * token or code is ever recorded.
 */
export function LoginLogPage({ search, onSearchChange }: { search: LoginLogSearch; onSearchChange: (next: Partial<LoginLogSearch>) => void }) {
  const L = t.admin.loginLog;
  const query = useLoginLog(search);
  const [draft, setDraft] = useState({ account: search.account ?? '', ip: search.ip ?? '', beginTime: search.beginTime ?? '', endTime: search.endTime ?? '' });
  const data = query.data;
  const filter = { account: search.account, ip: search.ip, result: search.result, beginTime: search.beginTime, endTime: search.endTime };
  const field = (key: keyof typeof draft, label: string, type: 'text' | 'date', w: string) => <FilterInput label={label} type={type} w={w} value={draft[key]} onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))} />;
  return (
    <PageFrame
      title={t.nav.titles.loginLog}
      subtitle={data && <Text fontSize="sm" color="fg.muted">{L.total(data.total)}</Text>}
      actions={
        <Button size="sm" variant="outline" onClick={() => void api.download(endpoints.loginLogExport, filter, { loading: true }).catch(() => undefined)}>
          {t.common.export}
        </Button>
      }
    >
      <FilterBar onSearch={() => onSearchChange({ account: draft.account.trim() || undefined, ip: draft.ip.trim() || undefined, beginTime: draft.beginTime || undefined, endTime: draft.endTime || undefined, page: 1 })}>
        {field('account', L.account, 'text', '44')}
        {field('ip', L.ip, 'text', '36')}
        <FilterSelect w={{ base: 'full', sm: '28' }} label={L.result} all={L.allResults} value={search.result ?? ''} onChange={(v) => onSearchChange({ result: (v || undefined) as LoginLogSearch['result'], page: 1 })} options={[{ value: 'success', label: L.success }, { value: 'failure', label: L.failure }]} />
        {field('beginTime', L.from, 'date', '40')}
        {field('endTime', L.to, 'date', '40')}
      </FilterBar>
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
    </PageFrame>
  );
}
