import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { defineLedger, registerPaths } from '../ledger';
import { choiceField, idCardField, mobileField, personNameField, textField } from '../ledgerFields';
import { dateTime, empty, fileField, idParam, mobileNumber, pageOf, pagination, pastDate, recordId, importResult, fullNumbersParams, exportCall, byId } from '../schemas';
import { defineTransitions } from '../workflow';
import { AGE_APPROPRIATE_ROLES, WORK_STATUSES, QUESTIONNAIRE_STATUSES, SMS_RECIPIENT_STATUSES, DIFFICULTY_CATEGORIES } from '../vocabulary';
import { templateValues, renderTemplate } from '../smsTemplates';

/**
 * The age-appropriate work system (适龄劳动力就业意愿调查, SPEC.md sections 1, 2 "Other", 4
 * "Questionnaires: start and end" and 7 "Age-appropriate system"; issue 16): the basic records of
 * target people, groups built from them, questionnaires, SMS send tasks with a link per recipient,
 * the public answer page and the statistics. docs/questionnaires.md describes every route and field.
 */

/** Kinds of target people: older workers of working age (适龄劳动力) and people with employment difficulties (就业困难人员). */
export const TARGET_CATEGORIES = ['适龄劳动力', '就业困难人员'] as const;

const access = { kind: 'gov', roles: AGE_APPROPRIATE_ROLES } as const;
const tag = 'ageAppropriate';
const base = '/api/ageAppropriate/questionnaire';

/**
 * 适龄劳动力基本信息 (/basics-import, /basics-detail; `/api/system/force`, the labour force): one
 * record per person (key: the identity number, so a re-imported file changes records instead of
 * adding them). Age and sex are derived from the identity number (GB 11643-1999).
 */
export const targetPersonLedger = defineLedger({
  name: 'targetPerson',
  title: '适龄劳动力基本信息',
  tag,
  access,
  fields: {
    name: personNameField('姓名', '王建国'),
    idCard: idCardField(),
    phone: mobileField('手机号码'),
    street: textField('所在街道', { max: 20, example: '科学城街道' }),
    community: textField('所在社区', { max: 30, example: '科城社区', optional: true }),
    category: choiceField('人员类别', TARGET_CATEGORIES),
    workStatus: choiceField('就业状态', WORK_STATUSES),
    skills: textField('技能特长', { max: 100, example: '电工、叉车驾驶', optional: true, width: 24 }),
  },
  derived: {
    age: { schema: z.number().int().nullable(), label: '年龄', export: true },
    sex: { schema: z.enum(['男', '女']), label: '性别', export: true },
  },
  filters: {
    keyword: { label: '姓名、身份证号码或街道', fields: { name: 'contains', idCard: 'prefix', street: 'contains' } },
    equals: ['category', 'workStatus'],
  },
  order: [
    ['street', 'asc'],
    ['name', 'asc'],
  ],
  key: ['idCard'],
  defaults: { category: '适龄劳动力', workStatus: '未就业' },
  messages: { duplicate: (v) => `身份证号码为 ${String(v.idCard)} 的人员已登记` },
  paths: registerPaths('/api/system/force'),
});

/** A target person as listed (identity and phone numbers masked). */
export type TargetPersonItem = z.infer<typeof targetPersonLedger.item>;

/** The filters of a target group (/group-query): every one optional; ages in whole years from the identity number. */
export const groupFilter = z
  .object({
    ageMin: z.number().int().min(16, '年龄下限不能小于16').max(100, '年龄下限不能大于100').optional(),
    ageMax: z.number().int().min(16, '年龄上限不能小于16').max(100, '年龄上限不能大于100').optional(),
    street: z.string().trim().max(20, '街道不能超过20个字').optional(),
    category: z.enum(TARGET_CATEGORIES).optional(),
    workStatus: z.enum(WORK_STATUSES).optional(),
    skills: z.string().trim().max(50, '技能关键词不能超过50个字').optional(),
  })
  .refine((f) => f.ageMin === undefined || f.ageMax === undefined || f.ageMin <= f.ageMax, { message: '年龄下限不能大于上限', path: ['ageMax'] });
export type GroupFilter = z.infer<typeof groupFilter>;

export const groupCount = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: `${base}/group/count`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '按条件统计目标人群人数（保存前预览）',
  input: groupFilter,
  output: z.object({ total: z.number().int(), streets: z.array(z.string()).describe('已登记人员的全部街道（筛选下拉用）') }),
});

export const groupSave = defineEndpoint({
  method: 'POST',
  path: `${base}/group/save`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '按条件保存目标人群（保存时的名单即发送名单）',
  input: z.object({ name: z.string().trim().min(2, '人群名称至少2个字').max(50, '人群名称不能超过50个字'), filter: groupFilter }),
  output: z.object({ id: z.number().int(), size: z.number().int() }),
});

/** Most numbers of an uploaded list (a workbook's import limit). */
export const GROUP_PHONES_MAX = 50_000;

export const groupImport = defineEndpoint({
  method: 'POST',
  path: `${base}/group/import`,
  body: 'multipart',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: `按上传的号码名单保存目标人群（xlsx，模板见 /api/template/download?name=campaignPhones：姓名、手机号码、所在街道；最多${GROUP_PHONES_MAX}行）；任何一行有误（号码格式、重复号码、缺姓名）时逐行说明原因，不保存`,
  input: z.object({ name: z.string().trim().min(2, '人群名称至少2个字').max(50, '人群名称不能超过50个字'), file: fileField('请选择号码名单（xlsx）') }),
  output: importResult.extend({ id: z.number().int().nullable().describe('保存的人群；名单有误时为 null（inserted 为人数）') }),
});

export const groupExport = defineEndpoint({
  ...exportCall,
  path: `${base}/group/export`,
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '导出目标人群的号码名单（xlsx：姓名、手机号码、所在街道；手机号默认部分隐藏，fullNumbers=true 导出完整号码并记入个人信息查看记录）',
  input: z.object({ id: idParam, ...fullNumbersParams }),
});

/** A saved target group: its name, the filters it was built with (in words) and its size. */
export const groupItem = z.object({ id: z.number().int(), name: z.string(), filterText: z.string().describe('筛选条件（文字）；上传的名单为“上传的号码名单”'), size: z.number().int(), createdAt: dateTime });
export type GroupItem = z.infer<typeof groupItem>;

export const groupList = defineEndpoint({
  method: 'GET',
  path: `${base}/group/list`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '已保存的目标人群',
  input: z.object({}),
  output: z.array(groupItem),
});

/** Kinds of question of the designer (/subject-edit). */
export const QUESTION_KINDS = ['single', 'multiple', 'text', 'number', 'rating'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = { single: '单选题', multiple: '多选题', text: '填空题', number: '数字题', rating: '评分题' };
/** A rating question is answered 1 to this many stars. */
export const RATING_MAX = 5;

/** One question: kind, title, whether it must be answered, and the options of a choice question (2–10). */
export const question = z
  .object({
    kind: z.enum(QUESTION_KINDS, { message: '题型不正确' }),
    title: z.string().trim().min(1, '请填写题目').max(200, '题目不能超过200个字'),
    required: z.boolean(),
    options: z.array(z.string().trim().min(1, '选项不能为空').max(50, '选项不能超过50个字')).max(10, '每题最多10个选项'),
  })
  .refine((q) => (q.kind === 'single' || q.kind === 'multiple' ? q.options.length >= 2 : q.options.length === 0), { message: '选择题至少2个选项，其他题型不设选项', path: ['options'] });
export type Question = z.infer<typeof question>;

/**
 * The one transition table of questionnaires (SPEC.md section 4, "start and end"): a draft is
 * started (answers accepted, no more editing: copy it instead), a started one is ended (its links
 * close). Anything else answers 4009.
 */
export const QUESTIONNAIRE_TRANSITIONS = defineTransitions('questionnaire', QUESTIONNAIRE_STATUSES, {
  start: { from: ['draft'], to: 'started', label: '开始' },
  end: { from: ['started'], to: 'ended', label: '结束' },
});
export type QuestionnaireAction = keyof typeof QUESTIONNAIRE_TRANSITIONS.actions;

const questionnaireBody = {
  title: z.string().trim().min(2, '问卷标题至少2个字').max(100, '问卷标题不能超过100个字'),
  // the client drops '' from a body, so an empty intro arrives absent
  intro: z.string().trim().max(500, '问卷说明不能超过500个字').default(''),
  questions: z.array(question).min(1, '至少添加1道题').max(50, '最多50道题'),
};

export const questionnaireSave = defineEndpoint({
  method: 'POST',
  path: `${base}/save`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '新建或修改问卷（仅草稿可改，已开始的问卷答复 4009，请复制后修改）',
  input: z.object({ id: recordId.optional(), ...questionnaireBody }),
  output: z.object({ id: z.number().int() }),
});

/** A questionnaire as listed: its status, its number of questions and answers. */
export const questionnaireItem = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(QUESTIONNAIRE_STATUSES),
  questionCount: z.number().int(),
  responses: z.number().int(),
  createdAt: dateTime,
  startedAt: dateTime.nullable(),
  endedAt: dateTime.nullable(),
});
export type QuestionnaireItem = z.infer<typeof questionnaireItem>;

export const questionnaireList = defineEndpoint({
  method: 'GET',
  path: `${base}/list`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '问卷列表',
  input: z.object({ ...pagination, status: z.enum(QUESTIONNAIRE_STATUSES).optional(), keyword: z.string().trim().max(50).optional() }),
  output: pageOf(questionnaireItem),
});

export const questionnaireDetail = defineEndpoint({
  method: 'GET',
  path: `${base}/detail`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '问卷详情（题目）',
  input: byId,
  output: z.object({ id: z.number().int(), title: z.string(), intro: z.string(), status: z.enum(QUESTIONNAIRE_STATUSES), questions: z.array(question) }),
});

const questionnaireAction = (action: QuestionnaireAction | 'copy', summary: string) =>
  defineEndpoint({
    method: 'POST',
    path: `${base}/${action}`,
    body: 'json',
    access: 'gov',
    roles: AGE_APPROPRIATE_ROLES,
    tag,
    summary,
    input: z.object({ id: recordId }),
    output: z.object({ id: z.number().int() }),
  });
export const questionnaireStart = questionnaireAction('start', '开始问卷（草稿 → 进行中），此后不能修改');
export const questionnaireEnd = questionnaireAction('end', '结束问卷（进行中 → 已结束），链接随即关闭');
export const questionnaireCopy = questionnaireAction('copy', '复制问卷为新草稿');

/** Signature every campaign message starts with (Chinese SMS rules: the sender's signature in 【】), as for verification codes. */
export const SMS_SIGNATURE = '【人才就业服务平台】';
/** The opt-out text appended to every campaign message (工信部《通信短信息服务管理规定》: a way to refuse further messages). */
export const SMS_OPT_OUT = '拒收请回复R';
/** Longest template, in characters, before the signature and the opt-out text are added. */
export const SMS_TEMPLATE_MAX = 500;
/** Variables a template may use: the recipient's name and the link to their own questionnaire. */
export const SMS_VARIABLES = ['name', 'link'] as const;
/** Billing of a message (GSM 03.40 with UCS-2, as Chinese carriers bill): up to 70 characters is one segment, longer ones 67 per segment. */
export const SMS_SINGLE_MAX = 70;
export const SMS_SEGMENT_SIZE = 67;

/** A campaign's wording with its variables filled in: the parameter `content` of the kind campaign (SMS_KINDS of sms.ts). */
export function fillCampaign(template: string, values: Record<(typeof SMS_VARIABLES)[number], string>): string {
  return template.replace(/\{(name|link)\}/g, (_m, k: 'name' | 'link') => values[k]);
}

/** The full text a recipient reads through the suggested campaign template (`${content}拒收请回复R`): signature, the wording filled in, the opt-out text. */
export function renderSms(template: string, values: Record<(typeof SMS_VARIABLES)[number], string>): string {
  return `${SMS_SIGNATURE}${fillCampaign(template, values)}${SMS_OPT_OUT}`;
}

/** The parameters of the kind campaign (SMS_KINDS of sms.ts) for one recipient: the wording filled in, the name, the personal link and its token. */
export const campaignParams = (template: string, r: { name: string; origin: string; token: string }) => {
  const link = `${r.origin}/qt?token=${r.token}`;
  return { content: fillCampaign(template, { name: r.name, link }), name: r.name, link, token: r.token };
};

/** The campaign template the server sends through (GET sms/gateway): its signature, registered text and the gateway's parameter length; `problem` when it cannot be sent. */
export const smsCampaignGateway = z.object({
  signName: z.string(),
  content: z.string().describe('登记的问卷邀请模板内容'),
  paramMaxLength: z.number().int(),
  problem: z.string(),
});
export type SmsCampaignGateway = z.infer<typeof smsCampaignGateway>;

/**
 * What a recipient reads for `template` through the server's campaign template, or why it cannot
 * be sent (a value longer than the template holds), for the send page's preview; the server sends
 * the same parameters (apps/server modules/ageAppropriate/sender.ts).
 */
export function campaignPreview(gateway: SmsCampaignGateway, template: string, r: { name: string; origin: string; token: string }): { text: string; problem: string } {
  try {
    return { text: renderTemplate(gateway.signName, gateway.content, templateValues(gateway.content, campaignParams(template, r), gateway.paramMaxLength)), problem: gateway.problem };
  } catch (err) {
    return { text: '', problem: (err as Error).message };
  }
}

export const smsCampaignGatewayState = defineEndpoint({
  method: 'GET',
  path: `${base}/sms/gateway`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '问卷邀请短信经短信网关发送的模板（签名、登记的模板内容、变量长度上限），供发送页预览收信人看到的短信',
  input: empty,
  output: smsCampaignGateway,
});

/** Characters (code points, as carriers count them) and billable segments of a message ({@link SMS_SINGLE_MAX}, {@link SMS_SEGMENT_SIZE}). */
export function smsSegments(text: string): { chars: number; segments: number } {
  const chars = [...text].length;
  return { chars, segments: chars === 0 ? 0 : chars <= SMS_SINGLE_MAX ? 1 : Math.ceil(chars / SMS_SEGMENT_SIZE) };
}

/** A template: at most {@link SMS_TEMPLATE_MAX} characters, only the variables of {@link SMS_VARIABLES}, and the link so the recipient can answer. */
export const smsTemplate = z
  .string()
  .trim()
  .min(5, '短信内容至少5个字')
  .max(SMS_TEMPLATE_MAX, `短信内容不能超过${SMS_TEMPLATE_MAX}个字`)
  .superRefine((v, ctx) => {
    const unknown = [...v.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]!).find((k) => !(SMS_VARIABLES as readonly string[]).includes(k));
    if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `短信内容中的变量 {${unknown}} 不存在，可用变量：{name}（姓名）、{link}（问卷链接）` });
    else if (!v.includes('{link}')) ctx.addIssue({ code: 'custom', message: '短信内容须包含问卷链接变量 {link}' });
  });

export const smsTaskAdd = defineEndpoint({
  method: 'POST',
  path: `${base}/sms/add`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '新建短信发送任务：模板 × 目标人群，每人一条带专属问卷链接的短信（同一任务同一号码只发一次；已退订的号码不发送；可定时发送）',
  input: z.object({
    title: z.string().trim().min(2, '任务名称至少2个字').max(50, '任务名称不能超过50个字'),
    questionnaireId: recordId,
    groupId: recordId,
    template: smsTemplate,
    scheduledAt: dateTime.optional().describe('定时发送的时间（北京时间 YYYY-MM-DD HH:mm:ss，须晚于现在、30天内）；不填则立即发送'),
  }),
  output: z.object({ id: z.number().int(), queued: z.number().int(), optedOut: z.number().int().describe('已退订、未加入发送的人数') }),
});

/** A send task with the count of its recipients per status. */
export const smsTaskItem = z.object({
  id: z.number().int(),
  title: z.string(),
  questionnaireId: z.number().int(),
  questionnaireTitle: z.string(),
  groupName: z.string(),
  template: z.string(),
  total: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  answered: z.number().int(),
  createdAt: dateTime,
  scheduledAt: dateTime.nullable().describe('定时发送的时间；null 为立即发送'),
});
export type SmsTaskItem = z.infer<typeof smsTaskItem>;

export const smsTaskList = defineEndpoint({
  method: 'GET',
  path: `${base}/sms/list`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '短信发送任务列表',
  input: z.object({ ...pagination }),
  output: pageOf(smsTaskItem),
});

export const smsTaskDetail = defineEndpoint({
  method: 'GET',
  path: `${base}/sms/detail`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '短信发送任务详情',
  input: byId,
  output: smsTaskItem,
});

export const smsTaskRetry = defineEndpoint({
  method: 'POST',
  path: `${base}/sms/retry`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '重发任务中发送失败的短信（发送失败 → 待发送）',
  input: z.object({ id: recordId }),
  output: z.object({ requeued: z.number().int() }),
});

/** One recipient of a send task (短信发送记录, /bsRecord and /sms-detail); the phone masked. */
export const smsRecordItem = z.object({
  id: z.number().int(),
  taskId: z.number().int(),
  taskTitle: z.string(),
  name: z.string(),
  phone: z.string(),
  street: z.string(),
  status: z.enum(SMS_RECIPIENT_STATUSES),
  reason: z.string(),
  delivery: z.string().describe('短信网关的答复或运营商回执（如“已送达 2026-12-06 10:00:00”、“未送达：用户手机关机”），尚未发出时为空'),
  sentAt: dateTime.nullable(),
  answeredAt: dateTime.nullable(),
});
export type SmsRecordItem = z.infer<typeof smsRecordItem>;

/** The filters of the send records: a task, a status, a name (contains) or a phone (from the start). */
const recordFilters = {
  taskId: idParam.optional(),
  status: z.enum(SMS_RECIPIENT_STATUSES).optional(),
  keyword: z.string().trim().max(30, '关键词不能超过30个字').optional(),
};

export const smsRecordList = defineEndpoint({
  method: 'GET',
  path: `${base}/sms/record`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '短信发送记录（可按任务、状态、姓名或手机号筛选）',
  input: z.object({ ...pagination, ...recordFilters }),
  output: pageOf(smsRecordItem),
});

export const smsRecordExport = defineEndpoint({
  ...exportCall,
  path: `${base}/sms/record/export`,
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '导出短信发送记录（xlsx，筛选条件同列表；手机号默认部分隐藏，fullNumbers=true 导出完整号码并记入个人信息查看记录）',
  input: z.object({ ...recordFilters, ...fullNumbersParams }),
});

/** A single-use answer token as carried by the link (`/qt?token=`): the recipient's id and its HMAC, base64url. */
const answerToken = z.string().trim().min(1, '链接无效，请使用短信中的完整链接').max(200, '链接无效，请使用短信中的完整链接');

/** What the answer page shows: the questionnaire while it can be answered, otherwise why not (already answered, ended). */
export const questionnaireFill = defineEndpoint({
  method: 'GET',
  path: `${base}/fill`,
  body: 'query',
  access: 'public',
  tag,
  summary: '答卷页读取问卷（凭短信链接中的一次性令牌，无需登录）',
  input: z.object({ token: answerToken }),
  output: z.object({
    state: z.enum(['open', 'answered', 'ended']),
    title: z.string(),
    intro: z.string(),
    questions: z.array(question),
  }),
  rateLimit: { max: 60, windowMs: 60_000 },
});

/** One answer: the option(s) chosen, the text, the number or the rating; null when not answered. */
export const answerValue = z.union([z.string().trim().max(1000, '回答不能超过1000个字'), z.number().finite(), z.array(z.string().max(50)).max(10), z.null()]);
export type AnswerValue = z.infer<typeof answerValue>;

export const questionnaireAnswer = defineEndpoint({
  method: 'POST',
  path: `${base}/answer`,
  body: 'json',
  access: 'public',
  tag,
  summary: '提交答卷（令牌一次有效；必答题须作答；问卷结束后不再接受）',
  input: z.object({ token: answerToken, answers: z.array(answerValue).max(50, '最多50道题') }),
  output: z.null(),
  rateLimit: { max: 30, windowMs: 60_000 },
});

/** The statistics of one question: per option its count (choices, ratings), the texts (newest first), the average (numbers, ratings). */
export const questionStat = z.object({
  title: z.string(),
  kind: z.enum(QUESTION_KINDS),
  answered: z.number().int(),
  options: z.array(z.object({ label: z.string(), count: z.number().int() })),
  texts: z.array(z.string()),
  average: z.number().nullable(),
});
export type QuestionStat = z.infer<typeof questionStat>;

export const questionnaireStats = defineEndpoint({
  method: 'GET',
  path: `${base}/stats`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '问卷统计：发送人数、答卷数、回复率（总体、分街道、分目标人群）、每题统计',
  input: byId,
  output: z.object({
    title: z.string(),
    status: z.enum(QUESTIONNAIRE_STATUSES),
    sent: z.number().int(),
    responses: z.number().int(),
    byStreet: z.array(z.object({ name: z.string().describe('街道'), sent: z.number().int(), responses: z.number().int() })),
    byGroup: z.array(z.object({ name: z.string().describe('目标人群（发送任务所用）'), sent: z.number().int(), responses: z.number().int() })),
    questions: z.array(questionStat),
  }),
});

export const questionnaireExport = defineEndpoint({
  ...exportCall,
  path: `${base}/export`,
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '导出问卷全部答卷（xlsx，每份答卷一行）',
  input: byId,
});

/** 帮扶方式: the assistance staff record for a person with employment difficulties (/hard-detail). */
export const ASSISTANCE_KINDS = ['职业指导', '岗位推荐', '技能培训', '公益性岗位安置', '创业服务', '社保补贴', '其他'] as const;
/** Entries the server writes itself on the same timeline: the recognition saved, the employment status changed. */
export const HARD_TIMELINE_KINDS = [...ASSISTANCE_KINDS, '困难认定', '就业状态变更'] as const;
export type HardTimelineKind = (typeof HARD_TIMELINE_KINDS)[number];

const hardBase = '/api/system/hard';

/**
 * A person with employment difficulties as /hard-list shows them: a target person of category
 * 就业困难人员 (numbers masked), the recognition (困难类别 and 认定日期, null until saved) and the
 * assistance given (how many records, the latest day).
 */
export const hardPersonItem = z.object({
  id: z.number().int(),
  name: z.string(),
  idCard: z.string().describe('身份证号码（部分隐藏）'),
  phone: z.string().describe('手机号码（部分隐藏）'),
  street: z.string(),
  community: z.string(),
  workStatus: z.enum(WORK_STATUSES),
  age: z.number().int().nullable(),
  difficulty: z.enum(DIFFICULTY_CATEGORIES).nullable(),
  recognizedOn: z.string().nullable(),
  assistanceCount: z.number().int(),
  lastAssistedOn: z.string().nullable(),
});
export type HardPersonItem = z.infer<typeof hardPersonItem>;

export const hardList = defineEndpoint({
  method: 'GET',
  path: `${hardBase}/list`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '就业困难人员列表（人员类别为就业困难人员的登记人员，含困难类别、帮扶次数与最近帮扶日期；未帮扶的排在前面）',
  input: z.object({
    ...pagination,
    keyword: z.string().trim().max(30, '关键词不能超过30个字').optional().describe('姓名或街道包含'),
    difficulty: z.enum(DIFFICULTY_CATEGORIES).optional(),
    workStatus: z.enum(WORK_STATUSES).optional(),
  }),
  output: pageOf(hardPersonItem),
});

/** One entry of a person's timeline (/hard-detail): an assistance record, or the server's own note of a recognition or a status change. */
export const hardTimelineEntry = z.object({ id: z.number().int(), kind: z.enum(HARD_TIMELINE_KINDS), happenedOn: z.string(), content: z.string(), userName: z.string(), createdAt: dateTime });
export type HardTimelineEntry = z.infer<typeof hardTimelineEntry>;

export const hardDetail = defineEndpoint({
  method: 'GET',
  path: `${hardBase}/detail`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '就业困难人员详情：基本信息、困难认定、帮扶时间线（最新在前）；不是就业困难人员的编号答复 4004',
  input: byId,
  output: hardPersonItem.extend({ sex: z.enum(['男', '女']), skills: z.string(), timeline: z.array(hardTimelineEntry) }),
});

export const hardRecognize = defineEndpoint({
  method: 'POST',
  path: `${hardBase}/recognize`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '保存困难认定（困难类别、认定日期），并在时间线记一笔',
  input: z.object({ personId: recordId, difficulty: z.enum(DIFFICULTY_CATEGORIES, { message: '请选择困难类别' }), recognizedOn: pastDate('认定日期') }),
  output: z.null(),
});

export const hardAssist = defineEndpoint({
  method: 'POST',
  path: `${hardBase}/assist`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '添加帮扶记录（帮扶方式、日期、内容）',
  input: z.object({
    personId: recordId,
    kind: z.enum(ASSISTANCE_KINDS, { message: '请选择帮扶方式' }),
    happenedOn: pastDate('帮扶日期'),
    content: z.string().trim().min(1, '请填写帮扶内容').max(500, '帮扶内容不能超过500个字'),
  }),
  output: z.object({ id: z.number().int() }),
});

export const workStatusUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/system/work/update',
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '设置登记人员的就业状态（可批量，最多500人）；状态有变化的人员在其时间线记一笔；编号不存在答复 4004，不作任何修改',
  input: z.object({
    ids: z.array(recordId).min(1, '请选择人员').max(500, '一次最多设置500人'),
    workStatus: z.enum(WORK_STATUSES, { message: '请选择就业状态' }),
  }),
  output: z.object({ changed: z.number().int() }),
});

export const groupPreview = defineEndpoint({
  method: 'GET',
  path: `${base}/group/preview`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '人群中第一位（未退订）成员的姓名，用于短信预览',
  input: z.object({ groupId: idParam }),
  output: z.object({ name: z.string().nullable() }),
});

/** A saved SMS template (/sms-edit, 短信模板): a name and the text with {name} and {link}. */
export const smsTemplateItem = z.object({ id: z.number().int(), name: z.string(), content: z.string(), updatedAt: dateTime });
export type SmsTemplateItem = z.infer<typeof smsTemplateItem>;
/** Most templates kept. */
export const SMS_TEMPLATES_MAX = 50;

export const smsTemplateList = defineEndpoint({
  method: 'GET',
  path: `${base}/sms/template/list`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '短信模板列表（最近修改的在前）',
  input: z.object({}),
  output: z.array(smsTemplateItem),
});

export const smsTemplateSave = defineEndpoint({
  method: 'POST',
  path: `${base}/sms/template/save`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: `新建或修改短信模板（名称不重复，最多${SMS_TEMPLATES_MAX}个）`,
  input: z.object({ id: recordId.optional(), name: z.string().trim().min(2, '模板名称至少2个字').max(30, '模板名称不能超过30个字'), content: smsTemplate }),
  output: z.object({ id: z.number().int() }),
});

export const smsTemplateDelete = defineEndpoint({
  method: 'POST',
  path: `${base}/sms/template/delete/{id}`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '删除短信模板（已建的发送任务保留各自的短信内容）',
  input: byId,
  output: z.null(),
});

/** Where an opt-out came from: the recipient on the answer page (不再接收), or staff entering it (a reply R, a call). */
export const OPT_OUT_SOURCES = ['answerPage', 'staff'] as const;
export type OptOutSource = (typeof OPT_OUT_SOURCES)[number];
export const OPT_OUT_SOURCE_LABELS: Record<OptOutSource, string> = { answerPage: '本人在问卷页退订', staff: '工作人员登记' };

/** A number that will not be sent campaign messages again (退订号码); masked in the list. */
export const optOutItem = z.object({ phone: z.string(), source: z.enum(OPT_OUT_SOURCES), note: z.string(), at: dateTime });
export type OptOutItem = z.infer<typeof optOutItem>;

export const optOutList = defineEndpoint({
  method: 'GET',
  path: `${base}/sms/optOut/list`,
  body: 'query',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '退订号码（不再发送问卷短信），最近的在前；手机号部分隐藏',
  input: z.object({ ...pagination, phone: z.string().trim().regex(/^\d{1,11}$/, '请输入手机号码的数字').optional().describe('手机号码开头') }),
  output: pageOf(optOutItem),
});

export const optOutAdd = defineEndpoint({
  method: 'POST',
  path: `${base}/sms/optOut/add`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '登记退订号码（如收到回复R、来电要求）；待发送的问卷短信随即不再发送',
  input: z.object({ phone: mobileNumber, note: z.string().trim().max(100, '备注不能超过100个字').default('') }),
  output: z.null(),
});

export const optOutRemove = defineEndpoint({
  method: 'POST',
  path: `${base}/sms/optOut/remove`,
  body: 'json',
  access: 'gov',
  roles: AGE_APPROPRIATE_ROLES,
  tag,
  summary: '取消退订（本人要求恢复接收时）',
  input: z.object({ phone: mobileNumber }),
  output: z.null(),
});

export const questionnaireOptOut = defineEndpoint({
  method: 'POST',
  path: `${base}/optOut`,
  body: 'json',
  access: 'public',
  tag,
  summary: '收信人在答卷页退订（凭短信链接中的令牌，无需登录；已答或已结束的问卷也可退订）',
  input: z.object({ token: answerToken }),
  output: z.null(),
  rateLimit: { max: 30, windowMs: 60_000 },
});
