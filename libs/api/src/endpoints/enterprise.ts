import { z } from 'zod';
import { isValidIdCard, isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { bigRecordId, dateFormat, dateOnly, fileField, idListParam, importProblem, isCalendarDate, pageOf, pagination } from '../schemas';

/**
 * Highest-education dictionary (labels as the bureau's forms write them, 《学历代码》GB/T 4658
 * grouped); the first three count as "bachelor's degree or above".
 */
export const EDUCATION_LEVELS = ['博士研究生', '硕士研究生', '大学本科', '大学专科', '高中及以下'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** Employment status filter of the staff list: 'active' 在职 (no leaving date), 'left' 离职. */
export const STAFF_STATUSES = ['active', 'left'] as const;

/** A calendar date 'YYYY-MM-DD' that exists and is not in the future (entry and leaving dates). */
const pastDate = (label: string) =>
  z
    .string()
    .min(1, `请填写${label}`)
    .pipe(dateFormat)
    .refine((v) => isCalendarDate(v) && new Date(`${v}T00:00:00Z`).getTime() <= Date.now(), `${label}不是有效日期或晚于今天`);

/**
 * The fields of one staff record as an enterprise enters them, by hand or in the import
 * workbook; each field carries its own rule and Chinese message, so the import can name the
 * failing column (identity number GB 11643-1999 via isValidIdCard, mobile via isValidMobile,
 * education from {@link EDUCATION_LEVELS} by label).
 */
export const staffFields = {
  name: z.string().trim().min(1, '请填写姓名').max(50, '姓名不能超过50个字'),
  idCard: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v.length === 18 && isValidIdCard(v), '身份证号码应为18位，且出生日期和校验位正确'),
  phone: z.string().trim().refine(isValidMobile, '手机号码应为11位大陆手机号'),
  education: z.enum(EDUCATION_LEVELS, { message: `最高学历只能是：${EDUCATION_LEVELS.join('、')}` }),
  position: z.string().trim().max(50, '岗位不能超过50个字').default(''),
  entryDate: pastDate('入职日期'),
};

/** One staff record as the enterprise sees it; `sex` and `age` come from the identity number. */
export const staffRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  idCard: z.string(),
  sex: z.enum(['男', '女']),
  age: z.number().int().nullable(),
  phone: z.string(),
  education: z.string(),
  position: z.string(),
  entryDate: dateOnly,
  /** null while employed */
  leftOn: dateOnly.nullable(),
});
export type StaffRecord = z.infer<typeof staffRecord>;

export const personalList = defineEndpoint({
  method: 'GET',
  path: '/api/ent/personal/personalList',
  body: 'query',
  access: 'ent',
  tag: 'enterprise',
  summary: '本企业在职人员列表（姓名或身份证号关键字、学历、在职状态筛选，分页）',
  input: z.object({
    ...pagination,
    keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional(),
    education: z.enum(EDUCATION_LEVELS).optional(),
    status: z.enum(STAFF_STATUSES).optional().describe('active 在职, left 离职'),
  }),
  output: pageOf(staffRecord),
});

export const personalModify = defineEndpoint({
  method: 'POST',
  path: '/api/ent/personal/modify',
  body: 'json',
  access: 'ent',
  tag: 'enterprise',
  summary: '新增（无 id）或修改本企业的一条人员记录；同一企业身份证号不能重复（4009）',
  input: z.object({ id: bigRecordId.optional(), ...staffFields }),
  output: z.object({ id: z.number().int() }),
});

export const personalRemove = defineEndpoint({
  method: 'POST',
  path: '/api/ent/personal/remove/{ids}',
  body: 'json',
  access: 'ent',
  tag: 'enterprise',
  summary: '删除本企业的人员记录（路径中逗号分隔的编号）；含其他企业的记录时整体拒绝（4003）',
  input: z.object({
    ids: idListParam(1000, bigRecordId),
  }),
  output: z.object({ removed: z.number().int() }),
});

export const modifyPersonal = defineEndpoint({
  method: 'POST',
  path: '/api/ent/personal/modifyPersonal',
  body: 'json',
  access: 'ent',
  tag: 'enterprise',
  summary: '离职登记（leftOn 为离职日期）或恢复在职（leftOn 为 null），可批量',
  input: z.object({
    ids: z.array(bigRecordId).min(1, '请选择人员').max(1000, '一次最多1000条'),
    leftOn: pastDate('离职日期').nullable(),
  }),
  output: z.object({ updated: z.number().int() }),
});


/**
 * What an import answers: rows read, new and updated records (same identity number in this
 * enterprise), the rejected rows, and when there are any, an error workbook (base64 xlsx: the
 * rejected rows as written plus a 错误原因 column) to correct and import again.
 */
export const importResult = z.object({
  total: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  problems: z.array(importProblem),
  errorWorkbook: z.string().nullable().describe('base64 编码的 xlsx；无错误时为 null'),
});
export type ImportResult = z.infer<typeof importResult>;

export const personalImport = defineEndpoint({
  method: 'POST',
  path: '/api/ent/personal/import',
  body: 'multipart',
  access: 'ent',
  tag: 'enterprise',
  summary: '从 Excel（xlsx，模板见 /api/template/download?name=personal）导入人员；有效行在一个事务中保存，无效行逐行说明原因',
  input: z.object({ file: fileField('请选择要导入的 Excel 文件') }),
  output: importResult,
});

/** Order of the values on a line of the identity-card entry (the import template's column order). */
export const STAFF_LINE_KEYS = ['name', 'idCard', 'phone', 'education', 'position', 'entryDate'] as const;

/**
 * The values of one line of the identity-card entry (/identificationH5): separated by tabs,
 * commas (either width) or spaces, in {@link STAFF_LINE_KEYS} order; five values mean 岗位 was
 * left out. An empty line gives an empty array.
 */
export function staffLineValues(line: string): string[] {
  const parts = line
    .trim()
    .split(/\s*[\t,，]\s*|\s+/)
    .filter((p) => p !== '');
  return parts.length === 5 ? [...parts.slice(0, 4), '', parts[4]!] : parts;
}

export const personalImportIdCard = defineEndpoint({
  method: 'POST',
  path: '/api/ent/personal/importIdCard',
  body: 'multipart',
  access: 'ent',
  tag: 'enterprise',
  summary: '手机按身份证录入人员：rows 每行一人（姓名、身份证号码、手机号码、最高学历、岗位、入职日期，以制表符、逗号或空格分隔），与 Excel 导入同样逐行校验、一个事务保存',
  input: z.object({ rows: z.string().trim().min(1, '请至少录入一人').max(200_000, '内容过长，请分批录入') }),
  output: importResult,
});

export const entExport = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info/entExport',
  body: 'export',
  access: 'ent',
  tag: 'enterprise',
  summary: '导出本企业人员信息（xlsx，列同导入模板另加离职日期，可改后再导入；服务器边读边写）',
  input: z.object({ status: z.enum(STAFF_STATUSES).optional().describe('active 在职, left 离职, 缺省全部') }),
  output: z.null(),
});

/** Downloadable import templates: `personal` 人员信息导入模板, `resume` 简历信息导入模板, `areaAudit` 个人补贴审核名单导入模板 (modules/allowance), `demand` 企业需求导入模板 (modules/demand). */
export const TEMPLATE_NAMES = ['personal', 'resume', 'areaAudit', 'demand'] as const;

export const templateDownload = defineEndpoint({
  method: 'GET',
  path: '/api/template/download',
  body: 'export',
  access: 'public',
  tag: 'enterprise',
  summary: '下载导入模板（xlsx）',
  input: z.object({ name: z.enum(TEMPLATE_NAMES).describe('personal 人员信息导入模板, resume 简历信息导入模板, areaAudit 个人补贴审核名单导入模板, demand 企业需求导入模板') }),
  output: z.null(),
});

/** The enterprise's own details; name, credit code, street and industry come from registration and are read-only here. */
export const entInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  enterpriseType: z.string(),
  foundedOn: dateOnly,
  address: z.string(),
  legalPerson: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  email: z.string(),
  registeredCapital: z.number().nullable().describe('注册资本，万元'),
  intro: z.string(),
});
export type EntInfo = z.infer<typeof entInfo>;

/** The details an enterprise changes on /modifyEntInfo, with their rules. */
export const entInfoFields = {
  address: z.string().trim().min(1, '请填写企业地址').max(200, '企业地址不能超过200个字'),
  legalPerson: z.string().trim().min(1, '请填写法定代表人').max(50, '法定代表人不能超过50个字'),
  contactName: z.string().trim().min(1, '请填写联系人').max(50, '联系人不能超过50个字'),
  contactPhone: z.string().trim().refine(isValidMobile, '联系电话应为11位大陆手机号'),
  email: z.union([z.literal(''), z.email('电子邮箱格式不正确')]),
  registeredCapital: z.coerce.number({ message: '注册资本应为数字' }).min(0, '注册资本不能为负数').max(100_000_000, '注册资本过大').nullable(),
  intro: z.string().trim().max(2000, '企业简介不能超过2000个字'),
};

/**
 * One year of the enterprise's annual data (/entdata, SPEC.md section 1): money in 万元, counts
 * in people or items. `submittedAt` is null for a year not filled yet.
 */
export const annualFields = {
  revenue: z.coerce.number({ message: '营业收入应为数字' }).min(0, '营业收入不能为负数').max(1e9, '营业收入过大'),
  tax: z.coerce.number({ message: '纳税总额应为数字' }).min(0, '纳税总额不能为负数').max(1e9, '纳税总额过大'),
  rdInput: z.coerce.number({ message: '研发投入应为数字' }).min(0, '研发投入不能为负数').max(1e9, '研发投入过大'),
  talentInput: z.coerce.number({ message: '人才投入应为数字' }).min(0, '人才投入不能为负数').max(1e9, '人才投入过大'),
  patents: z.coerce.number({ message: '专利数应为整数' }).int('专利数应为整数').min(0, '专利数不能为负数').max(1e6, '专利数过大'),
  demand: z.coerce.number({ message: '岗位需求数应为整数' }).int('岗位需求数应为整数').min(0, '岗位需求数不能为负数').max(1e6, '岗位需求数过大'),
};
export const annualData = z.object({
  year: z.number().int(),
  revenue: z.number().nullable(),
  tax: z.number().nullable(),
  rdInput: z.number().nullable(),
  talentInput: z.number().nullable(),
  patents: z.number().int().nullable(),
  demand: z.number().int().nullable(),
});
export type AnnualData = z.infer<typeof annualData>;

/**
 * One year of a private vocational training institution's data (/entdataSchool): trainees and
 * certificates in people, teachers in people, courses in items, training revenue in 万元.
 */
export const schoolAnnualFields = {
  trainees: z.coerce.number({ message: '培训人次应为整数' }).int('培训人次应为整数').min(0, '培训人次不能为负数').max(1e7, '培训人次过大'),
  certified: z.coerce.number({ message: '取得证书人数应为整数' }).int('取得证书人数应为整数').min(0, '取得证书人数不能为负数').max(1e7, '取得证书人数过大'),
  employed: z.coerce.number({ message: '培训后就业人数应为整数' }).int('培训后就业人数应为整数').min(0, '培训后就业人数不能为负数').max(1e7, '培训后就业人数过大'),
  teachers: z.coerce.number({ message: '专职教师人数应为整数' }).int('专职教师人数应为整数').min(0, '专职教师人数不能为负数').max(1e5, '专职教师人数过大'),
  courses: z.coerce.number({ message: '开设培训项目数应为整数' }).int('开设培训项目数应为整数').min(0, '开设培训项目数不能为负数').max(1e4, '开设培训项目数过大'),
  trainingRevenue: z.coerce.number({ message: '培训收入应为数字' }).min(0, '培训收入不能为负数').max(1e9, '培训收入过大'),
};
/** Rules across fields of a school year: certificates and jobs cannot outnumber trainees. */
export const schoolAnnualOk = (d: { trainees: number; certified: number; employed: number }) => d.certified <= d.trainees && d.employed <= d.trainees;
export const SCHOOL_ANNUAL_MESSAGE = '取得证书人数和培训后就业人数不能超过培训人次';
export const schoolAnnualData = z.object({
  year: z.number().int(),
  trainees: z.number().int().nullable(),
  certified: z.number().int().nullable(),
  employed: z.number().int().nullable(),
  teachers: z.number().int().nullable(),
  courses: z.number().int().nullable(),
  trainingRevenue: z.number().nullable(),
});
export type SchoolAnnualData = z.infer<typeof schoolAnnualData>;

/** Latest talent data, counted from the enterprise's staff records in employment. */
export const talentSummary = z.object({
  total: z.number().int(),
  byEducation: z.array(z.object({ education: z.string(), count: z.number().int() })),
  under35: z.number().int().describe('35周岁以下'),
});

export const entInfoGet = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info',
  body: 'query',
  access: 'ent',
  tag: 'enterprise',
  summary: '本企业信息、最近两个年度的年度数据（年度按 on.off.ent 规则）和最新人才数据',
  input: z.object({}),
  output: z.object({ info: entInfo, years: z.array(z.number().int()), annual: z.array(annualData), school: z.array(schoolAnnualData).describe('民办职业培训机构的年度数据（/entdataSchool）'), talent: talentSummary }),
});

export const entInfoModify = defineEndpoint({
  method: 'POST',
  path: '/api/ent/info/modify',
  body: 'json',
  access: 'ent',
  tag: 'enterprise',
  summary: '修改本企业信息（section=info）或填报一个年度的年度数据（section=annual；民办职业培训机构 section=school，其他企业 4003；只能是开放填报的两个年度）',
  input: z.discriminatedUnion('section', [
    z.object({ section: z.literal('info'), ...entInfoFields }),
    z.object({ section: z.literal('annual'), year: z.coerce.number().int(), ...annualFields }),
    z.object({ section: z.literal('school'), year: z.coerce.number().int(), ...schoolAnnualFields }).refine(schoolAnnualOk, { message: SCHOOL_ANNUAL_MESSAGE, path: ['certified'] }),
  ]),
  output: z.null(),
});
