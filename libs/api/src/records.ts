import { z } from 'zod';
import { attachment, dateOnly, dateTime } from './schemas';
import { ACTIVITY_AUDIENCES, ACTIVITY_STATUSES, ACTIVITY_TYPES, APPLY_STATUSES, DEMAND_STATUSES, ENTRANCE_CODES } from './vocabulary';

/**
 * Records that more than one area answers or takes, so that no endpoint module imports another
 * (issue 41): the footer's links and the site notice (home, system configuration), service
 * entrances (home, their administration), organisation cards (home, /organList), demands (demand,
 * micro-homepages), published items (publication, the station's content), activities (station,
 * recruitment sessions), and an enterprise's overview and portrait (enterprise, dashboard, the
 * data-collection summary).
 */

/** A friendly link of the footer (SPEC.md section 3, blogRollList). */
export const blogRoll = z.object({ name: z.string(), link: z.string() });

/**
 * The site notice of SPEC.md section 1 as administration keeps it, one configuration item (sys_config
 * {@link SITE_NOTICE_KEY}): the text to enterprise contacts (where `{deadline}` stands, the deadline
 * is shown), the deadline (the last day it is shown, Asia/Shanghai), up to 4 help phone numbers and a
 * help mailbox. Bounded like every input: the text 1 to 500 characters (control characters are refused
 * for every input by sharedInputProblem).
 */
export const siteNoticeConfig = z.object({
  text: z
    .string()
    .trim()
    .min(1, '提示内容不能为空')
    .max(500, '提示内容不能超过500个字符'),
  deadline: dateOnly.describe('截止日期 YYYY-MM-DD，当天仍显示'),
  phones: z.array(z.string().trim().regex(/^[\d\-+() ]{5,20}$/, '咨询电话格式不正确')).max(4, '咨询电话最多4个'),
  email: z.union([z.literal(''), z.string().trim().max(100, '咨询邮箱不能超过100个字符').email('咨询邮箱格式不正确')]),
});
export type SiteNotice = z.infer<typeof siteNoticeConfig>;

/** One service entrance: where it leads and whether it is open now. */
export const entrance = z.object({
  code: z.enum(ENTRANCE_CODES),
  name: z.string(),
  description: z.string(),
  /** a portal path ('/serviceGuide?code=10') or an outside address (https://...) */
  href: z.string(),
  enabled: z.boolean(),
});
export type Entrance = z.infer<typeof entrance>;

/** An organisation card of /organList and the home page. */
export const organisationCard = z.object({
  id: z.number().int(),
  name: z.string(),
  intro: z.string(),
  address: z.string(),
  phone: z.string(),
  tags: z.array(z.string()),
  /** the district enterprise behind the card (its micro-homepage is /miniHomePc?id=), null when none */
  enterpriseId: z.number().int().nullable(),
});

/** A demand in lists and details; the enterprise's name, street and industry come along. */
export const demandItem = z.object({
  id: z.number().int(),
  enterpriseId: z.number().int(),
  entName: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  postName: z.string(),
  education: z.string(),
  salaryMin: z.number().int(),
  salaryMax: z.number().int(),
  headcount: z.number().int(),
  workAddress: z.string(),
  status: z.enum(DEMAND_STATUSES),
  publishedAt: dateTime.nullable(),
  updatedAt: dateTime,
});
export type DemandItem = z.infer<typeof demandItem>;

/** A published item of public data or talent reports (and of the station's content), as lists show it. */
export const publicationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  deptName: z.string(),
  publishTime: dateTime,
  viewCount: z.number().int(),
  fileCount: z.number().int(),
  /** downloads of all its files */
  downloadCount: z.number().int(),
});

/** A published item with its text and files. */
export const publicationDetail = publicationItem.extend({ content: z.string(), attachments: z.array(attachment) });

/** The caller's own sign-up of an activity (null when none, or a visitor). */
export const myApply = z.object({ id: z.number().int(), status: z.enum(APPLY_STATUSES), position: z.number().int().describe('候补序号（1为下一个转正）；非候补为0'), checkCode: z.string() });

/** An activity in lists and details; counts and the sign-up state are computed at the time of the answer. */
export const activityItem = z.object({
  id: z.number().int(),
  type: z.enum(ACTIVITY_TYPES),
  title: z.string(),
  content: z.string(),
  place: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  capacity: z.number().int(),
  signUpStart: dateTime,
  signUpEnd: dateTime,
  audience: z.enum(ACTIVITY_AUDIENCES),
  status: z.enum(ACTIVITY_STATUSES),
  ownerName: z.string().describe('主办部门或街道'),
  enrolled: z.number().int().describe('已占名额（已报名与已签到）'),
  waiting: z.number().int().describe('候补人数'),
  signUp: z.enum(['notStarted', 'open', 'closed']).describe('报名状态：未开始、进行中、已截止（未发布或已取消也为 closed）'),
  cancelReason: z.string(),
  mine: myApply.nullable(),
});
export type ActivityItem = z.infer<typeof activityItem>;

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

/** One year of an enterprise's annual data as answered (null: not filled; the fields: endpoints/enterprise.ts annualFields). */
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

/** One year of a private vocational training institution's data as answered (the fields: endpoints/enterprise.ts schoolAnnualFields). */
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

/** An enterprise's overview: its details, the years it may fill (on.off.ent rule) with their annual data, and its latest talent data (/api/ent/info; the summary's /api/entData/collect/getEntInfoByCreditCode adds reminders). */
export const enterpriseOverview = z.object({ info: entInfo, years: z.array(z.number().int()), annual: z.array(annualData), school: z.array(schoolAnnualData).describe('民办职业培训机构的年度数据（/entdataSchool）'), talent: talentSummary });

/** An enterprise in portrait search results. */
export const portraitRow = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  talentCount: z.number().int(),
  highTech: z.boolean(),
  onTheFour: z.boolean(),
});

/** One enterprise's portrait: its place, talent by education and its years of business and investment (/api/entPortrayal/detail, and the summary's /api/summary/detail in scope). */
export const enterprisePortrait = portraitRow.extend({
    streetCode: z.string(),
    industryCode: z.string(),
    foundedOn: z.string(),
    enterpriseType: z.string(),
    lng: z.number(),
    lat: z.number(),
    education: z.array(z.object({ name: z.string(), count: z.number().int() })),
    annual: z.array(z.object({ year: z.number().int(), revenue: z.number(), tax: z.number(), rdInput: z.number(), talentInput: z.number(), patents: z.number().int(), demand: z.number().int(), filled: z.number().int() })),
});
