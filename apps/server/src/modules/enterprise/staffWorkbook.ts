import { EDUCATION_LEVELS, staffFields, staffLineValues, type ReceivedFile } from '@portal/api';
import { invalid } from '../../http/errors';
import type { ExportColumn } from '../../http/xlsxStream';
import { checkImportRows, dateText, importErrorWorkbook, importTemplate, MAX_IMPORT_ROWS, readImportRows, type CheckedRows, type ReadRow, type SheetColumn } from '../files/workbook';
import type { StaffInput } from './staff';

export { MAX_IMPORT_ROWS, XLSX_TYPE } from '../files/workbook';

/** Columns of the staff import workbook, in template order (rules: `staffFields` of the contract). */
const COLUMNS = [
  { key: 'name', header: '姓名', required: true, width: 14, field: staffFields.name },
  { key: 'idCard', header: '身份证号码', required: true, width: 24, field: staffFields.idCard, text: true },
  { key: 'phone', header: '手机号码', required: true, width: 16, field: staffFields.phone, text: true },
  { key: 'education', header: '最高学历', required: true, width: 14, field: staffFields.education },
  { key: 'position', header: '岗位', required: false, width: 18, field: staffFields.position },
  { key: 'entryDate', header: '入职日期', required: true, width: 14, field: staffFields.entryDate, date: true },
] as const satisfies readonly SheetColumn<keyof StaffInput>[];

/** What {@link checkStaffWorkbook} finds: the valid rows and the problems of the others. */
export type CheckedWorkbook = CheckedRows<keyof StaffInput, StaffInput>;

/**
 * Reads a staff import workbook (xlsx saved by Excel, WPS or LibreOffice) and checks every row
 * with the contract's `staffFields` rules; identity numbers repeated in the file are rejected
 * after their first row, and so are identity numbers stored as numbers (digits lost). Empty rows
 * are skipped.
 * @throws Fail 4001 as readImportRows of files/workbook.ts
 */
export async function checkStaffWorkbook(file: ReceivedFile): Promise<CheckedWorkbook> {
  const rows = await readImportRows(file, COLUMNS, '身份证号码');
  return checkImportRows<keyof StaffInput, StaffInput>(rows, COLUMNS, {
    unique: 'idCard',
    precheck: (c, r) => (c.key === 'idCard' && r.numeric.has('idCard') && r.cells.idCard.length > 15 ? '身份证号码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写' : null),
  });
}

/**
 * The import template (人员信息导入模板.xlsx): the header row, text format for the identity and
 * mobile number columns, a drop-down of the education labels, a date format for 入职日期, and a
 * second sheet 填写说明 with the rules and an example.
 */
export function staffTemplate(): Promise<Buffer> {
  return importTemplate(
    '人员信息',
    COLUMNS,
    {
      name: ['不超过50个字', '张三'],
      idCard: ['18位居民身份证号码，出生日期与校验位须正确；末位 X 大小写均可。请保持该列为文本格式', '440106199001011234'],
      phone: ['11位大陆手机号码', '13800138000'],
      education: [`从下拉列表选择：${EDUCATION_LEVELS.join('、')}`, '大学本科'],
      position: ['不超过50个字，可不填', '人力资源专员'],
      entryDate: ['日期，如 2024-03-01、2024/3/1 或 2024年3月1日，不能晚于今天', '2024-03-01'],
    },
    { lists: { education: EDUCATION_LEVELS }, note: '请在“人员信息”工作表从第2行起逐行填写，不要修改表头。本企业已有的身份证号码会更新原记录，其余新增。' },
  );
}

/** The rejected rows as written, each with its row number in the uploaded file and the reasons, to correct and import again. */
export function staffErrorWorkbook(rejected: CheckedWorkbook['rejected']): Promise<Buffer> {
  return importErrorWorkbook('人员信息', COLUMNS, rejected);
}

/**
 * The identity-card entry of /identificationH5 (POST /api/ent/personal/importIdCard): one person
 * per line, the template's columns in template order, separated by tabs, commas or spaces (as
 * copied from a spreadsheet or a chat message); line numbers stand for row numbers. Checked
 * exactly like a workbook ({@link checkStaffWorkbook}'s rules).
 * @throws Fail 4001 with more than MAX_IMPORT_ROWS lines
 */
export function checkStaffLines(text: string): CheckedWorkbook {
  const rows: ReadRow<keyof StaffInput>[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    const values = staffLineValues(line);
    if (values.length === 0) return;
    const cells = Object.fromEntries(COLUMNS.map((c, k) => [c.key, 'date' in c ? dateText(values[k] ?? '') : (values[k] ?? '')])) as Record<keyof StaffInput, string>;
    rows.push({ row: i + 1, cells, numeric: new Set() });
  });
  if (rows.length > MAX_IMPORT_ROWS) throw invalid(`一次最多录入${MAX_IMPORT_ROWS}人，请分批录入`);
  return checkImportRows<keyof StaffInput, StaffInput>(rows, COLUMNS, { unique: 'idCard' });
}

/** Columns of the staff export (entExport): the template's, so the file can be corrected and imported again, then 离职日期. */
export const STAFF_EXPORT_COLUMNS: ExportColumn<{ name: string; idCard: string; phone: string; education: string; position: string; entryDate: string; leftOn: string | null }>[] = [
  ...COLUMNS.map((c) => ({ header: c.header, width: c.width, value: (r: Record<keyof StaffInput, string>) => r[c.key] })),
  { header: '离职日期', width: 14, value: (r) => r.leftOn ?? '' },
];
