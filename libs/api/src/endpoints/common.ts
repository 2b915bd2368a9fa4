import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';

/**
 * Keys of the system configuration (SPEC.md section 3), read with
 * GET /common/getSysConfigByKey/{key}; the answer's data is `{ [key]: { configValue } }`.
 */
export const SYS_CONFIG_KEYS = [
  'recruit_top_image',
  'ruhu_top_image',
  'zhufang_top_image',
  'recruit_net_img',
  'platform_top_image',
  'liePinUrl',
  'on.off',
  'on.off.ent',
] as const;
export type SysConfigKey = (typeof SYS_CONFIG_KEYS)[number];

export const captcha = defineEndpoint({
  method: 'GET',
  path: '/common/captcha',
  body: 'query',
  access: 'public',
  tag: 'common',
  summary: '图形验证码：返回 uuid 和 SVG 图片（data URL）；验证码关闭时 captchaEnabled 为 false',
  input: empty,
  output: z.object({ captchaEnabled: z.boolean(), uuid: z.string(), img: z.string() }),
});

export const getSysConfigByKey = defineEndpoint({
  method: 'GET',
  path: '/common/getSysConfigByKey/{key}',
  body: 'query',
  access: 'public',
  tag: 'common',
  summary: '按键读取系统配置',
  input: z.object({ key: z.enum(SYS_CONFIG_KEYS) }),
  output: z.record(z.string(), z.object({ configValue: z.string() })),
});

/** Today's and total visits of the site (SPEC.md section 1, footer). */
export const visitCounts = z.object({ today: z.number().int(), total: z.number().int() });

export const getPageViews = defineEndpoint({
  method: 'GET',
  path: '/system/pv',
  body: 'query',
  access: 'public',
  tag: 'common',
  summary: '访问量：今日与累计',
  input: empty,
  output: visitCounts,
});

export const recordPageView = defineEndpoint({
  method: 'POST',
  path: '/system/pv',
  body: 'json',
  access: 'public',
  tag: 'common',
  summary: '记录一次访问（每个浏览器会话一次），返回今日与累计访问量',
  input: empty,
  output: visitCounts,
});
