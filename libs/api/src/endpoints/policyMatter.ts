import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateTime, recordId, rowVersion, attachment, byId } from '../schemas';
import { richTextField } from '../richText';
import { APPLICATION_TYPES, NOTICE_STATUSES, POLICY_MATTER_THEMES } from '../vocabulary';
import { relatedLink, staffDetail, noticeFields } from '../contentItems';

/**
 * Policy matters (政策事项): the items of a policy an applicant can cash or handle. A matter is a
 * row of the content table of kind `matter` (name = title, 事项说明 = content, the policy it belongs
 * to = relatedId, its department = deptName), so it follows the same staff workflow
 * (docs/content.md: submit, approve, reject with a reason, publish, withdraw; list, delete and
 * export through /api/notice/one/* with category `matter`). Its guide — conditions, materials,
 * process, time limit, standard — lives beside it; see docs/content.md, "Policy matters".
 */

/** How a matter is handled: online (an application of issue 6 at /applySubsidies) or at a service window. */
export const HANDLING_MODES = ['online', 'offline'] as const;
export type HandlingMode = (typeof HANDLING_MODES)[number];
export const HANDLING_MODE_LABELS: Record<HandlingMode, string> = { online: '网上办理', offline: '窗口办理' };

/** One material an applicant hands in; `templateFileId` is one of the matter's attachments (a blank form to download). */
export const materialInput = z.object({
  name: z.string().trim().min(1, '请填写材料名称').max(100, '材料名称不能超过100个字'),
  required: z.boolean().default(true).describe('必须提交'),
  note: z.string().trim().max(200, '材料说明不能超过200个字').default('').describe('份数、原件或复印件等说明'),
  templateFileId: recordId.nullable().default(null).describe('空白模板（本事项的一个附件）'),
});

/** One row of a special matter's table of standards (e.g. by talent category). */
export const standardRow = z.object({
  category: z.string().trim().min(1, '请填写类别').max(50, '类别不能超过50个字'),
  condition: z.string().trim().max(300, '认定条件不能超过300个字').default(''),
  standard: z.string().trim().min(1, '请填写标准').max(200, '标准不能超过200个字'),
  /** the most one applicant of the category receives, in yuan; null when not a sum of money */
  amount: z.number().nonnegative('金额不能为负数').max(100_000_000, '金额过大').nullable().default(null),
});

/** An extra section of a special matter's guide: a heading and sanitised rich text. */
export const extraSection = z.object({
  title: z.string().trim().min(1, '请填写栏目标题').max(50, '栏目标题不能超过50个字'),
  content: richTextField('栏目内容', 100_000).min(1, '请填写栏目内容'),
});

/** The application type of issue 6 an online matter leads to (docs/applications.md), or '' when none. */
const applyTypeField = z
  .union([z.enum(APPLICATION_TYPES), z.literal('')], { message: '申请类型不存在' })
  .default('')
  .describe('在线申请的类型（docs/applications.md 的类型名，如 zhufang、ruhu、springAllowance）；空表示不能在线申请');

/** What staff write at /modifyPolicyMatterDetail (rich-text parts are sanitised on the server). */
export const policyMatterFields = {
  title: noticeFields.title.describe('事项名称'),
  content: noticeFields.content.describe('事项说明（富文本）'),
  attachmentIds: noticeFields.attachmentIds.describe('附件（材料模板等，先经 /common/uploadFile 上传）'),
  policyId: recordId.nullable().default(null).describe('所属政策（已发布的政策文件）'),
  theme: z.enum(POLICY_MATTER_THEMES, { message: '请选择主题' }),
  handling: z.enum(HANDLING_MODES, { message: '请选择办理方式' }),
  applyType: applyTypeField,
  conditions: richTextField('申请条件', 100_000).min(1, '请填写申请条件').describe('申请条件（富文本）'),
  process: richTextField('办理流程', 100_000).min(1, '请填写办理流程').describe('办理流程（富文本）'),
  materials: z.array(materialInput).min(1, '请至少填写一项申请材料').max(30, '申请材料最多30项'),
  timeLimit: z.string().trim().min(1, '请填写办理时限').max(50, '办理时限不能超过50个字').describe('如：20个工作日'),
  standard: z.string().trim().min(1, '请填写补贴标准或办理结果').max(500, '标准不能超过500个字'),
  amount: z.number().nonnegative('金额不能为负数').max(100_000_000, '金额过大').nullable().default(null).describe('每人（每家）最高金额，元；不涉及资金为空'),
  place: z.string().trim().max(200, '办理地点不能超过200个字').default(''),
  contact: z.string().trim().min(1, '请填写咨询电话').max(200, '咨询方式不能超过200个字'),
};

const templatesAttached = (v: { materials: { templateFileId: number | null }[]; attachmentIds: number[] }) =>
  v.materials.every((m) => m.templateFileId === null || v.attachmentIds.includes(m.templateFileId));

/** The guide's parts shared by the public and staff answers. */
const guide = {
  theme: z.enum(POLICY_MATTER_THEMES),
  handling: z.enum(HANDLING_MODES),
  applyType: z.union([z.enum(APPLICATION_TYPES), z.literal('')]),
  conditions: z.string(),
  process: z.string(),
  materials: z.array(materialInput.extend({ template: attachment.nullable() })),
  timeLimit: z.string(),
  standard: z.string(),
  amount: z.number().nullable(),
  place: z.string(),
  contact: z.string(),
  /** has extra parts edited at /modifyPolicyMatterDetailSpecial */
  special: z.boolean(),
  standards: z.array(standardRow),
  sections: z.array(extraSection),
};

/** A matter in the public lists. */
export const policyMatterItem = z.object({
  id: z.number().int(),
  title: z.string(),
  deptName: z.string(),
  theme: z.enum(POLICY_MATTER_THEMES),
  handling: z.enum(HANDLING_MODES),
  applyType: z.union([z.enum(APPLICATION_TYPES), z.literal('')]),
  timeLimit: z.string(),
  standard: z.string(),
  amount: z.number().nullable(),
  policy: relatedLink.nullable(),
  publishTime: dateTime,
});
export type PolicyMatterItem = z.infer<typeof policyMatterItem>;

const publicFilter = {
  keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional().describe('事项名称或说明关键字'),
  deptName: z.string().trim().max(50).optional(),
  theme: z.enum(POLICY_MATTER_THEMES).optional(),
};

export const policyMatterList = defineEndpoint({
  method: 'GET',
  path: '/api/policyMatter/list',
  body: 'query',
  access: 'public',
  tag: 'policyMatter',
  summary: '已发布的政策事项（/serviceHandle：按部门、主题分组，关键字搜索；全部返回，最多500项）',
  input: z.object({ ...publicFilter, handling: z.enum(HANDLING_MODES).optional() }),
  output: z.object({ list: z.array(policyMatterItem), departments: z.array(z.string()) }),
});

export const policyMatterDetail = defineEndpoint({
  method: 'GET',
  path: '/api/policyMatter/{id}',
  body: 'query',
  access: 'public',
  tag: 'policyMatter',
  summary: '一项已发布的政策事项的办事指南（条件、材料与模板、流程、时限、标准；富文本已清洗）',
  input: byId,
  output: policyMatterItem.extend({ content: z.string(), viewCount: z.number().int(), attachments: z.array(attachment), ...guide }),
});
export type PolicyMatterDetail = z.output<typeof policyMatterDetail.output>;

/** A matter at /policyCash: its standard and what has been cashed, counted from the applications of its type. */
export const cashItem = policyMatterItem.extend({
  /** applications of the matter's type that are not drafts */
  applications: z.number().int(),
  /** of them, approved (cashed) */
  approved: z.number().int(),
  /** sum granted to the approved ones, yuan */
  cashedAmount: z.number(),
});

export const policyCash = defineEndpoint({
  method: 'GET',
  path: '/api/policyMatter/cash',
  body: 'query',
  access: 'public',
  tag: 'policyMatter',
  summary: '政策兑现：已发布的资金类事项与其标准、申请数、已兑现人数与金额（来自申请记录）',
  input: z.object(publicFilter),
  output: z.object({
    list: z.array(cashItem),
    totals: z.object({ matters: z.number().int(), applications: z.number().int(), approved: z.number().int(), cashedAmount: z.number() }),
  }),
});

/* ---- government staff (list, audit, delete and export: /api/notice/one/* with category 'matter') ---- */

export const policyMatterOneDetail = defineEndpoint({
  method: 'GET',
  path: '/api/policyMatter/one/detail',
  body: 'query',
  access: 'gov',
  tag: 'policyMatter',
  summary: '工作人员查看一项政策事项（任何状态）：审核信息与办事指南',
  input: byId,
  output: staffDetail.extend({ policy: relatedLink.nullable(), ...guide }),
});
export type PolicyMatterStaffDetail = z.output<typeof policyMatterOneDetail.output>;

const saved = z.object({ id: z.number().int(), status: z.enum(NOTICE_STATUSES), version: z.number().int() });

export const policyMatterSave = defineEndpoint({
  method: 'POST',
  path: '/api/policyMatter/one/save',
  body: 'json',
  access: 'gov',
  tag: 'policyMatter',
  summary: '新建（不带 id）或修改（带 id 与 version，仅本部门的草稿或被驳回的）政策事项；submit 为 true 时同时提交审核',
  input: z
    .object({
      id: recordId.optional(),
      version: rowVersion.optional(),
      ...policyMatterFields,
      submit: z.boolean().optional(),
    })
    .refine(templatesAttached, { message: '材料模板须为本事项的附件', path: ['materials'] })
    .refine((v) => v.handling === 'offline' || v.applyType !== '', { message: '网上办理的事项须选择申请类型', path: ['applyType'] }),
  output: saved,
});

export const policyMatterSaveSpecial = defineEndpoint({
  method: 'POST',
  path: '/api/policyMatter/one/saveSpecial',
  body: 'json',
  access: 'gov',
  tag: 'policyMatter',
  summary: '修改政策事项的特殊栏目（分类标准表与附加栏目；仅本部门的草稿或被驳回的）；两者都为空时恢复为普通事项',
  input: z.object({
    id: recordId,
    version: rowVersion,
    standards: z.array(standardRow).max(50, '标准表最多50行'),
    sections: z.array(extraSection).max(10, '附加栏目最多10个'),
  }),
  output: saved,
});
