import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { pageOf, pagination, byId } from '../schemas';
import { publicationItem, publicationDetail } from '../records';

/**
 * Public data (公开数据, /sjgk) and talent reports (人才报告, /rcbg): published items of the
 * content table with a summary and files to download; staff write them at /modifySjgk and
 * /modifyRcbg through the notice workflow (/api/notice/one/*, category data or report).
 */

const pageInput = z.object({
  ...pagination,
  keyword: z.string().trim().max(50, '关键字不能超过50个字符').optional().describe('标题或正文关键字'),
  deptName: z.string().trim().max(50).optional(),
});

export const publicDataPage = defineEndpoint({
  method: 'GET',
  path: '/api/public/data/page',
  body: 'query',
  access: 'public',
  tag: 'publication',
  summary: '公开数据列表（已发布，最新在前）',
  input: pageInput,
  output: pageOf(publicationItem),
});

export const publicDataDetail = defineEndpoint({
  method: 'GET',
  path: '/api/public/data/{id}',
  body: 'query',
  access: 'public',
  tag: 'publication',
  summary: '一条公开数据：说明与可下载的文件（打开计一次浏览）',
  input: byId,
  output: publicationDetail,
});

export const reportPage = defineEndpoint({
  method: 'GET',
  path: '/api/people/report/page',
  body: 'query',
  access: 'public',
  tag: 'publication',
  summary: '人才报告列表（已发布，最新在前）',
  input: pageInput,
  output: pageOf(publicationItem),
});

export const reportDetail = defineEndpoint({
  method: 'GET',
  path: '/api/people/report/{id}',
  body: 'query',
  access: 'public',
  tag: 'publication',
  summary: '一份人才报告：正文与附件（打开计一次浏览）',
  input: byId,
  output: publicationDetail,
});
