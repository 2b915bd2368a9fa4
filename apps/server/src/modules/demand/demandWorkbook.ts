import { inArray } from 'drizzle-orm';
import { isValidCreditCode } from '@portal/validators';
import { DEMAND_EDUCATIONS, demandImportFields, salaryRangeOk, SALARY_RANGE_MESSAGE, type ImportResult, type ReceivedFile } from '@portal/api';
import type { Db } from '../../db/open';
import { enterprise } from '../enterprise/tables';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { demand, demandStatusLog } from './tables';

/** One row of the enterprise-demand import, parsed by `demandImportFields` of the contract. */
type DemandRow = { [K in keyof typeof demandImportFields]: (typeof demandImportFields)[K]['_output'] };

/** Columns of the enterprise-demand workbook (企业需求导入模板), in template order. */
const COLUMNS = [
  { key: 'creditCode', header: '统一社会信用代码', required: true, width: 22, field: demandImportFields.creditCode, text: true },
  { key: 'postName', header: '岗位名称', required: true, width: 18, field: demandImportFields.postName },
  { key: 'education', header: '学历要求', required: true, width: 12, field: demandImportFields.education },
  { key: 'salaryMin', header: '最低月薪（元）', required: true, width: 14, field: demandImportFields.salaryMin },
  { key: 'salaryMax', header: '最高月薪（元）', required: true, width: 14, field: demandImportFields.salaryMax },
  { key: 'headcount', header: '招聘人数', required: true, width: 10, field: demandImportFields.headcount },
  { key: 'workAddress', header: '工作地点', required: true, width: 28, field: demandImportFields.workAddress },
  { key: 'description', header: '岗位描述', required: true, width: 40, field: demandImportFields.description },
  { key: 'contactName', header: '联系人', required: true, width: 10, field: demandImportFields.contactName },
  { key: 'contactPhone', header: '联系电话', required: true, width: 16, field: demandImportFields.contactPhone, text: true },
] as const satisfies readonly SheetColumn<keyof DemandRow>[];

/** Sheet name of the template and the error workbook. */
const SHEET = '企业需求';

/** Rows inserted per statement (10 columns each, well under PostgreSQL's 65,535 parameters). */
const CHUNK = 2000;

/** The template: header row, drop-down of education labels, and the 填写说明 sheet. */
export function demandTemplate(): Promise<Buffer> {
  return importTemplate(
    SHEET,
    COLUMNS,
    {
      creditCode: ['企业的18位统一社会信用代码，企业须已在本平台注册', '91440300708461136T'],
      postName: ['不超过50个字', '软件开发工程师'],
      education: [`从下拉列表选择：${DEMAND_EDUCATIONS.join('、')}`, '大学本科'],
      salaryMin: ['整数，单位元/月，不低于1000', '8000'],
      salaryMax: ['整数，单位元/月，不低于最低月薪', '12000'],
      headcount: ['整数，1 至 10000', '3'],
      workAddress: ['不超过200个字', '科技园路1号'],
      description: ['10 至 5000 个字：岗位职责、任职要求等', '负责企业管理系统的开发与维护，熟悉 TypeScript。'],
      contactName: ['不超过50个字', '刘女士'],
      contactPhone: ['11位大陆手机号码', '13900139002'],
    },
    { lists: { education: DEMAND_EDUCATIONS }, note: '请在“企业需求”工作表从第2行起逐行填写，不要修改表头。每行成为所填企业的一条招聘需求，状态为“待审核”，审核通过后上架。' },
  );
}

/**
 * Imports enterprise demands collected by staff (importQyxq, SPEC.md section 7, Center admin
 * demand): every row is checked with the contract's rules (demandImportFields, the salary range)
 * and its credit code must belong to a registered enterprise (otherwise a problem in the
 * 统一社会信用代码 column). Valid rows become demands pending audit (待审核) of their enterprise in
 * one transaction, each with a status-log entry by the importing staff member; the others come
 * back with their row number, column and reason, and as an error workbook (base64 xlsx).
 * @throws Fail 4001 when the file is not a workbook of this template (readImportRows)
 */
export async function importDemands(db: Db, file: ReceivedFile, userId: number): Promise<ImportResult> {
  const rows = await readImportRows(file, COLUMNS, '统一社会信用代码');
  const codes = [...new Set(rows.map((r) => r.cells.creditCode.toUpperCase()).filter(isValidCreditCode))];
  const found = codes.length > 0 ? await db.select({ id: enterprise.id, creditCode: enterprise.creditCode }).from(enterprise).where(inArray(enterprise.creditCode, codes)) : [];
  const enterpriseOf = new Map(found.map((e) => [e.creditCode, e.id]));
  const checked = checkImportRows<keyof DemandRow, DemandRow>(rows, COLUMNS, {
    precheck: (c, r) => {
      if (c.key !== 'creditCode') return null;
      const code = r.cells.creditCode.toUpperCase();
      return isValidCreditCode(code) && !enterpriseOf.has(code) ? `统一社会信用代码 ${code} 未找到对应企业，请确认企业已在本平台注册` : null;
    },
    rowCheck: (p) => (salaryRangeOk(p) ? null : SALARY_RANGE_MESSAGE),
  });
  let inserted = 0;
  if (checked.valid.length > 0) {
    await db.transaction(async (tx) => {
      const now = new Date();
      for (let i = 0; i < checked.valid.length; i += CHUNK) {
        const ids = await tx
          .insert(demand)
          .values(checked.valid.slice(i, i + CHUNK).map(({ creditCode, ...fields }) => ({ ...fields, enterpriseId: enterpriseOf.get(creditCode)!, status: 'pending', createdAt: now, updatedAt: now })))
          .returning({ id: demand.id });
        await tx.insert(demandStatusLog).values(ids.map(({ id }) => ({ demandId: id, fromStatus: 'draft', toStatus: 'pending', userId, note: '工作人员导入', at: now })));
        inserted += ids.length;
      }
    });
  }
  const errorWorkbook = checked.rejected.length > 0 ? (await importErrorWorkbook(SHEET, COLUMNS, checked.rejected)).toString('base64') : null;
  return { total: checked.total, inserted, updated: 0, problems: checked.problems, errorWorkbook };
}
