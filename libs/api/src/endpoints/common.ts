import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';
import { accountKindField, captchaFields, phoneField, smsSent } from './account';

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

/**
 * What an SMS verification code is for. A code works only for its scene and phone:
 * login (log in by phone), resetPassword (forgotten password), register (a new account),
 * bindPhone (bind or change the phone of the logged-in account), settle (enterprise settle-in).
 */
export const SMS_SCENES = ['login', 'resetPassword', 'register', 'bindPhone', 'settle'] as const;
export type SmsScene = (typeof SMS_SCENES)[number];

export const validPhone = defineEndpoint({
  method: 'POST',
  path: '/common/validPhone',
  body: 'json',
  access: 'public',
  tag: 'common',
  summary: '手机号格式是否正确，以及是否已绑定某类账号',
  input: z.object({ phone: phoneField, account: accountKindField }),
  output: z.object({ registered: z.boolean().describe('是否已绑定该类账号') }),
});

export const sendCaptcha = defineEndpoint({
  method: 'POST',
  path: '/common/sendCaptcha',
  body: 'json',
  access: 'public',
  tag: 'common',
  summary:
    '发送6位短信验证码（5分钟内有效，同一手机号60秒内只能发送一次，输错5次作废）。登录、找回密码须是已绑定该类账号的手机号；注册、绑定、入驻须是未绑定的手机号；绑定须已登录',
  input: z.object({
    phone: phoneField,
    scene: z.enum(SMS_SCENES, { message: '用途只能是 login、resetPassword、register、bindPhone 或 settle' }).describe('用途'),
    account: accountKindField,
    ...captchaFields,
  }),
  output: smsSent,
  allowedDuringSetup: true,
});
