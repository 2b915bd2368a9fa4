import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { CODE, type LoginResult, type UserTypeCode } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { Fail } from '../../http/errors';
import { enterprise } from '../enterprise/tables';
import { sysConfig } from '../system/tables';
import { consumeCaptcha } from './captcha';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { createSession } from './session';
import { appUser, loginAttempt } from './tables';

/** Failed-login limits: 5 wrong passwords lock an account for 10 minutes; 30 failures from one IP in 10 minutes block that IP. */
export const LOGIN_LIMITS = { windowMs: 10 * 60_000, perAccount: 5, perIp: 30 } as const;

type UserRow = typeof appUser.$inferSelect;

/** Builds the session user info of SPEC.md section 3 for a user and its token. */
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
    },
  };
}

async function recentFailures(db: Db, column: typeof loginAttempt.account | typeof loginAttempt.ip, value: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const [row] = await db.select({ n: count() }).from(loginAttempt).where(and(eq(column, value), eq(loginAttempt.success, false), gt(loginAttempt.at, since)));
  return row?.n ?? 0;
}

/**
 * Password login for one kind of user (1 government at /login2, 2 enterprise at /):
 * the captcha (unless disabled), the failed-login limits (4029), the password (scrypt), then a
 * new session. Every attempt is recorded with account, time, IP and result.
 * @throws Fail 4001 for a wrong captcha or wrong account/password (one message for both), 4029 when locked
 */
export async function passwordLogin(
  db: Db,
  config: Config,
  kind: UserTypeCode,
  input: { username: string; password: string; code?: string | undefined; uuid?: string | undefined },
  ip: string,
  now = new Date(),
): Promise<LoginResult> {
  const record = (success: boolean, reason: string) => db.insert(loginAttempt).values({ account: input.username, ip, at: now, success, reason });
  if (config.captchaEnabled) await consumeCaptcha(db, input.uuid, input.code, now);
  if ((await recentFailures(db, loginAttempt.account, input.username, now)) >= LOGIN_LIMITS.perAccount) {
    await record(false, 'locked');
    throw new Fail(CODE.tooManyRequests, '密码错误次数过多，账号已锁定，请10分钟后再试');
  }
  if ((await recentFailures(db, loginAttempt.ip, ip, now)) >= LOGIN_LIMITS.perIp) {
    await record(false, 'ip-limited');
    throw new Fail(CODE.tooManyRequests, '登录失败次数过多，请稍后再试');
  }
  const [user] = await db.select().from(appUser).where(eq(appUser.username, input.username)).limit(1);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok || user.userKind !== kind) {
    await record(false, user ? (ok ? 'wrong-kind' : 'wrong-password') : 'unknown-account');
    throw new Fail(CODE.invalidInput, '账号或密码错误');
  }
  await record(true, '');
  const token = await createSession(db, config, user.id, now);
  return loginResultFor(db, user, token);
}
