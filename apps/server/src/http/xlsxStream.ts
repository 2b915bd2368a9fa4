import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';

/** One column of a streamed export: its Chinese header, width in characters and the cell value of a row. */
export interface ExportColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | null;
}

/**
 * Streams a one-sheet xlsx workbook (exceljs' streaming WorkbookWriter): a bold, frozen header
 * row of Chinese titles, then every row the `pages` iterator yields, each row committed (written
 * out and dropped from memory) as soon as it is added. Between pages it waits while the reader
 * (the HTTP client) is behind, and it stops reading when the reader has gone, so memory stays
 * flat whatever the number of rows (100,000 rows: see `npm run bench`). Identity and phone
 * numbers should be given as strings: they stay text in Excel, WPS and LibreOffice.
 * An error while reading pages ends the download (the client sees a broken file) and is logged.
 */
export function streamXlsx<T>(sheetName: string, columns: ExportColumn<T>[], pages: AsyncIterable<T[]>, log?: FastifyBaseLogger): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 16 }));
  const head = sheet.getRow(1);
  head.font = { bold: true };
  head.commit();
  void (async () => {
    for await (const page of pages) {
      if (out.destroyed) return;
      for (const row of page) sheet.addRow(columns.map((c) => c.value(row))).commit();
      if (out.writableNeedDrain) await once(out, 'drain');
    }
    sheet.commit();
    await book.commit();
  })().catch((err: unknown) => {
    log?.error({ err }, 'streamed export failed');
    out.destroy(err as Error);
  });
  return out;
}

/**
 * Rows per page of the streamed exports: large enough that the fixed cost of each query (planning,
 * a round trip; high on PGlite) is spread thin, small enough to keep a page's memory a few MB.
 */
export const EXPORT_PAGE_ROWS = 5000;

/** Where {@link keysetPages} starts to read newest first: above every id (the reader compares with `<`). */
export const NEWEST_FIRST = Number.MAX_SAFE_INTEGER;

/**
 * Reads a table in pages of `size` rows by id (keyset paging: each page starts past the last id of
 * the previous one, so page 1,000 costs what page 1 costs), until a short page. The reader gets the
 * id to read past: from 0 upwards by default, or from {@link NEWEST_FIRST} downwards.
 */
export async function* keysetPages<T extends { id: number }>(read: (pastId: number, size: number) => Promise<T[]>, size = 1000, from = 0): AsyncGenerator<T[]> {
  let past = from;
  for (;;) {
    const page = await read(past, size);
    if (page.length > 0) yield page;
    if (page.length < size) return;
    past = page[page.length - 1]!.id;
  }
}
