import { Table, chakra } from '@chakra-ui/react';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorText } from '../../lib/api';

export interface PagedTableProps<T> {
  /** the list's query: a page of rows and the total */
  query: UseQueryResult<{ list: T[]; total: number }>;
  /** the column headers, in order */
  columns: readonly string[];
  /** the table's least width; narrower screens scroll it sideways */
  minW: string;
  /** the rows of the page (Table.Row each) */
  children: (list: T[]) => ReactNode;
  /** the page and page size of the search params, and how to change them */
  page: number;
  limit: number;
  onPage: (next: { page: number; limit?: number }) => void;
  /** skeleton rows while the first page loads */
  skeletonRows?: number;
}

/**
 * The body of a paged list page: a skeleton while the first page loads, the error with 重试, 暂无数据,
 * or the table (in a region that scrolls sideways on a phone and can be focused and scrolled with
 * the keyboard, WCAG 2.1.1) followed by the pagination bar. The administration's lists use it.
 */
export function PagedTable<T>({ query, columns, minW, children, page, limit, onPage, skeletonRows = 8 }: PagedTableProps<T>) {
  const data = query.data;
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (!data) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <>
      <chakra.div overflowX="auto" tabIndex={0}>
        <Table.Root size="sm" minW={minW}>
          <Table.Header>
            <Table.Row bg="bg.muted">
              {columns.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children(data.list)}</Table.Body>
        </Table.Root>
      </chakra.div>
      <PaginationBar page={page} limit={limit} total={data.total} onPageChange={(p) => onPage({ page: p })} onLimitChange={(l) => onPage({ limit: l, page: 1 })} />
    </>
  );
}
