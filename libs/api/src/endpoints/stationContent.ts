import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty, idParam, pageOf, pagination, byId } from '../schemas';
import { publicationItem, publicationDetail, activityItem } from '../records';
import { STATION_CONTENT_KINDS } from '../vocabulary';

/** A service item or news item in the list: title, one-paragraph summary, department, publish time, views. */
export const stationArticleItem = publicationItem.extend({ category: z.enum(STATION_CONTENT_KINDS) });
export type StationArticleItem = z.infer<typeof stationArticleItem>;

export const stationArticlePage = defineEndpoint({
  method: 'GET',
  path: '/api/station/article/page',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '人才赋能站服务项目与站点动态（已发布，最新在前；可按类别、关键字筛选）',
  input: z.object({
    ...pagination,
    category: z.enum(STATION_CONTENT_KINDS, { message: '类别应为服务项目或站点动态' }).optional().describe('stationService 服务项目, stationNews 站点动态'),
    keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional().describe('标题或正文关键字'),
  }),
  output: pageOf(stationArticleItem),
});

export const stationArticleDetail = defineEndpoint({
  method: 'GET',
  path: '/api/station/article/{id}',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '一条服务项目或站点动态：正文与附件（打开计一次浏览）；未发布的答 4004',
  input: byId,
  output: publicationDetail.extend({ category: z.enum(STATION_CONTENT_KINDS) }),
});

/**
 * Recruitment sessions (招聘会, SPEC.md section 7 /recruitmentSession/): the station's activities
 * of type recruitment (ACTIVITY_TYPES, /activityManage), published or ended. The participating
 * enterprises are the enterprise accounts that signed up for it (enrolled or attended, never
 * waiting or cancelled); their posts are their job demands on shelf, each linked to
 * /entDemandDetail. Whether the latest session shows on /Home is the sys_config item
 * RECRUITMENT_SESSION_SWITCH_KEY ('1' shown, anything else hidden).
 */

/** At most this many posts are listed per enterprise of a session (the newest on shelf). */
export const SESSION_POSTS_PER_ENTERPRISE = 10;

/** A post of a participating enterprise: a demand on shelf (/entDemandDetail?id=). */
export const sessionPost = z.object({
  id: z.number().int(),
  postName: z.string(),
  education: z.string().describe('学历要求：EDUCATION_LEVELS 或 不限'),
  salaryMin: z.number().int().describe('月薪下限（元）'),
  salaryMax: z.number().int().describe('月薪上限（元）'),
  headcount: z.number().int(),
});

/** A participating enterprise with its posts on shelf. */
export const sessionEnterprise = z.object({
  entId: z.number().int(),
  name: z.string(),
  industry: z.string(),
  postCount: z.number().int().describe('在招岗位数（全部）'),
  posts: z.array(sessionPost).describe(`最新的至多${SESSION_POSTS_PER_ENTERPRISE}个在招岗位`),
});

/** A recruitment session: the activity (time, place, places and sign-up state) with its enterprises. */
export const recruitmentSession = z.object({
  activity: activityItem,
  enterpriseCount: z.number().int(),
  postCount: z.number().int().describe('参会企业在招岗位总数'),
  enterprises: z.array(sessionEnterprise),
});
export type RecruitmentSession = z.infer<typeof recruitmentSession>;

export const recruitmentSessionLatest = defineEndpoint({
  method: 'GET',
  path: '/recruitmentSession/getLatestRecruitmentSession',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '最近一场招聘会：尚未结束的已发布招聘会中开始最早的一场；没有时为 null',
  input: empty,
  output: recruitmentSession.nullable(),
});

export const recruitmentSessionSwitch = defineEndpoint({
  method: 'GET',
  path: '/recruitmentSession/getSwitch',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '首页是否展示最近一场招聘会（系统配置 recruitmentSession.switch）',
  input: empty,
  output: z.object({ on: z.boolean() }),
});

export const recruitmentSessionList = defineEndpoint({
  method: 'GET',
  path: '/recruitmentSession/getList',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '招聘会列表（已发布在前，按开始时间；已结束在后），含参会企业与在招岗位；给出 id 时只答该场',
  input: z.object({ ...pagination, id: idParam.optional().describe('只看这一场招聘会（活动编号）') }),
  output: pageOf(recruitmentSession),
});
