import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateTime, empty } from '../schemas';
import { CONTENT_KINDS } from '../vocabulary';
import { blogRoll, siteNoticeConfig, entrance, organisationCard } from '../records';

export const home = defineEndpoint({
  method: 'GET',
  path: '/api/home',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页：顶部横幅、友情链接（最多5个）、本区名称与主办单位、备案与版权',
  input: empty,
  output: z.object({
    topImage: z.string().describe('顶部横幅图片地址，来自 platform_top_image 配置'),
    blogRollList: z.array(blogRoll).max(5),
    districtName: z.string().describe('本区名称（区情配置）；未配置时为空'),
    bureau: z.string().describe('主办单位全称（区情配置）；未配置时为空'),
    copyright: z.string().describe('页脚“主办单位：…”，由主办单位生成'),
    filingNumber: z.string(),
  }),
});

export const siteNotice = defineEndpoint({
  method: 'GET',
  path: '/api/home/siteNotice',
  body: 'query',
  access: 'ent',
  tag: 'home',
  summary: '温馨提示（企业账号）：截止日期前且本账号尚未点“我知道了”时给出提示内容，否则为 null',
  input: empty,
  output: siteNoticeConfig.nullable(),
});

export const acknowledgeSiteNotice = defineEndpoint({
  method: 'POST',
  path: '/api/home/siteNotice/acknowledge',
  body: 'json',
  access: 'ent',
  tag: 'home',
  summary: '温馨提示“我知道了”：本账号对当前截止日期的提示不再显示（记在服务器，换浏览器也不再显示）',
  input: empty,
  output: z.null(),
});

/* ---- the /Home blocks: each from the database, loaded on its own ---- */

export const entranceConfig = defineEndpoint({
  method: 'GET',
  path: '/oa/entranceConfig',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '服务入口配置（编码 10、20、30、31、32、33、40、41、42、99），按排序',
  input: empty,
  output: z.array(entrance),
});

export const importantService = defineEndpoint({
  method: 'GET',
  path: '/api/home/importantService',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页“重点服务”：标为重点的服务入口',
  input: empty,
  output: z.array(entrance),
});

export const serviceOrg = defineEndpoint({
  method: 'GET',
  path: '/api/home/serviceOrg',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页“人力资源服务机构”：排序靠前的6家',
  input: empty,
  output: z.array(organisationCard),
});

export const recentPublished = defineEndpoint({
  method: 'GET',
  path: '/api/home/recentPublished',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页“最新发布”：通知、政策、解读、公开数据、人才报告与政策事项中最新的8条',
  input: empty,
  output: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      category: z.enum(CONTENT_KINDS),
      deptName: z.string(),
      publishTime: dateTime,
    }),
  ),
});

export const areaCondOverview = defineEndpoint({
  method: 'GET',
  path: '/api/home/areaCondOverview',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页“区情概况”：街道、企业、在职人才、本科及以上人才数与本年发布数',
  input: empty,
  output: z.object({
    districtName: z.string(),
    streetCount: z.number().int(),
    enterpriseCount: z.number().int(),
    talentCount: z.number().int(),
    degreeTalentCount: z.number().int(),
    publishedThisYear: z.number().int(),
  }),
});

export const industryData = defineEndpoint({
  method: 'GET',
  path: '/api/home/industryData',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页“产业数据”：在职人才最多的8个行业门类（GB/T 4754-2017）的企业数与人才数',
  input: empty,
  output: z.array(z.object({ industryCode: z.string(), industryName: z.string(), enterpriseCount: z.number().int(), talentCount: z.number().int() })),
});

/**
 * Figures of the logged-in user's own home block: an enterprise sees its staff, degree staff,
 * unread messages and subscriptions; a staff member its department's drafts, pending, published
 * and (auditors) what waits for their audit; others their unread messages.
 */
export const SELF_FIGURES = ['staff', 'degreeStaff', 'unread', 'subscriptions', 'drafts', 'pending', 'published', 'toAudit'] as const;

export const selfData = defineEndpoint({
  method: 'GET',
  path: '/api/home/selfData',
  body: 'query',
  access: 'user',
  tag: 'home',
  summary: '首页“我的数据”：按用户类型给出自己的数字',
  input: empty,
  output: z.object({
    /** the enterprise's or the department's name; the user's name for others */
    title: z.string(),
    figures: z.array(z.object({ key: z.enum(SELF_FIGURES), value: z.number().int() })),
  }),
});
