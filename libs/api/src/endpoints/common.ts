import { z } from 'zod';
import { defineEndpoint } from '../contract';
import { empty } from '../schemas';
import { accountKindField, phoneField, captchaFields, smsSent } from '../accountFields';

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
  summary: '图形验证码：返回 uuid 和 SVG 图片（data URL）；验证码关闭时 captchaEnabled 为 false，除非 required=1（登录失败过多或查询手机号时服务器要求验证码）',
  input: z.object({
    required: z.literal('1', { message: 'required 只能是 1' }).optional().describe('服务器要求验证码时为 1：验证码关闭也发一张'),
  }),
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
  operationLog: false,
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

/** Kinds of account a visitor may register, the only ones /common/validPhone answers for (staff phones are never confirmed). */
export const SELF_REGISTERED_KINDS = ['person', 'ent'] as const;

export const validPhone = defineEndpoint({
  method: 'POST',
  operationLog: false,
  path: '/common/validPhone',
  body: 'json',
  access: 'public',
  tag: 'common',
  summary: '注册前查询：手机号是否已注册个人或企业账号。须图形验证码（验证码关闭时也要，见 /common/captcha?required=1），每个地址每分钟10次',
  input: z.object({
    phone: phoneField,
    account: z.enum(SELF_REGISTERED_KINDS, { message: '只能查询个人（person）或企业（ent）注册' }).describe('要注册的账号类型'),
    ...captchaFields,
  }),
  output: z.object({ registered: z.boolean().describe('是否已注册该类账号') }),
  rateLimit: { max: 10, windowMs: 60_000 },
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
