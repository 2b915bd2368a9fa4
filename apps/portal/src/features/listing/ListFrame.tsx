import { Box, Button, Input, Stack } from '@chakra-ui/react';
import { ListSkeleton, PaginationBar, type EmptyStateProps } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { t } from '../../i18n/zh-CN';
import { FilterBar, PageShell, QueryState, TitleBar, type Crumb } from '../common';

/** A keyword box with 搜索 and (while a keyword is set) 重置; starts from the URL's keyword (re-created when it changes). */
export function KeywordSearch({ keyword, placeholder, onSubmit }: { keyword: string | undefined; placeholder: string; onSubmit: (keyword: string | undefined) => void }) {
  const [value, setValue] = useState(keyword ?? '');
  return (
    <FilterBar
      flexWrap="nowrap"
      w={{ base: 'full', md: 'auto' }}
      onSearch={() => onSubmit(value.trim() || undefined)}
      onReset={
        keyword
          ? () => {
              setValue('');
              onSubmit(undefined);
            }
          : undefined
      }
    >
      <Input aria-label={t.common.keyword} type="search" value={value} maxLength={50} placeholder={placeholder} onChange={(e) => setValue(e.target.value)} size="sm" bg="white" flex="1" minW={{ md: '64' }} />
    </FilterBar>
  );
}

/** What a list page needs of its query. */
export type ListQuery = Pick<UseQueryResult<{ total: number; list: unknown[] }>, 'isPending' | 'data' | 'error' | 'refetch' | 'isFetching' | 'isPlaceholderData'>;

export interface ListFrameProps {
  title: string;
  crumbs: Crumb[];
  /** beside the title: a search box, buttons */
  toolbar?: ReactNode;
  /** under the title bar: tabs or filters */
  header?: ReactNode;
  query: ListQuery;
  emptyTitle: string;
  emptyDescription?: string;
  page: number;
  limit: number;
  onPageChange: (page: number) => void;
  onLimitChange: (limit: number) => void;
  /** data-testid of the list container (aria-busy="false" when settled) */
  testId: string;
  children: ReactNode;
}

/**
 * The frame of a content list page: breadcrumb, title bar with a toolbar, the list with its
 * loading, error and empty states, and the pagination bar (SPEC.md section 9 page sizes).
 */
export function ListFrame({ title, crumbs, toolbar, header, query, emptyTitle, emptyDescription, page, limit, onPageChange, onLimitChange, testId, children }: ListFrameProps) {
  const data = query.data;
  // a page past the last one (the list shrank, or a hand-made URL) offers the first page
  const empty: EmptyStateProps =
    data && data.total > 0
      ? {
          title: t.listing.pastLastPage,
          description: t.listing.pastLastPageHint(data.total),
          action: (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onPageChange(1)}>
              {t.listing.firstPage}
            </Button>
          ),
        }
      : { title: emptyTitle, description: emptyDescription };
  return (
    <PageShell crumbs={crumbs}>
      <Stack gap="4">
        <TitleBar title={title} actions={toolbar} />
        {header}
        <QueryState query={query} loading={<ListSkeleton rows={Math.min(limit, 8)} />} isEmpty={(d) => d.list.length === 0} empty={empty}>
          {() => (
            <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid={testId}>
              {children}
            </Box>
          )}
        </QueryState>
        {data && data.total > 0 && <PaginationBar page={page} limit={limit} total={data.total} onPageChange={onPageChange} onLimitChange={onLimitChange} />}
      </Stack>
    </PageShell>
  );
}
