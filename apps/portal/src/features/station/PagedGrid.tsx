import { SimpleGrid, type SimpleGridProps } from '@chakra-ui/react';
import { ListSkeleton, PaginationBar } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { QueryState, type ListViewProps } from '../common';

export interface PagedGridProps<R extends { id: number }> {
  /** the list's query: a page of records and the total */
  query: UseQueryResult<{ list: R[]; total: number }>;
  /** the empty state's title */
  empty: string;
  paging: NonNullable<ListViewProps<R>['paging']>;
  /** a record's card */
  children: (r: R) => ReactNode;
  /** two on a desktop, one on a phone by default */
  columns?: SimpleGridProps['columns'];
}

/**
 * A page of records as cards, two columns on a desktop and one on a phone, with the query's states
 * ({@link QueryState}) and the pagination bar: the station's public lists (/registerAct, /rcfnzCompany), the courses offered (/trainingResearch).
 */
export function PagedGrid<R extends { id: number }>({ query, empty, paging, children, columns = { base: 1, md: 2 } }: PagedGridProps<R>) {
  return (
    <QueryState query={query} loading={<ListSkeleton rows={4} />} isEmpty={(d) => d.list.length === 0} empty={empty}>
      {(d) => (
        <>
          <SimpleGrid columns={columns} gap="4">
            {d.list.map((r) => (
              <Fragment key={r.id}>{children(r)}</Fragment>
            ))}
          </SimpleGrid>
          <PaginationBar page={paging.page} limit={paging.limit} total={d.total} onPageChange={(p) => paging.onPage({ page: p })} onLimitChange={(l) => paging.onPage({ limit: l, page: 1 })} />
        </>
      )}
    </QueryState>
  );
}
