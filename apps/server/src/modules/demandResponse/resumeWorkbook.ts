import { inArray } from 'drizzle-orm';
import { EDUCATION_LEVELS, RESPONSE_SOURCE_LABELS, RESPONSE_STAGE_LABELS, resumeImportFields, type ImportProblem, type ReceivedFile, type ResponseItem } from '@portal/api';
import type { Db } from '../../db/open';
import type { ExportColumn } from '../../http/xlsxStream';
import { demand } from '../demand/tables';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { sendMessages } from '../messages/service';
import { demandResponse } from './tables';

/** One row of the resume-information import, parsed by `resumeImportFields` of the contract. */
type ResumeRow = { [K in keyof typeof resumeImportFields]: (typeof resumeImportFields)[K]['_output'] };

/** Columns of the resume-information workbook (简历信息导入模板), in template order. */
const COLUMNS = [
  { key: 'demandId', header: '岗位编号', required: true, width: 10, field: resumeImportFields.demandId },
  { key: 'applicantName', header: '姓名', required: true, width: 12, field: resumeImportFields.applicantName },
  { key: 'applicantPhone', header: '手机号码', required: true, width: 16, field: resumeImportFields.applicantPhone, text: true },
  { key: 'education', header: '最高学历', required: true, width: 14, field: resumeImportFields.education },
  { key: 'school', header: '毕业院校', required: false, width: 20, field: resumeImportFields.school },
  { key: 'major', header: '专业', required: false, width: 16, field: resumeImportFields.major },
  { key: 'graduateDate', header: '毕业日期', required: false, width: 14, field: resumeImportFields.graduateDate, date: true },
  { key: 'note', header: '备注', required: false, width: 30, field: resumeImportFields.note },
] as const satisfies readonly SheetColumn<keyof ResumeRow>[];

/** The template: header row, drop-down of education labels, and the 填写说明 sheet. */
export function resumeTemplate(): Promise<Buffer> {
  return importTemplate(
    '简历信息',
    COLUMNS,
    {
      demandId: ['招聘岗位的编号（岗位详情页地址中的 id），岗位须为已上架', '12'],
      applicantName: ['不超过50个字', '李娜'],
      applicantPhone: ['11位大陆手机号码；同一岗位同一手机号只导入一次', '13800138000'],
      education: [`从下拉列表选择：${EDUCATION_LEVELS.join('、')}`, '大学本科'],
      school: ['不超过50个字，可不填', '示例理工大学'],
      major: ['不超过50个字，可不填', '计算机科学与技术'],
      graduateDate: ['日期，如 2025-06-30、2025/6/30，可不填', '2025-06-30'],
      note: ['不超过500个字，可不填，如收集渠道', '春季招聘会现场收集'],
    },
    { lists: { education: EDUCATION_LEVELS }, note: '请在“简历信息”工作表从第2行起逐行填写，不要修改表头。每行成为所填岗位的一条投递（来源为“导入”），可在简历投递分配中分配和跟踪。' },
  );
}

/**
 * Imports resume information collected offline (importResumeInfo): every row is checked with
 * the contract's rules, its job must exist and be on shelf, and the same phone number may not
 * appear twice for one job (in the file or already imported). Valid rows become responses
 * (source 'import', no account, no file) in one transaction, with one message (responseReceived)
 * to the enterprise of each job that received some; the others come back with their
 * row number, column and reason, and as an error workbook.
 */
export async function importResumes(db: Db, file: ReceivedFile) {
  const rows = await readImportRows(file, COLUMNS, '岗位编号');
  const ids = [...new Set(rows.map((r) => Number(r.cells.demandId)).filter((n) => Number.isInteger(n) && n > 0 && n < 2 ** 31))];
  const jobs = ids.length > 0 ? await db.select({ id: demand.id, status: demand.status, postName: demand.postName, enterpriseId: demand.enterpriseId }).from(demand).where(inArray(demand.id, ids)) : [];
  const onShelf = new Set(jobs.filter((j) => j.status === 'on').map((j) => j.id));
  const existing = ids.length > 0 ? await db.select({ demandId: demandResponse.demandId, phone: demandResponse.applicantPhone }).from(demandResponse).where(inArray(demandResponse.demandId, ids)) : [];
  const taken = new Set(existing.map((e) => `${e.demandId}:${e.phone}`));
  const seen = new Map<string, number>();
  const checked = checkImportRows<keyof ResumeRow, ResumeRow>(rows, COLUMNS, {
      rowCheck: (p, r) => {
        if (!onShelf.has(p.demandId)) return `岗位编号 ${p.demandId} 不存在或岗位未上架`;
        const key = `${p.demandId}:${p.applicantPhone}`;
        if (taken.has(key)) return `手机号码 ${p.applicantPhone} 已投递过岗位 ${p.demandId}`;
        const first = seen.get(key);
        if (first !== undefined) return `与第${first}行重复（同一岗位、同一手机号码）`;
        seen.set(key, r.row);
        return null;
      },
  });
  const inserted =
    checked.valid.length === 0
      ? 0
      : (
          await db.transaction(async (tx) => {
            const done = await tx
              .insert(demandResponse)
              .values(checked.valid.map((v) => ({ ...v, source: 'import', graduateDate: v.graduateDate || null })))
              .returning({ id: demandResponse.id });
            // one message per job that received responses, to its enterprise
            const received = new Set(checked.valid.map((v) => v.demandId));
            await sendMessages(
              tx,
              jobs.filter((j) => received.has(j.id)).map((j) => ({ kind: 'responseReceived' as const, to: { enterpriseId: j.enterpriseId }, facts: { id: j.id, name: j.postName, note: '' } })),
            );
            return done;
          })
        ).length;
  const errorWorkbook = checked.rejected.length > 0 ? (await importErrorWorkbook('简历信息', COLUMNS, checked.rejected)).toString('base64') : null;
  return { total: checked.total, inserted, problems: checked.problems satisfies ImportProblem[], errorWorkbook };
}

/** Columns of the response export (简历投递导出), Chinese headers; phone numbers as text. */
export const RESPONSE_EXPORT_COLUMNS: ExportColumn<ResponseItem>[] = [
  { header: '编号', width: 8, value: (r) => r.id },
  { header: '求职者', width: 12, value: (r) => r.applicantName },
  { header: '手机号码', width: 16, value: (r) => r.applicantPhone },
  { header: '来源', width: 10, value: (r) => RESPONSE_SOURCE_LABELS[r.source] },
  { header: '岗位', width: 20, value: (r) => r.postName },
  { header: '企业', width: 30, value: (r) => r.entName },
  { header: '最高学历', width: 12, value: (r) => r.education },
  { header: '毕业院校', width: 20, value: (r) => r.school },
  { header: '专业', width: 16, value: (r) => r.major },
  { header: '毕业日期', width: 12, value: (r) => r.graduateDate },
  { header: '附言', width: 30, value: (r) => r.note },
  { header: '进度', width: 10, value: (r) => RESPONSE_STAGE_LABELS[r.stage] },
  { header: '跟踪人', width: 12, value: (r) => r.adminName },
  { header: '跟踪记录数', width: 10, value: (r) => r.tracks },
  { header: '投递时间', width: 20, value: (r) => r.createdAt },
];
