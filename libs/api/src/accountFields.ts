import { z } from 'zod';
import { isValidCreditCode, isValidIdCard, isValidMobile, passwordProblem } from '@portal/validators';
import { ACCOUNT_KINDS } from './vocabulary';

/**
 * The input fields of the account calls (login, registration, passwords, phones; endpoints/account.ts),
 * which setup, the common calls, applications and the postdoctoral registers take too, with their
 * Chinese messages; and the answer of a call that sent an SMS code. The contract's `account`
 * namespace offers them as before (endpoints/account.ts re-exports this module).
 */

/** The kind of account a call is for ({@link ACCOUNT_KINDS}). */
export const accountKindField = z.enum(ACCOUNT_KINDS, { message: '账号类型只能是 gov、ent、person 或 school' }).describe('账号类型: gov 政府部门 ent 企业 person 个人 school 院校');

/** A mainland mobile number (11 digits, 13-19), {@link isValidMobile}. */
export const phoneField = z
  .string({ message: '请输入手机号' })
  .trim()
  .min(1, '请输入手机号')
  .refine(isValidMobile, '请输入正确的11位手机号')
  .describe('手机号');
/** The 6-digit SMS verification code. */
export const smsCodeField = z
  .string({ message: '请输入短信验证码' })
  .trim()
  .min(1, '请输入短信验证码')
  .regex(/^\d{6}$/, '短信验证码为6位数字')
  .describe('短信验证码');
/** A new password, checked by the policy of @portal/validators ({@link passwordProblem}). */
export const newPasswordField = z
  .string({ message: '请输入新密码' })
  .superRefine((v, ctx) => {
    const problem = passwordProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .describe('新密码（至少8位，含字母、数字和符号）');
/** The password of an existing account (any length: older passwords predate the policy). */
export const passwordField = z.string({ message: '请输入密码' }).min(1, '请输入密码').max(128, '密码不能超过128个字符').describe('密码');
/** A real person's name: 2-30 Chinese characters or letters, with the middle dot of minority names. */
export const personNameField = z
  .string({ message: '请输入姓名' })
  .trim()
  .min(1, '请输入姓名')
  .regex(/^[\u4e00-\u9fa5A-Za-z·• ]{2,30}$/, '姓名应为2-30个汉字或字母')
  .describe('姓名');
/** An 18- or 15-character identity number (GB 11643-1999); a lower-case x is read as X. */
export const idCardField = z
  .string({ message: '请输入身份证号' })
  .trim()
  .min(1, '请输入身份证号')
  .transform((v) => v.toUpperCase())
  .refine((v) => isValidIdCard(v), '身份证号码不正确，请核对出生日期和最后一位校验码')
  .describe('身份证号');
/** A unified social credit code (GB 32100-2015). */
export const creditCodeField = z
  .string({ message: '请输入统一社会信用代码' })
  .trim()
  .min(1, '请输入统一社会信用代码')
  .transform((v) => v.toUpperCase())
  .refine(isValidCreditCode, '统一社会信用代码不正确，请核对18位代码')
  .describe('统一社会信用代码');
/** An enterprise's registered name. */
export const entNameField = z.string({ message: '请输入企业名称' }).trim().min(2, '请输入企业名称').max(100, '企业名称不能超过100个字符').describe('企业名称');
/** The image captcha answer and its id (required when the server has captchas on). */
export const captchaFields = {
  code: z.string().trim().max(8, '验证码不能超过8个字符').optional().describe('图形验证码'),
  uuid: z.string().max(64).optional().describe('图形验证码编号'),
};

/** Answer of a call that sent an SMS verification code. */
export const smsSent = z.object({
  resendAfterSeconds: z.number().int().describe('多少秒后可再次获取'),
  expiresInSeconds: z.number().int().describe('验证码有效期（秒）'),
});
