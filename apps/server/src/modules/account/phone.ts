import { eq } from 'drizzle-orm';
import type { AccountKind, SmsScene } from '@portal/api';
import type { Db } from '../../db/open';
import type { RequestContext } from '../../http/router';
import { conflict, forbidden, invalid, notLoggedIn } from '../../http/errors';
import { checkCode, sendCode } from '../sms/service';
import { consumeCaptcha } from './captcha';
import { findByPhone, KINDS, kindOf, phoneTaken, type UserRow } from './kinds';
import { verifyPassword } from './password';
import { appUser } from './tables';

/** A request for an SMS code: the phone, what for, for which kind of account, and the image captcha. */
export interface CodeRequest {
  phone: string;
  scene: SmsScene;
  account: AccountKind;
  code?: string | undefined;
  uuid?: string | undefined;
}

/**
 * Sends an SMS verification code after checking who may get it (POST /common/sendCaptcha and the
 * register and settle-in senders): the image captcha when captchas are on; for login and
 * resetPassword the code goes only to a phone bound to an account of that kind, but the answer is
 * the same for any phone (the code of an unbound phone is stored, limited and never sent), so
 * nobody learns who is registered; for register (individuals and enterprises only) and settle
 * (enterprises) the phone must be free; bindPhone needs a logged-in user and a phone free for that
 * user's kind. Then the limits of modules/sms apply.
 * @throws Fail 4001 captcha, 4009 phone taken, 4003 kind not allowed, 2003 not logged in, 4029 limits
 */
export async function requestCode(ctx: RequestContext, req: CodeRequest) {
  const { db, config } = ctx;
  if (config.captchaEnabled) await consumeCaptcha(db, req.uuid, req.code);
  const label = KINDS[req.account].label;
  switch (req.scene) {
    case 'login':
    case 'resetPassword':
      return sendCode(ctx, req.phone, req.scene, { deliver: (await findByPhone(db, req.account, req.phone)) !== undefined });
    case 'register':
      if (req.account !== 'person' && req.account !== 'ent') throw forbidden(`${label}账号不能自行注册，请联系管理员开通`);
      if (await phoneTaken(db, req.account, req.phone)) throw conflict('该手机号已注册，请直接登录或找回密码');
      break;
    case 'settle':
      if (req.account !== 'ent') throw forbidden('只有企业可以申请入驻');
      if (await phoneTaken(db, 'ent', req.phone)) throw conflict('该手机号已绑定其他企业账号，请更换手机号');
      break;
    case 'bindPhone': {
      const user = ctx.user;
      if (!user) throw notLoggedIn();
      if (user.phonenumber === req.phone) throw conflict('新手机号与当前绑定的手机号相同');
      if (await phoneTaken(db, kindOf(user), req.phone, user.id)) throw conflict('该手机号已被其他账号绑定');
      break;
    }
  }
  return sendCode(ctx, req.phone, req.scene);
}

/**
 * The registration question of POST /common/validPhone: whether `phone` already has an account of
 * a kind a visitor may register (person or ent; the contract refuses the other kinds, so a staff
 * phone is never confirmed). Always needs the image captcha, even with AUTH_CAPTCHA=off (the
 * client asks GET /common/captcha?required=1), and the contract's rateLimit caps it at 10 calls
 * a minute per address.
 * @throws Fail 4001 '请输入验证码' / '验证码错误或已过期'
 */
export async function answerValidPhone(db: Db, input: { phone: string; account: 'person' | 'ent'; code?: string | undefined; uuid?: string | undefined }): Promise<{ registered: boolean }> {
  await consumeCaptcha(db, input.uuid, input.code);
  return { registered: await phoneTaken(db, input.account, input.phone) };
}

/**
 * Binds a phone to the logged-in account or replaces the bound one (gov bindPhone, enterprise
 * restPhone, individual updatePhone): the SMS code of scene bindPhone sent to the new phone, and the
 * login password whenever a phone is already bound (a first binding right after login needs none).
 * @returns the updated account
 * @throws Fail 4001 password missing or wrong, code wrong; 4009 phone taken or unchanged
 */
export async function bindPhone(db: Db, user: UserRow, input: { phone: string; smsCode: string; password?: string | undefined }): Promise<UserRow> {
  if (user.phonenumber) {
    if (!input.password) throw invalid('更换手机号请输入登录密码');
    if (!(await verifyPassword(input.password, user.passwordHash))) throw invalid('登录密码错误');
  }
  if (user.phonenumber === input.phone) throw conflict('新手机号与当前绑定的手机号相同');
  if (await phoneTaken(db, kindOf(user), input.phone, user.id)) throw conflict('该手机号已被其他账号绑定');
  await checkCode(db, input.phone, 'bindPhone', input.smsCode);
  const [updated] = await db.update(appUser).set({ phonenumber: input.phone }).where(eq(appUser.id, user.id)).returning();
  return updated!;
}
