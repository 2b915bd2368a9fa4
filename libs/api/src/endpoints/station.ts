import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { defineTransitions } from '../workflow';
import { dateTime, idParam, mobileNumber, pageOf, pagination, recordId, requiredText, exportCall, byId } from '../schemas';
import { EDUCATION_LEVELS, DEPARTMENTS, DOCKING_DEPARTMENTS, ACTIVITY_TYPES, ACTIVITY_AUDIENCES, ACTIVITY_STATUSES, APPLY_STATUSES, DOCKING_KINDS, DOCKING_STATUSES } from '../vocabulary';
import { myApply, activityItem } from '../records';

/**
 * The talent empowerment station's activities (人才赋能站活动, SPEC.md sections 1 and 2:
 * /activityManage, /registerAct; section 7: /api/ppw/activity and activityApply; issue 17,
 * docs/station.md). Staff of a department (or of a street) publish activities with a capacity
 * and a sign-up window; individuals and enterprises sign up, once each, with a waiting list
 * that moves up when someone cancels.
 */

/** The one transition table of activities (staff of the owning department or street fire every action; 4009 otherwise). */
export const ACTIVITY_TRANSITIONS = defineTransitions('activity', ACTIVITY_STATUSES, {
  /** the draft becomes public; sign-up opens at its window */
  publish: { from: ['draft'], to: 'published', label: '发布' },
  /** a draft or published activity is called off, with a reason; every active sign-up is told (message and SMS) */
  cancel: { from: ['draft', 'published'], to: 'cancelled', label: '取消活动' },
  /** a published activity is over: no more sign-ups or check-ins */
  end: { from: ['published'], to: 'ended', label: '结束活动' },
});
export type ActivityAction = keyof typeof ACTIVITY_TRANSITIONS.actions;

/**
 * The one transition table of sign-ups. A sign-up is created enrolled while places are left,
 * waiting otherwise (under the activity's row lock, so the capacity is never exceeded). `by`:
 * 'applicant' the person or enterprise that signed up, 'system' the platform (the first waiting
 * sign-up moves up when a place is freed), 'staff' the owning department (check-in by code or by
 * the venue's QR code, which the applicant scans).
 */
export const APPLY_TRANSITIONS = defineTransitions('activityApply', APPLY_STATUSES, {
  cancel: { by: 'applicant', from: ['enrolled', 'waiting'], to: 'cancelled', label: '取消报名' },
  promote: { by: 'system', from: ['waiting'], to: 'enrolled', label: '候补转正' },
  checkIn: { by: 'staff', from: ['enrolled'], to: 'attended', label: '签到' },
});
export type ApplyAction = keyof typeof APPLY_TRANSITIONS.actions;

/** The most places an activity may have. */
export const ACTIVITY_CAPACITY_MAX = 5000;

/** The fields staff write (times 'YYYY-MM-DD HH:mm:ss', Asia/Shanghai). */
export const activityFields = {
  type: z.enum(ACTIVITY_TYPES, { message: '请选择活动类型' }),
  title: requiredText('活动名称', 60),
  content: requiredText('活动内容', 2000),
  place: requiredText('活动地点', 100),
  startTime: dateTime.describe('活动开始时间'),
  endTime: dateTime.describe('活动结束时间'),
  capacity: z.coerce.number({ message: '名额应为数字' }).int('名额应为整数').min(1, '名额至少为1').max(ACTIVITY_CAPACITY_MAX, `名额不能超过${ACTIVITY_CAPACITY_MAX}`),
  signUpStart: dateTime.describe('报名开始时间'),
  signUpEnd: dateTime.describe('报名截止时间'),
  audience: z.enum(ACTIVITY_AUDIENCES, { message: '请选择面向对象' }),
};

/** Order of the times, shared by the form and the server: sign-up opens before it closes, closes no later than the start, and the activity ends after it starts. */
export function activityTimesProblem(a: { startTime: string; endTime: string; signUpStart: string; signUpEnd: string }): { field: 'endTime' | 'signUpEnd'; message: string } | null {
  if (a.endTime <= a.startTime) return { field: 'endTime', message: '结束时间应晚于开始时间' };
  if (a.signUpEnd <= a.signUpStart) return { field: 'signUpEnd', message: '报名截止时间应晚于报名开始时间' };
  if (a.signUpEnd > a.startTime) return { field: 'signUpEnd', message: '报名截止时间不能晚于活动开始时间' };
  return null;
}

/** A sign-up as the owning department and the applicant see it. */
export const applyItem = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  activityTitle: z.string(),
  activityStatus: z.enum(ACTIVITY_STATUSES),
  startTime: dateTime,
  place: z.string(),
  name: z.string().describe('报名人（企业报名为联系人）'),
  phone: z.string(),
  entName: z.string().describe('企业报名时的企业名称；个人为空'),
  status: z.enum(APPLY_STATUSES),
  position: z.number().int().describe('候补序号；非候补为0'),
  checkCode: z.string().describe('签到码（6位数字）'),
  createdAt: dateTime,
  checkedInAt: dateTime.nullable(),
});
export type ApplyItem = z.infer<typeof applyItem>;

export const activityList = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/activity/list',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '公开的活动列表（已发布、已结束；报名中的在前），含名额、候补与调用者本人的报名',
  input: z.object({ ...pagination, type: z.enum(ACTIVITY_TYPES).optional(), keyword: z.string().trim().max(50, '关键字不能超过50个字').optional() }),
  output: pageOf(activityItem),
});

export const activityDetail = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/activity/detail/{id}',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '活动详情（草稿只有主办部门可见）',
  input: byId,
  output: activityItem,
});

export const activityManageList = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/activity/manageList',
  body: 'query',
  access: 'gov',
  tag: 'station',
  summary: '本部门（街道）主办的活动，各状态',
  input: z.object({ ...pagination, status: z.enum(ACTIVITY_STATUSES).optional() }),
  output: pageOf(activityItem),
});

export const activitySave = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activity/save',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '新建活动（草稿，主办为本部门或街道）或修改本部门的草稿',
  input: z.object({ id: recordId.optional(), ...activityFields }),
  output: activityItem,
});

export const activityPublish = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activity/publish/{id}',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '发布本部门的草稿活动',
  input: byId,
  output: z.object({ status: z.enum(ACTIVITY_STATUSES) }),
});

export const activityCancel = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activity/cancel',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '取消本部门的活动，写明原因；已报名和候补的人收到站内消息与短信',
  input: z.object({ id: recordId, reason: requiredText('取消原因', 200) }),
  output: z.object({ status: z.enum(ACTIVITY_STATUSES), told: z.number().int().describe('收到通知的报名数') }),
});

export const activityEnd = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activity/end/{id}',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '结束本部门已发布的活动（不再报名、签到）',
  input: byId,
  output: z.object({ status: z.enum(ACTIVITY_STATUSES) }),
});

export const activityQrCode = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/activity/qrCode/{id}',
  body: 'query',
  access: 'gov',
  tag: 'station',
  summary: '现场签到二维码（本部门已发布的活动）：扫码打开 {PUBLIC_ORIGIN}/registerAct?id=&checkin=，报名人登录后签到',
  input: byId,
  output: z.object({ url: z.string(), image: z.string().describe('PNG 图片的 data URL') }),
});

export const activityApplyAdd = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activityApply/add',
  body: 'json',
  access: 'user',
  tag: 'station',
  summary: '报名活动（个人或企业，按面向对象）：有名额为已报名，满额进入候补；每人限报一次',
  input: z.object({ activityId: recordId }),
  output: myApply,
});

export const activityApplyCancel = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activityApply/cancel/{id}',
  body: 'json',
  access: 'user',
  tag: 'station',
  summary: '取消本人的报名；空出的名额由第一位候补者递补，并以站内消息告知',
  input: byId,
  output: z.object({ status: z.enum(APPLY_STATUSES), promoted: z.boolean().describe('是否有候补者递补') }),
});

export const activityApplyMine = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/activityApply/my',
  body: 'query',
  access: 'user',
  tag: 'station',
  summary: '我的报名（最新在前）',
  input: z.object({ ...pagination }),
  output: pageOf(applyItem),
});

export const activityApplyList = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/activityApply/list',
  body: 'query',
  access: 'gov',
  tag: 'station',
  summary: '本部门活动的报名名单（已报名、已签到在前，候补按序）',
  input: z.object({ ...pagination, activityId: idParam, status: z.enum(APPLY_STATUSES).optional() }),
  output: pageOf(applyItem),
});

export const activityApplyCheckIn = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/activityApply/checkIn',
  body: 'json',
  access: 'user',
  tag: 'station',
  summary: '签到：主办部门工作人员输入报名人的签到码；或报名人扫现场二维码（key 为二维码中的现场签到码）',
  input: z.object({
    activityId: recordId,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '签到码应为6位数字')
      .optional(),
    key: z
      .string()
      .trim()
      .regex(/^[0-9a-f]{16}$/, '签到二维码无效')
      .optional(),
  }),
  output: applyItem,
});

export const activityApplyExport = defineEndpoint({
  ...exportCall,
  path: '/api/ppw/activityApply/export',
  access: 'gov',
  tag: 'station',
  summary: '导出本部门活动的报名与签到名单（xlsx）',
  input: z.object({ activityId: idParam }),
});

/*
 * Job seekers (劳动力登记, /rcfnzLddj) and the street's employment post (就业驿站, /rcfnzZYG,
 * street managers only, SPEC.md section 6). SPEC.md section 7 names the H5 calls (/api/h5/ job
 * category, work type and resume calls); the post's own calls sit under /employmentStation/,
 * beside the QR code call of that prefix.
 */

/** Job categories (求职类别) a seeker chooses from; jobs are matched by their words too. */
export const JOB_CATEGORIES = ['技术研发', '生产制造', '销售客服', '行政文员', '财务会计', '物流仓储', '餐饮服务', '电商运营', '家政服务', '建筑施工'] as const;
/** Kinds of work wanted (期望工作类型). */
export const WORK_TYPES = ['全职', '兼职', '灵活就业', '见习实习'] as const;

/** The role of the employment post: street managers (SPEC.md section 6, "The employment post item appears only for departments named street manager"). */
export const EMPLOYMENT_POST_ROLE = '街道管理';

/** What a job seeker registers (H5, phone width): name, phone, street, education, skills, the category and kind of work wanted. */
export const resumeFields = {
  name: requiredText('姓名', 30),
  phone: z.string().trim().regex(/^1[3-9]\d{9}$/, '手机号码应为11位大陆手机号'),
  streetCode: z.string().trim().min(1, '请选择所在街道').max(20, '街道不存在'),
  education: z.enum(EDUCATION_LEVELS, { message: '请选择最高学历' }),
  skills: requiredText('技能特长', 200),
  category: z.enum(JOB_CATEGORIES, { message: '请选择求职类别' }),
  workType: z.enum(WORK_TYPES, { message: '请选择期望工作类型' }),
};

/** A registered job seeker. */
export const jobSeeker = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  streetCode: z.string(),
  streetName: z.string(),
  education: z.string(),
  skills: z.string(),
  category: z.string(),
  workType: z.string(),
  source: z.enum(['self', 'staff']).describe('self 本人网上登记；staff 驿站代为登记'),
  createdAt: dateTime,
  updatedAt: dateTime,
  followUps: z.number().int().describe('跟进记录数'),
  lastFollowUp: dateTime.nullable(),
  matches: z.number().int().describe('推荐岗位数'),
});
export type JobSeeker = z.infer<typeof jobSeeker>;

export const h5JobCategoryList = defineEndpoint({
  method: 'GET',
  path: '/api/h5/jobCategory/list',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '求职类别选项',
  input: z.object({}),
  output: z.array(z.string()),
});

export const h5WorkTypeList = defineEndpoint({
  method: 'GET',
  path: '/api/h5/workType/list',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '期望工作类型选项',
  input: z.object({}),
  output: z.array(z.string()),
});

export const h5ResumeMine = defineEndpoint({
  method: 'GET',
  path: '/api/h5/resume/my',
  body: 'query',
  access: 'third',
  tag: 'station',
  summary: '本人的劳动力登记（未登记为 null）',
  input: z.object({}),
  output: jobSeeker.nullable(),
});

export const h5ResumeAdd = defineEndpoint({
  method: 'POST',
  path: '/api/h5/resume/add',
  body: 'json',
  access: 'third',
  tag: 'station',
  summary: '个人登记为求职者（劳动力登记，每人一份）',
  input: z.object(resumeFields),
  output: jobSeeker,
});

export const h5ResumeUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/h5/resume/update',
  body: 'json',
  access: 'third',
  tag: 'station',
  summary: '修改本人的劳动力登记',
  input: z.object(resumeFields),
  output: jobSeeker,
});

export const seekerPage = defineEndpoint({
  method: 'GET',
  path: '/employmentStation/seeker/page',
  body: 'query',
  access: 'gov',
  roles: [EMPLOYMENT_POST_ROLE],
  tag: 'station',
  summary: '本街道登记的求职者（推荐岗位数、跟进情况）与街道计数',
  input: z.object({ ...pagination, keyword: z.string().trim().max(30, '关键字不能超过30个字').optional() }),
  output: pageOf(jobSeeker).extend({
    counts: z.object({ registered: z.number().int(), followedUp: z.number().int().describe('有跟进记录的人数'), openJobs: z.number().int().describe('本街道在招岗位数') }),
  }),
});

/** A job suggested to a seeker: on shelf, education met, with the words of the seeker's skills or category that it matches. */
export const suggestedJob = z.object({ id: z.number().int(), postName: z.string(), entName: z.string(), education: z.string(), salaryMin: z.number().int(), salaryMax: z.number().int(), streetName: z.string(), matched: z.array(z.string()) });
/** A follow-up record of a seeker. */
export const seekerFollowUp = z.object({ id: z.number().int(), note: z.string(), userName: z.string(), at: dateTime });

export const seekerDetail = defineEndpoint({
  method: 'GET',
  path: '/employmentStation/seeker/detail/{id}',
  body: 'query',
  access: 'gov',
  roles: [EMPLOYMENT_POST_ROLE],
  tag: 'station',
  summary: '本街道一位求职者：推荐岗位（学历达标、技能或类别匹配，最多8个）与跟进记录',
  input: byId,
  output: z.object({ seeker: jobSeeker, jobs: z.array(suggestedJob), followUps: z.array(seekerFollowUp) }),
});

export const seekerFollow = defineEndpoint({
  method: 'POST',
  path: '/employmentStation/seeker/followUp',
  body: 'json',
  access: 'gov',
  roles: [EMPLOYMENT_POST_ROLE],
  tag: 'station',
  summary: '为本街道的求职者添加跟进记录',
  input: z.object({ seekerId: recordId, note: requiredText('跟进记录', 500) }),
  output: seekerFollowUp,
});

/*
 * Enterprise service requests (企业服务对接, /companyDocking; issue 17, docs/station.md): an
 * enterprise asks the station for a service; staff assign, follow up and close it with a record.
 */

/** The department a new request goes to (beside the enterprise's street): the employment centre, which runs the station. */
export const DOCKING_HOME_DEPT = DEPARTMENTS.employmentCentre;

/**
 * The one transition table of service requests; staff in the request's scope (its department, the
 * enterprise's street, its assignee) fire every action; 4009 otherwise. Each change writes a
 * record (the request's history, shown to the enterprise).
 */
export const DOCKING_TRANSITIONS = defineTransitions('companyDocking', DOCKING_STATUSES, {
  /** to a department (and optionally one of its staff), with a note; again later to hand it on */
  assign: { from: ['pending', 'assigned', 'following'], to: 'assigned', label: '指派', note: '指派说明' },
  /** a follow-up record (contact made, candidates sent ...) */
  followUp: { from: ['assigned', 'following'], to: 'following', label: '跟进', note: '跟进记录' },
  /** closed with the result; the enterprise gets the in-site message dockingClosed */
  close: { from: ['assigned', 'following'], to: 'closed', label: '办结', note: '办理结果' },
});
export type DockingAction = keyof typeof DOCKING_TRANSITIONS.actions;

/** What an enterprise writes when it asks for a service. */
export const dockingFields = {
  kind: z.enum(DOCKING_KINDS, { message: '请选择服务类型' }),
  description: requiredText('需求描述', 1000),
  contact: requiredText('联系人', 30),
  phone: mobileNumber,
};

/** A service request as the enterprise and the staff in its scope see it. */
export const dockingItem = z.object({
  id: z.number().int(),
  kind: z.enum(DOCKING_KINDS),
  description: z.string(),
  contact: z.string(),
  phone: z.string(),
  entName: z.string(),
  streetName: z.string().describe('企业所在街道'),
  status: z.enum(DOCKING_STATUSES),
  deptName: z.string().describe('承办部门'),
  assigneeName: z.string().describe('承办人；未指定为空'),
  result: z.string().describe('办理结果；未办结为空'),
  createdAt: dateTime,
  updatedAt: dateTime,
  closedAt: dateTime.nullable(),
});
export type DockingItem = z.infer<typeof dockingItem>;

/** A record of a request: submitted, assigned, followed up, closed. */
export const dockingRecord = z.object({ id: z.number().int(), action: z.enum(['submit', 'assign', 'followUp', 'close']), note: z.string(), userName: z.string(), at: dateTime });
export type DockingRecord = z.infer<typeof dockingRecord>;

const keyword = z.string().trim().max(50, '关键字不能超过50个字').optional();
const actNote = (label: string) => z.string().trim().max(500, `${label}不能超过500个字`);

export const dockingAdd = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/companyDocking/add',
  body: 'json',
  access: 'ent',
  tag: 'station',
  summary: '企业提出服务对接需求（招聘用工、技能培训、政策咨询），交就业中心与企业所在街道',
  input: z.object(dockingFields),
  output: dockingItem,
});

export const dockingMine = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/companyDocking/my',
  body: 'query',
  access: 'ent',
  tag: 'station',
  summary: '本企业的服务对接需求（最新在前）',
  input: z.object({ ...pagination, status: z.enum(DOCKING_STATUSES).optional() }),
  output: pageOf(dockingItem),
});

export const dockingPage = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/companyDocking/page',
  body: 'query',
  access: 'gov',
  tag: 'station',
  summary: '本部门、本街道或指派给本人的服务对接需求（未办结在前）',
  input: z.object({ ...pagination, status: z.enum(DOCKING_STATUSES).optional(), kind: z.enum(DOCKING_KINDS).optional(), keyword }),
  output: pageOf(dockingItem),
});

export const dockingDetail = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/companyDocking/detail/{id}',
  body: 'query',
  access: 'user',
  tag: 'station',
  summary: '服务对接需求与办理记录（提出的企业，或范围内的工作人员）',
  input: byId,
  output: z.object({ item: dockingItem, records: z.array(dockingRecord), actions: z.array(z.enum(['assign', 'followUp', 'close'])).describe('调用者现在可做的操作') }),
});

export const dockingStaff = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/companyDocking/staff',
  body: 'query',
  access: 'gov',
  tag: 'station',
  summary: '可指派的工作人员：该部门（街道管理为该需求所在街道）在用的工作人员账号',
  input: z.object({ id: idParam, deptName: z.enum(DOCKING_DEPARTMENTS, { message: '请选择承办部门' }) }),
  output: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export const dockingAssign = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/companyDocking/assign',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '指派服务对接需求到部门，可指定该部门的工作人员，附说明',
  input: z.object({ id: recordId, deptName: z.enum(DOCKING_DEPARTMENTS, { message: '请选择承办部门' }), assigneeId: recordId.optional().describe('指定的工作人员'), note: actNote('指派说明').default('') }),
  output: z.object({ status: z.enum(DOCKING_STATUSES) }),
});

export const dockingFollowUp = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/companyDocking/followUp',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '添加跟进记录',
  input: z.object({ id: recordId, note: requiredText('跟进记录', 500) }),
  output: z.object({ status: z.enum(DOCKING_STATUSES) }),
});

export const dockingClose = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/companyDocking/close',
  body: 'json',
  access: 'gov',
  tag: 'station',
  summary: '办结服务对接需求，写明办理结果；企业收到站内消息',
  input: z.object({ id: recordId, note: requiredText('办理结果', 500) }),
  output: z.object({ status: z.enum(DOCKING_STATUSES) }),
});

/*
 * Enterprises served by the station (服务企业, /rcfnzCompany): public.
 */

/** How the station served an enterprise: a closed service request, a station activity it signed up for, a talent-search invitation it sent. */
export const SERVED_BY = ['docking', 'activity', 'invite'] as const;
export const SERVED_BY_LABELS: Record<(typeof SERVED_BY)[number], string> = { docking: '服务对接', activity: '参加活动', invite: '人才寻珑' };

/** An open job of a served enterprise. */
export const servedJob = z.object({ id: z.number().int(), postName: z.string(), education: z.string(), salaryMin: z.number().int(), salaryMax: z.number().int() });

/** An enterprise served by the station, with up to 3 of its open jobs (newest first) and how many it has. */
export const servedCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  servedBy: z.array(z.enum(SERVED_BY)),
  openJobs: z.number().int(),
  jobs: z.array(servedJob),
});
export type ServedCompany = z.infer<typeof servedCompany>;

export const stationCompanyList = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/stationCompany/list',
  body: 'query',
  access: 'public',
  tag: 'station',
  summary: '人才赋能站服务过的企业（服务对接已办结、报名站内活动或通过人才寻珑邀约）及其在招岗位',
  input: z.object({ ...pagination, keyword }),
  output: pageOf(servedCompany),
});

/*
 * Talent search for enterprises (人才寻珑, /xunlong): enterprises look through the job seekers
 * registered at /rcfnzLddj, masked, and invite the self-registered ones by in-site message.
 */

/** A job seeker as an enterprise sees it: the name masked (张*), the phone masked (138****0001), no id card or address. */
export const talentItem = z.object({
  id: z.number().int(),
  name: z.string().describe('姓氏加*'),
  phone: z.string().describe('中间四位以*代替'),
  streetName: z.string(),
  education: z.string(),
  skills: z.string(),
  category: z.string(),
  workType: z.string(),
  updatedAt: dateTime,
  invitable: z.boolean().describe('本人网上登记（有平台账号）才可邀约'),
  invitedAt: dateTime.nullable().describe('本企业发出邀约的时间'),
});
export type TalentItem = z.infer<typeof talentItem>;

export const talentSearch = defineEndpoint({
  method: 'GET',
  path: '/api/ppw/talent/search',
  body: 'query',
  access: 'ent',
  tag: 'station',
  summary: '人才寻珑：按技能关键字、最低学历、街道查找登记的求职者（姓名、手机号脱敏）',
  input: z.object({
    ...pagination,
    keyword: z.string().trim().max(30, '关键字不能超过30个字').optional(),
    education: z.enum(EDUCATION_LEVELS, { message: '学历不存在' }).optional().describe('最低学历'),
    streetCode: z.string().trim().max(20, '街道不存在').optional(),
  }),
  output: pageOf(talentItem),
});

export const talentInvite = defineEndpoint({
  method: 'POST',
  path: '/api/ppw/talent/invite',
  body: 'json',
  access: 'ent',
  tag: 'station',
  summary: '向本人登记的求职者发出邀约（站内消息，含企业名称与邀约内容）；每家企业对每人一次',
  input: z.object({ seekerId: recordId, message: requiredText('邀约内容', 200) }),
  output: z.object({ invitedAt: dateTime }),
});
