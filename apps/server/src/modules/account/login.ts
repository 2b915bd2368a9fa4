import { and, count, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { CODE, type AccountKind, type LoginResult, type SettleApplication, type UserTypeCode } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { Fail, invalid } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { enterprise } from '../enterprise/tables';
import { checkCode } from '../sms/service';
import { sysConfig } from '../system/tables';
import { consumeCaptcha } from './captcha';
import { findByPhone, findByUsername, type UserRow } from './kinds';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { createSession } from './session';
import { loginAttempt, settleApplication } from './tables';

/** Failed-login limits: 5 wrong passwords lock an account for 10 minutes; 30 failures from one IP in 10 minutes block that IP. */
export const LOGIN_LIMITS = { windowMs: 10 * 60_000, perAccount: 5, perIp: 30 } as const;

/** Reason recorded for a wrong SMS code at login: limited by the code's own tries, so it does not count towards the password lock. */
const SMS_FAILURE = 'wrong-sms-code';

/** The newest settle-in application of a user, as the applicant sees it. */
export async function latestApplication(db: Db, userId: number): Promise<SettleApplication | null> {
  const [row] = await db.select().from(settleApplication).where(eq(settleApplication.userId, userId)).orderBy(desc(settleApplication.id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    entName: row.entName,
    creditCode: row.creditCode,
    status: row.status as SettleApplication['status'],
    note: row.note,
    submittedAt: formatDateTime(row.createdAt),
  };
}

/** Builds the session user info of SPEC.md section 3 for a user and its token, with the account state. */
export async function loginResultFor(db: Db, user: UserRow, token: string): Promise<LoginResult> {
  const flags = await db.select().from(sysConfig).where(inArray(sysConfig.key, ['on.off', 'on.off.ent']));
  const [ent] = user.enterpriseId
    ? await db.select({ enterpriseType: enterprise.enterpriseType }).from(enterprise).where(eq(enterprise.id, user.enterpriseId))
    : [];
  const flag = (key: string) => flags.find((f) => f.key === key)?.value ?? '0';
  return {
    userKind: user.userKind as UserTypeCode,
    personRouters: user.personRouters.map((name) => ({ name })),
    userInfo: {
      token,
      userId: user.id,
      userName: user.username,
      name: user.name,
      nickName: user.nickName,
      avatar: user.avatar,
      phonenumber: user.phonenumber,
      enterpriseType: ent?.enterpriseType ?? '',
      deptName: user.deptName,
      userType: user.roles,
      onOff: flag('on.off'),
      onOffEnt: flag('on.off.ent'),
      duration: user.duration,
      havePower: user.havePower,
      entId: user.userKind === 2 ? user.enterpriseId : null,
    },
    account: {
      status: user.status === 'pending' ? 'pending' : 'active',
      mustSetPassword: user.mustSetPassword,
      category: user.category === 'person' || user.category === 'school' ? user.category : '',
      application: user.userKind === 2 ? await latestApplication(db, user.id) : null,
    },
  };
}

async function recentFailures(db: Db, column: typeof loginAttempt.account | typeof loginAttempt.ip, value: string, now: Date, countSms: boolean, notBefore?: Date | null): Promise<number> {
  const windowStart = now.getTime() - LOGIN_LIMITS.windowMs;
  const since = new Date(notBefore ? Math.max(windowStart, notBefore.getTime()) : windowStart);
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempt)
    .where(and(eq(column, value), eq(loginAttempt.success, false), gt(loginAttempt.at, since), countSms ? undefined : ne(loginAttempt.reason, SMS_FAILURE)));
  return row?.n ?? 0;
}

/**
 * Refuses with 4029 when the account is locked (5 failures in 10 minutes, not counting those
 * before the account's last password change) or the IP blocked; else answers how to record the attempt.
 * Also used by the password change, whose wrong old passwords count like failed logins.
 */
export async function guardAttempt(db: Db, account: string, ip: string, now: Date, user?: Pick<UserRow, 'passwordChangedAt'>) {
  const record = (success: boolean, reason: string) => db.insert(loginAttempt).values({ account, ip, at: now, success, reason });
  if ((await recentFailures(db, loginAttempt.account, account, now, false, user?.passwordChangedAt)) >= LOGIN_LIMITS.perAccount) {
    await record(false, 'locked');
    throw new Fail(CODE.tooManyRequests, '密码错误次数过多，账号已锁定，请10分钟后再试');
  }
  if ((await recentFailures(db, loginAttempt.ip, ip, now, true)) >= LOGIN_LIMITS.perIp) {
    await record(false, 'ip-limited');
    throw new Fail(CODE.tooManyRequests, '登录失败次数过多，请稍后再试');
  }
  return record;
}

/**
 * Password login for one kind of account (government at /login2; enterprise, individual or school
 * at /): the captcha (unless disabled), the failed-login limits (4029), the password (scrypt),
 * then a new session. Every attempt is recorded with account, time, IP and result.
 * @throws Fail 4001 for a wrong captcha or wrong account/password (one message for both), 4029 when locked
 */
export async function passwordLogin(
  db: Db,
  config: Config,
  kind: AccountKind,
  input: { username: string; password: string; code?: string | undefined; uuid?: string | undefined },
  ip: string,
  now = new Date(),
): Promise<LoginResult> {
  if (config.captchaEnabled) await consumeCaptcha(db, input.uuid, input.code, now);
  const user = await findByUsername(db, kind, input.username);
  const record = await guardAttempt(db, input.username, ip, now, user);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok) {
    await record(false, user ? 'wrong-password' : 'unknown-account');
    throw invalid('账号或密码错误');
  }
  await record(true, '');
  return loginResultFor(db, user, await createSession(db, config, user.id, now));
}

/**
 * Login with a phone number and its SMS code (scene login) for one kind of account. The account
 * lock of {@link passwordLogin} applies too; the attempt is recorded under the account name.
 * @throws Fail 4001 for a phone without an account of this kind or a wrong code, 4029 when locked
 */
export async function smsLogin(db: Db, config: Config, kind: AccountKind, input: { phone: string; smsCode: string }, ip: string, now = new Date()): Promise<LoginResult> {
  const user = await findByPhone(db, kind, input.phone);
  const account = user?.username ?? input.phone;
  const record = await guardAttempt(db, account, ip, now, user);
  if (!user) {
    await record(false, 'unknown-phone');
    throw invalid('该手机号未绑定账号，请使用账号密码登录');
  }
  try {
    await checkCode(db, input.phone, 'login', input.smsCode, now);
  } catch (e) {
    await record(false, SMS_FAILURE);
    throw e;
  }
  await record(true, 'sms');
  return loginResultFor(db, user, await createSession(db, config, user.id, now));
}
