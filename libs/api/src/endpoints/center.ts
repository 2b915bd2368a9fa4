import { z } from 'zod';
import { isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { defineTransitions } from '../workflow';
import { dateOnly, dateTime, idParam, pageOf, pagination, exportCall, byId, empty } from '../schemas';
import { SETTLE_STATUSES, ENTERPRISE_TYPES, STAFF_ROLES, ADMIN_PERMISSION, GRANTABLE_PERMISSIONS, STAFF_STATUSES, KSH_STATUSES, KSH_PERIODS, ENT_ACCOUNT_STATUSES } from '../vocabulary';

/**
 * Centre administration (issue 18, SPEC.md section 7 "Center admin" and section 6 "visual
 * platform"): staff accounts, enterprise accounts with their settle-in applications, and the
 * visual-platform permission requests. docs/administration.md names the pages.
 */

/** A staff account as the administrator lists it; no password hash ever leaves. */
export const sysUserItem = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  deptName: z.string(),
  roles: z.array(z.string()).describe('userType 部门角色'),
  personRouters: z.array(z.string()),
  streetCode: z.string().nullable(),
  streetName: z.string(),
  industryCodes: z.array(z.string()),
  phonenumber: z.string().describe('手机号（部分隐藏，如 138****0021；完整号码经 /api/personalData/reveal 查看并留痕）；为空表示未绑定'),
  status: z.enum(STAFF_STATUSES),
  mustSetPassword: z.boolean().describe('下次登录须设置新密码'),
  createdAt: dateTime,
});
export type SysUserItem = z.infer<typeof sysUserItem>;

/** Filters of the staff account list and its export. */
const sysUserFilter = {
  keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe('账号、姓名或手机号'),
  deptName: z.string().trim().max(50, '部门不能超过50个字').optional(),
  role: z.enum(STAFF_ROLES as [string, ...string[]], { message: '角色不在可选范围内' }).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
};

const staffText = (label: string, min: number, max: number) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .min(min, min === 1 ? `请填写${label}` : `${label}至少${min}个字`)
    .max(max, `${label}不能超过${max}个字`);

export const sysUserList = defineEndpoint({
  method: 'GET',
  path: '/api/center/sysUserList',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '工作人员账号（账号、姓名、手机号关键字，部门、角色、状态筛选，分页）',
  input: z.object({ ...pagination, ...sysUserFilter }),
  output: pageOf(sysUserItem),
});

export const sysUserUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/center/update',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary:
    '新增（无 id）或修改工作人员账号：部门、角色（userType）、人员权限（personRouters）、街道或行业范围、手机号；新增或 resetPassword=true 时生成临时密码（只在此次回答中出现），用户下次登录须设置新密码，原有登录全部失效',
  input: z.object({
    id: z.number().int().positive().optional(),
    username: z
      .string({ message: '请填写账号' })
      .trim()
      .regex(/^[A-Za-z][A-Za-z0-9_]{3,29}$/, '账号应为4-30位字母、数字或下划线，以字母开头')
      .describe('登录账号（新增时必填，之后不可改）'),
    name: staffText('姓名', 1, 30),
    deptName: staffText('部门', 1, 50),
    roles: z.array(z.enum(STAFF_ROLES as [string, ...string[]], { message: '角色不在可选范围内' })).max(STAFF_ROLES.length, '角色过多'),
    personRouters: z.array(z.enum(GRANTABLE_PERMISSIONS, { message: '人员权限不在可选范围内' })).max(GRANTABLE_PERMISSIONS.length, '人员权限过多'),
    streetCode: z.string().trim().max(20, '街道编码不能超过20个字符').nullable().default('').describe('管辖街道（街道管理）；空：不限'),
    industryCodes: z.array(z.string().trim().regex(/^[A-T]$/, '行业门类应为 A-T 的一个字母')).max(20, '行业门类过多').default([]).describe('管辖行业门类（行业主管部门，GB/T 4754-2017）'),
    phonenumber: z.string().trim().refine((v) => v === '' || isValidMobile(v), '手机号应为11位大陆手机号').default('').describe('手机号；为空时用户首次登录须绑定'),
    resetPassword: z.boolean().default(false).describe('重置密码（修改时）'),
  }),
  output: z.object({ id: z.number().int(), temporaryPassword: z.string().nullable().describe('新账号或重置后的临时密码；未重置时为 null') }),
});

export const sysUserAble = defineEndpoint({
  method: 'POST',
  path: '/api/center/able',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '启用或停用工作人员账号（停用后其所有登录立即失效）；不能停用自己或最后一名管理员；账号已是该状态时 4009',
  input: z.object({ id: idParam, status: z.enum(STAFF_STATUSES, { message: '状态只能是 active 或 disabled' }) }),
  output: z.object({ status: z.enum(STAFF_STATUSES) }),
});

export const sysUserDelete = defineEndpoint({
  method: 'POST',
  path: '/api/center/delete/{id}',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '删除工作人员账号（仅限没有业务记录的账号，否则请停用）；不能删除自己或最后一名管理员',
  input: byId,
  output: z.object({ removed: z.number().int() }),
});

export const sysUserExport = defineEndpoint({
  ...exportCall,
  path: '/api/center/export',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '导出工作人员账号（xlsx，筛选条件同列表）',
  input: z.object(sysUserFilter),
});

// ---- visual-platform permission (SPEC.md section 6) ----

/** How a request moves: the administrator approves (with the period) or refuses (with the reason); anything else answers 4009. */
export const KSH_WORKFLOW = defineTransitions('ksh', KSH_STATUSES, {
  pass: { from: ['awaiting_check'], to: 'agree', label: '批准' },
  nopass: { from: ['awaiting_check'], to: 'refused', label: '不批准' },
});

const kshDays = z.coerce
  .number({ message: '期限应为天数' })
  .int('期限应为整数天')
  .refine((d) => (KSH_PERIODS as readonly number[]).includes(d), `期限只能是 ${KSH_PERIODS.join('、')} 天`)
  .describe('期限（天）');

/** A request as the administrator lists it (and the applicant sees its own). */
export const kshItem = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  deptName: z.string(),
  reason: z.string(),
  days: z.number().int().describe('申请期限（天）'),
  status: z.enum(KSH_STATUSES),
  note: z.string().describe('审批意见（不批准的理由）'),
  endsAt: dateTime.nullable().describe('批准后权限到期时间'),
  createdAt: dateTime,
  decidedAt: dateTime.nullable(),
});
export type KshItem = z.infer<typeof kshItem>;

export const kshPage = defineEndpoint({
  method: 'GET',
  path: '/api/center/ksh/page',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '可视化平台权限申请（状态、关键字筛选，待审批在前，分页）',
  input: z.object({ ...pagination, status: z.enum(KSH_STATUSES).optional(), keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe('账号或姓名') }),
  output: pageOf(kshItem),
});

export const kshApply = defineEndpoint({
  method: 'POST',
  path: '/api/center/ksh/apply',
  body: 'json',
  access: 'gov',
  tag: 'center',
  summary: '政府用户申请可视化平台权限（理由、期限）；已有待审批的申请或权限仍有效时 4009',
  input: z.object({ reason: staffText('申请理由', 5, 500), days: kshDays }),
  output: z.object({ id: z.number().int() }),
});

export const kshPass = defineEndpoint({
  method: 'POST',
  path: '/api/center/ksh/pass',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '批准一条待审批的申请，权限自批准时起 days 天（默认申请的期限）后自动到期；非待审批时 4009',
  input: z.object({ id: z.number({ message: '编号应为数字' }).int().positive(), days: kshDays.optional() }),
  output: kshItem,
});

export const kshNopass = defineEndpoint({
  method: 'POST',
  path: '/api/center/ksh/nopass',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '不批准一条待审批的申请，理由告知申请人；非待审批时 4009',
  input: z.object({ id: z.number({ message: '编号应为数字' }).int().positive(), note: staffText('不批准的理由', 2, 200) }),
  output: kshItem,
});

export const adminGetKsh = defineEndpoint({
  method: 'GET',
  path: '/api/center/ksh/adminGetKsh',
  body: 'query',
  access: 'gov',
  tag: 'center',
  summary: '登录用户的可视化平台权限（SPEC.md 第7节页首数据 adminGetKsh：duration 剩余天数、havePower）及其最近一条申请',
  input: z.object({}),
  output: z.object({ duration: z.number().int(), havePower: z.number().int(), latest: kshItem.nullable() }),
});

// ---- enterprise accounts and settle-in approval ----

/** The administrator's decision on a settle-in application: agree (the account opens) or refused (with the reason); anything else answers 4009. */
export const SETTLE_WORKFLOW = defineTransitions('settle', SETTLE_STATUSES, {
  agree: { from: ['awaiting_check'], to: 'agree', label: '通过' },
  refused: { from: ['awaiting_check'], to: 'refused', label: '不通过' },
});

export const SETTLE_STATUS_LABELS: Record<(typeof SETTLE_STATUSES)[number], string> = { awaiting_check: '待审核', agree: '已通过', refused: '未通过', against: '驳回' };

/** An enterprise account with its newest settle-in application (null for accounts made by staff or the seed). */
export const entAccountItem = z.object({
  userId: z.number().int(),
  username: z.string(),
  entName: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  phonenumber: z.string().describe('手机号（部分隐藏）'),
  accountStatus: z.enum(ENT_ACCOUNT_STATUSES),
  enterpriseTypes: z.array(z.string()).describe('企业类型（enterpriseType），如 人力资源服务机构；账号尚无企业时为空'),
  application: z
    .object({ id: z.number().int(), source: z.string(), status: z.enum(SETTLE_STATUSES), note: z.string(), submittedAt: dateTime, licenceName: z.string().describe('营业执照文件名；无执照时为空') })
    .nullable(),
  createdAt: dateTime,
});
export type EntAccountItem = z.infer<typeof entAccountItem>;

const entFilter = {
  keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe('企业名称、信用代码或联系人'),
  accountStatus: z.enum(ENT_ACCOUNT_STATUSES).optional(),
  settleStatus: z.enum(SETTLE_STATUSES).optional().describe('入驻申请状态'),
};

export const centerEntList = defineEndpoint({
  method: 'GET',
  path: '/api/center/entList',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '企业账号及其入驻申请（关键字、账号状态、申请状态筛选，待审核在前，分页）',
  input: z.object({ ...pagination, ...entFilter }),
  output: pageOf(entAccountItem),
});

export const centerEntReport = defineEndpoint({
  method: 'POST',
  path: '/api/center/report',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '审核入驻申请：agree 通过（企业账号开通）或 refused 不通过（须填理由）；申请人在 /loginStatus 看到结果并收到短信；非待审核时 4009',
  input: z.object({
    id: z.number({ message: '编号应为数字' }).int().positive().describe('入驻申请编号'),
    action: z.enum(['agree', 'refused'], { message: '审核结果只能是 agree 或 refused' }),
    note: z.string().trim().max(200, '审核意见不能超过200个字').default(''),
  }),
  output: z.object({ status: z.enum(SETTLE_STATUSES) }),
});

export const centerEntOpen = defineEndpoint({
  method: 'POST',
  path: '/api/center/open',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '开通（active）或关闭（disabled）企业账号；关闭后其登录立即失效；待审核的账号须先审核入驻申请（4009）',
  input: z.object({ id: idParam.describe('企业账号编号'), status: z.enum(STAFF_STATUSES, { message: '状态只能是 active 或 disabled' }) }),
  output: z.object({ status: z.enum(ENT_ACCOUNT_STATUSES) }),
});

export const centerEntType = defineEndpoint({
  method: 'POST',
  path: '/api/center/entType',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '设置企业类型（enterpriseType：人力资源服务机构、民办职业培训机构，可多选或不选）；企业下次登录起按新类型显示菜单；账号尚无企业（入驻待审核）时 4009',
  input: z.object({
    id: idParam.describe('企业账号编号'),
    enterpriseTypes: z.array(z.enum(ENTERPRISE_TYPES, { message: '企业类型不正确' })).max(ENTERPRISE_TYPES.length, '企业类型重复'),
  }),
  output: z.object({ enterpriseTypes: z.array(z.enum(ENTERPRISE_TYPES)) }),
});

export const centerEntExport = defineEndpoint({
  ...exportCall,
  path: '/api/center/entExport',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '导出企业账号及入驻申请（xlsx，筛选条件同列表）',
  input: z.object(entFilter),
});

// ---- login log ----

/** Results of a login attempt as the login log records them (modules/account/login.ts), with their Chinese names. */
export const LOGIN_REASON_LABELS: Record<string, string> = {
  '': '登录成功',
  sms: '短信验证码登录成功',
  'wrong-password': '密码错误',
  'unknown-account': '账号不存在',
  'wrong-old-password': '修改密码时原密码错误',
  captcha: '图形验证码错误或缺失',
  waiting: '失败过多，等待中',
  'wrong-sms-code': '短信验证码错误',
  'unknown-phone': '手机号未绑定账号',
  disabled: '账号已停用',
  pending: '未完成（请求中断）',
};

/** One login attempt: account as typed, time, client address, result and reason; never a password, token or code. */
export const loginLogItem = z.object({
  id: z.number().int(),
  account: z.string(),
  ip: z.string(),
  at: dateTime,
  success: z.boolean(),
  reason: z.string().describe('失败原因代码，见 LOGIN_REASON_LABELS'),
  reasonLabel: z.string(),
});
export type LoginLogItem = z.infer<typeof loginLogItem>;

const loginLogFilter = {
  account: z.string().trim().max(50, '账号不能超过50个字').optional().describe('账号（开头匹配）'),
  ip: z.string().trim().max(45, '地址不能超过45个字符').optional().describe('客户端地址（开头匹配）'),
  result: z.enum(['success', 'failure'], { message: '结果只能是 success 或 failure' }).optional(),
  beginTime: dateOnly.optional().describe('起始日期（含）'),
  endTime: dateOnly.optional().describe('截止日期（含）'),
};

export const loginLogPage = defineEndpoint({
  method: 'GET',
  path: '/api/center/loginLog',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '登录日志（账号、地址、结果、日期筛选，最新在前，分页；只读）',
  input: z.object({ ...pagination, ...loginLogFilter }),
  output: pageOf(loginLogItem),
});

export const loginLogExport = defineEndpoint({
  ...exportCall,
  path: '/api/center/loginLog/export',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '导出登录日志（xlsx，筛选条件同列表）',
  input: z.object(loginLogFilter),
});

// ---- operation log ----

/**
 * One write through the API as the operation log recorded it (issue 18, docs/administration.md):
 * who (account, user type and role or department), when, which call (the contract's endpoint
 * name, its Chinese action and path), on which record, with which result code, and what was sent
 * (`changes`: the request's fields as JSON, passwords, tokens and codes shown as ***, cut at 8 KB).
 */
/**
 * One row a call changed (issue 18: 'before and after for changes of records'): its table (SQL
 * name) and id, and the fields that changed with their values before and after the call; `before`
 * is null for a row the call created, `after` null for one it removed. Secrets are ***, values
 * longer than 300 characters are cut.
 */
export const recordChange = z.object({
  table: z.string(),
  id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type RecordChange = z.infer<typeof recordChange>;

/**
 * The rows a call changed as one line each (the operation log's export and page), e.g.
 * 'app_user 12：status active → disabled'; '' when none.
 */
export function recordChangesText(records: readonly RecordChange[]): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v ?? null));
  return records
    .map(({ table, id, before, after }) => {
      const fields = Object.keys(before ?? after ?? {});
      const what = before && after ? fields.map((f) => `${f} ${text(before[f])} → ${text(after[f])}`) : fields.map((f) => `${f} ${text((before ?? after)![f])}`);
      return `${table} ${id}${before ? (after ? '' : '（删除）') : '（新建）'}：${what.join('；')}`;
    })
    .join('\n');
}

export const operationLogItem = z.object({
  id: z.number().int(),
  at: dateTime,
  userId: z.number().int().nullable().describe('账号编号（账号删除后为空）'),
  account: z.string(),
  userKind: z.number().int().describe('用户类型：1 政府、2 企业、3 个人与院校'),
  role: z.string().describe('部门与角色（政府），或企业、个人'),
  endpoint: z.string().describe('接口名（libs/api 的 endpoints 表）'),
  action: z.string().describe('操作的中文名（接口说明的第一句）'),
  method: z.string(),
  path: z.string(),
  objectId: z.string().describe('所操作记录的编号（路径或请求中的 id，新建时为答复的 id）；没有时为空'),
  code: z.number().int().describe('答复的 code：2000 成功，其他为失败'),
  success: z.boolean(),
  changes: z.string().describe('请求内容（JSON，密码、令牌、验证码为 ***，超过 8 KB 截断）'),
  records: z.array(recordChange).describe('所改记录的变更前后（仅列出变化的字段；新建时 before 为空，删除时 after 为空）'),
});
export type OperationLogItem = z.infer<typeof operationLogItem>;

const operationLogFilter = {
  account: z.string().trim().max(50, '账号不能超过50个字').optional().describe('账号（开头匹配）'),
  endpoint: z.string().trim().max(100, '操作不能超过100个字').optional().describe('接口名或路径（包含）'),
  result: z.enum(['success', 'failure'], { message: '结果只能是 success 或 failure' }).optional(),
  beginTime: dateOnly.optional().describe('起始日期（含）'),
  endTime: dateOnly.optional().describe('截止日期（含）'),
};

export const operationLogPage = defineEndpoint({
  method: 'GET',
  path: '/api/center/operationLog',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '操作日志：登录用户经接口的每次写操作（账号、接口或路径、结果、日期筛选，最新在前，分页；只读）',
  input: z.object({ ...pagination, ...operationLogFilter }),
  output: pageOf(operationLogItem),
});

export const operationLogExport = defineEndpoint({
  ...exportCall,
  path: '/api/center/operationLog/export',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '导出操作日志（xlsx，筛选条件同列表）',
  input: z.object(operationLogFilter),
});


// ---- the audit logs' hash chains (issue 44, docs/audit.md) ----

/**
 * Where an audit log's hash chain stands by its last verification (the server verifies daily;
 * `npm run audit:verify`), with the Chinese label the log pages show: whole, broken, older than 36
 * hours (the readiness check's limit), or never verified.
 */
export const AUDIT_CHAIN_STATUS_LABELS = { ok: '校验通过', broken: '链不完整', stale: '超过36小时未校验', never: '尚未校验' } as const;
export type AuditChainStatus = keyof typeof AUDIT_CHAIN_STATUS_LABELS;

/** One audit log's chain head: its last row's seq and hash, and its last verification. */
export const auditChainItem = z.object({
  log: z.enum(['operation_log', 'login_attempt', 'personal_data_access']).describe('日志的表名'),
  label: z.string().describe('日志的中文名'),
  seq: z.number().int().describe('链尾（最后一条封存记录）的序号'),
  hash: z.string().describe('链尾的哈希（SHA-256，十六进制）'),
  verifiedAt: z.string().describe('最近一次校验的时间（YYYY-MM-DD HH:mm:ss）；未校验过为空'),
  status: z.enum(Object.keys(AUDIT_CHAIN_STATUS_LABELS) as [AuditChainStatus, ...AuditChainStatus[]]),
  statusLabel: z.string(),
  problem: z.string().describe('校验发现的第一个问题；完整时为空'),
});
export type AuditChainItem = z.infer<typeof auditChainItem>;

export const auditChainState = defineEndpoint({
  method: 'GET',
  path: '/api/center/auditChain',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'center',
  summary: '审计日志哈希链的状态（操作日志、登录日志、个人信息查看记录）：链尾序号与哈希，最近一次校验的时间与结果',
  input: empty,
  output: z.array(auditChainItem),
});
