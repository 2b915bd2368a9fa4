import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { richTextField } from '../richText';
import { defineTransitions } from '../workflow';
import { dateOnly, dateTime, pageOf, pagination, recordId, requiredText, rowVersion, importResult, exportCall, workbookImport, byId } from '../schemas';
import { HOTLINE_ROLE, KNOWLEDGE_STATUSES } from '../vocabulary';

/**
 * The audit step of knowledge items, as notices have it (CONTENT_WORKFLOW): the hotline centre
 * writes and submits ('editor'); a holder of the content-audit permission (通知公告审核) who is
 * not the author approves or rejects ('auditor'); the hotline centre takes an item offline or back
 * to draft.
 */
export const KNOWLEDGE_WORKFLOW = defineTransitions('knowledge', KNOWLEDGE_STATUSES, {
  submit: { by: 'editor', from: ['draft'], to: 'pending', label: '提交审核' },
  approve: { by: 'auditor', from: ['pending'], to: 'published', label: '审核通过' },
  reject: { by: 'auditor', from: ['pending'], to: 'draft', label: '驳回' },
  offline: { by: 'editor', from: ['published'], to: 'offline', label: '下线' },
  withdraw: { by: 'editor', from: ['pending', 'offline'], to: 'draft', label: '撤回修改' },
});
export type KnowledgeAction = keyof typeof KNOWLEDGE_WORKFLOW.actions;

/** Who writes knowledge items: the hotline centre. */
export const KNOWLEDGE_EDITOR_ROLES = [HOTLINE_ROLE] as const;

/** The fields of an item as staff write them; the answer is rich text, sanitised by the server as notices are. */
export const knowledgeFields = {
  question: requiredText('问题', 200),
  answer: richTextField('答案', 50_000).min(1, '请填写答案'),
  category: requiredText('分类', 20),
  keywords: z.string().trim().max(100, '关键词不能超过100个字').default('').describe('以空格或逗号分隔'),
  sourcePolicy: z.string().trim().max(200, '政策依据不能超过200个字').default(''),
  validFrom: dateOnly.describe('生效日期'),
  validTo: dateOnly.nullable().default(null).describe('失效日期；空为长期有效'),
};

export const knowledgeItem = z.object({
  id: z.number().int(),
  question: z.string(),
  category: z.string(),
  keywords: z.string(),
  sourcePolicy: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  status: z.enum(KNOWLEDGE_STATUSES),
  version: z.number().int(),
  authorName: z.string(),
  auditNote: z.string(),
  updatedAt: dateTime,
});
export type KnowledgeItem = z.infer<typeof knowledgeItem>;
export const knowledgeDetailOut = knowledgeItem.extend({ answer: z.string().describe('净化后的富文本') });
export type KnowledgeDetail = z.infer<typeof knowledgeDetailOut>;

/** One search hit: the question, a plain-text snippet of the answer, and the words to highlight (the parts of the query found). */
export const knowledgeHit = z.object({ id: z.number().int(), question: z.string(), snippet: z.string(), category: z.string(), sourcePolicy: z.string(), matches: z.array(z.string()), score: z.number() });
export type KnowledgeHit = z.infer<typeof knowledgeHit>;

export const knowledgeSearch = defineEndpoint({
  method: 'GET',
  path: '/api/knowledgeBase/search',
  body: 'query',
  access: 'public',
  tag: 'knowledge',
  summary: '知识库检索（中文按字词片段匹配，按相关度排序，返回高亮词）：已发布且在有效期内的条目；用于诉求登记时的推荐、工作人员答复和公开知识库',
  input: z.object({ keyword: z.string().trim().min(1, '请输入检索内容').max(100, '检索内容不能超过100个字'), limit: z.coerce.number().int().min(1).max(20).default(10) }),
  output: z.array(knowledgeHit),
});

/** The filters of the staff's list and of its export: status, and a keyword of the question or keywords. */
const knowledgeFilters = { status: z.enum(KNOWLEDGE_STATUSES).optional(), keyword: z.string().trim().max(50, '关键字不能超过50个字').optional() };

export const knowledgeList = defineEndpoint({
  method: 'GET',
  path: '/api/knowledgeBase/list',
  body: 'query',
  access: 'gov',
  tag: 'knowledge',
  summary: '知识库管理列表（全部状态；状态、关键字筛选）',
  input: z.object({ ...pagination, ...knowledgeFilters }),
  output: pageOf(knowledgeItem),
});

/** Most rows of one knowledge import (a larger batch is split by the hotline centre). */
export const KNOWLEDGE_IMPORT_MAX_ROWS = 2000;

/**
 * The cells of one row of the knowledge import (知识条目导入模板): the fields of
 * {@link knowledgeFields} with the answer as plain text (paragraphs by line breaks, at most 5,000
 * characters) and an empty 失效日期 meaning 长期有效.
 */
export const knowledgeImportFields = {
  question: knowledgeFields.question,
  answer: requiredText('答案', 5000),
  category: knowledgeFields.category,
  keywords: knowledgeFields.keywords,
  sourcePolicy: knowledgeFields.sourcePolicy,
  validFrom: dateOnly,
  validTo: z
    .string()
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(dateOnly.nullable()),
};

export const knowledgeImport = defineEndpoint({
  ...workbookImport,
  path: '/api/knowledgeBase/import',
  access: 'gov',
  roles: KNOWLEDGE_EDITOR_ROLES,
  tag: 'knowledge',
  summary: `从 Excel 导入知识条目（模板见 /api/template/download?name=knowledge，每次最多${KNOWLEDGE_IMPORT_MAX_ROWS}行）：全部行无误时在一个事务中保存为热线中心的草稿（仍须提交审核）；任何一行有误则一行也不保存，逐行说明原因并附错误报告（updated 恒为 0）`,
  output: importResult,
});

export const knowledgeExport = defineEndpoint({
  ...exportCall,
  path: '/api/knowledgeBase/export',
  access: 'gov',
  tag: 'knowledge',
  summary: '导出知识条目（xlsx，中文表头；与管理列表相同的状态、关键字筛选；答案为纯文本）',
  input: z.object(knowledgeFilters),
});

export const knowledgeDetail = defineEndpoint({
  method: 'GET',
  path: '/api/knowledgeBase/detail/{id}',
  body: 'query',
  access: 'public',
  tag: 'knowledge',
  summary: '知识条目详情（已发布的对所有人；其他状态仅工作人员）',
  input: byId,
  output: knowledgeDetailOut,
});

export const knowledgeSave = defineEndpoint({
  method: 'POST',
  path: '/api/knowledgeBase/save',
  body: 'json',
  access: 'gov',
  roles: KNOWLEDGE_EDITOR_ROLES,
  tag: 'knowledge',
  summary: '新增或修改知识条目（修改仅限草稿，按版本号防止覆盖他人修改）',
  input: z.object({ id: recordId.optional(), version: rowVersion.optional(), ...knowledgeFields }),
  output: z.object({ id: z.number().int(), version: z.number().int() }),
});

export const knowledgeAudit = defineEndpoint({
  method: 'POST',
  path: '/api/knowledgeBase/audit',
  body: 'json',
  access: 'gov',
  tag: 'knowledge',
  summary: '知识条目的提交审核、审核通过、驳回、下线、撤回',
  input: z.object({ id: recordId, action: z.enum(Object.keys(KNOWLEDGE_WORKFLOW.actions) as [KnowledgeAction, ...KnowledgeAction[]]), note: z.string().trim().max(500, '审核意见不能超过500个字').default('') }),
  output: z.object({ status: z.enum(KNOWLEDGE_STATUSES) }),
});

export const knowledgeDelete = defineEndpoint({
  method: 'POST',
  path: '/api/knowledgeBase/delete/{id}',
  body: 'json',
  access: 'gov',
  roles: KNOWLEDGE_EDITOR_ROLES,
  tag: 'knowledge',
  summary: '删除草稿状态的知识条目',
  input: byId,
  output: z.null(),
});

export const knowledgeFromEvent = defineEndpoint({
  method: 'POST',
  path: '/api/knowledgeBase/fromEvent/{id}',
  body: 'json',
  access: 'gov',
  roles: KNOWLEDGE_EDITOR_ROLES,
  tag: 'knowledge',
  summary: '把已办结热线诉求的问题与答复转为知识条目草稿',
  input: byId,
  output: z.object({ id: z.number().int() }),
});
