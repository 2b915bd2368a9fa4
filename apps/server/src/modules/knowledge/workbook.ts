import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { KNOWLEDGE_IMPORT_MAX_ROWS, KNOWLEDGE_STATUS_LABELS, knowledgeImportFields, type ImportResult, type KnowledgeItem, type ReceivedFile } from '@portal/api';
import type { Db } from '../../db/open';
import { invalid } from '../../http/errors';
import { EXPORT_PAGE_ROWS, keysetPages, streamXlsx, type ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { columnsOf, exportPage, paragraphsHtml, type KnowledgeFilters } from './service';
import { knowledgeItem } from './tables';

/** One row of the knowledge import, parsed by `knowledgeImportFields` of the contract. */
type KnowledgeRow = { [K in keyof typeof knowledgeImportFields]: (typeof knowledgeImportFields)[K]['_output'] };

/** Columns of the knowledge workbook (知识条目导入模板), in template order; the export begins with the same headers. */
const COLUMNS = [
  { key: 'question', header: '问题', required: true, width: 36, field: knowledgeImportFields.question },
  { key: 'answer', header: '答案', required: true, width: 60, field: knowledgeImportFields.answer },
  { key: 'category', header: '分类', required: true, width: 12, field: knowledgeImportFields.category },
  { key: 'keywords', header: '关键词', required: false, width: 24, field: knowledgeImportFields.keywords },
  { key: 'sourcePolicy', header: '政策依据', required: false, width: 30, field: knowledgeImportFields.sourcePolicy },
  { key: 'validFrom', header: '生效日期', required: true, width: 12, field: knowledgeImportFields.validFrom, date: true },
  { key: 'validTo', header: '失效日期', required: false, width: 12, field: knowledgeImportFields.validTo, date: true },
] as const satisfies readonly SheetColumn<keyof KnowledgeRow>[];

/** Sheet name of the template, the error workbook and the export. */
const SHEET = '知识条目';

/** The import template (/api/template/download?name=knowledge): header row and the 填写说明 sheet. */
export function knowledgeTemplate(): Promise<Buffer> {
  return importTemplate(
    SHEET,
    COLUMNS,
    {
      question: ['不超过200个字', '住房补贴怎么申请？'],
      answer: ['不超过5000个字的纯文本；单元格内换行（Alt+Enter）分段', '符合条件的人才登录本平台，在“在线办事”中选择“住房补贴”提出申请。'],
      category: ['不超过20个字', '人才服务'],
      keywords: ['以空格或逗号分隔，不超过100个字', '住房补贴 人才安居'],
      sourcePolicy: ['不超过200个字', '《人才安居办法》第十二条'],
      validFrom: ['日期，如 2026-01-01', '2026-01-01'],
      validTo: ['日期，不早于生效日期；空为长期有效', ''],
    },
    { note: `请在“知识条目”工作表从第2行起逐行填写，不要修改表头，每次最多${KNOWLEDGE_IMPORT_MAX_ROWS}行。每行成为热线中心的一条知识条目草稿，提交审核并通过后才能被检索。任何一行有误时整份文件都不导入，请按错误报告修改后重新导入。` },
  );
}

/**
 * Imports knowledge items (POST /api/knowledgeBase/import, SPEC.md section 7; docs/hotline.md
 * "Knowledge base"): every row is checked with the contract's rules (knowledgeImportFields; 失效日期
 * not before 生效日期). When all rows pass they become drafts by `user` (the hotline centre; the
 * audit step follows as for any draft) in one statement, the answer's lines as paragraphs; when
 * any row fails nothing is saved and each problem comes back with its row number and column, and
 * as an error workbook (base64 xlsx).
 * @throws Fail 4001 when the file is not a workbook of this template (readImportRows) or has more than KNOWLEDGE_IMPORT_MAX_ROWS rows
 */
export async function importKnowledge(db: Db, user: AuthUser, file: ReceivedFile): Promise<ImportResult> {
  const rows = await readImportRows(file, COLUMNS, '问题');
  if (rows.length > KNOWLEDGE_IMPORT_MAX_ROWS) throw invalid(`一次最多导入${KNOWLEDGE_IMPORT_MAX_ROWS}条知识条目，请分批导入`);
  if (rows.length === 0) throw invalid('文件中没有知识条目，请从第2行起填写');
  const checked = checkImportRows<keyof KnowledgeRow, KnowledgeRow>(rows, COLUMNS, { rowCheck: (p) => (p.validTo && p.validTo < p.validFrom ? '失效日期不能早于生效日期' : null) });
  if (checked.rejected.length > 0) return { total: checked.total, inserted: 0, updated: 0, problems: checked.problems, errorWorkbook: (await importErrorWorkbook(SHEET, COLUMNS, checked.rejected)).toString('base64') };
  const values = await Promise.all(checked.valid.map(async (r) => ({ ...(await columnsOf({ ...r, answer: paragraphsHtml(r.answer) })), createdBy: user.id })));
  // one statement (at most 2,000 rows × 11 parameters, under PostgreSQL's 65,535): all or none saved
  await db.insert(knowledgeItem).values(values);
  return { total: checked.total, inserted: values.length, updated: 0, problems: [], errorWorkbook: null };
}

/** Columns of the knowledge export: the template's, then status, author and last change. */
const EXPORT_COLUMNS: ExportColumn<KnowledgeItem & { answerText: string }>[] = [
  { header: '问题', width: 36, value: (i) => i.question },
  { header: '答案', width: 60, value: (i) => i.answerText },
  { header: '分类', width: 12, value: (i) => i.category },
  { header: '关键词', width: 24, value: (i) => i.keywords },
  { header: '政策依据', width: 30, value: (i) => i.sourcePolicy },
  { header: '生效日期', width: 12, value: (i) => i.validFrom },
  { header: '失效日期', width: 12, value: (i) => i.validTo ?? '' },
  { header: '状态', width: 10, value: (i) => KNOWLEDGE_STATUS_LABELS[i.status] },
  { header: '撰写人', width: 12, value: (i) => i.authorName },
  { header: '更新时间', width: 20, value: (i) => i.updatedAt },
];

/** The export (GET /api/knowledgeBase/export): the items of the staff list's filters by id, streamed in keyset pages. */
export const exportKnowledge = (db: Db, f: KnowledgeFilters, log: FastifyBaseLogger): Readable => streamXlsx(SHEET, EXPORT_COLUMNS, keysetPages(exportPage(db, f), EXPORT_PAGE_ROWS), log);
