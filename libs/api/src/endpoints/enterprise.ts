import { z } from 'zod';
import { isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { defineLedger, ledgerImportResult } from '../ledger';
import { bigRecordId, dateOnly, identityNumber, mobileNumber, pastDate, exportCall } from '../schemas';
import { EDUCATION_LEVELS } from '../vocabulary';
import { enterpriseOverview } from '../records';

/**
 * Enterprise staff records (人员信息, /talentdata, /talentdataH5; SPEC.md section 7, Enterprise):
 * the enterprise's own staff, kept on the ledger engine. Each field carries its own rule and
 * Chinese message, so the import can name the failing column (identity number GB 11643-1999 via
 * isValidIdCard, mobile via isValidMobile, education from {@link EDUCATION_LEVELS} by label). An
 * identity number is one person within an enterprise (4009). `sex` and `age` come from the
 * identity number, `leftOn` (离职日期, null while employed) is set by `modifyPersonal`; the list
 * filters on 在职 / 离职 by `status`. The import template is `/api/template/download?name=personal`.
 * Identity and mobile numbers are answered masked (`mask`; issue 24) and revealed one by one, logged.
 */
export const staffLedger = defineLedger({
  name: 'staff',
  title: '人员信息',
  tag: 'enterprise',
  access: { kind: 'ent' },
  bigIds: true,
  fields: {
    name: { schema: z.string().trim().min(1, '请填写姓名').max(50, '姓名不能超过50个字'), label: '姓名', cell: { width: 14, rule: '不超过50个字', example: '张三' } },
    idCard: {
      schema: identityNumber,
      label: '身份证号码',
      mask: 'idCard',
      cell: { width: 24, rule: '18位居民身份证号码，出生日期与校验位须正确；末位 X 大小写均可。请保持该列为文本格式', example: '440106199001011235', text: true },
    },
    phone: { schema: mobileNumber, label: '手机号码', mask: 'mobile', cell: { width: 16, rule: '11位大陆手机号码', example: '13800138000', text: true } },
    education: {
      schema: z.enum(EDUCATION_LEVELS, { message: `最高学历只能是：${EDUCATION_LEVELS.join('、')}` }),
      label: '最高学历',
      options: EDUCATION_LEVELS,
      dict: 'education',
      cell: { width: 14, rule: `从下拉列表选择：${EDUCATION_LEVELS.join('、')}`, example: '大学本科' },
    },
    position: { schema: z.string().trim().max(50, '岗位不能超过50个字').default(''), label: '岗位', cell: { width: 18, rule: '不超过50个字，可不填', example: '人力资源专员' } },
    entryDate: { schema: pastDate('入职日期'), label: '入职日期', control: 'date', cell: { width: 14, rule: '日期，如 2024-03-01、2024/3/1 或 2024年3月1日，不能晚于今天', example: '2024-03-01' } },
  },
  derived: {
    sex: { schema: z.enum(['男', '女']), label: '性别' },
    age: { schema: z.number().int().nullable(), label: '年龄' },
    leftOn: { schema: dateOnly.nullable(), label: '离职日期', export: true },
  },
  filters: {
    keyword: { label: '姓名或身份证号', fields: { name: 'contains', idCard: 'prefix' } },
    equals: ['education'],
    choices: {
      status: {
        label: '在职状态',
        options: [
          { value: 'active', label: '在职' },
          { value: 'left', label: '离职' },
        ],
      },
    },
  },
  order: [],
  key: ['idCard'],
  defaults: { education: '大学本科' },
  messages: { duplicate: (v) => `身份证号码 ${String(v.idCard)} 已在本企业人员名单中`, outOfScope: '只能操作本企业的人员记录' },
  paths: {
    page: { method: 'GET', path: '/api/ent/personal/personalList' },
    save: '/api/ent/personal/modify',
    remove: '/api/ent/personal/remove/{ids}',
    import: '/api/ent/personal/import',
    export: '/api/ent/info/entExport',
  },
});

/** One staff record as the enterprise sees it. */
export type StaffRecord = z.infer<typeof staffLedger.item>;

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
 * The values of one line of the identity-card entry (/identificationH5): separated by tabs,
 * commas (either width) or spaces, in the order of {@link staffLedger}'s fields (the import
 * template's columns); five values mean 岗位 was
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
  output: ledgerImportResult,
});

/** Downloadable import templates: `personal` 人员信息导入模板, `resume` 简历信息导入模板, `areaAudit` 个人补贴审核名单导入模板 (modules/allowance), `demand` 企业需求导入模板 (modules/demand), `knowledge` 知识条目导入模板 (modules/knowledge), `msgEnterprises` 消息收信企业名单 (modules/messages), `campaignPhones` 目标人群号码名单 (modules/ageAppropriate). */
export const TEMPLATE_NAMES = ['personal', 'resume', 'areaAudit', 'demand', 'knowledge', 'msgEnterprises', 'campaignPhones', 'districtStaff'] as const;

export const templateDownload = defineEndpoint({
  ...exportCall,
  path: '/api/template/download',
  access: 'public',
  tag: 'enterprise',
  summary: '下载导入模板（xlsx）',
  input: z.object({ name: z.enum(TEMPLATE_NAMES).describe('personal 人员信息导入模板, resume 简历信息导入模板, areaAudit 个人补贴审核名单导入模板, demand 企业需求导入模板, knowledge 知识条目导入模板, msgEnterprises 消息收信企业名单模板, campaignPhones 目标人群号码名单模板, districtStaff 工作人员账号导入模板') }),
});

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

export const entInfoGet = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info',
  body: 'query',
  access: 'ent',
  tag: 'enterprise',
  summary: '本企业信息、最近两个年度的年度数据（年度按 on.off.ent 规则）和最新人才数据',
  input: z.object({}),
  output: enterpriseOverview,
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
