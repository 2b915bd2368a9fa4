import { Badge, Button, HStack, Input, Table, Text, chakra } from '@chakra-ui/react';
import { endpoints } from '@portal/api';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText } from '../../lib/api';
import { FilterBar, FilterSelect, PageFrame } from '../common';
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
  const input = (key: keyof typeof draft, label: string, type: 'text' | 'date', w: string) => (
    <Input size="sm" type={type} w={{ base: 'full', sm: w }} aria-label={label} placeholder={label} value={draft[key]} maxLength={50} onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))} />
  );
  // a date field's placeholder is the browser's (mm/dd/yyyy), so its name is written beside it
  const field = (key: keyof typeof draft, label: string, type: 'text' | 'date', w: string) =>
    type === 'text' ? (
      input(key, label, type, w)
    ) : (
      <HStack gap="1" w={{ base: 'full', sm: 'auto' }}>
        <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          {label}
        </Text>
        {input(key, label, type, w)}
      </HStack>
    );
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
      {query.isPending ? (
        <ListSkeleton rows={8} />
      ) : !data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : data.list.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <chakra.div overflowX="auto" tabIndex={0}>
            <Table.Root size="sm" minW="640px">
              <Table.Header>
                <Table.Row bg="bg.muted">
                  {L.columns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.list.map((r) => (
                  <Table.Row key={r.id} data-testid="login-log-row">
                    <Table.Cell whiteSpace="nowrap">{r.at}</Table.Cell>
                    <Table.Cell>{r.account}</Table.Cell>
                    <Table.Cell>{r.ip}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={r.success ? 'green' : 'red'}>{r.success ? L.success : L.failure}</Badge>
                    </Table.Cell>
                    <Table.Cell>{r.reasonLabel}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </chakra.div>
          <PaginationBar page={search.page} limit={search.limit} total={data.total} onPageChange={(p) => onSearchChange({ page: p })} onLimitChange={(l) => onSearchChange({ limit: l, page: 1 })} />
        </>
      )}
    </PageFrame>
  );
}
