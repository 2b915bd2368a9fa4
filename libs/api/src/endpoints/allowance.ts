import { z } from 'zod';
import { isValidCreditCode, isValidIdCard } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { defineTransitions } from '../workflow';
import { dateTime, fileField, idParam, INT4_MAX, mobileNumber, pageOf, pagination, recordId, attachment, importResult, fullNumbersParams, exportCall, workbookImport, byId } from '../schemas';
import { EDUCATION_LEVELS, AREA_AUDIT_STATUSES, PERSON_SUBSIDY_ITEMS, COMPANY_SUBSIDY_ITEMS } from '../vocabulary';

/** Decisions a district auditor records (batch audit, update audit). */
export const AREA_AUDIT_DECISIONS = ['agree', 'refused', 'against'] as const;
export type AreaAuditDecision = (typeof AREA_AUDIT_DECISIONS)[number];

/**
 * The one transition table of the area audit (docs/area-audit.md). Any other change answers 4009
 * and changes nothing. '' is a pending record imported before the status was written (as awaiting_check).
 */
export const AREA_AUDIT_WORKFLOW = defineTransitions('areaAudit', ['', ...AREA_AUDIT_STATUSES], {
  /** a district auditor approves a pending record */
  agree: { from: ['', 'awaiting_check'], to: 'agree', label: '审核通过' },
  /** a district auditor refuses a pending record */
  refused: { from: ['', 'awaiting_check'], to: 'refused', label: '审核不通过' },
  /** a district auditor returns a pending record for correction */
  against: { from: ['', 'awaiting_check'], to: 'against', label: '退回修改' },
  /** a corrected record is imported again after being returned */
  resubmit: { from: ['against'], to: 'awaiting_check', label: '重新提交' },
  /** the external allowance system refused an approved record */
  pushFailed: { from: ['agree'], to: 'fail', label: '推送失败' },
  /** a later push of a failed record succeeded */
  pushRetried: { from: ['fail'], to: 'agree', label: '重新推送成功' },
});
export type AreaAuditAction = keyof typeof AREA_AUDIT_WORKFLOW.actions;

/** The two kinds of record of the area audit. */
export const AREA_AUDIT_KINDS = ['person', 'company'] as const;
export type AreaAuditKind = (typeof AREA_AUDIT_KINDS)[number];

const statusFilter = z
  .enum(['', ...AREA_AUDIT_STATUSES])
  .optional()
  .describe('状态；空为全部');
const keyword = z.string().trim().max(50, '关键字不能超过50个字符').optional();
const year = z.coerce.number().int().min(2000, '年度不正确').max(2100, '年度不正确');

/** Filters of the person list and its export. */
export const personFilter = {
  keyword: keyword.describe('姓名、身份证号码开头或单位名称'),
  status: statusFilter,
  subsidyItem: z.enum(PERSON_SUBSIDY_ITEMS).optional(),
  companyId: idParam.optional().describe('所在单位（区级审核的单位记录）'),
  year: year.optional(),
};
/** Filters of the company list and its export. */
export const companyFilter = {
  keyword: keyword.describe('单位名称或统一社会信用代码开头'),
  status: statusFilter,
  subsidyItem: z.enum(COMPANY_SUBSIDY_ITEMS).optional(),
  year: year.optional(),
};

/** One person record; idCard (6 + 4) and phone (3 + 4) always masked (the reveal gives one whole number to auditors). */
export const areaAuditPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  idCard: z.string(),
  phone: z.string(),
  companyId: z.number().int().nullable(),
  companyName: z.string(),
  streetName: z.string(),
  subsidyItem: z.string(),
  year: z.number().int(),
  /** 元 */
  amount: z.number().int(),
  education: z.string(),
  status: z.enum(AREA_AUDIT_STATUSES),
  /** for the optimistic check of updateAudit */
  version: z.number().int(),
  comment: z.string(),
  auditedBy: z.string(),
  auditedAt: dateTime.nullable(),
  /** mean of the experts' scores, one decimal; null when none scored */
  expertScore: z.number().nullable(),
  pushedAt: dateTime.nullable(),
});
export type AreaAuditPerson = z.infer<typeof areaAuditPerson>;

/** One company record; the contact phone always masked (3 + 4; the reveal gives it whole to auditors). */
export const areaAuditCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  subsidyItem: z.string(),
  year: z.number().int(),
  /** 元 */
  amount: z.number().int(),
  /** how many person records name this company */
  personCount: z.number().int(),
  status: z.enum(AREA_AUDIT_STATUSES),
  version: z.number().int(),
  comment: z.string(),
  auditedBy: z.string(),
  auditedAt: dateTime.nullable(),
  pushedAt: dateTime.nullable(),
});
export type AreaAuditCompany = z.infer<typeof areaAuditCompany>;

/** One step of an audit record's history (who, role, when, from, to, comment; experts add a score). */
export const auditRecord = z.object({
  id: z.number().int(),
  kind: z.enum([...AREA_AUDIT_KINDS, 'expert']),
  targetId: z.number().int(),
  targetName: z.string(),
  actorName: z.string(),
  actorRole: z.string(),
  fromStatus: z.string(),
  toStatus: z.string(),
  comment: z.string(),
  score: z.number().int().nullable(),
  createdAt: dateTime,
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** An expert's score of a person record. */
export const expertScore = z.object({ expertName: z.string(), score: z.number().int(), comment: z.string(), updatedAt: dateTime, mine: z.boolean() });

/**
 * What the caller may do in the area audit, for the pages to show or hide actions; `fullNumbers`:
 * the 显示 buttons of masked numbers and 导出完整号码 (reveal and full export, logged).
 */
export const areaAuditAbilities = z.object({ audit: z.boolean(), evaluate: z.boolean(), fullNumbers: z.boolean() });

/** Per-item result of a batch call: each id says whether it changed and, if not, why. */
export const itemResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  status: z.enum(AREA_AUDIT_STATUSES).nullable().describe('调用后的状态；记录不存在时为 null'),
  message: z.string(),
});
export type ItemResult = z.infer<typeof itemResult>;
export const batchResult = z.object({ succeeded: z.number().int(), failed: z.number().int(), results: z.array(itemResult) });
export type BatchResult = z.infer<typeof batchResult>;

/** Largest batch of one batch-audit request. */
export const MAX_BATCH = 1000;

const comment = z.string().trim().max(200, '审核意见不能超过200个字').default('');
const decision = z.enum(AREA_AUDIT_DECISIONS, { message: '审核结果只能是 agree（通过）、refused（不通过）或 against（退回修改）' });
const kind = z.enum(AREA_AUDIT_KINDS, { message: '类型只能是 person 或 company' });

const AREA = '/api/allowance/areaAudit';

export const areaAuditAbilitiesGet = defineEndpoint({
  method: 'GET',
  path: `${AREA}/abilities`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '调用者在区级审核中的权限：审核、专家评分、查看完整号码',
  input: z.object({}),
  output: areaAuditAbilities,
});

export const personList = defineEndpoint({
  method: 'GET',
  path: `${AREA}/personList`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '区级审核的个人补贴记录（分页、筛选）；身份证号码与手机号码隐去中间部分（审核人员可逐个显示完整号码，记入个人信息查看记录）',
  input: z.object(personFilter).extend(pagination),
  output: pageOf(areaAuditPerson),
});

export const companyList = defineEndpoint({
  method: 'GET',
  path: `${AREA}/companyList`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '区级审核的单位补贴记录（分页、筛选）；联系电话隐去中间部分',
  input: z.object(companyFilter).extend(pagination),
  output: pageOf(areaAuditCompany),
});

export const personDetail = defineEndpoint({
  method: 'GET',
  path: `${AREA}/personDetail/{id}`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '个人补贴记录详情：记录、审核历史与专家评分；身份证号码与手机号码隐去中间部分',
  input: byId,
  output: z.object({ person: areaAuditPerson, school: z.string(), certificateNo: z.string(), history: z.array(auditRecord), scores: z.array(expertScore) }),
});

export const companyDetail = defineEndpoint({
  method: 'GET',
  path: `${AREA}/companyDetail/{id}`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '单位补贴记录详情：记录与审核历史；联系电话隐去中间部分',
  input: byId,
  output: z.object({ company: areaAuditCompany, history: z.array(auditRecord) }),
});

export const batchAudit = defineEndpoint({
  method: 'POST',
  path: `${AREA}/batchAudit`,
  body: 'json',
  access: 'gov',
  tag: 'allowance',
  summary: `批量审核（一次最多${MAX_BATCH}条）：逐条给出结果，状态不允许的记录不变`,
  input: z.object({
    kind,
    ids: z.array(recordId).min(1, '请选择记录').max(MAX_BATCH, `一次最多${MAX_BATCH}条`),
    status: decision,
    comment,
  }),
  output: batchResult,
});

export const updateAudit = defineEndpoint({
  method: 'POST',
  path: `${AREA}/updateAudit`,
  body: 'json',
  access: 'gov',
  tag: 'allowance',
  summary: '审核一条记录；状态不允许或记录已被他人改动（version 不符）时为 4009，记录不变',
  input: z.object({ kind, id: recordId, status: decision, comment, version: z.number().int().min(0).max(INT4_MAX, '版本号超出范围') }),
  output: z.object({ id: z.number().int(), status: z.enum(AREA_AUDIT_STATUSES), version: z.number().int() }),
});

export const socialPay = defineEndpoint({
  method: 'GET',
  path: `${AREA}/socialPay`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '个人在本区的社保缴纳月数（按本区企业人员名单的入职、离职日期计算）',
  input: z.object({ id: idParam.describe('个人记录编号') }),
  output: z.object({
    months: z.number().int().describe('在本区参保的月数（重叠的时段只算一次）'),
    periods: z.array(z.object({ entName: z.string(), from: z.string(), to: z.string().nullable(), months: z.number().int() })),
  }),
});

export const subsidies = defineEndpoint({
  method: 'GET',
  path: `${AREA}/subsidies`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '同一人（身份证号码）或同一单位（信用代码）已获批的补贴及合计金额（元）',
  input: z.object({ kind, id: idParam }),
  output: z.object({
    total: z.number().int(),
    granted: z.array(z.object({ id: z.number().int(), subsidyItem: z.string(), year: z.number().int(), amount: z.number().int(), status: z.enum(AREA_AUDIT_STATUSES) })),
  }),
});

/** Outcome of a degree verification: match, mismatch, or no record to compare with. */
export const DEGREE_RESULTS = ['match', 'mismatch', 'unknown'] as const;

export const degree = defineEndpoint({
  method: 'GET',
  path: `${AREA}/degree`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '学历核验：申报的学历与本区企业人员名单登记的学历比对',
  input: z.object({ id: idParam.describe('个人记录编号') }),
  output: z.object({ claimed: z.string(), school: z.string(), certificateNo: z.string(), recorded: z.string().nullable(), result: z.enum(DEGREE_RESULTS), message: z.string() }),
});

/** The fields of one row of the person import (xlsx), checked row by row. */
export const areaAuditPersonFields = {
  name: z.string().trim().min(1, '姓名不能为空').max(50, '姓名不能超过50个字'),
  idCard: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => isValidIdCard(s), '身份证号码不正确（18位，出生日期与校验位须正确）'),
  phone: mobileNumber,
  creditCode: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || isValidCreditCode(s), '统一社会信用代码不正确'),
  subsidyItem: z.enum(PERSON_SUBSIDY_ITEMS, { message: `补贴项目只能是：${PERSON_SUBSIDY_ITEMS.join('、')}` }),
  year: z.coerce.number({ message: '年度应为数字' }).int('年度应为整数').min(2000, '年度不正确').max(2100, '年度不正确'),
  amount: z.coerce.number({ message: '申请金额应为数字' }).int('申请金额应为整数（元）').min(1, '申请金额至少1元').max(1_000_000, '申请金额过大'),
  education: z.enum(EDUCATION_LEVELS, { message: `学历只能是：${EDUCATION_LEVELS.join('、')}` }),
  school: z.string().trim().max(100, '毕业院校不能超过100个字'),
};

export const areaAuditImport = defineEndpoint({
  ...workbookImport,
  path: `${AREA}/import`,
  access: 'gov',
  tag: 'allowance',
  summary: '从 Excel 导入个人补贴记录（模板见 /api/template/download?name=areaAudit）；同一人同一项目同一年度的退回记录重新提交为待审核',
  output: importResult,
});

export const personExport = defineEndpoint({
  ...exportCall,
  path: `${AREA}/personExport`,
  access: 'gov',
  tag: 'allowance',
  summary: '导出个人补贴记录（xlsx，流式）；身份证号码与手机号码隐去中间部分，审核人员 fullNumbers=true 时导出完整号码并记入个人信息查看记录（其他角色 4003，也记录）',
  input: z.object({ ...personFilter, ...fullNumbersParams }),
});

export const companyExport = defineEndpoint({
  ...exportCall,
  path: `${AREA}/companyExport`,
  access: 'gov',
  tag: 'allowance',
  summary: '导出单位补贴记录（xlsx，流式）；联系电话隐去中间部分，审核人员 fullNumbers=true 时导出完整号码并记入个人信息查看记录（其他角色 4003，也记录）',
  input: z.object({ ...companyFilter, ...fullNumbersParams }),
});

export const auditRecords = defineEndpoint({
  method: 'GET',
  path: `${AREA}/records`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '审核记录（谁、何时、从何状态到何状态、意见、评分），新的在前',
  input: z.object({ kind: z.enum(['', ...AREA_AUDIT_KINDS, 'expert']).optional(), keyword, ...pagination }),
  output: pageOf(auditRecord),
});

export const expertBatchAudit = defineEndpoint({
  method: 'POST',
  path: `${AREA}/expertBatchAudit`,
  body: 'json',
  access: 'gov',
  tag: 'allowance',
  summary: '专家批量评分（0-100分，可修改自己的评分，待审核的记录才可评分）；逐条给出结果',
  input: z.object({
    items: z
      .array(
        z.object({
          id: recordId,
          score: z.number({ message: '评分应为数字' }).int('评分应为整数').min(0, '评分为0-100').max(100, '评分为0-100'),
          comment: z.string().trim().max(200, '评语不能超过200个字').default(''),
        }),
      )
      .min(1, '请至少评一条')
      .max(MAX_BATCH, `一次最多${MAX_BATCH}条`),
  }),
  output: batchResult,
});

/** The bound external account as shown: the account number masked, the password never. */
export const boundAccount = z.object({ bound: z.boolean(), accountNum: z.string().describe('隐去中间部分'), boundAt: dateTime.nullable() });

export const bindAccount = defineEndpoint({
  method: 'POST',
  path: `${AREA}/bindAccount`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '绑定补贴系统账号（accountNum、password 为查询参数，SPEC 第3节）；密码加密保存，任何接口都不返回',
  input: z.object({
    accountNum: z.string().trim().min(4, '请填写补贴系统账号（4-50位）').max(50, '账号不能超过50位').regex(/^[\w@.-]+$/, '账号只能含字母、数字和 @ . _ -'),
    password: z.string().min(6, '请填写补贴系统密码（6-64位）').max(64, '密码不能超过64位'),
  }),
  output: boundAccount,
});

export const unbindAccount = defineEndpoint({
  method: 'POST',
  path: `${AREA}/unbindAccount`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '解除绑定补贴系统账号（删除保存的密码）',
  input: z.object({}),
  output: boundAccount,
});

export const accountInfo = defineEndpoint({
  method: 'GET',
  path: `${AREA}/accountInfo`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '本人绑定的补贴系统账号（账号隐去中间部分，不含密码）',
  input: z.object({}),
  output: boundAccount,
});

/** States of a QR login at the external allowance system. */
export const QR_STATES = ['waiting', 'scanned', 'confirmed', 'expired'] as const;
export type QrState = (typeof QR_STATES)[number];

export const refreshQrCode = defineEndpoint({
  method: 'GET',
  path: `${AREA}/refreshQrCode`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '刷新补贴系统登录二维码（须先绑定账号）',
  input: z.object({}),
  output: z.object({ qrId: z.string(), image: z.string().describe('PNG data URL'), expiresAt: dateTime }),
});

export const loginStatus = defineEndpoint({
  method: 'GET',
  path: `${AREA}/loginStatus`,
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '补贴系统扫码登录状态：waiting 待扫码、scanned 已扫码、confirmed 已确认、expired 已过期',
  input: z.object({ qrId: z.string().trim().min(1, '缺少二维码编号').max(64) }),
  output: z.object({ status: z.enum(QR_STATES), message: z.string() }),
});

/** The login to the external system as the portal knows it. */
export const loginInfo = z.object({
  accountNum: z.string().describe('隐去中间部分；未绑定为空'),
  loggedIn: z.boolean(),
  sessionExpiresAt: dateTime.nullable(),
  lastPushAt: dateTime.nullable(),
  lastPushOk: z.boolean().nullable(),
  lastPushMessage: z.string(),
});

export const getLoginInfo = defineEndpoint({
  method: 'GET',
  path: '/allowance/pushData/loginInfo',
  body: 'query',
  access: 'gov',
  tag: 'allowance',
  summary: '补贴系统登录信息：是否已登录、会话到期时间、最近一次推送结果',
  input: z.object({}),
  output: loginInfo,
});

export const pushLoginInfo = defineEndpoint({
  method: 'POST',
  path: '/allowance/pushData/loginInfo',
  body: 'json',
  access: 'gov',
  tag: 'allowance',
  summary: '扫码确认后把绑定账号的登录信息推送给补贴系统以建立会话；补贴系统拒绝时为 5000 并记录',
  input: z.object({ qrId: z.string().trim().min(1, '缺少二维码编号').max(64) }),
  output: loginInfo,
});

export const pushAuditResults = defineEndpoint({
  method: 'POST',
  path: '/allowance/pushData/auditResults',
  body: 'json',
  access: 'gov',
  tag: 'allowance',
  summary: '把审核通过（或推送失败）的记录推送给补贴系统；被拒绝的记录转为推送失败（fail），逐条给出结果',
  input: z.object({ kind, ids: z.array(recordId).min(1, '请选择记录').max(MAX_BATCH, `一次最多${MAX_BATCH}条`) }),
  output: batchResult,
});

/** Chunked uploads (/zfbt/user/upload/chunk): at most this many bytes in all. */
export const MAX_CHUNKED_BYTES = 50 * 1024 * 1024;
/** ...in at most this many chunks (each at most MAX_UPLOAD_BYTES, the multipart limit). */
export const MAX_CHUNKS = 200;

const uploadId = z
  .string()
  .trim()
  .regex(/^[\w-]{8,64}$/, '文件编号应为8-64位字母、数字、_ 或 -')
  .describe('客户端生成的文件编号，同一文件续传时不变');
const uploadMeta = {
  fileId: uploadId,
  filename: z.string().trim().min(1, '缺少文件名').max(200, '文件名不能超过200个字'),
  totalSize: z.coerce.number().int().min(1, '文件是空的').max(MAX_CHUNKED_BYTES, `文件不能超过${MAX_CHUNKED_BYTES / 1024 / 1024}MB`),
  totalChunks: z.coerce.number().int().min(1).max(MAX_CHUNKS, `分片不能多于${MAX_CHUNKS}个`),
};

/** Where a chunked upload stands: the chunks the server has, and the file once assembled. */
export const chunkState = z.object({ received: z.array(z.number().int()), complete: z.boolean(), file: attachment.nullable() });

export const uploadChunk = defineEndpoint({
  method: 'POST',
  path: '/zfbt/user/upload/chunk',
  body: 'multipart',
  access: 'user',
  tag: 'files',
  summary: '分片上传：上传第 chunkIndex 片（从0起），全部到齐后拼装并按类型与大小检查',
  input: z.object({ ...uploadMeta, chunkIndex: z.coerce.number().int().min(0), file: fileField('请选择分片') }),
  output: chunkState,
});

export const checkChunks = defineEndpoint({
  method: 'GET',
  path: '/zfbt/user/check',
  body: 'query',
  access: 'user',
  tag: 'files',
  summary: '续传检查：服务器已有哪些分片，文件是否已拼装完成',
  input: z.object(uploadMeta),
  output: chunkState,
});

export const zfbtFileList = defineEndpoint({
  method: 'GET',
  path: '/zfbt/user/fileList',
  body: 'query',
  access: 'user',
  tag: 'files',
  summary: '本人分片上传完成的文件（ids 指定时为这些文件；政府工作人员可看任何人的）',
  input: z.object({
    ids: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v, ctx) => {
        const parts = (Array.isArray(v) ? v.join(',') : (v ?? '')).split(',').filter(Boolean);
        const ids = parts.map(Number);
        if (ids.some((n) => !recordId.safeParse(n).success)) {
          ctx.addIssue({ code: 'custom', message: '文件编号不正确' });
          return z.NEVER;
        }
        return ids;
      })
      .describe('逗号分隔的文件编号'),
  }),
  output: z.array(attachment.extend({ uploadedAt: dateTime })),
});

export const zfbtDownload = defineEndpoint({
  ...exportCall,
  path: '/zfbt/user/download',
  access: 'user',
  tag: 'files',
  summary: '下载分片上传的文件（本人或政府工作人员），带文件名',
  input: byId,
});
