import { Box, Button, HStack, Stack, Table, Text, type TableCellProps } from '@chakra-ui/react';
import { ListSkeleton, PaginationBar, type EmptyStateProps } from '@portal/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { PageFrame, type PageFrameProps } from './PageFrame';
import { CheckBox } from './CheckBox';
import { DataTable } from './DataTable';
import { QueryState } from './QueryState';

/**
 * One column of a list: its header, its cell, and its place on a phone's card: `title` (the card's
 * heading, bold), `badge` (beside the heading: a status), `line` (a line "header value", the
 * default; left out where the cell is empty: null, undefined or an empty text), `actions` (the card's
 * last row) or `none` (not on the card).
 */
export interface ListColumn<R> {
  header: string;
  cell: (r: R) => ReactNode;
  /** props of the desktop cell: whiteSpace, textAlign, fontVariantNumeric... */
  cellProps?: TableCellProps;
  card?: 'title' | 'badge' | 'line' | 'actions' | 'none';
}

/** A list's answer: one page of rows and the total, or every row at once. */
export type ListAnswer<R> = { list: R[]; total: number } | R[];

/** The rows chosen for a bulk action ({@link ListViewProps.selection}): their keys, and the name a row's checkbox reads. */
export interface ListSelection<R, K extends string | number> {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  /** the accessible name of a row's checkbox (选择 张三) */
  label: (r: R) => string;
  /** the accessible name of the header's checkbox (选择本页) */
  pageLabel: string;
}

/** What every list has: its query, its test id, the filters and toolbar over it, the paging and the empty state. */
interface ListFrameProps<R> {
  /** the list's query (`refetch` of any answer: a query whose rows are part of its answer passes `{ ...query, data: rows }`) */
  query: Pick<UseQueryResult<ListAnswer<R>>, 'isPending' | 'data' | 'error' | 'isFetching' | 'isPlaceholderData'> & { refetch: () => unknown };
  /** test ids: `${testId}-list` (the rows' container, aria-busy while the next page loads), `${testId}-row` (desktop) and `${testId}-card` (phone) */
  testId: string;
  /** a FilterBar over the list */
  filters?: ReactNode;
  /** a row between the filters and the list: bulk actions, export, a count */
  toolbar?: ReactNode;
  /** the page and page size of the search params, and how to change them; without it every row shows */
  paging?: { page: number; limit: number; onPage: (next: { page: number; limit?: number }) => void };
  /** the empty state's title or props; '暂无数据' by default */
  empty?: string | EmptyStateProps;
  skeletonRows?: number;
}

/** What a list drawn from its columns adds: a table on a desktop and cards on a phone. */
interface ListTableProps<R, K extends string | number> {
  columns: readonly ListColumn<R>[];
  rowKey: (r: R) => K;
  /** row checkboxes for bulk actions (the actions go in `toolbar`) */
  selection?: ListSelection<R, K>;
  /** a row's card on a phone, when the one built from `columns` does not fit; `false`: the table on a phone too (scrolling sideways) */
  card?: ((r: R) => ReactNode) | false;
  /** rows after the body's (a total), Table.Row elements */
  footer?: ReactNode;
  /** props of the table root (minW, interactive, data attributes) */
  tableProps?: Record<string, unknown>;
  /** 'cards': the cards on every screen (a page made for phones); 'auto' (default): the table from md up */
  layout?: 'auto' | 'cards';
  /** props of a row of the table (data-overdue, a background marking it) */
  rowProps?: ((r: R) => Record<string, unknown>) | undefined;
  body?: undefined;
}

/** The props of a {@link ListView} drawn from its `columns`. */
export type ListViewProps<R, K extends string | number = string | number> = ListFrameProps<R> & ListTableProps<R, K>;

/** The props of a {@link ListView} whose `body` draws the page's rows its own way (a grid of cards, a feed of articles or messages). */
export type ListBodyProps<R> = ListFrameProps<R> & { body: (rows: R[]) => ReactNode };

/** The card of a row built from its columns ({@link ListColumn.card}). */
function ColumnCard<R>({ r, columns, check }: { r: R; columns: readonly ListColumn<R>[]; check: ReactNode }) {
  const where = (c: ListColumn<R>) => c.card ?? 'line';
  const of = (kind: string) => columns.filter((c) => where(c) === kind);
  return (
    <>
      <HStack justify="space-between" align="start" gap="2">
        <HStack gap="2" minW="0" align="start">
          {check}
          <Stack gap="0" minW="0">
            {of('title').map((c) => (
              <Box key={c.header} fontWeight="semibold">
                {c.cell(r)}
              </Box>
            ))}
          </Stack>
        </HStack>
        {of('badge').map((c) => (
          <Fragment key={c.header}>{c.cell(r)}</Fragment>
        ))}
      </HStack>
      {of('line').map((c) => {
        const value = c.cell(r);
        // a row without this value (an enterprise's identity number) leaves the line out rather than show its label alone
        return value === null || value === undefined || value === '' || value === false ? null : (
          <HStack key={c.header} fontSize="sm" gap="2" align="start">
            <Text color="fg.muted" flexShrink={0}>
              {c.header}
            </Text>
            <Box minW="0">{value}</Box>
          </HStack>
        );
      })}
      {of('actions').map((c) => (
        <Fragment key={c.header}>{c.cell(r)}</Fragment>
      ))}
    </>
  );
}

/** The rows of a page as a table on a desktop and a bordered card per row on a phone (below md), with their checkboxes. */
function ListTable<R, K extends string | number>({ rows, testId, columns, rowKey, selection, card, footer, tableProps, layout, rowProps }: ListTableProps<R, K> & { rows: R[]; testId: string }) {
  const check = (r: R) => selection && <CheckBox checked={selection.selected.has(rowKey(r))} label={selection.label(r)} onChange={(on) => selection.onChange(on ? new Set(selection.selected).add(rowKey(r)) : new Set([...selection.selected].filter((k) => k !== rowKey(r))))} />;
  const keys = rows.map(rowKey);
  const chosen = selection ? keys.filter((k) => selection.selected.has(k)).length : 0;
  const headerCheck = selection && (
    <Table.ColumnHeader w="8">
      <CheckBox checked={chosen > 0 && chosen === keys.length} indeterminate={chosen > 0 && chosen < keys.length} label={selection.pageLabel} onChange={(on) => selection.onChange(on ? new Set(keys) : new Set())} />
    </Table.ColumnHeader>
  );
  const cardOf = card === false ? false : (card ?? ((r: R) => <ColumnCard r={r} columns={columns} check={check(r)} />));
  const cardsOnly = cardOf && layout === 'cards';
  return (
    <>
      {!cardsOnly && (
        <DataTable frameProps={{ display: cardOf ? { base: 'none', md: 'block' } : 'block' }} head={headerCheck} columns={columns.map((c) => ({ header: c.header, textAlign: c.cellProps?.textAlign, w: c.cellProps?.w }))} {...tableProps}>
          {rows.map((r) => (
            <Table.Row key={rowKey(r)} data-testid={`${testId}-row`} {...rowProps?.(r)}>
              {selection && <Table.Cell>{check(r)}</Table.Cell>}
              {columns.map((c) => (
                <Table.Cell key={c.header} {...c.cellProps}>
                  {c.cell(r)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
          {footer}
        </DataTable>
      )}
      {cardOf && (
        <Stack gap="2" display={cardsOnly ? 'flex' : { base: 'flex', md: 'none' }}>
          {rows.map((r) => (
            <Stack key={rowKey(r)} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid={`${testId}-card`}>
              {cardOf(r)}
            </Stack>
          ))}
        </Stack>
      )}
    </>
  );
}

/**
 * The one list of the portal (issue 41): `filters`, `toolbar`, then the query's state
 * ({@link QueryState}: skeleton, error with 重新加载, empty, or a page past the last one with 回到第一页)
 * or its rows, dimmed while the next page loads, then the pagination bar. The rows are a table on a
 * desktop and a bordered card per row on a phone (the table scrolls sideways when wider than the
 * page), or the page's own `body`. A new list is a declaration of columns (and filters).
 */
export function ListView<R, K extends string | number = string | number>(props: ListViewProps<R, K> | ListBodyProps<R>) {
  const { query, testId, filters, toolbar, paging, empty, skeletonRows = 6 } = props;
  const rowsOf = (d: ListAnswer<R>) => (Array.isArray(d) ? d : d.list);
  const data = query.data;
  const total = paging && data && !Array.isArray(data) ? data.total : 0;
  // a page past the last one (the list shrank, or a hand-made URL) offers the first page
  const pastLast: EmptyStateProps | undefined =
    paging && total > 0
      ? {
          title: t.listing.pastLastPage,
          description: t.listing.pastLastPageHint(total),
          action: (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => paging.onPage({ page: 1 })}>
              {t.listing.firstPage}
            </Button>
          ),
        }
      : undefined;
  return (
    <>
      {filters}
      {toolbar}
      <QueryState query={query} loading={<ListSkeleton rows={skeletonRows} />} isEmpty={(d) => rowsOf(d).length === 0} empty={pastLast ?? empty}>
        {(d) => (
          <Box aria-busy={query.isFetching} opacity={query.isPlaceholderData ? 0.55 : 1} transition="opacity 0.2s" data-testid={`${testId}-list`}>
            {props.body ? props.body(rowsOf(d)) : <ListTable {...props} rows={rowsOf(d)} />}
          </Box>
        )}
      </QueryState>
      {paging && total > 0 && <PaginationBar page={paging.page} limit={paging.limit} total={total} onPageChange={(p) => paging.onPage({ page: p })} onLimitChange={(l) => paging.onPage({ limit: l, page: 1 })} />}
    </>
  );
}

export type ListPageProps<R, K extends string | number = string | number> = (ListViewProps<R, K> | ListBodyProps<R>) & Omit<PageFrameProps, 'children'> & {
  /** after the list: its dialogs */
  children?: ReactNode;
};

/** A page that is a list: the {@link PageFrame} (title, actions, breadcrumb) around a {@link ListView}, then `children` (the dialogs). */
export function ListPage<R, K extends string | number = string | number>({ title, crumbs, subtitle, subtitleTestId, actions, headingProps, maxW, aside, children, ...list }: ListPageProps<R, K>) {
  return (
    <PageFrame title={title} crumbs={crumbs} subtitle={subtitle} subtitleTestId={subtitleTestId} actions={actions} headingProps={headingProps} maxW={maxW} aside={aside}>
      <ListView {...list} />
      {children}
    </PageFrame>
  );
}
