import type { MouseEvent, ReactNode } from 'react';

/** One column of a {@link ScreenTable}: its header and the cell of a row. */
export interface ScreenColumn<R> {
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** figures, right-aligned (class bs-num): `true` for the header and every cell; a function decides per cell and leaves the header */
  num?: boolean | ((row: R) => boolean);
  /** the cell's tooltip, e.g. the whole of a long name */
  title?: (row: R) => string;
  /** cut a long cell to the column's width (class bs-cell--clip) */
  clip?: boolean;
}

/**
 * A table row's click handler that runs `open` unless the click was on a link of the row (the
 * link, a real `<a href>` a keyboard and a screen reader follow, navigates itself).
 */
const rowClick =
  (open: () => void) =>
  (e: MouseEvent<HTMLElement>): void => {
    if (!(e.target instanceof Element && e.target.closest('a'))) open();
  };

/**
 * A table of the bigscreen: a header row of `columns`, one row per item of `rows` (keyed by
 * `rowKey`), in a scrolling box a keyboard can reach unless `scroll` is false. `info` gives the
 * compact look of fact tables (bs-table--info); `open` makes a click on a row (outside its links)
 * open the item; `rowData` adds data attributes to a row (e.g. data-street, which tests look for).
 */
export function ScreenTable<R>({
  rows,
  columns,
  rowKey,
  testId,
  info = false,
  scroll = true,
  open,
  rowData,
}: {
  rows: readonly R[];
  columns: readonly ScreenColumn<R>[];
  rowKey: (row: R, index: number) => string | number;
  testId?: string;
  info?: boolean;
  scroll?: boolean;
  open?: (row: R) => void;
  rowData?: (row: R) => Record<`data-${string}`, string>;
}) {
  const numClass = (on: boolean) => (on ? 'bs-num' : undefined);
  const table = (
    <table className={info ? 'bs-table bs-table--info' : 'bs-table'} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((c, i) => (
            <th key={i} className={numClass(c.num === true)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, n) => (
          <tr key={rowKey(r, n)} {...rowData?.(r)} onClick={open ? rowClick(() => open(r)) : undefined}>
            {columns.map((c, i) => (
              <td key={i} title={c.title?.(r)} className={c.clip ? 'bs-cell--clip' : numClass(typeof c.num === 'function' ? c.num(r) : c.num === true)}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return scroll ? (
    <div className="bs-scroll" tabIndex={0}>
      {table}
    </div>
  ) : (
    table
  );
}
