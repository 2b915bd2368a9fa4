import { eq } from 'drizzle-orm';
import type { AccountKind, LoginResult } from '@portal/api';
import type { Db } from '../../db/open';
import { conflict, invalid } from '../../http/errors';
import { checkCode } from '../sms/service';
import { findByPhone, type UserRow } from './kinds';
import { guardAttempt, loginResultFor } from './login';
import { hashPassword, verifyPassword } from './password';
import { endUserSessions, type AuthUser } from './session';
import { appUser } from './tables';

async function storePassword(db: Db, userId: number, password: string, now: Date): Promise<UserRow> {
  const [row] = await db
    .update(appUser)
    .set({ passwordHash: await hashPassword(password), mustSetPassword: false, passwordChangedAt: now })
    .where(eq(appUser.id, userId))
    .returning();
  return row!;
}

/**
 * Forgotten password (/forgetPwd, /forgetPwdEnt, /forgetPwdUser): the SMS code of scene
 * resetPassword sent to the phone bound to an account of `kind`, then the new password (policy of
 * @portal/validators). Every session of the account ends, and earlier failed logins stop counting.
 * @throws Fail 4001 unknown phone or wrong code
 */
export async function resetPasswordByPhone(db: Db, kind: AccountKind, input: { phone: string; smsCode: string; password: string }, now = new Date()): Promise<null> {
  const user = await findByPhone(db, kind, input.phone);
  if (!user) throw invalid('该手机号未绑定账号');
  await checkCode(db, input.phone, 'resetPassword', input.smsCode, now);
  await storePassword(db, user.id, input.password, now);
  await endUserSessions(db, user.id);
  return null;
}

/**
 * Password change of the logged-in user (/modifyPassword): the old password (a wrong one counts
 * like a failed login, so the lock applies), a new one that differs from it. Other sessions end.
 * @throws Fail 4001 '原密码错误' / '新密码不能与原密码相同', 4029 when locked
 */
export async function changePassword(db: Db, user: AuthUser, input: { oldPassword: string; password: string }, ip: string, now = new Date()): Promise<null> {
  const record = await guardAttempt(db, user.username, ip, now, user);
  if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
    await record(false, 'wrong-old-password');
    throw invalid('原密码错误');
  }
  if (input.oldPassword === input.password) throw invalid('新密码不能与原密码相同');
  await storePassword(db, user.id, input.password, now);
  await endUserSessions(db, user.id, user.token);
  return null;
}

/**
 * First login of an account created by staff (/firstLogin): sets the user's own password, which
 * must differ from the initial one. Other sessions end; this one goes on.
 * @throws Fail 4009 when the account has set its password already, 4001 same as the initial one
 */
export async function setFirstPassword(db: Db, user: AuthUser, password: string, now = new Date()): Promise<LoginResult> {
  if (!user.mustSetPassword) throw conflict('该账号已设置过密码，如需修改请到个人中心');
  if (await verifyPassword(password, user.passwordHash)) throw invalid('新密码不能与初始密码相同');
  const updated = await storePassword(db, user.id, password, now);
  await endUserSessions(db, user.id, user.token);
  return loginResultFor(db, updated, user.token);
}
