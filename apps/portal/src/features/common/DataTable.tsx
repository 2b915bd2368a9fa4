import { Table, chakra, type TableRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A small table of rows under a header row of `columns` (grey), in a region that scrolls sideways
 * on a phone and can be focused and scrolled with the keyboard (WCAG 2.1.1). Root props (minW,
 * data-testid, interactive...) go to the table; `children` are its Table.Row elements. The columns
 * from index `endFrom` on hold figures: their headers are aligned to the end, as their cells are.
 */
export function DataTable({ columns, endFrom, children, ...root }: { columns: readonly string[]; endFrom?: number; children: ReactNode } & Omit<TableRootProps, 'children'>) {
  return (
    <chakra.div overflowX="auto" tabIndex={0}>
      <Table.Root size="sm" {...root}>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((c, i) => (
              <Table.ColumnHeader key={`${i}-${c}`} textAlign={endFrom !== undefined && i >= endFrom ? 'end' : undefined}>
                {c}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </chakra.div>
  );
}
