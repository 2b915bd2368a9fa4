import { z } from 'zod';
import { isValidCreditCode, isValidIdCard, isValidMobile } from '@portal/validators';
import { defineEndpoint } from '../contract';
import { defineTransitions, transitionAllowed, transitionTo, type NO_RECORD, type TransitionRule } from '../workflow';
import { DICT_VALUE_MAX, calendarDay, dateOnly, dateTime, empty, fileField, idParam, importResult, pageOf, pagination, recordId, rowVersion, attachment, exportCall, byId } from '../schemas';
import { EDUCATION_LEVELS, MARITAL_STATUSES, APPLICATION_TYPES, type ApplicationType, APPLICATION_TYPE_LABELS, APPLICATION_FILERS, APPLICATION_STATUSES, type ApplicationStatus, PUBLICITY_STATUSES, type DictType } from '../vocabulary';
import { smsCodeField, smsSent } from '../accountFields';

/*
 * Subsidy and allowance applications (issue 6, SPEC.md sections 4 and 7 "Applications").
 * The rules behind everything here are written out in docs/applications.md.
 */

/**
 * Who fires an action: `filer` the individual or enterprise that files the application (by its
 * type, {@link APPLICATION_FILERS}); `applicant` only an individual filer; `enterprise` only an
 * enterprise filer; `staff` government staff of the type's department; `expert` staff with the
 * expert role (scores only).
 */
export type ApplicationActor = 'filer' | 'applicant' | 'enterprise' | 'staff' | 'expert';

/** 'new' (NO_RECORD) stands for "no application yet" in {@link APPLICATION_WORKFLOW}. */
export type TransitionSource = ApplicationStatus | typeof NO_RECORD;

/**
 * THE transition table of applications (docs/applications.md section 2). Any action whose `from`
 * does not hold the current status is refused with 4009 and changes nothing; `to: 'same'` keeps
 * the status (corrections saved before resubmitting); `failTo` is where adminApply ends when the
 * eligibility checks fail; `comment` says whether a comment is required.
 */
const applicationActions = {
  save: { by: ['filer'], from: ['new', 'temporary_storage'], to: 'temporary_storage', comment: 'none', label: '暂存' },
  saveCorrection: { by: ['filer'], from: ['against', 'withdraw', 'ent_withdraw'], to: 'same', comment: 'none', label: '保存修改' },
  fill: { by: ['filer'], from: ['new', 'temporary_storage', 'against', 'withdraw', 'ent_withdraw'], to: 'awaiting_check', comment: 'none', label: '提交申请' },
  entApply: { by: ['enterprise'], from: ['temporary_storage', 'against', 'ent_withdraw'], to: 'awaiting_check', comment: 'none', label: '企业提交' },
  withdraw: { by: ['applicant'], from: ['', 'awaiting_check'], to: 'withdraw', comment: 'optional', label: '撤回' },
  entWithdraw: { by: ['enterprise'], from: ['', 'awaiting_check'], to: 'ent_withdraw', comment: 'optional', label: '企业撤回' },
  agree: { by: ['staff'], from: ['', 'awaiting_check'], to: 'agree', comment: 'optional', label: '审核通过' },
  refused: { by: ['staff'], from: ['', 'awaiting_check'], to: 'refused', comment: 'required', label: '审核不通过' },
  against: { by: ['staff'], from: ['', 'awaiting_check'], to: 'against', comment: 'required', label: '退回修改' },
  fail: { by: ['staff'], from: ['', 'awaiting_check', 'agree'], to: 'fail', comment: 'required', label: '办理失败' },
  adminApply: { by: ['staff'], from: ['new', 'fail'], to: 'awaiting_check', failTo: 'fail', comment: 'optional', label: '代为申请' },
  publicityStart: { by: ['staff'], from: ['agree'], to: 'gs_publicity', comment: 'optional', label: '开始公示' },
  publicityEnd: { by: ['staff'], from: ['gs_publicity'], to: 'gs_publicity_true', comment: 'optional', label: '结束公示' },
  revocation: { by: ['staff'], from: ['agree', 'refused', 'against', 'fail'], to: 'awaiting_check', comment: 'required', label: '撤销审核结果' },
} as const satisfies Record<string, TransitionRule<ApplicationStatus> & { by: readonly ApplicationActor[]; failTo?: ApplicationStatus; comment: 'none' | 'optional' | 'required' }>;
/** The table above, registered (libs/api/src/workflow.ts). */
export const APPLICATION_WORKFLOW = defineTransitions('application', APPLICATION_STATUSES, applicationActions);
export type ApplicationAction = keyof typeof APPLICATION_WORKFLOW.actions;
export const APPLICATION_ACTIONS = Object.keys(APPLICATION_WORKFLOW.actions) as ApplicationAction[];

/** Timeline entries that are not status changes: a score, an import of people. */
export const APPLICATION_EVENT_LABELS: Record<ApplicationAction | 'score' | 'import', string> = {
  ...(Object.fromEntries(Object.entries(APPLICATION_WORKFLOW.actions).map(([k, v]) => [k, v.label])) as Record<ApplicationAction, string>),
  score: '专家评分',
  import: '导入人员',
};

/** Whether `action` may be fired on an application in `from` (null: none exists yet). The server's check; the portal uses it for buttons. */
export function canTransition(from: ApplicationStatus | null, action: ApplicationAction): boolean {
  return transitionAllowed(APPLICATION_WORKFLOW, action, from);
}

/** The status `action` leads to from `from`, or null when the table does not allow it. */
export function transitionTarget(from: ApplicationStatus | null, action: ApplicationAction): ApplicationStatus | null {
  return transitionTo(APPLICATION_WORKFLOW, action, from);
}

/** Roles of an actor as the timeline shows them. */
export const ACTOR_ROLES = ['applicant', 'enterprise', 'staff', 'expert'] as const;
export type ActorRole = (typeof ACTOR_ROLES)[number];
export const ACTOR_ROLE_LABELS: Record<ActorRole, string> = { applicant: '申请人', enterprise: '企业', staff: '工作人员', expert: '评审专家' };

// ---------------------------------------------------------------------------------------------
// Forms: one descriptor per field, from which the portal renders the form and both sides build
// the same zod rules (so a 4001 of the server and the form's message say the same thing).

/** How a field is entered. `people` is a table of persons with its own `columns`. */
export type FormFieldKind = 'text' | 'textarea' | 'number' | 'date' | 'select' | 'idCard' | 'phone' | 'creditCode' | 'street' | 'attachments' | 'people';

/** One field of an application form. */
export interface FormField {
  key: string;
  label: string;
  kind: FormFieldKind;
  required: boolean;
  /** choices of a select (the values records store) */
  options?: readonly string[];
  /** the dictionary (GET /api/common/dict/{dictType}) whose labels the form shows for `options` */
  dict?: DictType;
  /** unit or rule shown under the field */
  hint?: string;
  /** the rule with its Chinese message (for a required field; the form makes it optional otherwise) */
  schema: z.ZodType;
  /** columns of a `people` table */
  columns?: readonly FormField[];
}

const text = (key: string, label: string, max: number, opts: { min?: number; required?: boolean; hint?: string; kind?: 'text' | 'textarea' } = {}): FormField => ({
  key,
  label,
  kind: opts.kind ?? (max > 200 ? 'textarea' : 'text'),
  required: opts.required ?? true,
  ...(opts.hint ? { hint: opts.hint } : {}),
  schema: z
    .string({ message: `请填写${label}` })
    .trim()
    .min(opts.min ?? 1, opts.min ? `${label}至少${opts.min}个字` : `请填写${label}`)
    .max(max, `${label}不能超过${max}个字`),
});
const num = (key: string, label: string, min: number, max: number, opts: { int?: boolean; hint?: string; required?: boolean } = {}): FormField => {
  let n = z.number({ error: (iss) => (iss.input === undefined ? `请填写${label}` : `${label}应为数字`) });
  if (opts.int) n = n.int(`${label}应为整数`);
  // numbers may come as text (forms, query strings, spreadsheet cells); blank means missing
  const schema = z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : typeof v === 'string' ? Number(v.trim()) : v), n.min(min, `${label}不能小于${min}`).max(max, `${label}不能大于${max}`));
  return { key, label, kind: 'number', required: opts.required ?? true, ...(opts.hint ? { hint: opts.hint } : {}), schema };
};
const select = (key: string, label: string, options: readonly [string, ...string[]], hint?: string, dict?: DictType): FormField => ({
  key,
  label,
  kind: 'select',
  required: true,
  options,
  ...(hint ? { hint } : {}),
  ...(dict ? { dict } : {}),
  // a dictionary's options change at /sysDict: the form checks a choice was made, the server that it is an enabled option (dictProblem)
  schema: dict
    ? z
        .string({ message: `请选择${label}` })
        .trim()
        .min(1, `请选择${label}`)
        .max(DICT_VALUE_MAX, `${label}不能超过${DICT_VALUE_MAX}个字符`)
    : z.enum(options, { message: `${label}只能是：${options.join('、')}` }),
});
const date = (key: string, label: string): FormField => ({ key, label, kind: 'date', required: true, schema: calendarDay(label) });

const nameField = (key = 'name', label = '姓名') => text(key, label, 50);
const idCardField = (key = 'idCard', label = '身份证号码'): FormField => ({
  key,
  label,
  kind: 'idCard',
  required: true,
  schema: z
    .string({ message: `请填写${label}` })
    .trim()
    .toUpperCase()
    .refine((v) => v.length === 18 && isValidIdCard(v), `${label}应为18位，且出生日期和校验位正确`),
});
const phoneField = (key = 'phone', label = '手机号码'): FormField => ({
  key,
  label,
  kind: 'phone',
  required: true,
  schema: z.string({ message: `请填写${label}` }).trim().refine(isValidMobile, `${label}应为11位大陆手机号`),
});
const educationField = select('education', '最高学历', EDUCATION_LEVELS, undefined, 'education');
const attachmentsField: FormField = {
  key: 'attachmentIds',
  label: '证明材料',
  kind: 'attachments',
  required: false,
  hint: '可上传 pdf、图片、Office 文档，单个不超过5MB，最多20个',
  schema: z.array(recordId).max(20, '证明材料最多20个'),
};
const yearField = num('year', '申报年度', 2020, 2100, { int: true });
const contactFields = [text('contactName', '联系人', 50), phoneField('contactPhone', '联系电话')];
const bankFields = [text('bankName', '开户银行', 100), { ...text('bankAccount', '银行账号', 30), schema: z.string({ message: '请填写银行账号' }).trim().regex(/^\d{8,30}$/, '银行账号应为8到30位数字') }];
const ownsHousingField = select('ownsHousing', '本区有无自有住房', ['无', '有'], '在本区有自有住房的不能申请');
const people = (columns: FormField[], max = 5000): FormField => ({
  key: 'people',
  label: '申报人员',
  kind: 'people',
  required: true,
  columns,
  schema: z
    .array(z.object(Object.fromEntries(columns.map((c) => [c.key, c.required ? c.schema : c.schema.optional()]))))
    .min(1, '请至少添加一名申报人员')
    .max(max, `申报人员一次最多${max}人`),
});

/** The fields of every type (docs/applications.md section 5), in form order. */
export const APPLICATION_FORM_FIELDS: Record<ApplicationType, readonly FormField[]> = {
  ruhu: [
    nameField(),
    idCardField(),
    phoneField(),
    educationField,
    text('school', '毕业院校', 100),
    text('major', '所学专业', 100),
    date('graduationDate', '毕业时间'),
    text('currentHukou', '现户籍所在地', 200),
    text('moveToAddress', '拟迁入地址', 200, { hint: '本区内的详细地址' }),
    num('accompanying', '随迁人数', 0, 5, { int: true, hint: '配偶及未成年子女，最多5人' }),
    attachmentsField,
  ],
  zhufang: [
    nameField(),
    idCardField(),
    phoneField(),
    educationField,
    text('entName', '工作单位', 100),
    select('maritalStatus', '婚姻状况', MARITAL_STATUSES, undefined, 'maritalStatus'),
    num('familySize', '共同申请人数', 1, 6, { int: true, hint: '含本人' }),
    ownsHousingField,
    { key: 'preferredStreet', label: '意向街道', kind: 'street', required: true, schema: z.string({ message: '请选择意向街道' }).trim().min(1, '请选择意向街道').max(20) },
    select('roomType', '意向户型', ['一房', '两房', '三房']),
    attachmentsField,
  ],
  Personnel: [
    nameField(),
    idCardField(),
    phoneField(),
    educationField,
    select('talentCategory', '申报类别', ['A类', 'B类', 'C类', 'D类']),
    text('professionalTitle', '专业技术职称', 50, { required: false }),
    select('titleLevel', '职称级别', ['正高级', '副高级', '中级', '初级', '无']),
    text('achievements', '主要业绩与荣誉', 2000, { min: 20, kind: 'textarea' }),
    attachmentsField,
  ],
  Xzybzkf: [
    yearField,
    ...contactFields,
    ...bankFields,
    people([nameField(), idCardField(), phoneField(), text('postName', '岗位', 50), date('entryDate', '入职日期')]),
    attachmentsField,
  ],
  Zizhu: [
    text('projectName', '项目名称', 100),
    select('fundingCategory', '资助类别', ['创新创业团队', '领军人才', '青年拔尖人才']),
    nameField('leaderName', '项目负责人'),
    idCardField('leaderIdCard', '负责人身份证号码'),
    num('requestedAmount', '申请金额', 1, 500, { hint: '万元' }),
    text('summary', '项目简介', 3000, { min: 50, kind: 'textarea' }),
    ...contactFields,
    attachmentsField,
  ],
  cjbt: [
    nameField(),
    idCardField(),
    phoneField(),
    educationField,
    text('businessName', '创业实体名称', 100),
    {
      key: 'creditCode',
      label: '统一社会信用代码',
      kind: 'creditCode',
      required: true,
      schema: z.string({ message: '请填写统一社会信用代码' }).trim().toUpperCase().refine(isValidCreditCode, '统一社会信用代码应为18位且校验位正确'),
    },
    num('employees', '带动就业人数', 0, 10000, { int: true }),
    ...bankFields,
    attachmentsField,
  ],
  zfbtEnt: [yearField, ...contactFields, people([nameField(), idCardField(), phoneField(), educationField, num('monthlyRent', '月租金', 0, 100000, { hint: '元' })]), attachmentsField],
  zfbtUser: [
    nameField(),
    idCardField(),
    phoneField(),
    educationField,
    text('rentalAddress', '租房地址', 200),
    num('monthlyRent', '月租金', 1, 100000, { hint: '元' }),
    date('leaseStart', '租期开始'),
    date('leaseEnd', '租期结束'),
    ownsHousingField,
    ...bankFields,
    attachmentsField,
  ],
  springAllowance: [
    yearField,
    ...contactFields,
    ...bankFields,
    people([nameField(), idCardField(), phoneField(), text('postName', '岗位', 50), date('stayFrom', '留岗开始日期'), date('stayTo', '留岗结束日期')]),
    attachmentsField,
  ],
  fcwg: [
    yearField,
    ...contactFields,
    ...bankFields,
    people([nameField(), idCardField(), phoneField(), text('fromPlace', '出发地', 100), date('returnDate', '返岗日期'), num('ticketAmount', '交通费', 0, 10000, { hint: '元' })]),
    attachmentsField,
  ],
};

/** The columns of a type's people table (enterprise types with people), or null. */
export function peopleColumns(type: ApplicationType): readonly FormField[] | null {
  return APPLICATION_FORM_FIELDS[type].find((f) => f.kind === 'people')?.columns ?? null;
}

/** Types whose people may be imported from an xlsx (`task/import`). */
export const PEOPLE_TYPES = APPLICATION_TYPES.filter((t) => peopleColumns(t) !== null);

/** Cross-field rules of a type (checked with the form): [message, field, test]. */
const CROSS_RULES: Partial<Record<ApplicationType, [string, string, (v: Record<string, unknown>) => boolean][]>> = {
  zfbtUser: [['租期结束不能早于租期开始', 'leaseEnd', (v) => String(v.leaseEnd) >= String(v.leaseStart)]],
};

/**
 * The full rules of a type's form (fill, entApply, adminApply): every required field present and
 * valid, optional ones valid when given; people rows checked column by column.
 */
export function applicationFormSchema(type: ApplicationType) {
  const fields = APPLICATION_FORM_FIELDS[type];
  let schema: z.ZodType<Record<string, unknown>> = z.object(Object.fromEntries(fields.map((f) => [f.key, f.required ? f.schema : f.schema.optional()])));
  for (const [message, path, test] of CROSS_RULES[type] ?? []) schema = schema.refine(test, { message, path: [path] });
  if (type === 'springAllowance') {
    schema = schema.refine((v) => ((v.people as { stayFrom: string; stayTo: string }[] | undefined) ?? []).every((p) => p.stayTo >= p.stayFrom), {
      message: '留岗结束日期不能早于留岗开始日期',
      path: ['people'],
    });
  }
  return schema;
}

/**
 * What a draft (temporary storage) may hold: any field, possibly unfinished (half an identity
 * number is kept as typed), within sane sizes. Full rules apply only on submit.
 */
export const draftForm = z
  .record(
    z.string().max(50),
    z.union([
      z.string().max(5000, '内容过长'),
      z.number(),
      z.boolean(),
      z.null(),
      z.array(z.number().int()).max(20),
      z.array(z.record(z.string().max(50), z.union([z.string().max(500), z.number(), z.null()]))).max(5000, '申报人员一次最多5000人'),
    ]),
  )
  .describe('表单内容（暂存时可不完整）');

// ---------------------------------------------------------------------------------------------
// Outputs

/** One eligibility check against the database: what was checked, whether it passed, and the message shown. */
export const eligibilityCheck = z.object({
  rule: z.string().describe('规则编号，如 degree、socialMonths、age'),
  label: z.string(),
  ok: z.boolean(),
  message: z.string(),
});
export type EligibilityCheck = z.infer<typeof eligibilityCheck>;

/** One entry of an application's timeline (who, role, time, from, to, comment). */
export const timelineEntry = z.object({
  id: z.number().int(),
  action: z.string(),
  actionLabel: z.string(),
  fromStatus: z.enum(APPLICATION_STATUSES).nullable().describe('null：新建'),
  toStatus: z.enum(APPLICATION_STATUSES),
  actorName: z.string(),
  actorRole: z.enum(ACTOR_ROLES),
  comment: z.string(),
  at: dateTime,
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** An expert's (or staff's) score of a zfbtUser application. */
export const applicationScore = z.object({ expertName: z.string(), score: z.number(), comment: z.string(), at: dateTime });

/** An application in lists (identity and phone numbers always masked). */
export const applicationItem = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  type: z.enum(APPLICATION_TYPES),
  typeLabel: z.string(),
  taskTypeCode: z.string().nullable(),
  status: z.enum(APPLICATION_STATUSES),
  statusLabel: z.string(),
  version: z.number().int(),
  applicantName: z.string(),
  applicantIdCard: z.string().describe('脱敏'),
  applicantPhone: z.string().describe('脱敏'),
  entName: z.string(),
  peopleCount: z.number().int(),
  amount: z.number().describe('申请金额（元）'),
  submittedAt: dateTime.nullable(),
  updatedAt: dateTime,
});
export type ApplicationItem = z.infer<typeof applicationItem>;

/**
 * One application in full: the form values (`fields`, people included; identity and phone numbers
 * in full only for the applicant and the filing enterprise, masked for staff and experts),
 * attachments, eligibility checks (run now against the database), scores, the timeline (oldest
 * first) and the actions the caller may fire now. `mayRevealNumbers`: the caller is staff of the
 * type's department, who may reveal the masked `applicantIdCard` and `applicantPhone` one at a time
 * (POST /api/personalData/reveal, source `application`; logged, issue 24).
 */
export const applicationDetail = applicationItem.extend({
  filedBy: z.enum(['person', 'ent', 'staff']),
  fields: z.record(z.string(), z.unknown()),
  attachments: z.array(attachment),
  eligibility: z.array(eligibilityCheck),
  scores: z.array(applicationScore),
  suggestedScore: z.number().nullable().describe('zfbtUser 按评分标准计算的参考分'),
  timeline: z.array(timelineEntry),
  allowedActions: z.array(z.enum(APPLICATION_ACTIONS as [ApplicationAction, ...ApplicationAction[]])),
  mayRevealNumbers: z.boolean().describe('可逐个显示完整的申请人身份证号与手机号（主管部门工作人员；记入个人信息查看记录）'),
  publicityStart: dateTime.nullable(),
  publicityEnd: dateTime.nullable(),
});
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/** A saved or submitted application: its id, number, status and new version. */
export const applicationSaved = z.object({ id: z.number().int(), applyNo: z.string(), status: z.enum(APPLICATION_STATUSES), version: z.number().int(), savedAt: dateTime });
export type ApplicationSaved = z.infer<typeof applicationSaved>;

/** Per-item result of a batch action: ok, or the envelope code and message of why not. */
export const batchItemResult = z.object({
  id: z.number().int(),
  ok: z.boolean(),
  code: z.number().int().describe('2000 成功；4003 无权限；4004 不存在；4009 状态不允许或已被他人处理'),
  msg: z.string(),
  status: z.enum(APPLICATION_STATUSES).nullable().describe('处理后的状态；不存在时为 null'),
  version: z.number().int().nullable(),
});
export const batchResult = z.object({ total: z.number().int(), succeeded: z.number().int(), failed: z.number().int(), results: z.array(batchItemResult) });
export type ApplicationBatchResult = z.infer<typeof batchResult>;

/** A row of the public publicity list: name and identity number masked, no phone. */
export const publicityItem = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  type: z.enum(APPLICATION_TYPES),
  typeLabel: z.string(),
  status: z.enum(PUBLICITY_STATUSES),
  statusLabel: z.string(),
  name: z.string().describe('脱敏，如 张*伟'),
  idCard: z.string().describe('脱敏'),
  entName: z.string(),
  amount: z.number(),
  peopleCount: z.number().int(),
  publicityStart: dateTime.nullable(),
  publicityEnd: dateTime.nullable(),
});
export type PublicityItem = z.infer<typeof publicityItem>;

// ---------------------------------------------------------------------------------------------
// Inputs shared by the calls

const commentField = z.string().trim().max(500, '意见不能超过500个字').default('');
const versionField = rowVersion;
const listFilter = {
  ...pagination,
  type: z.enum(APPLICATION_TYPES).optional(),
  status: z.enum(APPLICATION_STATUSES).optional().describe("'' 与 awaiting_check 均为待审核；传 awaiting_check 时两者都查"),
  keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional().describe('姓名、企业名或申请编号；或身份证号开头'),
  filer: z.enum(['person', 'ent']).optional().describe('person 只看个人申请的类型, ent 只看企业申报的类型'),
};
const batchItems = z
  .array(z.object({ id: recordId, version: rowVersion.optional() }))
  .min(1, '请选择申请')
  .max(2000, '一次最多2000条');

// ---------------------------------------------------------------------------------------------
// Fill, save and get for each type

/** The three calls of one type: fill (submit), save (temporary storage) and get (the draft or a given application). */
function formEndpoints<T extends ApplicationType>(type: T) {
  const access = APPLICATION_FILERS[type] === 'person' ? ('third' as const) : ('ent' as const);
  const label = APPLICATION_TYPE_LABELS[type];
  return {
    fill: defineEndpoint({
      method: 'POST',
      path: `/api/second/apply/${type}/fill`,
      body: 'json',
      access,
      tag: 'application',
      summary: `${label}：提交申请（新建，或提交暂存/退回/撤回的申请 id，须带 version）；表单与资格不符时 4001 说明原因，什么也不改`,
      input: z.object({ id: recordId.optional(), version: versionField.optional(), fields: applicationFormSchema(type) }),
      output: applicationSaved,
    }),
    save: defineEndpoint({
      method: 'POST',
      path: `/api/second/apply/${type}/save`,
      body: 'json',
      access,
      tag: 'application',
      summary: `${label}：暂存（表单可不完整）；无 id 时新建暂存，有 id 时须带 version`,
      input: z.object({ id: recordId.optional(), version: versionField.optional(), fields: draftForm }),
      output: applicationSaved,
    }),
    get: defineEndpoint({
      method: 'GET',
      path: `/api/second/apply/${type}/get`,
      body: 'query',
      access,
      tag: 'application',
      summary: `${label}：取回本人（本企业）的一份申请：给 id 取该份，否则取可编辑的最新一份（暂存、退回、撤回），没有时为 null；prefill 为按账号与人员名单预填的值`,
      input: z.object({ id: idParam.optional() }),
      output: z.object({ application: applicationDetail.nullable(), prefill: z.record(z.string(), z.unknown()) }),
    }),
  };
}

/** fill, save and get of every type, e.g. `applyForms.zhufang.fill`. */
export const applyForms = {
  ruhu: formEndpoints('ruhu'),
  zhufang: formEndpoints('zhufang'),
  Personnel: formEndpoints('Personnel'),
  Xzybzkf: formEndpoints('Xzybzkf'),
  Zizhu: formEndpoints('Zizhu'),
  cjbt: formEndpoints('cjbt'),
  zfbtEnt: formEndpoints('zfbtEnt'),
  zfbtUser: formEndpoints('zfbtUser'),
  springAllowance: formEndpoints('springAllowance'),
  fcwg: formEndpoints('fcwg'),
} satisfies Record<ApplicationType, ReturnType<typeof formEndpoints>>;

// ---------------------------------------------------------------------------------------------
// /api/second/apply/*

export const applyList = defineEndpoint({
  method: 'GET',
  path: '/api/second/apply/list',
  body: 'query',
  access: 'user',
  tag: 'application',
  summary: '我的申请：个人为本人的申请，企业为本企业提交的申请（类型、状态、关键字筛选，分页；证件号与手机号脱敏）',
  input: z.object(listFilter),
  output: pageOf(applicationItem),
});

export const applyDetail = defineEndpoint({
  method: 'GET',
  path: '/api/second/apply/detail',
  body: 'query',
  access: 'user',
  tag: 'application',
  summary: '一份申请的详情与办理时间线：申请人、提交企业、该类型主管部门的工作人员与评审专家可看，其他人 4003',
  input: byId,
  output: applicationDetail,
});

export const applyWithdraw = defineEndpoint({
  method: 'POST',
  path: '/api/second/apply/withdraw',
  body: 'json',
  access: 'user',
  tag: 'application',
  summary: '撤回待审核的申请（个人为 withdraw，企业为 ent_withdraw）；其他状态 4009',
  input: z.object({ id: recordId, version: versionField, comment: commentField }),
  output: applicationSaved,
});

export const queryJindu = defineEndpoint({
  method: 'GET',
  path: '/api/second/apply/queryJindu',
  body: 'query',
  access: 'public',
  tag: 'application',
  summary: '办理进度：按申请编号加申请人身份证号查询（无需登录），或登录后按 id 查询本人/本企业的申请；答复状态、步骤与时间线（证件号脱敏）',
  input: z
    .object({
      id: idParam.optional(),
      applyNo: z.string().trim().max(20).optional().describe('申请编号，如 ZF2025000012'),
      idCard: z.string().trim().toUpperCase().max(18).optional().describe('申请人身份证号码（按编号查询时必填）'),
    })
    .refine((v) => v.id !== undefined || (v.applyNo && v.idCard), { message: '请填写申请编号和申请人身份证号码', path: ['applyNo'] }),
  output: z.object({
    id: z.number().int(),
    applyNo: z.string(),
    type: z.enum(APPLICATION_TYPES),
    typeLabel: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    statusLabel: z.string(),
    applicantName: z.string().describe('脱敏'),
    steps: z.array(z.object({ name: z.string(), state: z.enum(['done', 'current', 'todo', 'stopped']), at: dateTime.nullable() })).describe('提交申请、部门审核、结果公示、办结'),
    timeline: z.array(timelineEntry),
  }),
});

// ---------------------------------------------------------------------------------------------
// /api/second/apply/claim*: records filed for a person by staff, claimed by the person's account
// with the SMS code sent to the phone on the record (docs/accounts.md "Ownership and claim")

/** A record the caller may claim, as the claim page shows it: no application number, name and phone masked. */
export const claimableRecord = z.object({
  id: z.number().int(),
  type: z.enum(APPLICATION_TYPES),
  typeLabel: z.string(),
  filedAt: dateOnly.describe('办理日期'),
  applicantName: z.string().describe('申请人姓名（脱敏）'),
  phone: z.string().describe('记录上登记的手机号（脱敏），验证码发送至该号码'),
});
export type ClaimableRecord = z.infer<typeof claimableRecord>;

export const claimList = defineEndpoint({
  method: 'GET',
  path: '/api/second/apply/claim/list',
  body: 'query',
  access: 'third',
  tag: 'application',
  summary: '可认领的办事记录：工作人员以本账号身份证号代为办理、尚未归属任何账号的记录（类型、日期、脱敏姓名与手机号）',
  input: empty,
  output: z.object({ list: z.array(claimableRecord) }),
});

export const claimSendCode = defineEndpoint({
  method: 'POST',
  path: '/api/second/apply/claim/sendCode',
  body: 'json',
  access: 'third',
  tag: 'application',
  summary: '向该记录上登记的手机号发送认领验证码（不能指定其他号码；60秒一次，5分钟有效）；不可认领的记录 4003，记录无手机号 4001',
  input: z.object({ id: idParam.describe('可认领记录的 id') }),
  output: smsSent.extend({ phone: z.string().describe('验证码发往的手机号（脱敏）') }),
});

export const claim = defineEndpoint({
  method: 'POST',
  path: '/api/second/apply/claim',
  body: 'json',
  access: 'third',
  tag: 'application',
  summary: '凭记录手机号收到的验证码认领记录：该记录及同一手机号下本人其余可认领的记录归属本账号；验证码错误 4001，已被认领 4009',
  input: z.object({
    id: idParam.describe('可认领记录的 id'),
    smsCode: smsCodeField.describe('记录手机号收到的验证码'),
  }),
  output: z.object({ claimed: z.number().int().describe('归属本账号的记录数') }),
});

export const areaList = defineEndpoint({
  method: 'GET',
  path: '/api/second/apply/areaList',
  body: 'query',
  access: 'public',
  tag: 'application',
  summary: '公示名单（/servicePublicity）：公示中与已公示的申请，类型、状态、关键字筛选；姓名与证件号脱敏',
  input: z.object({
    ...pagination,
    type: z.enum(APPLICATION_TYPES).optional(),
    status: z.enum(PUBLICITY_STATUSES).optional(),
    keyword: z.string().trim().max(50).optional().describe('企业名或申请编号'),
  }),
  output: pageOf(publicityItem),
});

export const publicityDetail = defineEndpoint({
  method: 'GET',
  path: '/api/second/apply/publicityDetail',
  body: 'query',
  access: 'public',
  tag: 'application',
  summary: '一条公示（/publicityDetail）：脱敏的申请人、企业、金额、公示期，企业申报时含脱敏的人员名单',
  input: byId,
  output: publicityItem.extend({ people: z.array(z.object({ name: z.string(), idCard: z.string() })) }),
});

// ---------------------------------------------------------------------------------------------
// /api/second/task/*

export const taskList = defineEndpoint({
  method: 'GET',
  path: '/api/second/task/list',
  body: 'query',
  access: 'gov',
  tag: 'application',
  summary: '审核工作台：本部门主管类型的申请（评审专家为待评分的住房补贴个人申请），类型、状态、关键字筛选；证件号与手机号脱敏',
  input: z.object(listFilter),
  output: pageOf(applicationItem),
});

export const taskEntDetail = defineEndpoint({
  method: 'GET',
  path: '/api/second/task/entDetail',
  body: 'query',
  access: 'ent',
  tag: 'application',
  summary: '企业查看本企业提交的一份申请（人员证件号完整）',
  input: byId,
  output: applicationDetail,
});

export const taskAdminDetail = defineEndpoint({
  method: 'GET',
  path: '/api/second/task/adminDetail',
  body: 'query',
  access: 'gov',
  tag: 'application',
  summary: '工作人员查看一份申请：资格核验结果、评分、时间线；证件号与手机号脱敏，主管部门工作人员可逐个显示完整号码（记入个人信息查看记录）',
  input: byId,
  output: applicationDetail,
});

export const taskAudit = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/audit',
  body: 'json',
  access: 'gov',
  tag: 'application',
  summary: '审核一份申请：agree 通过、refused 不通过、against 退回修改、fail 办理失败（refused/against/fail 须填意见）；须带 version，状态不允许或已被他人处理 4009',
  input: z.object({ id: recordId, version: versionField, action: z.enum(['agree', 'refused', 'against', 'fail']), comment: commentField }),
  output: applicationSaved,
});

export const taskBatchAudit = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/batchAudit',
  body: 'json',
  access: 'gov',
  tag: 'application',
  summary: '批量审核（一次请求，最多2000条）：逐条答复结果，一条不成不影响其他条',
  input: z.object({ items: batchItems, action: z.enum(['agree', 'refused', 'against', 'fail']), comment: commentField }),
  output: batchResult,
});

export const taskPublicity = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/publicity',
  body: 'json',
  access: 'gov',
  tag: 'application',
  summary: '开始（start：审核通过 -> 公示中）或结束（end：公示中 -> 已公示）公示，可批量，逐条答复结果',
  input: z.object({ items: batchItems, action: z.enum(['start', 'end']), comment: commentField }),
  output: batchResult,
});

export const taskRevocation = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/revocation',
  body: 'json',
  access: 'gov',
  tag: 'application',
  summary: '撤销审核结果（审核通过、不通过、退回、办理失败 -> 待审核），须填原因',
  input: z.object({ id: recordId, version: versionField, comment: z.string().trim().min(1, '请填写撤销原因').max(500, '意见不能超过500个字') }),
  output: applicationSaved,
});

export const taskScore = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/score',
  body: 'json',
  access: 'gov',
  tag: 'application',
  summary: '评审专家（或主管部门工作人员）为住房补贴个人申请评分（0-100，同一人再评则覆盖）',
  input: z.object({ id: recordId, score: z.coerce.number().min(0, '评分不能小于0').max(100, '评分不能大于100'), comment: commentField }),
  output: z.object({ averageScore: z.number(), scores: z.array(applicationScore) }),
});

export const taskEntApply = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/entApply',
  body: 'json',
  access: 'ent',
  tag: 'application',
  summary: '企业提交已暂存（或退回、撤回）的申请，例如导入人员后的春节留岗补贴；按完整规则与资格检查',
  input: z.object({ id: recordId, version: versionField }),
  output: applicationSaved,
});

export const taskAdminApply = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/adminApply',
  body: 'json',
  access: 'gov',
  tag: 'application',
  summary: '工作人员代个人申请（窗口受理，个人类型）：资格不符时记录为办理失败（fail）并答复原因；id 为办理失败的申请时重新代办',
  input: z.object({
    type: z.enum(APPLICATION_TYPES),
    id: recordId.optional(),
    version: versionField.optional(),
    fields: z.record(z.string(), z.unknown()),
    comment: commentField,
  }),
  output: applicationSaved.extend({ eligibility: z.array(eligibilityCheck) }),
});

export const taskImport = defineEndpoint({
  method: 'POST',
  path: '/api/second/task/import',
  body: 'multipart',
  access: 'ent',
  tag: 'application',
  summary:
    '企业从 Excel 导入申报人员（春节留岗补贴等有人员名单的类型，模板见 /api/second/task/importTemplate）：逐行按规则与资格检查，有效行并入本企业该类型的暂存申请（同一身份证号更新），无效行逐行说明原因',
  input: z.object({
    type: z.enum(APPLICATION_TYPES),
    id: idParam.optional().describe('并入的申请；不填时用本企业该类型可编辑的最新一份，没有则新建暂存'),
    file: fileField('请选择要导入的 Excel 文件'),
  }),
  output: importResult.extend({ application: applicationSaved }),
});

export const taskImportTemplate = defineEndpoint({
  ...exportCall,
  path: '/api/second/task/importTemplate',
  access: 'public',
  tag: 'application',
  summary: '下载申报人员导入模板（xlsx）',
  input: z.object({ type: z.enum(APPLICATION_TYPES) }),
});

export const taskExport = defineEndpoint({
  ...exportCall,
  path: '/api/second/task/export',
  access: 'user',
  tag: 'application',
  summary: '导出申请列表（xlsx，证件号与手机号脱敏）：工作人员为本部门的，企业为本企业的，个人为本人的',
  input: z.object({ type: z.enum(APPLICATION_TYPES).optional(), status: z.enum(APPLICATION_STATUSES).optional(), keyword: listFilter.keyword, filer: listFilter.filer }),
});

/** One item of the zfbt scoring standard (/system/zfbtScore). */
export const zfbtScoreItem = z.object({ item: z.string(), rule: z.string(), maxPoints: z.number() });

export const zfbtScore = defineEndpoint({
  method: 'GET',
  path: '/system/zfbtScore',
  body: 'query',
  access: 'gov',
  tag: 'application',
  summary: '住房补贴评分标准；给 id 时附该申请按标准计算的参考分（逐项）与专家评分',
  input: z.object({ id: idParam.optional() }),
  output: z.object({
    standard: z.array(zfbtScoreItem),
    application: z
      .object({ id: z.number().int(), items: z.array(z.object({ item: z.string(), points: z.number(), basis: z.string() })), suggestedScore: z.number(), scores: z.array(applicationScore), averageScore: z.number().nullable() })
      .nullable(),
  }),
});
