import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { defineTransitions, type TransitionRule } from '../workflow';
import { bigRecordId, dateOnly, dateTime, empty, idParam, pageOf, pagination, recordId, rowVersion, attachment, exportCall, byId } from '../schemas';
import { BUSINESS_MESSAGE_KINDS, SMS_CHOICE_KINDS, type BusinessMessageKind } from '../businessMessages';
import { CONTENT_KINDS, NOTICE_CATEGORIES, READABLE_KINDS, NOTICE_STATUSES, type NoticeStatus, AUDIT_ACTIONS, type AuditAction, AUDIT_ACTION_LABELS, MESSAGE_KINDS } from '../vocabulary';
import { relatedLink, staffListItem, staffDetail, noticeFields } from '../contentItems';

/**
 * The one transition table of the content workflow (DESIGN.md section 4), for every content kind.
 * `by`: 'department' staff of the owning department; 'auditor' a holder of
 * {@link NOTICE_AUDIT_PERMISSION} who is not the author; 'either' one of the two.
 */
const contentActions = {
  submit: { from: ['draft', 'rejected'], to: 'pending', by: 'department', label: AUDIT_ACTION_LABELS.submit },
  approve: { from: ['pending'], to: 'approved', by: 'auditor', label: AUDIT_ACTION_LABELS.approve },
  reject: { from: ['pending'], to: 'rejected', by: 'auditor', label: AUDIT_ACTION_LABELS.reject },
  publish: { from: ['approved'], to: 'published', by: 'either', label: AUDIT_ACTION_LABELS.publish },
  withdraw: { from: ['pending', 'approved', 'published'], to: 'draft', by: 'either', label: AUDIT_ACTION_LABELS.withdraw },
} as const satisfies Record<AuditAction, TransitionRule<NoticeStatus> & { by: 'department' | 'auditor' | 'either' }>;
/** The table above, registered (libs/api/src/workflow.ts). */
export const CONTENT_WORKFLOW = defineTransitions('content', NOTICE_STATUSES, contentActions);

const keywordField = z.string().trim().max(50, '关键字不能超过50个字符').optional().describe('标题或正文关键字');
const deptField = z.string().trim().max(50, '部门名称不能超过50个字符').optional().describe('发布部门');
/** Filters of the public lists: keyword, department and an inclusive date range (Asia/Shanghai days). */
export const publicFilters = {
  keyword: keywordField,
  deptName: deptField,
  beginTime: dateOnly.optional().describe('发布日期起（含）'),
  endTime: dateOnly.optional().describe('发布日期止（含）'),
};

/**
 * SPEC.md section 3: notice queries and the notice index attach adminId (the userId of a
 * government user) or entId (the enterprise of an enterprise user). The server checks they are
 * the caller's own (4003 otherwise).
 */
export const attachedIds = {
  adminId: idParam.optional().describe('政府用户的 userId'),
  entId: idParam.optional().describe('企业用户的企业编号'),
};

export const noticeListItem = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(NOTICE_CATEGORIES),
  deptName: z.string(),
  publishTime: dateTime,
});

export const noticeList = defineEndpoint({
  method: 'GET',
  path: '/api/notice/list',
  body: 'query',
  access: 'public',
  tag: 'notice',
  summary: '已发布的通知公告与政策列表（关键字、发布部门、日期范围筛选，分页）',
  input: z.object({
    ...pagination,
    category: z.enum(NOTICE_CATEGORIES).optional().describe('notice 通知公告, policy 政策文件'),
    ...publicFilters,
  }),
  output: pageOf(noticeListItem),
});

export const noticeDetail = defineEndpoint({
  method: 'GET',
  path: '/api/notice/{id}',
  body: 'query',
  access: 'public',
  tag: 'notice',
  summary: '一条已发布的通知、政策或政策解读（正文为服务器清洗过的 HTML）；登录用户打开即记为已读',
  input: byId,
  output: z.object({
    id: z.number().int(),
    title: z.string(),
    category: z.enum(READABLE_KINDS),
    deptName: z.string(),
    publishTime: dateTime,
    content: z.string(),
    viewCount: z.number().int(),
    attachments: z.array(attachment),
    /** for an interpretation: the policy it explains */
    policy: relatedLink.nullable(),
    /** for a policy: its published interpretations */
    interpretations: z.array(relatedLink),
  }),
});

export const deptAll = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/deptAll',
  body: 'query',
  access: 'public',
  tag: 'notice',
  summary: '发布过内容的全部部门（筛选与订阅的选项）',
  input: empty,
  output: z.array(z.string()),
});

/* ---- logged-in users: read state, subscription, my messages ---- */

/** A list row for a logged-in user: `read` once opened; `unread` while it waits in my messages. */
export const noticeIndexItem = noticeListItem.extend({ read: z.boolean(), unread: z.boolean() });

export const noticeIndex = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/notice/one/index',
  body: 'json',
  access: 'user',
  tag: 'notice',
  summary: '登录用户的通知公告与政策列表：与公开列表相同的筛选，每条带已读与未读消息标记',
  input: z.object({
    ...pagination,
    category: z.enum(NOTICE_CATEGORIES).optional(),
    ...publicFilters,
    ...attachedIds,
  }),
  output: pageOf(noticeIndexItem),
});

/** A kind of my messages (MESSAGE_KINDS of the vocabulary; businessMessages.ts has a MessageKind of its own, for the business messages). */
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const messageItem = z.object({
  /** the message */
  id: z.number().int(),
  /** notice: a new notice or policy of a subscription; mail: an in-site mail from staff (站内信, e.g. about a resume response); event: a business event (BUSINESS_MESSAGES, e.g. a demand approved); thread: a message of a department or a reply in its thread (/api/msg, opened at `link`) */
  kind: z.enum(MESSAGE_KINDS),
  event: z.enum(BUSINESS_MESSAGE_KINDS).nullable().describe('业务消息的类别（BUSINESS_MESSAGES）；其他消息为 null'),
  noticeId: z.number().int().nullable().describe('内容编号；站内信为 null'),
  title: z.string(),
  category: z.enum(NOTICE_CATEGORIES).nullable().describe('站内信为 null'),
  content: z.string().describe('站内信正文；订阅消息为空'),
  link: z.string().describe('站内信指向的页面，如 /myResponse?id=1；可空'),
  deptName: z.string(),
  publishTime: dateTime,
  /** when the message arrived */
  createdAt: dateTime,
  read: z.boolean(),
});

export const noticeMsg = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/notice/one/msg',
  body: 'json',
  access: 'user',
  tag: 'notice',
  summary: '我的消息：订阅的部门与类别新发布的内容、工作人员的站内信、部门消息及其回复与业务消息（审核结果、投递进度、申请进度、账号开通），最新在前，可按类别与未读筛选',
  input: z.object({ ...pagination, unreadOnly: z.boolean().optional().describe('只看未读'), kind: z.enum(MESSAGE_KINDS, { message: '消息类别只能是 notice、mail、event 或 thread' }).optional().describe('只看一类'), ...attachedIds }),
  output: pageOf(messageItem).extend({ unread: z.number().int().describe('未读总数') }),
});

/** One kind of business message whose text message the user chooses (我的消息 › 短信提醒). */
export const smsChoiceItem = z.object({
  kind: z.enum(SMS_CHOICE_KINDS as [BusinessMessageKind, ...BusinessMessageKind[]]),
  /** the kind's badge label, e.g. 申请进度 */
  label: z.string(),
  /** what the message says, e.g. 您的“××”申请被退回修改 */
  example: z.string(),
  sms: z.boolean().describe('是否同时发送短信到账号绑定的手机'),
});
export type SmsChoiceItem = z.infer<typeof smsChoiceItem>;

export const smsChoiceList = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/smsChoice',
  body: 'query',
  access: 'user',
  tag: 'notice',
  summary: '短信提醒设置：本账号会收到的每类业务消息是否同时发短信（未设置的按默认）',
  input: empty,
  output: z.object({ phone: z.string().describe('接收短信的手机号（脱敏）；未绑定为空'), list: z.array(smsChoiceItem) }),
});

export const smsChoiceSave = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/smsChoice',
  body: 'json',
  access: 'user',
  tag: 'notice',
  summary: '设置一类业务消息是否同时发短信（短信在免打扰时段后发出，见 SMS_QUIET_HOURS）',
  input: z.object({ kind: smsChoiceItem.shape.kind, sms: z.boolean({ message: 'sms 应为 true 或 false' }) }),
  output: smsChoiceItem,
});

export const noticeRead = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/read',
  body: 'json',
  access: 'user',
  tag: 'notice',
  summary: '标记已读：给出的内容编号或消息编号，或 all 为 true 时全部消息；返回剩余未读数',
  input: z.object({
    ids: z.array(recordId).max(100, '一次最多标记100条').optional().describe('内容编号'),
    messageIds: z.array(bigRecordId).max(100, '一次最多标记100条').optional().describe('消息编号（站内信）'),
    all: z.boolean().optional(),
  }),
  output: z.object({ count: z.number().int() }),
});

/** One subscription: a department's notices or policies. */
export const subscriptionItem = z.object({ deptName: z.string(), category: z.enum(NOTICE_CATEGORIES) });

const subscribeInfo = z.object({
  subscriptions: z.array(subscriptionItem),
  /** every department that can be subscribed to */
  departments: z.array(z.string()),
});

export const getSubscribeInfo = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/getSubscribeInfo',
  body: 'query',
  access: 'user',
  tag: 'notice',
  summary: '我的订阅（部门与类别）与可订阅的部门',
  input: empty,
  output: subscribeInfo,
});

export const subscribe = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/subscribe',
  body: 'form',
  access: 'user',
  tag: 'notice',
  summary: '订阅或取消订阅一个部门的一类内容；之后该部门新发布的此类内容进入我的消息',
  input: subscriptionItem.extend({
    deptName: z.string().trim().min(1, '请选择部门').max(50),
    subscribed: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .transform((v) => v === true || v === 'true')
      .describe('true 订阅, false 取消'),
  }),
  output: subscribeInfo,
});

export const match = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/match',
  body: 'query',
  access: 'user',
  tag: 'notice',
  summary: '一条内容的部门与类别是否在我的订阅中',
  input: byId,
  output: subscriptionItem.extend({ subscribed: z.boolean() }),
});

/* ---- government staff: the workflow ---- */

export const noticePage = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/api/notice/one/page',
  body: 'json',
  access: 'gov',
  tag: 'notice',
  summary: '工作人员的内容管理列表（任何状态，可按类别、状态、部门、关键字筛选，最近修改在前）',
  input: z.object({
    ...pagination,
    category: z.enum(CONTENT_KINDS).describe('内容类别'),
    status: z.enum(NOTICE_STATUSES).optional(),
    keyword: keywordField,
    deptName: deptField,
    /** only my department's */
    mine: z.boolean().optional(),
    adminId: attachedIds.adminId,
  }),
  output: pageOf(staffListItem),
});

export const noticeOneDetail = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/detail',
  body: 'query',
  access: 'gov',
  tag: 'notice',
  summary: '工作人员查看一条内容（任何状态），含附件与审核记录',
  input: byId,
  output: staffDetail,
});

export const noticeInsert = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/insert',
  body: 'json',
  access: 'gov',
  tag: 'notice',
  summary: '新建内容（草稿，属于本人部门）；submit 为 true 时同时提交审核',
  input: z.object({
    category: z.enum(CONTENT_KINDS),
    ...noticeFields,
    relatedId: recordId.optional().describe('政策解读所解读的政策'),
    submit: z.boolean().optional(),
  }),
  output: z.object({ id: z.number().int(), status: z.enum(NOTICE_STATUSES), version: z.number().int() }),
});

export const noticeUpdate = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/update',
  body: 'json',
  access: 'gov',
  tag: 'notice',
  summary: '修改草稿或被驳回的内容（仅本部门；version 不是最新时 4009）；submit 为 true 时同时提交审核',
  input: z.object({
    id: recordId,
    version: rowVersion.describe('读到的版本号'),
    ...noticeFields,
    relatedId: recordId.optional(),
    submit: z.boolean().optional(),
  }),
  output: z.object({ id: z.number().int(), status: z.enum(NOTICE_STATUSES), version: z.number().int() }),
});

export const noticeDel = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/del',
  body: 'json',
  access: 'gov',
  tag: 'notice',
  summary: '删除一条内容（仅本部门），已发布的同时从公开页面下线',
  input: z.object({ id: recordId }),
  output: z.null(),
});

export const noticeAudit = defineEndpoint({
  method: 'POST',
  path: '/api/notice/one/audit',
  body: 'form',
  access: 'gov',
  tag: 'notice',
  summary: '审核流程：submit 提交、approve 通过、reject 驳回（须填原因）、publish 发布、withdraw 撤回；不允许的操作 4009',
  input: z
    .object({
      id: idParam,
      action: z.enum(AUDIT_ACTIONS, { message: '操作只能是 submit、approve、reject、publish 或 withdraw' }),
      reason: z.string().trim().max(500, '原因不能超过500个字').default(''),
    })
    .refine((v) => v.action !== 'reject' || v.reason.length > 0, { message: '请填写驳回原因', path: ['reason'] }),
  output: z.object({ id: z.number().int(), status: z.enum(NOTICE_STATUSES), version: z.number().int() }),
});

export const sendResult = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/sendresult',
  body: 'query',
  access: 'gov',
  tag: 'notice',
  summary: '发布后的推送结果：推送给多少订阅用户、已读多少',
  input: byId,
  output: z.object({ notified: z.number().int(), read: z.number().int() }),
});

export const noticeExport = defineEndpoint({
  ...exportCall,
  path: '/api/notice/one/exports',
  access: 'gov',
  tag: 'notice',
  summary: '导出内容列表（xlsx），筛选同管理列表',
  input: z.object({
    category: z.enum(CONTENT_KINDS).optional(),
    status: z.enum(NOTICE_STATUSES).optional(),
    keyword: keywordField,
    deptName: deptField,
    declareBatch: z.string().trim().max(50).optional().describe('申报批次'),
  }),
});
