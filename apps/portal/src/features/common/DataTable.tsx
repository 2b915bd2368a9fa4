import { Table, chakra, type HTMLChakraProps, type TableColumnHeaderProps, type TableRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A column header of a {@link DataTable}: its text, or its text with its alignment (a figure's column: 'end') and width. */
export type DataColumn = string | ({ header: string } & Pick<TableColumnHeaderProps, 'textAlign' | 'w'>);

/**
 * The one table of the portal (ListView's desktop table too): rows under a header row of `columns`
 * (grey), after `head` (a selection checkbox's header cell), in a region that scrolls sideways on a
 * phone and can be focused and scrolled with the keyboard (WCAG 2.1.1). Root props (minW,
 * data-testid, interactive...) go to the table, `frameProps` to the scrolling region; `children`
 * are its Table.Row elements. The columns from index `endFrom` on hold figures: their headers are
 * aligned to the end, as their cells are.
 */
export function DataTable({ columns, head, frameProps, endFrom, children, ...root }: { columns: readonly DataColumn[]; head?: ReactNode; frameProps?: HTMLChakraProps<'div'>; endFrom?: number; children: ReactNode } & Omit<TableRootProps, 'children'>) {
  return (
    <chakra.div overflowX="auto" tabIndex={0} {...frameProps}>
      <Table.Root size="sm" {...root}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {head}
            {columns.map((c, i) => {
              const { header, ...props } = typeof c === 'string' ? { header: c } : c;
              return (
                <Table.ColumnHeader key={`${i}-${header}`} textAlign={endFrom !== undefined && i >= endFrom ? 'end' : undefined} {...props}>
                  {header}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </chakra.div>
  );
}
