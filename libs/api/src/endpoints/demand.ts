import { z } from 'zod';
import { isValidCreditCode, isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { defineTransitions } from '../workflow';
import { idParam, pageOf, pagination, recordId, importResult, exportCall, workbookImport, byId } from '../schemas';
import { EMPLOYMENT_SERVICE_ROLES, DEMAND_STATUSES, DEMAND_EDUCATIONS } from '../vocabulary';
import { demandItem } from '../records';

/** What may happen to a demand, by whom ('ent' the owning enterprise, 'gov' staff), from which status to which (the one transition table). */
export const DEMAND_WORKFLOW = defineTransitions('demand', DEMAND_STATUSES, {
  /** the enterprise submits a draft or a taken-down demand for audit */
  submit: { by: 'ent', from: ['draft', 'off'], to: 'pending', label: '提交审核' },
  /** staff approve: on shelf */
  approve: { by: 'gov', from: ['pending'], to: 'on', label: '审核通过' },
  /** staff send it back to the enterprise with a note */
  reject: { by: 'gov', from: ['pending'], to: 'draft', label: '退回' },
  /** the enterprise takes its demand off shelf */
  shelveOff: { by: 'ent', from: ['on'], to: 'off', label: '下架' },
  /** staff take a demand down */
  takeDown: { by: 'gov', from: ['on'], to: 'off', label: '强制下架' },
  /** staff hide a demand from everyone but staff */
  hide: { by: 'gov', from: ['pending', 'on', 'off'], to: 'hidden', label: '隐藏' },
});
export type DemandAction = keyof typeof DEMAND_WORKFLOW.actions;

/** The fields of a demand as the enterprise writes them; salaries in 元 per month. */
export const demandFields = {
  postName: z.string().trim().min(1, '请填写岗位名称').max(50, '岗位名称不能超过50个字'),
  education: z.enum(DEMAND_EDUCATIONS, { message: `学历要求只能是：${DEMAND_EDUCATIONS.join('、')}` }),
  salaryMin: z.coerce.number({ message: '最低月薪应为数字' }).int('月薪应为整数').min(1000, '最低月薪不能低于1000元').max(1_000_000, '月薪过大'),
  salaryMax: z.coerce.number({ message: '最高月薪应为数字' }).int('月薪应为整数').min(1000, '最高月薪不能低于1000元').max(1_000_000, '月薪过大'),
  headcount: z.coerce.number({ message: '招聘人数应为数字' }).int('招聘人数应为整数').min(1, '招聘人数至少为1').max(10_000, '招聘人数过大'),
  workAddress: z.string().trim().min(1, '请填写工作地点').max(200, '工作地点不能超过200个字'),
  description: z.string().trim().min(10, '岗位描述至少10个字').max(5000, '岗位描述不能超过5000个字'),
  contactName: z.string().trim().min(1, '请填写联系人').max(50, '联系人不能超过50个字'),
  contactPhone: z.string().trim().refine(isValidMobile, '联系电话应为11位大陆手机号'),
};
/** Salary range check shared by the form and the server. */
export const salaryRangeOk = (d: { salaryMin: number; salaryMax: number }) => d.salaryMax >= d.salaryMin;
export const SALARY_RANGE_MESSAGE = '最高月薪不能低于最低月薪';

export const demandDetailOut = demandItem.extend({ description: z.string(), contactName: z.string(), contactPhone: z.string(), auditNote: z.string(), mine: z.boolean().describe('调用者是发布企业') });
export type DemandDetail = z.infer<typeof demandDetailOut>;

/** Filters of the public job list (/jobDemandAll): keyword, industry, street, salary range (元/月) and education. */
export const publicDemandFilter = {
  keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional(),
  industryCode: z.string().trim().max(10).optional(),
  streetCode: z.string().trim().max(20).optional(),
  salaryFrom: z.coerce.number().int().min(0).max(1_000_000).optional().describe('月薪下限（元），岗位最高月薪不低于它'),
  salaryTo: z.coerce.number().int().min(0).max(1_000_000).optional().describe('月薪上限（元），岗位最低月薪不高于它'),
  education: z.enum(DEMAND_EDUCATIONS).optional(),
};

export const demandPage = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/ent/demand/page',
  body: 'json',
  access: 'ent',
  tag: 'demand',
  summary: '本企业的招聘需求（状态、关键字筛选，分页）',
  input: z.object({ ...pagination, status: z.enum(DEMAND_STATUSES).optional(), keyword: z.string().trim().max(50).optional() }),
  output: pageOf(demandItem),
});

export const demandPageNew = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/ent/demand/pageNew',
  body: 'json',
  access: 'public',
  tag: 'demand',
  summary: '已上架的招聘岗位（关键字、行业、街道、薪资范围、学历筛选，最新发布在前）',
  input: z.object({ ...pagination, ...publicDemandFilter }),
  output: pageOf(demandItem),
});

export const demandPage1 = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/ent/demand/page1',
  body: 'json',
  access: 'public',
  tag: 'demand',
  summary: '有上架岗位的企业（关键字、行业、街道筛选），附在招岗位数与招聘人数',
  input: z.object({ ...pagination, keyword: publicDemandFilter.keyword, industryCode: publicDemandFilter.industryCode, streetCode: publicDemandFilter.streetCode }),
  output: pageOf(z.object({ enterpriseId: z.number().int(), entName: z.string(), streetName: z.string(), industryName: z.string(), posts: z.number().int(), headcount: z.number().int(), latestPost: z.string() })),
});

export const demandAddOrUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/ent/demand/addOrUpdate',
  body: 'json',
  access: 'ent',
  tag: 'demand',
  summary: '新增（无 id）或修改本企业的招聘需求；submit=true 时提交审核。已上架或已隐藏的需求不能修改（4009）',
  input: z
    .object({ id: recordId.optional(), submit: z.boolean().default(false), ...demandFields })
    .refine(salaryRangeOk, { message: SALARY_RANGE_MESSAGE, path: ['salaryMax'] }),
  output: z.object({ id: z.number().int(), status: z.enum(DEMAND_STATUSES) }),
});

export const demandDetail = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/ent/demand/detail',
  body: 'json',
  access: 'public',
  tag: 'demand',
  summary: '一条招聘需求：已上架的人人可看；其他状态只有发布企业和政府工作人员可看',
  input: byId,
  output: demandDetailOut,
});

export const demandDel = defineEndpoint({
  method: 'POST',
  path: '/api/ent/demand/del',
  body: 'json',
  access: 'ent',
  tag: 'demand',
  summary: '删除本企业草稿或已下架的招聘需求（其他状态 4009）',
  input: byId,
  output: z.null(),
});

export const demandShelves = defineEndpoint({
  method: 'POST',
  path: '/api/ent/demand/shelves',
  body: 'json',
  access: 'ent',
  tag: 'demand',
  summary: '上架（提交审核，审核通过后上架）或下架本企业的招聘需求',
  input: z.object({ id: idParam, on: z.boolean().describe('true 提交上架审核, false 下架') }),
  output: z.object({ status: z.enum(DEMAND_STATUSES) }),
});

export const demandLatestRecords = defineEndpoint({
  method: 'GET',
  path: '/api/ent/demand/latestRecords/{id}',
  body: 'query',
  access: 'public',
  tag: 'demand',
  summary: '一家企业最近上架的岗位（最多10条），id 为企业编号',
  input: byId,
  output: z.array(demandItem),
});

export const getEntDemandCountById = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info/getEntDemandCountById/{id}',
  body: 'query',
  access: 'public',
  tag: 'demand',
  summary: '一家企业在招岗位数与招聘人数，id 为企业编号',
  input: byId,
  output: z.object({ posts: z.number().int(), headcount: z.number().int() }),
});

export const getPostAddress = defineEndpoint({
  method: 'GET',
  path: '/api/ent/info/getPostAddress',
  body: 'query',
  access: 'ent',
  tag: 'demand',
  summary: '本企业用过的工作地点（企业地址在前），供填写岗位时选择',
  input: z.object({}),
  output: z.array(z.string()),
});

export const demandQrCode = defineEndpoint({
  ...exportCall,
  path: '/employmentStation/entAndUser/generateQrCode/{id}',
  access: 'public',
  tag: 'demand',
  summary: '岗位详情页的二维码（PNG），扫码打开 {PUBLIC_ORIGIN}/entDemandDetail?id={id}；站点地址只取服务器配置，不取自请求',
  input: byId,
});

export const centerDemandList = defineEndpoint({
  method: 'GET',
  path: '/api/center/demand/list1',
  body: 'query',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demand',
  summary: '招聘需求审核列表（状态、关键字筛选，分页）',
  input: z.object({ ...pagination, status: z.enum(DEMAND_STATUSES).optional(), keyword: z.string().trim().max(50).optional() }),
  output: pageOf(demandItem),
});

export const centerDemandBatchAudit = defineEndpoint({
  method: 'POST',
  path: '/api/center/demand/batchAudit',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demand',
  summary: '批量审核（approve 通过上架, reject 退回）、隐藏（hide）；任一条状态不允许时整批不变（4009）',
  input: z.object({
    ids: z.array(recordId).min(1, '请选择需求').max(500, '一次最多500条'),
    action: z.enum(['approve', 'reject', 'hide']),
    note: z.string().trim().max(200, '审核意见不能超过200个字').default(''),
  }),
  output: z.object({ updated: z.number().int() }),
});

export const centerDemandTakeDown = defineEndpoint({
  method: 'POST',
  path: '/api/center/demand/takeDown/{id}',
  body: 'json',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demand',
  summary: '下架一条已上架的招聘需求',
  input: z.object({ id: idParam, note: z.string().trim().max(200).default('') }),
  output: z.object({ status: z.enum(DEMAND_STATUSES) }),
});

export const getAddress = defineEndpoint({
  method: 'GET',
  path: '/api/address/getAddress',
  body: 'query',
  access: 'public',
  tag: 'demand',
  summary: '本区街道与行业门类（GB/T 4754-2017）选项，供岗位筛选',
  input: z.object({}),
  output: z.object({ streets: z.array(z.object({ code: z.string(), name: z.string() })), industries: z.array(z.object({ code: z.string(), name: z.string() })) }),
});

export const centerDemandExport = defineEndpoint({
  ...exportCall,
  path: '/api/center/demand/export',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demand',
  summary: '导出招聘需求（xlsx，中文表头，按状态、关键字筛选；服务器流式输出，十万行也不占满内存）',
  input: z.object({ status: z.enum(DEMAND_STATUSES).optional(), keyword: z.string().trim().max(50).optional() }),
});

/**
 * The fields of one row of the enterprise-demand import (企业需求导入, the workbook's columns):
 * the enterprise's unified social credit code (GB 32100-2015) and the demand's fields as the
 * enterprise writes them (demandFields).
 */
export const demandImportFields = {
  creditCode: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine(isValidCreditCode, '统一社会信用代码应为18位且校验位正确'),
  ...demandFields,
};

export const centerDemandImportQyxq = defineEndpoint({
  ...workbookImport,
  path: '/api/center/demand/importQyxq',
  access: 'gov',
  roles: EMPLOYMENT_SERVICE_ROLES,
  tag: 'demand',
  summary:
    '从 Excel（模板见 /api/template/download?name=demand）导入企业需求：每行按统一社会信用代码找到企业，成为其一条待审核的招聘需求；有效行在一个事务中保存，无效行逐行说明原因（updated 恒为 0）',
  output: importResult,
});
