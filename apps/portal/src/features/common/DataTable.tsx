import { Table, chakra, type HTMLChakraProps, type TableCellProps, type TableColumnHeaderProps, type TableRootProps, type TableRowProps } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';

/**
 * A column of a {@link DataTable}: its header's text, or its text with its alignment (a figure's
 * column: 'end') and width, and the props of its cells in `rows` (whiteSpace, colour).
 */
export type DataColumn = string | ({ header: string; cellProps?: TableCellProps } & Pick<TableColumnHeaderProps, 'textAlign' | 'w'>);

/** A row of a {@link DataTable} given as data: its React key, its cells in the columns' order, and the props of the row (data-testid). */
export interface DataRow {
  key: Key;
  cells: readonly ReactNode[];
  props?: TableRowProps & Record<`data-${string}`, string>;
}

/**
 * The one table of the portal (ListView's desktop table too): rows under a header row of `columns`
 * (grey), after `head` (a selection checkbox's header cell), in a region that scrolls sideways on a
 * phone and can be focused and scrolled with the keyboard (WCAG 2.1.1). Root props (minW,
 * data-testid, interactive...) go to the table, `frameProps` to the scrolling region. The body is
 * `rows` (data: plain cells) or `children` (Table.Row elements, for rows with controls). The
 * columns from index `endFrom` on hold figures: their headers are aligned to the end, as the cells
 * of `rows` are, in digits of one width.
 */
export function DataTable({ columns, rows, head, frameProps, endFrom, children, ...root }: { columns: readonly DataColumn[]; rows?: readonly DataRow[]; head?: ReactNode; frameProps?: HTMLChakraProps<'div'>; endFrom?: number; children?: ReactNode } & Omit<TableRootProps, 'children'>) {
  const figure = (i: number) => endFrom !== undefined && i >= endFrom;
  return (
    <chakra.div overflowX="auto" tabIndex={0} {...frameProps}>
      <Table.Root size="sm" {...root}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {head}
            {columns.map((c, i) => {
              const { header, cellProps: _cells, ...props } = typeof c === 'string' ? { header: c } : c;
              return (
                <Table.ColumnHeader key={`${i}-${header}`} textAlign={figure(i) ? 'end' : undefined} {...props}>
                  {header}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows
            ? rows.map((r) => (
                <Table.Row key={r.key} {...r.props}>
                  {r.cells.map((cell, i) => {
                    const column = columns[i];
                    return (
                      <Table.Cell key={i} {...(figure(i) && { textAlign: 'end', fontVariantNumeric: 'tabular-nums' })} {...(typeof column === 'object' && column.cellProps)}>
                        {cell}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
              ))
            : children}
        </Table.Body>
      </Table.Root>
    </chakra.div>
  );
}
