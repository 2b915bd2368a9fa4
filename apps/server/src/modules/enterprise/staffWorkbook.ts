import ExcelJS from 'exceljs';
import { EDUCATION_LEVELS, staffFields, type ImportProblem, type ReceivedFile } from '@portal/api';
import { invalid } from '../../http/errors';
import type { StaffInput } from './staff';

/** Content type of every xlsx the server writes. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Columns of the staff import workbook, in template order; matched by header text, so order in a file does not matter. */
const COLUMNS = [
  { key: 'name', header: '姓名', required: true, width: 14 },
  { key: 'idCard', header: '身份证号码', required: true, width: 24 },
  { key: 'phone', header: '手机号码', required: true, width: 16 },
  { key: 'education', header: '最高学历', required: true, width: 14 },
  { key: 'position', header: '岗位', required: false, width: 18 },
  { key: 'entryDate', header: '入职日期', required: true, width: 14 },
] as const satisfies readonly { key: keyof StaffInput; header: string; required: boolean; width: number }[];

/** Largest import: rows of data in one workbook. */
export const MAX_IMPORT_ROWS = 50_000;

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
function dateText(v: ExcelJS.CellValue): string {
  if (v instanceof Date) return isoDay(v);
  if (typeof v === 'number' && v > 0 && v < 2958466) return isoDay(new Date(EXCEL_EPOCH_MS + Math.round(v) * 86_400_000));
  const s = plainText(v);
  const m = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/.exec(s);
  return m ? `${m[1]}-${pad(Number(m[2]))}-${pad(Number(m[3]))}` : s;
}

/** The text of a cell: rich text joined, formula results, hyperlink texts; numbers without exponent. */
function plainText(v: ExcelJS.CellValue): string {
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

/** One worksheet row read for the import: its 1-based row number and the text of each column. */
interface ReadRow {
  row: number;
  cells: Record<(typeof COLUMNS)[number]['key'], string>;
  /** an identity number stored as a number (precision lost beyond 15 digits) */
  idCardWasNumber: boolean;
}

/** What {@link checkStaffWorkbook} finds: the valid rows and the problems of the others. */
export interface CheckedWorkbook {
  total: number;
  valid: StaffInput[];
  problems: ImportProblem[];
  /** the rejected rows as written, for the error workbook */
  rejected: { row: number; cells: ReadRow['cells']; reasons: string[] }[];
}

/**
 * Reads an import workbook (xlsx saved by Excel, WPS or LibreOffice) and checks every row with
 * the contract's `staffFields` rules; identity numbers repeated in the file are rejected after
 * their first row. Empty rows are skipped.
 * @throws Fail 4001 when the file is not an xlsx workbook, has no sheet with the template's
 *   headers, lacks a required column, or has more than {@link MAX_IMPORT_ROWS} rows
 */
export async function checkStaffWorkbook(file: ReceivedFile): Promise<CheckedWorkbook> {
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
  const sheet = book.worksheets.find((ws) => headerOf(ws).has('身份证号码'));
  if (!sheet) throw invalid('未找到含“身份证号码”表头的工作表，请使用下载的模板');
  const headers = headerOf(sheet);
  const missing = COLUMNS.filter((c) => c.required && !headers.has(c.header)).map((c) => c.header);
  if (missing.length > 0) throw invalid(`模板不正确：缺少列“${missing.join('”“')}”`);

  const rows: ReadRow[] = [];
  const idCol = headers.get('身份证号码')!;
  sheet.eachRow({ includeEmpty: false }, (r, rowNumber) => {
    if (rowNumber === 1) return;
    const cells = Object.fromEntries(
      COLUMNS.map((c) => {
        const col = headers.get(c.header);
        const value = col === undefined ? null : r.getCell(col).value;
        return [c.key, c.key === 'entryDate' ? dateText(value) : plainText(value)];
      }),
    ) as ReadRow['cells'];
    if (Object.values(cells).every((v) => v === '')) return;
    rows.push({ row: rowNumber, cells, idCardWasNumber: typeof r.getCell(idCol).value === 'number' });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid(`一次最多导入${MAX_IMPORT_ROWS}行，请分批导入`);

  const result: CheckedWorkbook = { total: rows.length, valid: [], problems: [], rejected: [] };
  const firstRowOf = new Map<string, number>();
  for (const r of rows) {
    const reasons: ImportProblem[] = [];
    const parsed: Partial<StaffInput> = {};
    for (const c of COLUMNS) {
      const text = r.cells[c.key];
      if (c.required && text === '') {
        reasons.push({ row: r.row, column: c.header, reason: `${c.header}不能为空` });
        continue;
      }
      if (c.key === 'idCard' && r.idCardWasNumber && text.length > 15) {
        reasons.push({ row: r.row, column: c.header, reason: '身份证号码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写' });
        continue;
      }
      const out = staffFields[c.key].safeParse(text);
      if (out.success) (parsed as Record<string, unknown>)[c.key] = out.data;
      else reasons.push({ row: r.row, column: c.header, reason: out.error.issues[0]?.message ?? '格式不正确' });
    }
    if (parsed.idCard) {
      const first = firstRowOf.get(parsed.idCard);
      if (first !== undefined) reasons.push({ row: r.row, column: '身份证号码', reason: `与第${first}行的身份证号码重复` });
      else firstRowOf.set(parsed.idCard, r.row);
    }
    if (reasons.length === 0) result.valid.push(parsed as StaffInput);
    else {
      result.problems.push(...reasons);
      result.rejected.push({ row: r.row, cells: r.cells, reasons: reasons.map((p) => `${p.column}：${p.reason}`) });
    }
  }
  return result;
}

/** Header row styling shared by the template and the error workbook. */
function addStaffSheet(book: ExcelJS.Workbook, name: string, extra: { header: string; width: number }[] = []): ExcelJS.Worksheet {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [...COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.width })), ...extra.map((e) => ({ header: e.header, key: e.header, width: e.width }))];
  const head = sheet.getRow(1);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1D4F91' } };
  head.alignment = { vertical: 'middle', horizontal: 'center' };
  head.height = 22;
  // identity and mobile numbers as text, so no program turns them into numbers
  for (const key of ['idCard', 'phone'] as const) sheet.getColumn(key).numFmt = '@';
  return sheet;
}

/**
 * The import template (人员信息导入模板.xlsx): the header row, text format for the identity and
 * mobile number columns, a drop-down of the education labels, a date format for 入职日期, and a
 * second sheet 填写说明 with the rules and an example.
 */
export async function staffTemplate(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addStaffSheet(book, '人员信息');
  const eduCol = COLUMNS.findIndex((c) => c.key === 'education') + 1;
  const dateCol = COLUMNS.findIndex((c) => c.key === 'entryDate') + 1;
  sheet.getColumn(dateCol).numFmt = 'yyyy-mm-dd';
  for (let r = 2; r <= 2001; r++) {
    sheet.getCell(r, eduCol).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [`"${EDUCATION_LEVELS.join(',')}"`],
      showErrorMessage: true,
      errorTitle: '最高学历',
      error: `请从下拉列表选择：${EDUCATION_LEVELS.join('、')}`,
    };
  }
  const help = book.addWorksheet('填写说明');
  help.columns = [
    { header: '列', key: 'col', width: 14 },
    { header: '是否必填', key: 'required', width: 10 },
    { header: '填写要求', key: 'rule', width: 70 },
    { header: '示例', key: 'example', width: 24 },
  ];
  help.getRow(1).font = { bold: true };
  const rules: Record<(typeof COLUMNS)[number]['key'], [string, string]> = {
    name: ['不超过50个字', '张三'],
    idCard: ['18位居民身份证号码，出生日期与校验位须正确；末位 X 大小写均可。请保持该列为文本格式', '440106199001011234'],
    phone: ['11位大陆手机号码', '13800138000'],
    education: [`从下拉列表选择：${EDUCATION_LEVELS.join('、')}`, '大学本科'],
    position: ['不超过50个字，可不填', '人力资源专员'],
    entryDate: ['日期，如 2024-03-01、2024/3/1 或 2024年3月1日，不能晚于今天', '2024-03-01'],
  };
  for (const c of COLUMNS) help.addRow({ col: c.header, required: c.required ? '是' : '否', rule: rules[c.key][0], example: rules[c.key][1] });
  help.addRow({});
  help.addRow({ col: '说明', rule: '请在“人员信息”工作表从第2行起逐行填写，不要修改表头。本企业已有的身份证号码会更新原记录，其余新增。' });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rejected rows as written, each with its row number in the uploaded file and the reasons, to correct and import again. */
export async function staffErrorWorkbook(rejected: CheckedWorkbook['rejected']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = addStaffSheet(book, '人员信息', [
    { header: '原行号', width: 8 },
    { header: '错误原因', width: 60 },
  ]);
  for (const r of rejected) {
    const row = sheet.addRow({ ...r.cells, 原行号: r.row, 错误原因: r.reasons.join('；') });
    row.getCell('错误原因').font = { color: { argb: 'FFC0392B' } };
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
