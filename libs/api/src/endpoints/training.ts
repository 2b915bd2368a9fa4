import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { defineLedger, registerPaths } from '../ledger';
import { countField, creditCodeField, mobileField, textField } from '../ledgerFields';
import { dateOnly, dateTime, idParam, mobileNumber, pageOf, pagination, recordId, requiredText, exportCall, byId } from '../schemas';
import { defineTransitions } from '../workflow';
import { TRAIN_ROLES, TRAINING_MODES, SURVEY_YEARS } from '../vocabulary';

/**
 * Vocational training and enterprises' training needs (培训与调研, /trainingResearch; SPEC.md
 * section 7: /api/third/ train, survey, surveyReport, entuser and data imports; issue 17,
 * docs/station.md "Training and surveys"). Staff of the vocational-skills centre (职业能力建设指导中心)
 * or the employment centre publish subsidised vocational-skills courses (职业技能培训) with a
 * capacity; enterprises enrol their employees and staff mark who completed. Each year every
 * enterprise answers the training-needs survey (企业培训需求调研) once, until its deadline; staff read
 * the report (调研报告) computed from the answers, keep the answers as a register (paper
 * questionnaires imported from a workbook, with row errors), and list the accounts of the
 * district's private vocational-training institutions (entuser).
 */

/** Kinds of subsidised vocational-skills training (职业技能培训类别, as the bureau's subsidy rules name them). */
export const TRAIN_KINDS = ['岗位技能提升培训', '就业技能培训', '企业新型学徒制培训', '创业培训', '安全技能培训'] as const;

/** Statuses of a course: draft 草稿 (only its department sees it), published 报名中, finished 已结课 (no more enrolment). */
export const COURSE_STATUSES = ['draft', 'published', 'finished'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
export const COURSE_STATUS_LABELS: Record<CourseStatus, string> = { draft: '草稿', published: '报名中', finished: '已结课' };

/** The one transition table of courses (staff of the owning department; 4009 otherwise). */
export const COURSE_TRANSITIONS = defineTransitions('trainCourse', COURSE_STATUSES, {
  /** the draft is offered to enterprises; enrolment is open until its enrolment deadline */
  publish: { from: ['draft'], to: 'published', label: '发布' },
  /** the course is over: no more enrolment; completions may still be marked */
  finish: { from: ['published'], to: 'finished', label: '结课' },
});
export type CourseAction = keyof typeof COURSE_TRANSITIONS.actions;

/** Statuses of an enrolment: enrolled 已报名 (holds a place), completed 已结业, cancelled 已取消 (by the enterprise). */
export const ENROL_STATUSES = ['enrolled', 'completed', 'cancelled'] as const;
export type EnrolStatus = (typeof ENROL_STATUSES)[number];
export const ENROL_STATUS_LABELS: Record<EnrolStatus, string> = { enrolled: '已报名', completed: '已结业', cancelled: '已取消' };

/**
 * The one transition table of enrolments. An enrolment is created enrolled by a conditional
 * update of the course's place count (never above the capacity); the enterprise cancels it
 * before the course starts (the place is freed); staff of the course's department mark completion.
 */
export const ENROL_TRANSITIONS = defineTransitions('trainEnrol', ENROL_STATUSES, {
  cancel: { by: 'enterprise', from: ['enrolled'], to: 'cancelled', label: '取消报名' },
  complete: { by: 'staff', from: ['enrolled'], to: 'completed', label: '标记结业' },
});
export type EnrolAction = keyof typeof ENROL_TRANSITIONS.actions;

/** The most places a course may have. */
export const COURSE_CAPACITY_MAX = 500;

/** The fields staff write for a course (dates YYYY-MM-DD). */
export const courseFields = {
  title: requiredText('课程名称', 60),
  kind: z.enum(TRAIN_KINDS, { message: '请选择培训类别' }),
  occupation: requiredText('培训工种', 30),
  place: requiredText('培训地点', 100),
  startDate: dateOnly.describe('开课日期'),
  endDate: dateOnly.describe('结课日期'),
  enrolEnd: dateOnly.describe('报名截止日期'),
  hours: z.coerce.number({ message: '课时应为数字' }).int('课时应为整数').min(1, '课时至少为1').max(1000, '课时不能超过1000'),
  capacity: z.coerce.number({ message: '名额应为数字' }).int('名额应为整数').min(1, '名额至少为1').max(COURSE_CAPACITY_MAX, `名额不能超过${COURSE_CAPACITY_MAX}`),
  content: requiredText('课程内容', 1000),
};

/** Order of a course's dates, shared by the form and the server: enrolment closes no later than the start, which is not after the end. */
export function courseDatesProblem(c: { startDate: string; endDate: string; enrolEnd: string }): { field: 'endDate' | 'enrolEnd'; message: string } | null {
  if (c.endDate < c.startDate) return { field: 'endDate', message: '结课日期不能早于开课日期' };
  if (c.enrolEnd > c.startDate) return { field: 'enrolEnd', message: '报名截止日期不能晚于开课日期' };
  return null;
}

/** A course as listed: places taken (enrolled and completed) are stored with it and changed only by conditional updates. */
export const courseItem = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: z.enum(TRAIN_KINDS),
  occupation: z.string(),
  place: z.string(),
  startDate: dateOnly,
  endDate: dateOnly,
  enrolEnd: dateOnly,
  hours: z.number().int(),
  capacity: z.number().int(),
  content: z.string(),
  status: z.enum(COURSE_STATUSES),
  ownerDept: z.string().describe('开班部门'),
  taken: z.number().int().describe('已占名额（已报名与已结业）'),
  completed: z.number().int().describe('已结业人数'),
  open: z.boolean().describe('此刻是否可报名：报名中、未过报名截止日期且有名额'),
  mine: z.number().int().describe('调用者企业在本课程的有效报名人数（工作人员为0）'),
});
export type CourseItem = z.infer<typeof courseItem>;

/** An enrolment as the enterprise and the course's department see it. */
export const enrolItem = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  courseTitle: z.string(),
  startDate: dateOnly,
  entName: z.string(),
  name: z.string().describe('学员姓名'),
  phone: z.string(),
  status: z.enum(ENROL_STATUSES),
  createdAt: dateTime,
  completedAt: dateTime.nullable(),
});
export type EnrolItem = z.infer<typeof enrolItem>;

export const trainList = defineEndpoint({
  method: 'GET',
  path: '/api/third/trainCourse/list',
  body: 'query',
  access: 'ent',
  tag: 'training',
  summary: '可报名与已结课的培训课程（报名中按开课日期在前），含名额与本企业的报名人数',
  input: z.object({ ...pagination, kind: z.enum(TRAIN_KINDS).optional() }),
  output: pageOf(courseItem),
});

export const trainManageList = defineEndpoint({
  method: 'GET',
  path: '/api/third/trainCourse/manageList',
  body: 'query',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '本部门开设的培训课程，各状态',
  input: z.object({ ...pagination, status: z.enum(COURSE_STATUSES).optional() }),
  output: pageOf(courseItem),
});

export const trainCourseSave = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainCourse/save',
  body: 'json',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '新建培训课程（草稿，开班部门为本部门）或修改本部门的草稿',
  input: z.object({ id: recordId.optional(), ...courseFields }),
  output: courseItem,
});

export const trainPublish = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainCourse/publish/{id}',
  body: 'json',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '发布本部门的草稿课程（企业可报名至报名截止日期）',
  input: byId,
  output: z.object({ status: z.enum(COURSE_STATUSES) }),
});

export const trainFinish = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainCourse/finish/{id}',
  body: 'json',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '本部门的课程结课（不再报名，仍可标记结业）',
  input: byId,
  output: z.object({ status: z.enum(COURSE_STATUSES) }),
});

/** The most employees one enrolment call adds. */
export const ENROL_BATCH_MAX = 20;

export const trainEnrol = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainCourse/enrol',
  body: 'json',
  access: 'ent',
  tag: 'training',
  summary: '企业为本企业职工报名课程（一次1至20人）；名额不足时整批不报（4009），同一手机号在同一课程只能报名一次',
  input: z.object({
    courseId: recordId,
    trainees: z
      .array(z.object({ name: requiredText('学员姓名', 30), phone: mobileNumber }))
      .min(1, '请至少填写一名学员')
      .max(ENROL_BATCH_MAX, `一次最多报名${ENROL_BATCH_MAX}人`),
  }),
  output: z.object({ enrolled: z.number().int(), taken: z.number().int(), capacity: z.number().int() }),
});

export const trainEnrolCancel = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainCourse/enrolCancel/{id}',
  body: 'json',
  access: 'ent',
  tag: 'training',
  summary: '取消本企业的一条报名（开课前）；名额释放',
  input: byId,
  output: z.object({ status: z.enum(ENROL_STATUSES) }),
});

export const trainMyEnrol = defineEndpoint({
  method: 'GET',
  path: '/api/third/trainCourse/myEnrol',
  body: 'query',
  access: 'ent',
  tag: 'training',
  summary: '本企业的报名（最新在前）',
  input: z.object({ ...pagination }),
  output: pageOf(enrolItem),
});

export const trainEnrolList = defineEndpoint({
  method: 'GET',
  path: '/api/third/trainCourse/enrolList',
  body: 'query',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '本部门课程的学员名单（已报名、已结业在前，取消的在后）',
  input: z.object({ ...pagination, courseId: idParam }),
  output: pageOf(enrolItem),
});

export const trainComplete = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainCourse/complete/{id}',
  body: 'json',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '标记本部门课程的一名学员结业',
  input: byId,
  output: z.object({ status: z.enum(ENROL_STATUSES) }),
});

/*
 * The training-needs survey (企业培训需求调研). One answer per enterprise and survey year, kept
 * in one register (the ledger engine): enterprises answer their own through /api/third/trainNeed/my
 * and /submit until the deadline; staff keep every answer (add, correct, import paper
 * questionnaires with row errors, export) through the register's paths.
 */

/** Training needs an enterprise may tick (培训需求类别). */
export const TRAINING_NEEDS = ['岗位技能提升', '新型学徒制', '数字技能', '安全生产', '经营管理', '创业能力'] as const;

/**
 * The survey year a day falls in and its deadline: the survey of year Y collects the needs for Y
 * and closes on Y-03-31 (end of the first quarter, when the year's courses are planned); from
 * April the next year's survey is open. `today` is YYYY-MM-DD.
 */
export function surveyYearOf(today: string): { year: number; deadline: string } {
  const y = Number(today.slice(0, 4));
  const year = today.slice(5) <= '03-31' ? y : y + 1;
  return { year, deadline: surveyDeadline(year) };
}

/** The last day (YYYY-MM-DD) on which enterprises may answer or change their answer for `year`. */
export const surveyDeadline = (year: number) => `${year}-03-31`;

/** The needs of an answer as stored: the chosen TRAINING_NEEDS in their declared order, joined by 、 (a register cell). */
export const needsText = z
  .string()
  .trim()
  .min(1, '请选择培训需求类别')
  .transform((s, ctx) => {
    const parts = [...new Set(s.split(/[、,，;；\s]+/).filter(Boolean))];
    const unknown = parts.filter((p) => !(TRAINING_NEEDS as readonly string[]).includes(p));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `培训需求类别只能是：${TRAINING_NEEDS.join('、')}（不认识：${unknown.join('、')}）` });
      return z.NEVER;
    }
    return TRAINING_NEEDS.filter((n) => parts.includes(n)).join('、');
  });

/**
 * The register of survey answers (企业培训需求调研答卷), one per enterprise (credit code of a
 * registered enterprise) and year. Its name, street and industry are read from the enterprise
 * registry (derived columns).
 */
export const trainingSurveyLedger = defineLedger({
  name: 'trainingSurvey',
  title: '企业培训需求调研答卷',
  tag: 'training',
  access: { kind: 'gov', roles: TRAIN_ROLES },
  fields: {
    creditCode: creditCodeField(),
    year: countField('调研年度', { min: 2000, max: 2100, example: SURVEY_YEARS.at(-1)! }),
    needs: { schema: needsText, label: '培训需求类别', wide: true, cell: { width: 30, rule: `可多选，用“、”分隔：${TRAINING_NEEDS.join('、')}`, example: '岗位技能提升、数字技能' } },
    trainees: countField('计划培训人数', { max: 100000, unit: '人', example: '30' }),
    mode: {
      schema: z.enum(TRAINING_MODES, { message: `期望培训方式只能是：${TRAINING_MODES.join('、')}` }),
      label: '期望培训方式',
      options: TRAINING_MODES,
      cell: { width: 16, rule: `从下拉列表选择：${TRAINING_MODES.join('、')}`, example: '集中面授' },
    },
    contact: textField('联系人', { max: 30, example: '陈主管' }),
    phone: mobileField('联系电话'),
    remark: textField('其他需求', { max: 500, optional: true, textarea: true, wide: true, list: false, example: '希望在园区内开班' }),
  },
  derived: {
    entName: { schema: z.string(), label: '企业名称', export: true },
    streetName: { schema: z.string(), label: '所在街道', export: true },
    industryName: { schema: z.string(), label: '所属行业', export: true },
  },
  filters: {
    keyword: { label: '企业名称或信用代码', fields: { entName: 'contains', creditCode: 'prefix' } },
    equals: ['mode'],
    choices: { surveyYear: { label: '调研年度', options: SURVEY_YEARS.map((y) => ({ value: y, label: `${y}年度` })) } },
  },
  order: [['year', 'desc']],
  key: ['creditCode', 'year'],
  defaults: { year: Number(SURVEY_YEARS.at(-1)), mode: '集中面授' },
  messages: { duplicate: (v) => `该企业${String(v.year)}年度的调研答卷已存在，请修改原答卷` },
  paths: registerPaths('/api/third/trainNeed'),
});
export type TrainingSurveyItem = z.infer<typeof trainingSurveyLedger.item>;

/** What an enterprise answers (the register's fields but the key, which is its own credit code and the open year). */
export const surveyAnswerFields = {
  needs: z.array(z.enum(TRAINING_NEEDS, { message: '培训需求类别不正确' })).min(1, '请至少选择一项培训需求').max(TRAINING_NEEDS.length),
  trainees: z.coerce.number({ message: '计划培训人数应为数字' }).int('计划培训人数应为整数').min(0, '计划培训人数不能为负数').max(100000, '计划培训人数不能超过100000'),
  mode: z.enum(TRAINING_MODES, { message: '请选择期望培训方式' }),
  contact: requiredText('联系人', 30),
  phone: mobileNumber,
  remark: z.string().trim().max(500, '其他需求不能超过500个字').default(''),
};

/** The enterprise's survey of the open year and its answer (null before it answers). */
export const mySurvey = z.object({
  year: z.number().int(),
  deadline: dateOnly,
  open: z.boolean().describe('今天是否仍可填写或修改（截止日当天可以）'),
  answer: z
    .object({ needs: z.array(z.enum(TRAINING_NEEDS)), trainees: z.number().int(), mode: z.enum(TRAINING_MODES), contact: z.string(), phone: z.string(), remark: z.string(), updatedAt: dateTime })
    .nullable(),
});

export const surveyMine = defineEndpoint({
  method: 'GET',
  path: '/api/third/trainNeed/my',
  body: 'query',
  access: 'ent',
  tag: 'training',
  summary: '本企业当前调研年度的培训需求调研（年度、截止日期、本企业的答卷）',
  input: z.object({}),
  output: mySurvey,
});

export const surveySubmit = defineEndpoint({
  method: 'POST',
  path: '/api/third/trainNeed/submit',
  body: 'json',
  access: 'ent',
  tag: 'training',
  summary: '填写或修改本企业当前调研年度的培训需求（每企业每年度一份；截止日期后 4009）',
  input: z.object(surveyAnswerFields),
  output: mySurvey,
});

/** One bar of the report: a category and the answers (enterprises) and planned trainees in it. */
export const reportBar = z.object({ name: z.string(), count: z.number().int().describe('企业数'), trainees: z.number().int().describe('计划培训人数') });
export type ReportBar = z.infer<typeof reportBar>;

/** The report (调研报告) of one survey year, computed from the answers at the time of the call. */
export const surveyReport = z.object({
  year: z.number().int(),
  deadline: dateOnly,
  answered: z.number().int().describe('已填报企业数'),
  trainees: z.number().int().describe('计划培训总人数'),
  byNeed: z.array(reportBar).describe('按培训需求类别（多选，企业可计入多类），TRAINING_NEEDS 顺序，含0'),
  byMode: z.array(reportBar).describe('按期望培训方式，TRAINING_MODES 顺序，含0'),
  byIndustry: z.array(reportBar).describe('按所属行业（门类），企业数多的在前'),
  byStreet: z.array(reportBar).describe('按所在街道，企业数多的在前'),
});
export type SurveyReport = z.infer<typeof surveyReport>;

const reportInput = z.object({ year: z.coerce.number({ message: '调研年度应为数字' }).int('调研年度应为整数').min(2000, '调研年度不正确').max(2100, '调研年度不正确').optional().describe('调研年度；不填为当前调研年度') });

export const surveyReportGet = defineEndpoint({
  method: 'GET',
  path: '/api/third/surveyReport/get',
  body: 'query',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '一个年度的培训需求调研报告：已填报企业数、计划培训人数，按需求类别、培训方式、行业、街道的分布',
  input: reportInput,
  output: surveyReport,
});

export const surveyReportExport = defineEndpoint({
  ...exportCall,
  path: '/api/third/surveyReport/export',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '导出调研报告的统计表（xlsx：统计维度、分类、企业数、计划培训人数）',
  input: reportInput,
});

/** An account of a private vocational-training institution (民办职业培训机构), as staff list it; the phone masked. */
export const entUserItem = z.object({
  id: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  phone: z.string().describe('手机号（部分隐藏）'),
  status: z.string().describe('账号状态（ACCOUNT_STATUSES）'),
  entName: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  createdAt: dateTime,
});
export type EntUserItem = z.infer<typeof entUserItem>;

export const entUserList = defineEndpoint({
  method: 'GET',
  path: '/api/third/entuser/list',
  body: 'query',
  access: 'gov',
  roles: TRAIN_ROLES,
  tag: 'training',
  summary: '第三方培训机构（企业类型含民办职业培训机构）的企业账号；关键字：机构名称、信用代码或账号',
  input: z.object({ ...pagination, keyword: z.string().trim().max(50, '关键字不能超过50个字').optional() }),
  output: pageOf(entUserItem),
});
