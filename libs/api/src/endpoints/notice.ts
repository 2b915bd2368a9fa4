import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { dateOnly, dateTime, idParam, pageOf, pagination } from '../schemas';

/** Kinds of published content in the notice table: notices (通知公告) and policies (政策文件). */
export const NOTICE_CATEGORIES = ['notice', 'policy'] as const;

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
    keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional(),
    deptName: z.string().trim().max(50).optional(),
    beginTime: dateOnly.optional(),
    endTime: dateOnly.optional(),
  }),
  output: pageOf(noticeListItem),
});

export const noticeDetail = defineEndpoint({
  method: 'GET',
  path: '/api/notice/{id}',
  body: 'query',
  access: 'public',
  tag: 'notice',
  summary: '一条已发布通知的详情（正文为服务器清洗过的 HTML）',
  input: z.object({ id: idParam }),
  output: noticeListItem.extend({ content: z.string(), viewCount: z.number().int() }),
});

export const unreadCount = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/getUnreadCount',
  body: 'query',
  access: 'user',
  tag: 'notice',
  summary: '当前用户未读通知数（页头每300000毫秒轮询）',
  input: z.object({}),
  output: z.object({ count: z.number().int() }),
});

export const noticeExport = defineEndpoint({
  method: 'GET',
  path: '/api/notice/one/exports',
  body: 'export',
  access: 'gov',
  tag: 'notice',
  summary: '导出通知列表（xlsx）',
  input: z.object({
    category: z.enum(NOTICE_CATEGORIES).optional(),
    keyword: z.string().trim().max(50).optional(),
    declareBatch: z.string().trim().max(50).optional().describe('申报批次'),
  }),
  output: z.null(),
});
