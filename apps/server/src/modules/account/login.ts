import { and, count, desc, eq, gt, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import { CODE, type AccountKind, type LoginResult, type SettleApplication, type UserTypeCode } from '@portal/api';
import type { Db } from '../../db/open';
import { Fail, invalid } from '../../http/errors';
import type { RequestContext } from '../../http/router';
import { formatDateTime } from '../../http/time';
import { enterprise } from '../enterprise/tables';
import { checkCode, sendNotice } from '../sms/service';
import { sysConfig } from '../system/tables';
import { consumeCaptcha } from './captcha';
import { findByPhone, findByUsername, type UserRow } from './kinds';
import { DUMMY_HASH_PROMISE, verifyPassword } from './password';
import { createSession } from './session';
import { sealRow } from '../center/auditChain';
import { kshApplication } from '../center/tables';
import { loginAttempt, settleApplication } from './tables';

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

/** The answer to the right credentials of an account an administrator disabled (issue 18); given only after the password or code was right, so it reveals nothing to a guesser. */
export const DISABLED_MESSAGE = '该账号已停用，请联系管理员';

/** Days left (rounded up) of the user's approved visual-platform permission (SPEC.md section 6), 0 when none is running: the period ends by itself. */
async function visualDaysLeft(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ endsAt: max(kshApplication.endsAt) })
    .from(kshApplication)
    .where(and(eq(kshApplication.userId, userId), eq(kshApplication.status, 'agree'), gt(kshApplication.endsAt, now)));
  return row?.endsAt ? Math.ceil((row.endsAt.getTime() - now.getTime()) / 86_400_000) : 0;
}

/** Builds the session user info of SPEC.md section 3 for a user and its token, with the account state; `duration` counts an approved visual-platform request still running. */
export async function loginResultFor(db: Db, user: UserRow, token: string, now = new Date()): Promise<LoginResult> {
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
      duration: user.userKind === 1 ? Math.max(user.duration, await visualDaysLeft(db, user.id, now)) : user.duration,
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

/**
 * Failed-login defences (OWASP ASVS 4.0 V2.2.1; issue 11). No account is ever locked, so nobody
 * can lock someone else out. Within `windowMs`, counting only wrong passwords and unknown accounts
 * ({@link PASSWORD_FAILURES}):
 * - one account tried from one client address: after `pairFree` failures since the pair's last
 *   success, each further try waits `pairWaitMs` after the latest failure, doubling with every
 *   failure up to `pairWaitMaxMs` (4029 saying how long);
 * - the image captcha is required, whatever AUTH_CAPTCHA says, once the account has `accountCaptcha`
 *   failures (since its last password change) or the address `addressCaptcha` (an office behind NAT
 *   is slowed down, never shut out); the right password with the right captcha always logs in;
 * - when the account reaches `accountCaptcha` failures its owner gets an SMS (scene loginAlert) at
 *   most once per `alertEveryMs`, and that failure's row of the login log is marked `ownerAlerted`.
 */
export const LOGIN_LIMITS = {
  windowMs: 60 * 60_000,
  pairFree: 5,
  pairWaitMs: 30_000,
  pairWaitMaxMs: 15 * 60_000,
  accountCaptcha: 10,
  addressCaptcha: 30,
  alertEveryMs: 60 * 60_000,
} as const;

/**
 * Reasons of the login log that count as failed password guesses for {@link LOGIN_LIMITS}, with
 * 'pending' (an attempt still being checked, so that guesses sent in parallel count each other).
 * The log also holds 'waiting' (refused during a wait), 'captcha' (captcha missing or wrong),
 * 'wrong-sms-code' and 'unknown-phone' (an SMS code is limited by its own tries), which do not
 * count, so trying during a wait does not make it longer.
 */
const PASSWORD_FAILURES = ['pending', 'wrong-password', 'unknown-account', 'wrong-old-password'];

/** How long a wait is, for the 4029 message: '30秒', '2分钟'. */
const describeWait = (ms: number) => (ms < 60_000 ? `${Math.ceil(ms / 1000)}秒` : `${Math.ceil(ms / 60_000)}分钟`);

/** What a login attempt needs of the request: the database, settings, SMS transport, log and client address (request.ip). */
export type AttemptContext = Pick<RequestContext, 'db' | 'config' | 'sms' | 'log' | 'ip'>;

/** Writes the attempt's result into its row of the login log; a failure may alert the account's owner. */
export type RecordAttempt = (success: boolean, reason: string) => Promise<void>;

/** Failed guesses (and pending attempts) logged before row `beforeId` that match `where`, since `since`, with the time of the latest. */
async function failuresSince(db: Db, where: SQL | undefined, since: Date, beforeId: number): Promise<{ n: number; last: Date | null }> {
  const [row] = await db
    .select({ n: count(), last: max(loginAttempt.at) })
    .from(loginAttempt)
    .where(and(where, lt(loginAttempt.id, beforeId), eq(loginAttempt.success, false), inArray(loginAttempt.reason, PASSWORD_FAILURES), gt(loginAttempt.at, since)));
  return { n: row?.n ?? 0, last: row?.last ?? null };
}

const latest = (...dates: (Date | null | undefined)[]) => new Date(Math.max(...dates.map((d) => d?.getTime() ?? 0)));

/**
 * Records the failure of attempt `id` and tells the owner of `user` by SMS about repeated failed
 * logins, at most once per `LOGIN_LIMITS.alertEveryMs`; the row of the failure that alerted gets
 * `ownerAlerted`. Without a bound phone the failure is only recorded.
 */
async function recordAlertedFailure(ctx: AttemptContext, id: number, user: UserRow, reason: string, now: Date): Promise<void> {
  const alerted = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login-alert:${user.username}`}))`);
    const [recent] = await tx
      .select({ id: loginAttempt.id })
      .from(loginAttempt)
      .where(and(eq(loginAttempt.account, user.username), eq(loginAttempt.ownerAlerted, true), gt(loginAttempt.at, new Date(now.getTime() - LOGIN_LIMITS.alertEveryMs))))
      .limit(1);
    const alert = !recent && user.phonenumber !== '';
    const [row] = await tx.update(loginAttempt).set({ reason, ownerAlerted: alert }).where(eq(loginAttempt.id, id)).returning();
    await sealRow(tx, 'login_attempt', row!);
    return alert;
  });
  if (!alerted) return;
  await sendNotice(ctx, user.phonenumber, 'loginAlert', { username: user.username, time: formatDateTime(now) });
}

/**
 * The failed-login defences of {@link LOGIN_LIMITS} before an attempt on `account` (the typed
 * login name, or the phone when no account has it) from `ctx.ip`. The attempt is logged first
 * (reason 'pending'), so parallel guesses count each other; then it is refused with 4029 while the
 * pair must wait, and the captcha is checked when the config or the failures ask for one (both
 * refusals stay in the login log). Pass `captcha: 'none'` where the caller has no captcha field,
 * e.g. the password change of a logged-in user. Every login and the password change go through it.
 * @returns how to record the attempt's result in its row of the login log
 * @throws Fail 4029 '登录失败次数过多，请N秒后再试'; 4001 '请输入验证码' / '验证码错误或已过期'
 */
export async function guardAttempt(
  ctx: AttemptContext,
  attempt: { account: string; user: UserRow | undefined; captcha: { uuid?: string | undefined; code?: string | undefined } | 'none' },
  now: Date,
): Promise<RecordAttempt> {
  const { db, ip } = ctx;
  const { account, user } = attempt;
  const [row] = await db.insert(loginAttempt).values({ account, ip, at: now, success: false, reason: 'pending' }).returning({ id: loginAttempt.id });
  const id = row!.id;
  const windowStart = new Date(now.getTime() - LOGIN_LIMITS.windowMs);
  const accountSince = latest(windowStart, user?.passwordChangedAt);
  const record: RecordAttempt = async (success, reason) => {
    if (!success && user && PASSWORD_FAILURES.includes(reason)) {
      const before = await failuresSince(db, eq(loginAttempt.account, account), accountSince, id);
      if (before.n + 1 >= LOGIN_LIMITS.accountCaptcha) return recordAlertedFailure(ctx, id, user, reason, now);
    }
    // the attempt's row is final now: it joins the login log's hash chain with its result (modules/center/auditChain.ts)
    await db.transaction(async (tx) => {
      const [row] = await tx.update(loginAttempt).set({ success, reason }).where(eq(loginAttempt.id, id)).returning();
      await sealRow(tx, 'login_attempt', row!);
    });
  };
  const [lastPairSuccess] = await db
    .select({ at: max(loginAttempt.at) })
    .from(loginAttempt)
    .where(and(eq(loginAttempt.account, account), eq(loginAttempt.ip, ip), eq(loginAttempt.success, true)));
  const pair = await failuresSince(db, and(eq(loginAttempt.account, account), eq(loginAttempt.ip, ip)), latest(accountSince, lastPairSuccess?.at), id);
  if (pair.n >= LOGIN_LIMITS.pairFree && pair.last) {
    const wait = Math.min(LOGIN_LIMITS.pairWaitMs * 2 ** (pair.n - LOGIN_LIMITS.pairFree), LOGIN_LIMITS.pairWaitMaxMs);
    const left = pair.last.getTime() + wait - now.getTime();
    if (left > 0) {
      await record(false, 'waiting');
      throw new Fail(CODE.tooManyRequests, `登录失败次数过多，请${describeWait(left)}后再试`);
    }
  }
  if (attempt.captcha === 'none') return record;
  const needCaptcha =
    ctx.config.captchaEnabled ||
    (await failuresSince(db, eq(loginAttempt.account, account), accountSince, id)).n >= LOGIN_LIMITS.accountCaptcha ||
    (await failuresSince(db, eq(loginAttempt.ip, ip), windowStart, id)).n >= LOGIN_LIMITS.addressCaptcha;
  if (needCaptcha) {
    try {
      await consumeCaptcha(db, attempt.captcha.uuid, attempt.captcha.code, now);
    } catch (e) {
      await record(false, 'captcha');
      throw e;
    }
  }
  return record;
}

/**
 * Password login for one kind of account (government at /login2; enterprise, individual or school
 * at /): the defences of {@link guardAttempt} (a wait per account and address, the captcha when
 * AUTH_CAPTCHA is on or after many failures), the password (scrypt), then a new session. Every
 * attempt that gets as far as the password is recorded with account, time, address and result.
 * @throws Fail 4001 for a wrong or missing captcha or wrong account/password (one message for both), 4029 while the pair must wait
 */
export async function passwordLogin(
  ctx: AttemptContext,
  kind: AccountKind,
  input: { username: string; password: string; code?: string | undefined; uuid?: string | undefined },
  now = new Date(),
): Promise<LoginResult> {
  const { db, config } = ctx;
  const user = await findByUsername(db, kind, input.username);
  const record = await guardAttempt(ctx, { account: input.username, user, captcha: input }, now);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await DUMMY_HASH_PROMISE));
  if (!user || !ok) {
    await record(false, user ? 'wrong-password' : 'unknown-account');
    throw invalid('账号或密码错误');
  }
  if (user.status === 'disabled') {
    await record(false, 'disabled');
    throw invalid(DISABLED_MESSAGE);
  }
  await record(true, '');
  return loginResultFor(db, user, await createSession(db, config, user.id, now));
}

/**
 * Login with a phone number and its SMS code (scene login) for one kind of account. The answer
 * never tells whether the phone has an account: a phone without one never got a code
 * (modules/account/phone.ts stores one without sending it), so it fails like a wrong code. The
 * wait of {@link guardAttempt} applies; the attempt is recorded under the account name, or the phone.
 * @throws Fail 4001 for a missing, wrong or expired code, 4029 while the pair must wait
 */
export async function smsLogin(ctx: AttemptContext, kind: AccountKind, input: { phone: string; smsCode: string }, now = new Date()): Promise<LoginResult> {
  const { db, config } = ctx;
  const user = await findByPhone(db, kind, input.phone);
  const record = await guardAttempt(ctx, { account: user?.username ?? input.phone, user, captcha: 'none' }, now);
  try {
    await checkCode(db, input.phone, 'login', input.smsCode, now);
  } catch (e) {
    await record(false, 'wrong-sms-code');
    throw e;
  }
  if (!user) {
    await record(false, 'unknown-phone');
    throw invalid('短信验证码错误或已过期，请重新获取');
  }
  if (user.status === 'disabled') {
    await record(false, 'disabled');
    throw invalid(DISABLED_MESSAGE);
  }
  await record(true, 'sms');
  return loginResultFor(db, user, await createSession(db, config, user.id, now));
}
