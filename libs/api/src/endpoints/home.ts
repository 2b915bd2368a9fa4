import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';
import { blogRoll } from './account';

/**
 * The site-wide dialog of SPEC.md section 1: update data before the deadline through the data
 * collection module; two help phone numbers and a help mailbox.
 */
export const siteDialog = z.object({
  deadline: z.string().describe('YYYY-MM-DD'),
  phones: z.array(z.string()),
  email: z.string(),
});

export const home = defineEndpoint({
  method: 'GET',
  path: '/api/home',
  body: 'query',
  access: 'public',
  tag: 'home',
  summary: '首页：顶部横幅、站点提示框、友情链接（最多5个）、备案与版权',
  input: empty,
  output: z.object({
    topImage: z.string().describe('顶部横幅图片地址，来自 platform_top_image 配置'),
    siteDialog,
    blogRollList: z.array(blogRoll).max(5),
    copyright: z.string(),
    filingNumber: z.string(),
  }),
});
