import { Table, chakra, type TableRootProps } from '@chakra-ui/react';
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
 * A small table of rows under a header row of `columns` (grey), in a region that scrolls sideways
 * on a phone and can be focused and scrolled with the keyboard (WCAG 2.1.1). Root props (minW,
 * data-testid, interactive...) go to the table; `children` are its Table.Row elements.
 */
export function DataTable({ columns, children, ...root }: { columns: readonly string[]; children: ReactNode } & Omit<TableRootProps, 'children'>) {
  return (
    <chakra.div overflowX="auto" tabIndex={0}>
      <Table.Root size="sm" {...root}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c, i) => (
              <Table.ColumnHeader key={`${i}-${c}`}>{c}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </chakra.div>
  );
}

/**
 * The body of a paged list page: a skeleton while the first page loads, the error with 重试, 暂无数据,
 * or the table (in a region that scrolls sideways on a phone and can be focused and scrolled with
 * the keyboard, WCAG 2.1.1: {@link DataTable}) followed by the pagination bar. The administration's lists use it.
 */
export function PagedTable<T>({ query, columns, minW, children, page, limit, onPage, skeletonRows = 8 }: PagedTableProps<T>) {
  const data = query.data;
  if (query.isPending) return <ListSkeleton rows={skeletonRows} />;
  if (!data) return <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />;
  if (data.list.length === 0) return <EmptyState />;
  return (
    <>
      <DataTable columns={columns} minW={minW}>
        {children(data.list)}
      </DataTable>
      <PaginationBar page={page} limit={limit} total={data.total} onPageChange={(p) => onPage({ page: p })} onLimitChange={(l) => onPage({ limit: l, page: 1 })} />
    </>
  );
}
