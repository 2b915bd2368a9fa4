import ExcelJS from 'exceljs';
import type { ImportProblem, ReceivedFile } from '@portal/api';
import type { z } from 'zod';
import { invalid } from '../../http/errors';

/** Content type of every xlsx the server writes. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Largest import: rows of data in one workbook. */
export const MAX_IMPORT_ROWS = 50_000;

/**
 * One column of an import workbook: matched by its header text (so column order in a file does
 * not matter), checked by `field` (a zod schema of the contract), `date` cells read as dates,
 * `text` columns formatted as text in templates (identity and phone numbers).
 */
export interface SheetColumn<K extends string = string> {
  key: K;
  header: string;
  required: boolean;
  width: number;
  field: z.ZodType;
  date?: boolean;
  text?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** Excel's day 0 is 1899-12-30 in the 1900 date system (serial 60 is the fictitious 1900-02-29). */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

/**
 * A date cell as 'YYYY-MM-DD', whatever the program that saved the file wrote: a date value
 * (Excel, WPS, LibreOffice with a date format), a serial number (a date without date format),
 * or text such as '2024-03-01', '2024/3/1', '2024.3.1' or '2024年3月1日'. Other text is returned
 * as written, for the date rule to reject.
 */
export function dateText(v: ExcelJS.CellValue): string {
  if (v instanceof Date) return isoDay(v);
  if (typeof v === 'number' && v > 0 && v < 2958466) return isoDay(new Date(EXCEL_EPOCH_MS + Math.round(v) * 86_400_000));
  const s = plainText(v);
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(s);
  return m ? `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` : s;
}

/** The text of a cell: rich text joined, formula results, hyperlink texts; numbers without exponent. */
export function plainText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return Number.isInteger(v) ? v.toFixed(0) : String(v);
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return isoDay(v);
  if ('richText' in v) return v.richText.map((r) => r.text).join('').trim();
  if ('result' in v) return plainText(v.result as ExcelJS.CellValue);
  if ('text' in v) return plainText(v.text as ExcelJS.CellValue);
  return '';
}

/** One worksheet row read for an import: its 1-based row number, the text of each column, and which cells were stored as numbers. */
export interface ReadRow<K extends string> {
  row: number;
  cells: Record<K, string>;
  numeric: Set<K>;
}

/**
 * Reads the rows of an import workbook (xlsx saved by Excel, WPS or LibreOffice): the first sheet
 * whose header row has `keyHeader`, each column found by its header; empty rows are skipped.
 * @throws Fail 4001 when the file is not an xlsx workbook, has no such sheet, has a merged cell, lacks a required
 *   column, or has more than {@link MAX_IMPORT_ROWS} rows
 */
export async function readImportRows<K extends string>(file: ReceivedFile, columns: readonly SheetColumn<K>[], keyHeader: string): Promise<ReadRow<K>[]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength) as unknown as ArrayBuffer);
  } catch {
    throw invalid('文件不是有效的 Excel（xlsx）工作簿，请使用下载的模板填写后另存为 .xlsx 格式');
  }
  const headerOf = (ws: ExcelJS.Worksheet) => {
    const map = new Map<string, number>();
    ws.getRow(1).eachCell((cell, col) => map.set(plainText(cell.value).replace(/\s|\*/g, ''), col));
    return map;
  };
  const sheet = book.worksheets.find((ws) => headerOf(ws).has(keyHeader));
  if (!sheet) throw invalid(`未找到含“${keyHeader}”表头的工作表，请使用下载的模板`);
  // a merged cell reads as its first cell's value in every cell it covers: refused, naming where
  const [merged] = sheet.model.merges ?? [];
  const at = merged?.match(/^([A-Z]+)(\d+)/);
  if (merged && at) throw invalid(`第${at[2]}行${at[1]}列有合并单元格（${merged}），请取消合并、每个单元格分别填写后重新导入`);
  const headers = headerOf(sheet);
  const missing = columns.filter((c) => c.required && !headers.has(c.header)).map((c) => c.header);
  if (missing.length > 0) throw invalid(`模板不正确：缺少列“${missing.join('”“')}”`);

  const rows: ReadRow<K>[] = [];
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const numeric = new Set<K>();
    const cells = Object.fromEntries(
      columns.map((c) => {
        const col = headers.get(c.header);
        const value = col === undefined ? null : r.getCell(col).value;
        if (typeof value === 'number') numeric.add(c.key);
        return [c.key, c.date ? dateText(value) : plainText(value)];
      }),
    ) as Record<K, string>;
    if (Object.values<string>(cells).every((v) => v === '')) return;
    rows.push({ row: rowNumber, cells, numeric });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid(`一次最多导入${MAX_IMPORT_ROWS}行，请分批导入`);
  return rows;
}

/** What {@link checkImportRows} finds: the valid rows (parsed) and the problems of the others. */
export interface CheckedRows<K extends string, T> {
  total: number;
  valid: T[];
  problems: ImportProblem[];
  /** the rejected rows as written, for the error workbook */
  rejected: { row: number; cells: Record<K, string>; reasons: string[] }[];
}

/**
 * Checks every row with its columns' `field` rules (an empty required cell: '{header}不能为空').
 * `precheck` may reject a cell before its rule (e.g. an identity number stored as a number);
 * `unique` rejects a value repeated in the file after its first row; `rowCheck` adds problems
 * that involve a whole parsed row.
 */
export function checkImportRows<K extends string, T>(
  rows: ReadRow<K>[],
  columns: readonly SheetColumn<K>[],
  opts: { precheck?: (c: SheetColumn<K>, r: ReadRow<K>) => string | null; unique?: K; rowCheck?: (parsed: T, r: ReadRow<K>) => string | null } = {},
): CheckedRows<K, T> {
  const result: CheckedRows<K, T> = { total: rows.length, valid: [], problems: [], rejected: [] };
  const firstRowOf = new Map<unknown, number>();
  for (const r of rows) {
    const reasons: ImportProblem[] = [];
    const parsed: Record<string, unknown> = {};
    for (const c of columns) {
      const text = r.cells[c.key];
      if (c.required && text === '') {
        reasons.push({ row: r.row, column: c.header, reason: `${c.header}不能为空` });
        continue;
      }
      const pre = opts.precheck?.(c, r);
      if (pre) {
        reasons.push({ row: r.row, column: c.header, reason: pre });
        continue;
      }
      const out = c.field.safeParse(text);
      if (out.success) parsed[c.key] = out.data;
      else reasons.push({ row: r.row, column: c.header, reason: out.error.issues[0]?.message ?? '格式不正确' });
    }
    const u = opts.unique;
    if (u && parsed[u] !== undefined) {
      const first = firstRowOf.get(parsed[u]);
      const header = columns.find((c) => c.key === u)!.header;
      if (first !== undefined) reasons.push({ row: r.row, column: header, reason: `与第${first}行的${header}重复` });
      else firstRowOf.set(parsed[u], r.row);
    }
    if (reasons.length === 0 && opts.rowCheck) {
      const whole = opts.rowCheck(parsed as T, r);
      if (whole) reasons.push({ row: r.row, column: '', reason: whole });
    }
    if (reasons.length === 0) result.valid.push(parsed as T);
    else {
      result.problems.push(...reasons);
      result.rejected.push({ row: r.row, cells: r.cells, reasons: reasons.map((p) => (p.column ? `${p.column}：${p.reason}` : p.reason)) });
    }
  }
  return result;
}

/** A worksheet with the columns' header row (white on blue, frozen), text format for `text` columns, and `extra` columns after them. */
export function addImportSheet<K extends string>(book: ExcelJS.Workbook, name: string, columns: readonly SheetColumn<K>[], extra: { header: string; width: number }[] = []): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [...columns.map((c) => ({ header: c.header, key: c.key, width: c.width })), ...extra.map((e) => ({ header: e.header, key: e.header, width: e.width }))];
  const head = sheet.getRow(1);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1D4F91' } };
  head.alignment = { vertical: 'middle', horizontal: 'center' };
  head.height = 22;
  // identity and mobile numbers as text, so no program turns them into numbers
  for (const c of columns) if (c.text) sheet.getColumn(c.key).numFmt = '@';
  for (const c of columns) if (c.date) sheet.getColumn(c.key).numFmt = 'yyyy-mm-dd';
  return sheet;
}

/** The rejected rows as written, each with its row number in the uploaded file (原行号) and the reasons (错误原因), to correct and import again. */
export async function importErrorWorkbook<K extends string>(sheetName: string, columns: readonly SheetColumn<K>[], rejected: CheckedRows<K, unknown>['rejected']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addImportSheet(book, sheetName, columns, [
    { header: '原行号', width: 8 },
    { header: '错误原因', width: 60 },
  ]);
  for (const r of rejected) {
    const row = sheet.addRow({ ...r.cells, 原行号: r.row, 错误原因: r.reasons.join('；') });
    row.getCell('错误原因').font = { color: { argb: 'FFC0392B' } };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A column of a plain sheet: its header, the key of object rows, its width in characters (a bare header: 18 wide). */
export type TableColumn = string | { header: string; key?: string; width: number };

/**
 * Adds a plain worksheet `name` to `book`: a bold header row of `columns`, then `rows` (arrays of
 * cells in column order, or objects by the columns' keys).
 */
export function addTableSheet(book: ExcelJS.Workbook, name: string, columns: readonly TableColumn[], rows: readonly (readonly unknown[] | Record<string, unknown>)[]): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name);
  sheet.columns = columns.map((c) => (typeof c === 'string' ? { header: c, width: 18 } : c));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  return sheet;
}

/** An xlsx workbook of one plain sheet (see {@link addTableSheet}). */
export async function tableWorkbook(name: string, columns: readonly TableColumn[], rows: readonly (readonly unknown[] | Record<string, unknown>)[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  addTableSheet(book, name, columns, rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The 填写说明 sheet of a template: per column whether it is required, its rule and an example. */
const HELP_COLUMNS = [
  { header: '列', key: 'col', width: 14 },
  { header: '是否必填', key: 'required', width: 10 },
  { header: '填写要求', key: 'rule', width: 70 },
  { header: '示例', key: 'example', width: 24 },
];

/**
 * An import template: the header sheet (with an optional drop-down list per column) and a
 * second sheet 填写说明 with each column's rule and example.
 */
export async function importTemplate<K extends string>(
  sheetName: string,
  columns: readonly SheetColumn<K>[],
  help: Record<K, [rule: string, example: string]>,
  opts: { lists?: Partial<Record<K, readonly string[]>>; note?: string } = {},
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addImportSheet(book, sheetName, columns);
  for (const [key, values] of Object.entries(opts.lists ?? {}) as [K, readonly string[]][]) {
    const col = columns.findIndex((c) => c.key === key) + 1;
    const header = columns[col - 1]!.header;
    for (let r = 2; r <= 2001; r++) {
      sheet.getCell(r, col).dataValidation = { type: 'list', allowBlank: false, formulae: [`"${values.join(',')}"`], showErrorMessage: true, errorTitle: header, error: `请从下拉列表选择：${values.join('、')}` };
    }
  }
  const rows = columns.map((c) => ({ col: c.header, required: c.required ? '是' : '否', rule: help[c.key][0], example: help[c.key][1] }));
  addTableSheet(book, '填写说明', HELP_COLUMNS, opts.note ? [...rows, {}, { col: '说明', rule: opts.note }] : rows);
  return Buffer.from(await book.xlsx.writeBuffer());
}
