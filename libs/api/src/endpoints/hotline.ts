import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { defineTransitions } from '../workflow';
import { dateOnly, dateTime, idParam, mobileNumber, pageOf, pagination, recordId, rowVersion, attachment, exportCall, byId } from '../schemas';
import { DEPARTMENTS, HOTLINE_ROLE, HOTLINE_STATUSES } from '../vocabulary';

/**
 * The one transition table of call events, read by the server (modules/hotline), the buttons of
 * /respondCallDetail and docs/hotline.md. `by`: 'hotline' the hotline centre (HOTLINE_ROLE),
 * 'dept' staff of the department the event is allotted to (the hotline centre may act too);
 * `note`: what the action asks for. Re-allotting an allotted event keeps its status and raises its
 * version, so two re-allotments at once cannot both go through either.
 */
export const HOTLINE_TRANSITIONS = defineTransitions('hotline', HOTLINE_STATUSES, {
  /** the hotline centre allots a new or returned event to a department (optionally one staff member), with a note */
  allot: { by: 'hotline', from: ['pending', 'returned'], to: 'allotted', label: '分派', note: '分派说明' },
  /** the hotline centre allots an allotted (not yet accepted) event to another department or person */
  reallot: { by: 'hotline', from: ['allotted'], to: 'same', label: '改派', note: '改派说明' },
  /** staff of the allotted department take the event on; the caller is told (message and SMS) */
  accept: { by: 'dept', from: ['allotted'], to: 'accepted', label: '受理', note: '' },
  /** staff of the allotted department send it back to the hotline centre, saying why */
  sendBack: { by: 'dept', from: ['allotted', 'accepted'], to: 'returned', label: '退回分派人', note: '退回原因' },
  /** staff close it with the answer given; the caller is told and may rate it */
  close: { by: 'dept', from: ['accepted'], to: 'closed', label: '办结', note: '答复内容' },
});
export type HotlineAction = keyof typeof HOTLINE_TRANSITIONS.actions;

/** Departments an event may be allotted to: every department of DEPARTMENTS but the hotline centre itself. */
export const HOTLINE_DEPARTMENTS = Object.values(DEPARTMENTS).filter((d) => d !== HOTLINE_ROLE);

/** Longest question (诉求内容), in characters. */
export const CALL_CONTENT_MAX = 2000;
/** At most this many attachments per event; each a pdf or an image (png, jpeg) already uploaded through /common/uploadFile by the caller. */
export const CALL_ATTACHMENTS_MAX = 5;
export const CALL_ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

const note = (label: string, max: number) => z.string().trim().max(max, `${label}不能超过${max}个字`);

/** A category of call events with its time limit in hours (stored, editable by the hotline centre). */
export const callCategory = z.object({ id: z.number().int(), name: z.string(), limitHours: z.number().int() });
export type CallCategory = z.infer<typeof callCategory>;

/** A call event in lists: deadline and hours left (negative: overdue) computed at the time of the answer. */
export const callEventItem = z.object({
  id: z.number().int(),
  eventNo: z.string().describe('诉求编号，如 RX20261127000012'),
  categoryId: z.number().int(),
  categoryName: z.string(),
  content: z.string(),
  callerName: z.string(),
  callerPhone: z.string(),
  channel: z.enum(['online', 'phone']).describe('online 网上提交；phone 电话受理'),
  status: z.enum(HOTLINE_STATUSES),
  deptName: z.string().describe('分派到的部门；未分派为空'),
  assigneeName: z.string(),
  version: z.number().int(),
  createdAt: dateTime,
  deadline: dateTime,
  minutesLeft: z.number().int().describe('距办理时限的分钟数；负数为已超时；已办结为0'),
  overdue: z.boolean(),
  score: z.number().int().nullable(),
});
export type CallEventItem = z.infer<typeof callEventItem>;

/** One step of an event's timeline: who did what when (the history row of each change). */
export const callTimelineStep = z.object({ action: z.string(), label: z.string(), fromStatus: z.string(), toStatus: z.string(), userName: z.string(), deptName: z.string(), note: z.string(), at: dateTime });
/** A call record (通话记录) added by staff while handling an event. */
export const callRecord = z.object({ id: z.number().int(), eventId: z.number().int(), content: z.string(), userName: z.string(), deptName: z.string(), at: dateTime });

export const callEventDetail = callEventItem.extend({
  contact: z.string(),
  answer: z.string(),
  attachments: z.array(attachment),
  timeline: z.array(callTimelineStep),
  comment: z.string(),
  ratedAt: dateTime.nullable(),
  mine: z.boolean().describe('调用者是诉求人'),
  actions: z.array(z.enum(Object.keys(HOTLINE_TRANSITIONS.actions) as [HotlineAction, ...HotlineAction[]])).describe('调用者此刻可做的操作（来自状态转换表）'),
});
export type CallEventDetail = z.infer<typeof callEventDetail>;

/** Filters of the event list (/respondCall): status, category, department, created date range, keyword (content, caller, number), overdue ('1': open events past their deadline). */
export const callEventFilter = {
  status: z.enum(HOTLINE_STATUSES).optional(),
  categoryId: idParam.optional(),
  deptName: z.string().trim().max(30).optional(),
  beginTime: dateOnly.optional(),
  endTime: dateOnly.optional(),
  keyword: z.string().trim().max(50, '关键字不能超过50个字').optional(),
  overdue: z.enum(['1']).optional().describe('1 只看已超时（未办结且过了办理时限）'),
};

export const callPage = defineEndpoint({
  method: 'GET',
  path: '/api/call/page',
  body: 'query',
  access: 'user',
  tag: 'hotline',
  summary: '热线诉求列表：诉求人看本人的，部门工作人员看分派到本部门的，热线服务中心看全部；已超时在前',
  input: z.object({ ...pagination, ...callEventFilter }),
  output: pageOf(callEventItem),
});

export const callExport = defineEndpoint({
  ...exportCall,
  path: '/api/call/export',
  access: 'gov',
  tag: 'hotline',
  summary: '导出热线诉求（xlsx，中文表头）：与 /api/call/page 相同的可见范围和筛选；来电人姓名、电话脱敏',
  input: z.object(callEventFilter),
});

export const callAddEvent = defineEndpoint({
  method: 'POST',
  path: '/api/call/addEvent',
  body: 'json',
  access: 'user',
  tag: 'hotline',
  summary: '提交热线诉求（个人、企业网上提交；热线服务中心代来电人登记，须填来电人姓名与电话），返回诉求编号',
  input: z.object({
    categoryId: recordId.describe('诉求类别'),
    content: z.string().trim().min(1, '请填写诉求内容').max(CALL_CONTENT_MAX, `诉求内容不能超过${CALL_CONTENT_MAX}个字`),
    contact: note('联系方式', 50).default(''),
    attachmentIds: z.array(recordId).max(CALL_ATTACHMENTS_MAX, `附件最多${CALL_ATTACHMENTS_MAX}个`).default([]),
    callerName: note('来电人姓名', 30).optional().describe('电话受理时必填'),
    callerPhone: mobileNumber.optional().describe('电话受理时必填'),
  }),
  output: z.object({ id: z.number().int(), eventNo: z.string() }),
});

export const callDetail = defineEndpoint({
  method: 'GET',
  path: '/api/call/detail/{id}',
  body: 'query',
  access: 'user',
  tag: 'hotline',
  summary: '热线诉求详情：办理时间线、附件、答复、评价与调用者可做的操作',
  input: byId,
  output: callEventDetail,
});

export const callAllotEvent = defineEndpoint({
  method: 'POST',
  path: '/api/call/allotEvent',
  body: 'json',
  access: 'gov',
  roles: [HOTLINE_ROLE],
  tag: 'hotline',
  summary: '分派（或改派）热线诉求到部门，可指定该部门的工作人员，附分派说明',
  input: z.object({
    id: recordId,
    version: rowVersion,
    deptName: z.string().trim().min(1, '请选择分派部门').max(30, '分派部门不存在'),
    assigneeId: recordId.optional().describe('指定的工作人员'),
    note: note('分派说明', 500).default(''),
  }),
  output: z.object({ status: z.enum(HOTLINE_STATUSES) }),
});

export const callAcceptEvent = defineEndpoint({
  method: 'POST',
  path: '/api/call/acceptEvent/{id}',
  body: 'json',
  access: 'gov',
  tag: 'hotline',
  summary: '受理分派到本部门的热线诉求（两人同时受理只有一人成功）',
  input: byId,
  output: z.object({ status: z.enum(HOTLINE_STATUSES) }),
});

export const callBackEvent = defineEndpoint({
  method: 'POST',
  path: '/api/call/backEvent',
  body: 'json',
  access: 'gov',
  tag: 'hotline',
  summary: '将分派到本部门的热线诉求退回热线服务中心重新分派，须写明原因',
  input: z.object({ id: recordId, note: note('退回原因', 500).min(1, '请填写退回原因') }),
  output: z.object({ status: z.enum(HOTLINE_STATUSES) }),
});

export const callCloseEvent = defineEndpoint({
  method: 'GET',
  path: '/api/call/closeEvent',
  body: 'query',
  access: 'gov',
  tag: 'hotline',
  summary: '办结已受理的热线诉求，附答复内容；通知诉求人（站内消息与短信）',
  input: z.object({ id: idParam, answer: note('答复内容', 2000).min(1, '请填写答复内容') }),
  output: z.object({ status: z.enum(HOTLINE_STATUSES) }),
});

export const callAddRecord = defineEndpoint({
  method: 'POST',
  path: '/api/call/addRecord',
  body: 'json',
  access: 'gov',
  tag: 'hotline',
  summary: '为办理中的热线诉求添加通话记录',
  input: z.object({ eventId: recordId, content: note('通话记录', 1000).min(1, '请填写通话记录') }),
  output: callRecord,
});

export const callRecordPage = defineEndpoint({
  method: 'GET',
  path: '/api/call/recordPage',
  body: 'query',
  access: 'user',
  tag: 'hotline',
  summary: '一条热线诉求的通话记录（最新在前）',
  input: z.object({ ...pagination, eventId: idParam }),
  output: pageOf(callRecord),
});

export const callCountByStatus = z.object({ status: z.enum(HOTLINE_STATUSES), label: z.string(), total: z.number().int(), overdue: z.number().int() });

export const allCallEventCount = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/call/allCallEventCount',
  body: 'json',
  access: 'gov',
  tag: 'hotline',
  summary: '调用者可见的热线诉求按状态计数（含已超时数）',
  input: z.object({}),
  output: z.object({ byStatus: z.array(callCountByStatus), total: z.number().int(), overdue: z.number().int(), averageScore: z.number().nullable() }),
});

export const callCategoryList = defineEndpoint({
  method: 'GET',
  path: '/api/call/categoryList',
  body: 'query',
  access: 'public',
  tag: 'hotline',
  summary: '诉求类别及其办理时限（小时）',
  input: z.object({}),
  output: z.array(callCategory),
});

export const callCategorySave = defineEndpoint({
  method: 'POST',
  path: '/api/call/categorySave',
  body: 'json',
  access: 'gov',
  roles: [HOTLINE_ROLE],
  tag: 'hotline',
  summary: '修改诉求类别的办理时限（小时），只影响此后提交的诉求',
  input: z.object({ id: recordId, limitHours: z.number({ message: '办理时限应为数字' }).int('办理时限应为整数小时').min(1, '办理时限至少1小时').max(24 * 90, '办理时限不能超过90天') }),
  output: callCategory,
});

export const systemEvaluation = defineEndpoint({
  method: 'POST',
  path: '/system/evaluation',
  body: 'json',
  access: 'user',
  tag: 'hotline',
  summary: '诉求人对已办结的热线诉求评价一次（满意度1-5分与评语）',
  input: z.object({
    eventId: recordId,
    score: z.number({ message: '请选择满意度' }).int('满意度应为1到5的整数').min(1, '满意度应为1到5分').max(5, '满意度应为1到5分'),
    comment: note('评价内容', 500).default(''),
  }),
  output: z.object({ score: z.number().int(), ratedAt: dateTime }),
});

export const callRating = z.object({ eventId: z.number().int(), eventNo: z.string(), categoryName: z.string(), deptName: z.string(), callerName: z.string(), score: z.number().int(), comment: z.string(), answer: z.string(), ratedAt: dateTime });

export const systemReply = defineEndpoint({
  method: 'GET',
  path: '/system/reply',
  body: 'query',
  access: 'gov',
  tag: 'hotline',
  summary: '工作人员查看可见热线诉求的答复与评价（最新在前）',
  input: z.object({ ...pagination }),
  output: pageOf(callRating),
});
