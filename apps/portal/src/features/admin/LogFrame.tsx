import { Button, Stack } from '@chakra-ui/react';
import type { AuditChainItem } from '@portal/api';
import { Note } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { FilterBar, FilterInput, FilterSelect, ListPage, type ListViewProps } from '../common';
import { ChainStatus } from './ChainStatus';
import type { LogSearch } from './search';

export interface LogFrameProps<S extends LogSearch, R extends { id: number }> extends Pick<ListViewProps<R>, 'columns' | 'testId' | 'tableProps'> {
  title: string;
  /** the log's table, whose hash chain's state shows under the title */
  log: AuditChainItem['log'];
  /** the log's page of records */
  query: UseQueryResult<{ list: R[]; total: number }>;
  search: S;
  /** the log's own text filter besides the account: its search param and label */
  text: { key: keyof S & string; label: string };
  onSearchChange: (next: Partial<S>) => void;
  /** downloads the export of the current filters */
  onExport: () => void;
}

/**
 * The list page the two logs of the administration share (/loginLog, /operationLog; issue 18): the
 * title with the number of records, 导出, the filter bar (account, the log's own text field, result
 * 成功/失败 and date range), then the records, newest first, a page at a time. The text fields
 * apply on 搜索; the result at once. Under the title, whether the log's hash chain verifies ({@link ChainStatus}).
 */
export function LogFrame<S extends LogSearch, R extends { id: number }>({ title, log, query, search, text, onSearchChange, onExport, ...list }: LogFrameProps<S, R>) {
  const L = t.admin.logs;
  const own = search[text.key];
  const [draft, setDraft] = useState({ account: search.account ?? '', text: typeof own === 'string' ? own : '', beginTime: search.beginTime ?? '', endTime: search.endTime ?? '' });
  const field = (key: keyof typeof draft, label: string, type: 'text' | 'date', w: string) => <FilterInput label={label} type={type} w={w} value={draft[key]} onChange={(v) => setDraft((d) => ({ ...d, [key]: v }))} />;
  const change = (next: Partial<LogSearch> & Record<string, unknown>) => onSearchChange(next as Partial<S>);
  const total = query.data?.total;
  return (
    <ListPage
      title={title}
      subtitle={
        <Stack gap="1">
          {total !== undefined && <Note>{L.total(total)}</Note>}
          <ChainStatus log={log} />
        </Stack>
      }
      actions={
        <Button size="sm" variant="outline" onClick={onExport}>
          {t.common.export}
        </Button>
      }
      filters={
        <FilterBar onSearch={() => change({ account: draft.account.trim() || undefined, [text.key]: draft.text.trim() || undefined, beginTime: draft.beginTime || undefined, endTime: draft.endTime || undefined, page: 1 })}>
          {field('account', t.common.username, 'text', '44')}
          {field('text', text.label, 'text', '44')}
          <FilterSelect w={{ base: 'full', sm: '28' }} label={L.result} all={L.allResults} value={search.result ?? ''} onChange={(v) => change({ result: (v || undefined) as LogSearch['result'], page: 1 })} options={[{ value: 'success', label: L.success }, { value: 'failure', label: L.failure }]} />
          {field('beginTime', L.from, 'date', '40')}
          {field('endTime', L.to, 'date', '40')}
        </FilterBar>
      }
      query={query}
      rowKey={(r) => r.id}
      skeletonRows={8}
      paging={{ page: search.page, limit: search.limit, onPage: change }}
      {...list}
    />
  );
}
