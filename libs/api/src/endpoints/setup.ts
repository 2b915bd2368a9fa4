import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty, fileField, importResult, exportCall } from '../schemas';
import { STAFF_ROLES, ADMIN_PERMISSION } from '../vocabulary';
import { phoneField, smsCodeField, newPasswordField, personNameField } from '../accountFields';

/**
 * Going live (issue 42, docs/going-live.md): the first administrator of an empty production
 * install, created at /setup with the one-time setup code the server wrote to
 * `$DATA_DIR/setup-code` (valid 24 hours, used up by the creation; five wrong codes lock /setup for
 * 15 minutes, OWASP ASVS 4.0 V2.5), and the readiness check of what a production install still lacks.
 * Once an administrator exists every /api/setup call answers 4004 and /setup the 404 page.
 */

/** The one-time setup code: 12 characters of the Crockford base-32 alphabet, shown in groups of four (ABCD-EFGH-JKMN); dashes, spaces and case are ignored. */
export const setupCodeField = z
  .string({ message: '请输入安装码' })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{12}$/, '安装码为12位字母和数字，见服务器数据目录下的 setup-code 文件'))
  .describe('安装码（服务器数据目录下 setup-code 文件中的12位字母和数字）');

/** A staff account name: 4-30 letters, digits or underscores, starting with a letter (as /sysUser). */
export const staffAccountField = z
  .string({ message: '请填写账号' })
  .trim()
  .regex(/^[A-Za-z][A-Za-z0-9_]{3,29}$/, '账号应为4-30位字母、数字或下划线，以字母开头')
  .describe('登录账号');

/** Whether /setup is open: no administrator yet. `lockedForSeconds` > 0 after five wrong codes. */
export const setupState = defineEndpoint({
  method: 'GET',
  path: '/api/setup/state',
  body: 'query',
  access: 'public',
  tag: 'setup',
  summary: '首次安装：是否尚无系统管理员（可创建首位管理员），安装码错误过多时的剩余锁定秒数',
  input: empty,
  output: z.object({ open: z.boolean(), lockedForSeconds: z.number().int() }),
});

/** Checks the setup code without using it up (step 1 of /setup); a wrong one is counted. */
export const setupCheckCode = defineEndpoint({
  method: 'POST',
  path: '/api/setup/code',
  body: 'json',
  access: 'public',
  tag: 'setup',
  summary: '首次安装：核对安装码（不消耗）；错误计次，连续5次错误锁定15分钟',
  input: z.object({ code: setupCodeField }),
  output: z.object({ expiresAt: z.string().describe('安装码失效时间') }),
  rateLimit: { max: 30, windowMs: 60_000 },
});

/** Sends an SMS code to the future administrator's phone (after the setup code is checked again). */
export const setupSendSms = defineEndpoint({
  method: 'POST',
  path: '/api/setup/smsCode',
  body: 'json',
  access: 'public',
  tag: 'setup',
  summary: '首次安装：向管理员手机号发送短信验证码（须同时提交有效安装码）',
  input: z.object({ code: setupCodeField, phone: phoneField }),
  output: z.object({ resendAfterSeconds: z.number().int(), expiresInSeconds: z.number().int() }),
  rateLimit: { max: 10, windowMs: 60_000 },
});

/** The first administrator: person router {@link ADMIN_PERMISSION}, phone verified, password by the account rules; uses up the setup code. */
export const setupCreateAdmin = defineEndpoint({
  method: 'POST',
  path: '/api/setup/admin',
  body: 'json',
  access: 'public',
  tag: 'setup',
  summary: `首次安装：创建首位系统管理员（人员权限 ${ADMIN_PERMISSION}），核对安装码与短信验证码，安装码随即失效`,
  input: z.object({
    code: setupCodeField,
    name: personNameField,
    username: staffAccountField,
    phone: phoneField,
    smsCode: smsCodeField,
    password: newPasswordField,
  }),
  output: z.object({ username: z.string() }),
  rateLimit: { max: 10, windowMs: 60_000 },
});

/** The checks of 上线检查, in the order they are listed (issue 42 "Readiness"). */
export const READINESS_CHECKS = {
  demoData: '没有演示数据',
  demoPasswords: '没有账号使用演示密码',
  captcha: '登录图形验证码已开启',
  publicOrigin: '对外网址（PUBLIC_ORIGIN）为 https',
  metrics: '监控指标令牌（METRICS_TOKEN）已设置',
  backup: '24小时内有数据备份',
  smsGateway: '短信经真实短信网关发送',
  district: '本区名称、区划代码与主办单位已填写',
  streets: '街道边界为本区测绘数据',
  administrators: '至少两名系统管理员',
  https: '请求经 HTTPS 到达（反向代理 X-Forwarded-Proto）',
  dataVersions: '数据变更通知已连接（多台服务器 1 秒内同步）',
  auditChain: '审计日志链最近一次校验完整（每日校验）',
} as const;
export type ReadinessCheck = keyof typeof READINESS_CHECKS;

/** One check of the readiness list: passed, or what is missing and how to fix it. */
export const readinessItem = z.object({
  key: z.enum(Object.keys(READINESS_CHECKS) as [ReadinessCheck, ...ReadinessCheck[]]),
  label: z.string(),
  ok: z.boolean(),
  detail: z.string().describe('现状说明：未通过时为缺少什么'),
  fix: z.string().describe('如何补齐（命令、设置或页面）；通过时为空'),
});
export type ReadinessItem = z.infer<typeof readinessItem>;

/** 系统管理 › 上线检查 (/sysReadiness): every check of {@link READINESS_CHECKS} for this server and request. */
export const readinessList = defineEndpoint({
  method: 'GET',
  path: '/api/center/readiness',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '上线检查：生产环境尚缺的各项（演示数据与密码、验证码、HTTPS、备份、短信网关、街道边界、管理员人数等）及补齐方法',
  input: empty,
  output: z.object({ production: z.boolean(), items: z.array(readinessItem) }),
});

/** The feature properties read as a street's 9-digit code and its name when the administrator names none: DataV.GeoAtlas's, the land survey's (三调 XZQDM, XZQMC), then plain ones. */
export const STREET_CODE_PROPERTIES = ['adcode', 'XZQDM', 'code'] as const;
export const STREET_NAME_PROPERTIES = ['name', 'XZQMC'] as const;

/** The street boundaries file and, optionally, the properties that hold each feature's code and name. */
const streetsFile = {
  file: fileField('请选择街道边界 GeoJSON 文件'),
  codeProperty: z.string().trim().max(50).optional().describe('街道代码所在的属性名；不填时依次读取 adcode、XZQDM、code'),
  nameProperty: z.string().trim().max(50).optional().describe('街道名称所在的属性名；不填时依次读取 name、XZQMC'),
};

/** A street of the file, as it would be stored: area in km², label point (longitude, latitude in degrees, WGS 84) inside the shape. */
export const streetShape = z.object({
  code: z.string(),
  name: z.string(),
  areaKm2: z.number(),
  centerLng: z.number(),
  centerLat: z.number(),
  geometry: z.unknown().describe('GeoJSON Polygon 或 MultiPolygon（RFC 7946，WGS 84 经纬度）'),
});
export type StreetShape = z.infer<typeof streetShape>;

/** Why a feature of the file is refused: its place (1-based), its code or name where it has one, the reason. */
export const streetProblem = z.object({ feature: z.number().int(), label: z.string(), reason: z.string() });
export type StreetProblem = z.infer<typeof streetProblem>;

/** A street stored now that the file does not have, with what refers to it (enterprises, staff scopes, job seekers...). */
export const removedStreet = z.object({ code: z.string(), name: z.string(), references: z.array(z.object({ label: z.string(), count: z.number().int() })) });
export type RemovedStreet = z.infer<typeof removedStreet>;

/**
 * Reads a street boundaries file (RFC 7946 FeatureCollection of Polygon or MultiPolygon, WGS 84) and
 * checks it without storing anything: closed rings, no self-intersection, coordinates inside China's
 * extent (a projected file is named as such), a 9-digit code (GB/T 2260 district code and 3 digits)
 * and a name per feature, no code or name twice, no two streets overlapping beyond a sliver. Answers
 * the streets as they would be stored, every problem, the property names the features carry (for the
 * administrator's mapping) and the stored streets the file would remove with what refers to them.
 */
export const districtStreetsCheck = defineEndpoint({
  method: 'POST',
  path: '/api/center/district/streets/check',
  body: 'multipart',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：检查街道边界 GeoJSON（闭合、无自相交、WGS 84 经纬度、9位街道代码与名称不重复、街道间无重叠），不保存；返回预览、问题、属性名及将被移除的街道与其引用',
  input: z.object(streetsFile),
  output: z.object({ streets: z.array(streetShape), problems: z.array(streetProblem), properties: z.array(z.string()), removed: z.array(removedStreet) }),
  operationLog: false,
});

/**
 * Replaces the district's streets with those of the file, all or nothing: the file must pass
 * {@link districtStreetsCheck}; a stored street the file lacks is removed, and one still referred to
 * only when `remap` (JSON: { "旧代码": "新代码" }) sends its references to a street of the file in the
 * same transaction. The demo's drawn geometry is then gone (readiness: 街道边界).
 */
export const districtStreetsApply = defineEndpoint({
  method: 'POST',
  path: '/api/center/district/streets/apply',
  body: 'multipart',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：以 GeoJSON 文件替换本区街道边界（全部或全不）；被企业、求职者等引用的旧街道须在 remap 中指定并入的新街道',
  input: z.object({
    ...streetsFile,
    remap: z
      .string()
      .max(20_000)
      .default('{}')
      .describe('JSON：{ "被移除街道代码": "并入的新街道代码" }'),
  }),
  output: z.object({ added: z.number().int(), updated: z.number().int(), removed: z.number().int(), remapped: z.number().int() }),
});

/**
 * A county-level division code of GB/T 2260: 6 digits, a province of the standard (11-15, 21-23,
 * 31-37, 41-46, 50-54, 61-65, 71, 81, 82) and a district, county or county-level city (the last two
 * digits not 00, the middle two not 00 except for a county-level city directly under a province, 90).
 */
export function isCountyDivisionCode(code: string): boolean {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(code);
  if (!m) return false;
  const province = Number(m[1]);
  const inStandard = [[11, 15], [21, 23], [31, 37], [41, 46], [50, 54], [61, 65], [71, 71], [81, 82]].some(([lo, hi]) => province >= lo! && province <= hi!);
  return inStandard && m[3] !== '00' && m[2] !== '00';
}

/**
 * The district's identity (issue 42 "the district"): its name, GB/T 2260 code and the bureau's name
 * replace every demo name the product shows (header, footer 主办单位, page titles, the bigscreen's
 * titles); the help phones and mailbox are those the site notice (温馨提示, SPEC.md section 1) gives.
 */
export const districtProfile = z.object({
  name: z
    .string({ message: '请填写区名' })
    .trim()
    .regex(/^[\u4e00-\u9fa5]{1,18}[区县市旗]$/, '区名应为2-19个汉字，以“区”“县”“市”或“旗”结尾，如：清溪区')
    .describe('区县名称，如 清溪区'),
  code: z
    .string({ message: '请填写行政区划代码' })
    .trim()
    .refine(isCountyDivisionCode, '行政区划代码应为 GB/T 2260 的6位县级代码，如 440199')
    .describe('GB/T 2260 县级行政区划代码（6位）'),
  bureau: z
    .string({ message: '请填写主办单位名称' })
    .trim()
    .min(4, '主办单位名称至少4个字')
    .max(50, '主办单位名称不能超过50个字')
    .describe('主办单位（人社局）全称，显示在页头与页脚'),
  phones: z.array(z.string().trim().regex(/^[\d\-+() ]{5,20}$/, '咨询电话格式不正确')).min(1, '请至少填写一个咨询电话').max(4, '咨询电话最多4个').describe('温馨提示中的咨询电话'),
  email: z
    .union([z.literal(''), z.string().trim().max(100, '咨询邮箱不能超过100个字符').email('咨询邮箱格式不正确')])
    .default('')
    .describe('温馨提示中的咨询邮箱；不填为空'),
});
export type DistrictProfile = z.infer<typeof districtProfile>;

/** 区情配置: the district's identity as stored; every field empty on a new install. */
export const districtProfileGet = defineEndpoint({
  method: 'GET',
  path: '/api/center/district/profile',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：本区名称、行政区划代码、主办单位、咨询电话与邮箱（新安装时均为空）',
  input: empty,
  output: z.object({ name: z.string(), code: z.string(), bureau: z.string(), phones: z.array(z.string()), email: z.string() }),
});

/** Saves the district's identity; it shows on the next request of every page and of the bigscreen. */
export const districtProfileSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/district/profile',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：保存本区名称、行政区划代码（GB/T 2260）、主办单位、咨询电话与邮箱，替换页头、页脚、标题与大屏中的区名',
  input: districtProfile,
  output: districtProfile,
});

/** Most enterprises of one registry file (the server's import limit, modules/files/workbook.ts MAX_IMPORT_ROWS). */
export const DISTRICT_ENTERPRISES_MAX = 50_000;

/**
 * 区情配置 › 企业名录: the template of the registry import (columns of
 * modules/setup/enterprises.ts; its 填写说明 lists the stored streets and the GB/T 4754-2017 sections,
 * each with its divisions).
 */
export const districtEnterprisesTemplate = defineEndpoint({
  ...exportCall,
  path: '/api/center/district/enterprises/template',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：企业名录导入模板（xlsx；填写说明列出本区街道与行业门类及其大类）',
  input: empty,
});

/**
 * Loads the district's enterprises from the market-regulation registry's xlsx (template
 * {@link districtEnterprisesTemplate}), all rows or none: any problem (a credit code failing
 * GB 32100-2015's check character or twice in the file, a street or GB/T 4754-2017 section or
 * division not known (行业 names a section by letter or name, or a division by two-digit code or
 * name, stored as its section), a phone bound to another enterprise account...) stores nothing
 * and answers every problem with the error workbook; otherwise one transaction updates the enterprises whose credit code is
 * stored and inserts the others, each new one with its enterprise account (login name the credit
 * code, bound phone the contact's, no usable password: the contact logs in by SMS code and sets one).
 */
export const districtEnterprisesImport = defineEndpoint({
  method: 'POST',
  path: '/api/center/district/enterprises/import',
  body: 'multipart',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: `区情配置：从市场监管登记名录（xlsx）导入本区企业，最多${DISTRICT_ENTERPRISES_MAX}家；任何一行有误时一行也不保存，逐行说明原因并附错误报告；否则在一个事务中按统一社会信用代码更新已有企业、新增其余企业并开通企业账号（登录名为信用代码，绑定联系电话，联系人以短信验证码登录后设置密码）`,
  input: z.object({ file: fileField('请选择企业名录文件（xlsx）') }),
  output: importResult,
});

/**
 * One of the bureau's departments (issue 42 "departments"): its real name and the department roles
 * (userType, SPEC.md section 6) every staff account of it receives, which route 数据采集 (the type of
 * each role, DEPT_TYPE_BY_ROLE) whatever the department is called.
 */
export const departmentItem = z.object({
  name: z
    .string({ message: '请填写部门名称' })
    .trim()
    .min(2, '部门名称至少2个字')
    .max(50, '部门名称不能超过50个字'),
  roles: z.array(z.enum(STAFF_ROLES as [string, ...string[]], { message: '角色不在可选范围内' })).max(STAFF_ROLES.length, '角色过多'),
});
export type DepartmentItem = z.infer<typeof departmentItem>;

/** 区情配置 › 部门: the departments in order, each with how many staff accounts belong to it. */
export const districtDepartments = defineEndpoint({
  method: 'GET',
  path: '/api/center/district/departments',
  body: 'query',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：本局部门及其对应的部门角色（决定数据采集类别），含各部门工作人员账号数',
  input: empty,
  output: z.array(departmentItem.extend({ staffCount: z.number().int() })),
});

/**
 * Replaces the departments with `departments` (in this order), all or nothing: no name twice; a
 * department left out while staff accounts still belong to it is refused, naming it. The staff of a
 * department whose roles change keep their own roles; a staff import gives the department's roles.
 */
export const districtDepartmentsSave = defineEndpoint({
  method: 'POST',
  path: '/api/center/district/departments',
  body: 'json',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：保存本局部门列表及各部门对应的部门角色（全部或全不；仍有工作人员的部门不能删除）',
  input: z.object({
    departments: z
      .array(departmentItem)
      .min(1, '请至少填写一个部门')
      .max(100, '部门最多100个')
      .refine((list) => new Set(list.map((d) => d.name)).size === list.length, '部门名称不能重复'),
  }),
  output: z.object({ saved: z.number().int() }),
});

/**
 * Imports staff accounts from the 工作人员账号导入模板 (GET /api/template/download?name=districtStaff):
 * 姓名, 账号, 部门 (a department of 区情配置), 角色 (optional, added to the department's), 手机号,
 * 管辖街道 and 管辖行业 (optional scopes). All rows or none: any problem (unknown department, street or
 * industry, an account or phone twice or taken by another account, a merged cell) answers every
 * problem with the error workbook and stores nothing. An account already there is updated; each new
 * one receives a one-time initial password by SMS (账号开通通知) and sets its own at first login.
 */
export const districtStaffImport = defineEndpoint({
  method: 'POST',
  path: '/api/center/district/staff/import',
  body: 'multipart',
  access: 'gov',
  permission: ADMIN_PERMISSION,
  tag: 'setup',
  summary: '区情配置：从 Excel 导入工作人员账号（全部或全不）；新账号的一次性初始密码以短信发送，首次登录须设置新密码；已有账号按账号更新',
  input: z.object({ file: fileField('请选择工作人员账号 Excel 文件') }),
  output: importResult.extend({ smsFailed: z.array(z.string()).describe('初始密码短信未能发出的新账号（请在工作人员账号中重置密码）') }),
});
