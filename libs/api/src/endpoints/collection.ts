import { isValidCreditCode } from '@portal/validators';
import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty, idParam, pageOf, pagination, exportCall, byId } from '../schemas';
import { enterpriseOverview, enterprisePortrait } from '../records';

/**
 * The data-collection summary (issue 13, SPEC.md section 6 "Other entries"): the industry and
 * street managers follow the enterprises' annual data (/entdata) at /entdataAll, the
 * vocational-construction centre the private vocational training institutions' data
 * (/entdataSchool) at /entdataAllSchool. Each reads only its scope, which the server takes from
 * the account (docs/collection-summary.md): a street manager its street, an industry manager its
 * industry sections, the centre every training institution of the district.
 */

const year = z.coerce.number({ message: '年度应为数字' }).int('年度应为整数').min(2000, '年度超出范围').max(2100, '年度超出范围');

/** Filter of the summary list, its export and its reminder: the year (default: the later open year), name keyword, street, industry section and whether that year is filled. */
const collectionFilter = z.object({
  year: year.optional().describe('年度：开放填报的两个年度之一，默认较晚的一个'),
  name: z.string().trim().max(50).optional().describe('企业名称关键字'),
  streetCode: z.string().trim().max(20).optional().describe('街道代码（只能是管理范围内的街道）'),
  industryCode: z.string().trim().max(2).optional().describe('行业门类代码（只能是管理范围内的行业门类）'),
  filled: z.enum(['0', '1']).optional().describe('该年度数据：1 已填报，0 未填报'),
});

/** The years an enterprise may fill (on.off.ent rule, SPEC.md section 9: the display year and the year before), and the year an answer is about. */
const yearsShown = { year: z.number().int(), years: z.array(z.number().int()).describe('开放填报的年度，升序') };

const collectionRow = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  talentCount: z.number().int().describe('在职人数'),
  filledYears: z.array(z.number().int()).describe('开放填报的年度中已填报的年度'),
});
export type CollectionRow = z.infer<typeof collectionRow>;

/** The enterprises (or training institutions) in the caller's scope with the open years each has filled, largest staff first. */
export const summaryDataPage = defineEndpoint({
  method: 'GET',
  path: '/api/summary/data/page',
  body: 'query',
  access: 'gov',
  tag: 'collection',
  summary: '数据采集汇总：管理范围内的企业（或民办职业培训机构）及其开放年度的填报情况',
  input: collectionFilter.extend(pagination),
  output: pageOf(collectionRow).extend(yearsShown),
});

/** One enterprise's portrait, when it is in the caller's scope. */
export const summaryDetail = defineEndpoint({
  method: 'GET',
  path: '/api/summary/detail/{id}',
  body: 'query',
  access: 'gov',
  tag: 'collection',
  summary: '数据采集详情：管理范围内一家企业的基本信息、人才学历结构与历年经营数据',
  input: byId,
  output: enterprisePortrait,
});

const place = z.object({ code: z.string(), name: z.string() });

/** The caller's scope: the streets and industry sections holding enterprises of it (the filter's choices), and whether the account is limited to some. */
export const summaryAdministerList = defineEndpoint({
  method: 'GET',
  path: '/api/summary/administerList',
  body: 'query',
  access: 'gov',
  tag: 'collection',
  summary: '数据采集汇总的管理范围：街道与行业门类',
  input: empty,
  output: z.object({
    kind: z.enum(['enterprise', 'school']).describe('enterprise 企业年度数据，school 民办职业培训机构年度数据'),
    streets: z.array(place),
    industries: z.array(place),
    allStreets: z.boolean().describe('账号不限街道'),
    allIndustries: z.boolean().describe('账号不限行业门类'),
  }),
});

/** The summary list as xlsx: the same filter, every row of the scope. */
export const summaryDetailExport = defineEndpoint({
  ...exportCall,
  path: '/api/summary/detail/export',
  access: 'gov',
  tag: 'collection',
  summary: '导出数据采集汇总（xlsx）',
  input: collectionFilter,
});

/** Filled and total of a group, and the rate in percent (one decimal; 0 for an empty group). */
const completion = z.object({ total: z.number().int(), filled: z.number().int(), rate: z.number().describe('填报率，百分数') });
const placeCompletion = completion.extend(place.shape);

/** Completion of one year in the caller's scope: overall, by street and by industry section (groups without enterprises left out). */
export const collectStatistics = defineEndpoint({
  method: 'GET',
  path: '/api/entData/collect/statistics',
  body: 'query',
  access: 'gov',
  tag: 'collection',
  summary: '数据采集填报统计：管理范围内某年度的填报率，按街道与行业门类',
  input: z.object({ year: year.optional().describe('年度，默认开放填报的较晚年度') }),
  output: z.object({ ...yearsShown, overall: completion, byStreet: z.array(placeCompletion), byIndustry: z.array(placeCompletion) }),
});
export type CollectStatistics = z.infer<typeof collectStatistics.output>;

/** A reminder sent to an enterprise: the year it was about, when (YYYY-MM-DD HH:mm:ss) and by whom. */
const reminderRow = z.object({ year: z.number().int(), remindedAt: z.string(), remindedBy: z.string(), deptName: z.string() });

/** One enterprise of the caller's scope by its credit code: what it shows itself at /entdata (or /entdataSchool) and the reminders it was sent. */
export const collectEntInfo = defineEndpoint({
  method: 'GET',
  path: '/api/entData/collect/getEntInfoByCreditCode',
  body: 'query',
  access: 'gov',
  tag: 'collection',
  summary: '数据采集详情：按统一社会信用代码查看管理范围内企业的信息、开放年度的填报数据与提醒记录',
  input: z.object({ creditCode: z.string().trim().toUpperCase().refine(isValidCreditCode, '统一社会信用代码格式不正确').describe('统一社会信用代码') }),
  output: enterpriseOverview.extend({ reminders: z.array(reminderRow).describe('最近的提醒，新的在前，至多 20 条') }),
});
export type CollectEntInfo = z.infer<typeof collectEntInfo.output>;

/**
 * Reminds the enterprises of the caller's scope that match the filter (or `ids`) and have not
 * filled `year`: an in-site message to each active account and one SMS to the enterprise's contact
 * (or its accounts' phones); at most once per enterprise per day.
 */
export const collectRemind = defineEndpoint({
  method: 'POST',
  path: '/api/entData/collect/remind',
  body: 'json',
  access: 'gov',
  tag: 'collection',
  summary: '提醒未填报：向管理范围内该年度未填报的企业发送站内消息与短信（每家企业每天至多一次）',
  input: collectionFilter.omit({ filled: true }).extend({
    year,
    ids: z.array(idParam).max(200, '一次至多选择200家企业').optional().describe('只提醒这些企业（不填为符合筛选条件的全部）'),
  }),
  output: z.object({
    reminded: z.number().int().describe('本次提醒的企业数'),
    skipped: z.number().int().describe('今天已提醒过、本次跳过的企业数'),
    unreachable: z.number().int().describe('没有账号也没有联系电话、无法提醒的企业数'),
    messages: z.number().int().describe('站内消息条数'),
    sms: z.number().int().describe('短信条数'),
  }),
});
