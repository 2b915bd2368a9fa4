import { Stack, Table, chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface TableOrCardsProps<R> {
  rows: readonly R[];
  rowKey: (r: R) => string | number;
  /** the table's column headers (Table.ColumnHeader elements) */
  header: ReactNode;
  /** a row's cells on a desktop (Table.Cell elements) */
  cells: (r: R) => ReactNode;
  /** a row's card on a phone: its contents, in the shared card frame; `false`: the table on a phone too */
  card: ((r: R) => ReactNode) | false;
  /** the test ids `${testId}-row` and `${testId}-card` (e2e tests find rows by them) */
  testId: string;
  /** rows after the body's, e.g. a total (Table.Row elements); its cards go into `card` by the caller */
  footer?: ReactNode;
  /** the table root's data attributes and props beyond the size */
  tableProps?: Record<string, unknown>;
  /** 'cards': the cards on every screen, no table (a page made for phones); 'auto' (default): the table from md up */
  layout?: 'auto' | 'cards';
  /** props of a row's Table.Row on a desktop (a data attribute, a background marking the row) */
  rowProps?: ((r: R) => Record<string, unknown>) | undefined;
}

/**
 * A list as every list page of the portal shows it: a table on a desktop (scrolling sideways when
 * wider than the page), one bordered card per row on a phone (below the md breakpoint).
 */
export function TableOrCards<R>({ rows, rowKey, header, cells, card, testId, footer, tableProps, layout = 'auto', rowProps }: TableOrCardsProps<R>) {
  const cardsOnly = card && layout === 'cards';
  return (
    <>
      {!cardsOnly && (
      <chakra.div overflowX="auto" tabIndex={0} display={card ? { base: 'none', md: 'block' } : 'block'}>
        <Table.Root size="sm" {...tableProps}>
          <Table.Header>
            <Table.Row bg="bg.muted">{header}</Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r) => (
              <Table.Row key={rowKey(r)} data-testid={`${testId}-row`} {...rowProps?.(r)}>
                {cells(r)}
              </Table.Row>
            ))}
            {footer}
          </Table.Body>
        </Table.Root>
      </chakra.div>
      )}
      {card && (
      <Stack gap="2" display={cardsOnly ? 'flex' : { base: 'flex', md: 'none' }}>
        {rows.map((r) => (
          <Stack key={rowKey(r)} borderWidth="1px" borderRadius="md" p="3" gap="1" data-testid={`${testId}-card`}>
            {card(r)}
          </Stack>
        ))}
      </Stack>
      )}
    </>
  );
}
