import { eq } from 'drizzle-orm';
import type { AccountKind, LoginResult } from '@portal/api';
import type { Db } from '../../db/open';
import { conflict, invalid } from '../../http/errors';
import { checkCode } from '../sms/service';
import { findByPhone, type UserRow } from './kinds';
import { guardAttempt, loginResultFor, type AttemptContext } from './login';
import { hashNewPassword, verifyPassword } from './password';
import { endUserSessions, type AuthUser } from './session';
import { appUser } from './tables';

/** What a new password of `user` must not contain (hashNewPassword). */
const passwordContext = (user: Pick<UserRow, 'username' | 'phonenumber' | 'name'>) => ({ account: user.username, phone: user.phonenumber, name: user.name });

/** Stores the hash of an already checked new password. */
async function storePassword(db: Db, userId: number, passwordHash: string, now: Date): Promise<UserRow> {
  const [row] = await db.update(appUser).set({ passwordHash, mustSetPassword: false, passwordChangedAt: now }).where(eq(appUser.id, userId)).returning();
  return row!;
}

/**
 * Forgotten password (/forgetPwd, /forgetPwdEnt, /forgetPwdUser): the SMS code of scene
 * resetPassword sent to the phone bound to an account of `kind`, then the new password (checked by
 * hashNewPassword before the code is used). A phone without an account never got a code, so it
 * fails like a wrong code and the answer does not tell whether the phone is registered. Every
 * session of the account ends, and earlier failed logins stop counting.
 * @throws Fail 4001 weak password, missing, wrong or expired code
 */
export async function resetPasswordByPhone(db: Db, kind: AccountKind, input: { phone: string; smsCode: string; password: string }, now = new Date()): Promise<null> {
  const user = await findByPhone(db, kind, input.phone);
  const passwordHash = await hashNewPassword(input.password, user ? passwordContext(user) : { phone: input.phone });
  await checkCode(db, input.phone, 'resetPassword', input.smsCode, now);
  if (!user) throw invalid('短信验证码错误或已过期，请重新获取');
  await storePassword(db, user.id, passwordHash, now);
  await endUserSessions(db, user.id);
  return null;
}

/**
 * Password change of the logged-in user (/modifyPassword): the old password (a wrong one counts
 * like a failed login, so the wait of guardAttempt applies), a new one that differs from it and
 * passes hashNewPassword. Other sessions end.
 * @throws Fail 4001 '原密码错误' / '新密码不能与原密码相同' / weak password, 4029 while the pair must wait
 */
export async function changePassword(ctx: AttemptContext, user: AuthUser, input: { oldPassword: string; password: string }, now = new Date()): Promise<null> {
  const { db } = ctx;
  const record = await guardAttempt(ctx, { account: user.username, user, captcha: 'none' }, now);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    await record(false, 'wrong-old-password');
    throw invalid('原密码错误');
  }
  await record(true, 'old-password');
  if (input.oldPassword === input.password) throw invalid('新密码不能与原密码相同');
  await storePassword(db, user.id, await hashNewPassword(input.password, passwordContext(user)), now);
  await endUserSessions(db, user.id, user.token);
  return null;
}

/**
 * First login of an account created by staff (/firstLogin): sets the user's own password, which
 * must differ from the initial one and pass hashNewPassword. Other sessions end; this one goes on.
 * @throws Fail 4009 when the account has set its password already, 4001 same as the initial one or weak
 */
export async function setFirstPassword(db: Db, user: AuthUser, password: string, now = new Date()): Promise<LoginResult> {
  if (!user.mustSetPassword) throw conflict('该账号已设置过密码，如需修改请到个人中心');
  if (await verifyPassword(password, user.passwordHash)) throw invalid('新密码不能与初始密码相同');
  const updated = await storePassword(db, user.id, await hashNewPassword(password, passwordContext(user)), now);
  await endUserSessions(db, user.id, user.token);
  return loginResultFor(db, updated, user.token);
}
