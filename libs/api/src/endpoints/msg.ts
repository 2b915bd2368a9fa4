import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateTime, fileField, idParam, importProblem, pageOf, pagination, recordId } from '../schemas';

/**
 * Messages staff send to enterprises, with replies (issue 15, SPEC.md sections 2 and 7:
 * /modifyMessage, /userMessageDetail, /userMessageReply, /api/msg/*; docs/messages.md 消息往来).
 * A message reaches every active account of each chosen enterprise through 我的消息; each
 * enterprise answers in its own thread with the sending department.
 */

/** Most enterprises one message may go to. */
export const MSG_MAX_RECIPIENTS = 500;

/** The fields of a message (发送消息): a title of 2 to 60 characters and a text of 2 to 2000. */
export const msgFields = {
  title: z.string({ message: '请填写标题' }).trim().min(2, '请填写标题（至少2个字）').max(60, '标题不能超过60个字'),
  content: z.string({ message: '请填写内容' }).trim().min(2, '请填写内容（至少2个字）').max(2000, '内容不能超过2000个字'),
};

/** A reply in a thread: 1 to 1000 characters. */
export const msgReplyText = z.string({ message: '请填写回复内容' }).trim().min(1, '请填写回复内容').max(1000, '回复内容不能超过1000个字');

/** An enterprise a message may go to (the picker of /modifyMessage). */
export const msgEnterprise = z.object({
  id: z.number().int(),
  name: z.string(),
  creditCode: z.string(),
  streetName: z.string(),
  industryName: z.string(),
  accounts: z.number().int().describe('可接收消息的企业账号数；为0时消息无人可读'),
});

export const msgEntList = defineEndpoint({
  method: 'GET',
  path: '/api/msg/entList',
  body: 'query',
  access: 'gov',
  tag: 'msg',
  summary: '发送消息时挑选企业：按街道、行业、企业名称或统一社会信用代码筛选，分页',
  input: z.object({
    ...pagination,
    keyword: z.string().trim().max(50, '关键字不能超过50个字').optional().describe('企业名称或统一社会信用代码'),
    streetCode: z.string().trim().max(20).optional(),
    industryCode: z.string().trim().max(20).optional(),
  }),
  output: pageOf(msgEnterprise),
});

/** What sending answers: the message, how many enterprises and how many accounts it reached. */
export const msgSent = z.object({ id: z.number().int(), enterprises: z.number().int(), accounts: z.number().int() });

export const msgInsert = defineEndpoint({
  method: 'POST',
  path: '/api/msg/insert',
  body: 'json',
  access: 'gov',
  tag: 'msg',
  summary: '给选定的企业发送消息（进入企业账号的“我的消息”，可回复）；企业不存在时 4001，不发送',
  input: z.object({
    ...msgFields,
    enterpriseIds: z
      .array(recordId, { message: '请选择收信企业' })
      .min(1, '请至少选择一家企业')
      .max(MSG_MAX_RECIPIENTS, `一次最多发给${MSG_MAX_RECIPIENTS}家企业`)
      .transform((ids) => [...new Set(ids)]),
  }),
  output: msgSent,
});

export const msgInsertExcel = defineEndpoint({
  method: 'POST',
  path: '/api/msg/insertExcel',
  body: 'multipart',
  access: 'gov',
  tag: 'msg',
  summary:
    '按上传的企业名单（xlsx，模板见 /api/template/download?name=msgEnterprises：统一社会信用代码和/或企业名称）发送消息；任何一行有误（找不到企业、名称与代码不符、重复）时逐行说明原因，一条也不发送',
  input: z.object({ ...msgFields, file: fileField('请选择企业名单（xlsx）') }),
  output: z.object({
    sent: msgSent.nullable().describe('发送结果；名单有误时为 null，未发送'),
    total: z.number().int().describe('名单行数'),
    problems: z.array(importProblem),
  }),
});

/** A message in the sender's list (已发消息): how many enterprises received it, read it and replied. */
export const msgSentItem = z.object({
  id: z.number().int(),
  title: z.string(),
  senderName: z.string(),
  createdAt: dateTime,
  enterprises: z.number().int(),
  read: z.number().int().describe('已读企业数'),
  replied: z.number().int().describe('已回复企业数'),
});

export const msgSentPage = defineEndpoint({
  method: 'GET',
  path: '/api/msg/sent',
  body: 'query',
  access: 'gov',
  tag: 'msg',
  summary: '本部门已发消息，最新在前，带已读与已回复企业数',
  input: z.object({ ...pagination }),
  output: pageOf(msgSentItem),
});

/** One entry of a thread: the message itself comes first, then the replies of both sides. */
export const msgPost = z.object({
  id: z.number().int(),
  fromStaff: z.boolean().describe('true：发送部门；false：企业'),
  authorName: z.string(),
  content: z.string(),
  createdAt: dateTime,
});

/** A recipient of a message as the sender sees it (the per-recipient table). */
export const msgRecipient = z.object({
  enterpriseId: z.number().int(),
  name: z.string(),
  accounts: z.number().int(),
  readAt: dateTime.nullable(),
  readBy: z.string().describe('最先阅读的企业账号姓名；未读为空'),
  repliedAt: dateTime.nullable().describe('企业最近一次回复的时间'),
  replies: z.number().int(),
});

export const msgDetail = defineEndpoint({
  method: 'GET',
  path: '/api/msg/detail',
  body: 'query',
  access: 'entOrGov',
  tag: 'msg',
  summary:
    '一条消息及其往来：企业看自己的往来（打开即标为已读）；发送部门的工作人员看每家企业的已读与回复情况，带 entId 时看与该企业的往来。不是发给本企业的消息 4004，其他部门 4003',
  input: z.object({ id: idParam, entId: idParam.optional().describe('工作人员查看与哪家企业的往来') }),
  output: z.object({
    id: z.number().int(),
    title: z.string(),
    content: z.string(),
    senderDept: z.string(),
    senderName: z.string(),
    createdAt: dateTime,
    /** the enterprise of the thread shown; null for the sender's overview */
    enterprise: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    thread: z.array(msgPost).describe('往来回复，最早在前；工作人员未选企业时为空'),
    recipients: z.array(msgRecipient).nullable().describe('工作人员看到的收信企业；企业为 null'),
    unread: z.number().int().describe('打开后我的未读消息数（页头数字）'),
  }),
});

export const msgReply = defineEndpoint({
  method: 'POST',
  path: '/api/msg/reply',
  body: 'json',
  access: 'entOrGov',
  tag: 'msg',
  summary: '回复一条消息：企业回复发给本企业的消息，发送部门的工作人员回复某家企业（entId）；对方收到“我的消息”。不是发给本企业的消息 4004，其他部门 4003',
  input: z.object({ id: recordId, entId: recordId.optional(), content: msgReplyText }),
  output: msgPost,
});
