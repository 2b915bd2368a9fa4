import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { CODE, type SmsKind, type SmsOutboxScene, type SmsParams, type SmsScene } from '@portal/api';
import type { RequestContext } from '../../http/router';
import type { AfterCommitContext } from '../../db/afterCommit';
import type { Db } from '../../db/open';
import { Fail, invalid } from '../../http/errors';
import { phoneTicket, smsCode } from './tables';
import { sendSms, sendSmsAfterCommit, type SmsContext } from './outbox';

/**
 * Limits of SMS verification codes (issue 3): one send per phone per 60 s, 5 wrong tries void a
 * code; besides, at most 10 sends per phone in 24 hours and 100 per client IP in an hour, so
 * the platform cannot be used to flood a phone. The validity (5 minutes) is `config.smsCodeTtlMs`.
 */
export const SMS_LIMITS = { resendMs: 60_000, maxWrongTries: 5, perPhonePerDay: 10, perIpPerHour: 100 } as const;

/** How long a phone ticket of a multi-step flow stays valid. */
const TICKET_TTL_MS = 30 * 60_000;

/**
 * Scenes of a code: the public ones (SMS_SCENES, asked for through sendCaptcha) and `claim`, which
 * only the server asks for, for the phone on a record filed for a person (application/claim.ts),
 * never for a phone a client names; `setupAdmin`, the phone of the first administrator of an install,
 * asked for only with a valid setup code (modules/setup).
 */
export type CodeScene = SmsScene | 'claim' | 'setupAdmin';

/**
 * Text messages that carry no code but tell someone something, each its own kind (SMS_KINDS of
 * @portal/api): accountOpened (a staff account's initial password, modules/setup), loginAlert (failed
 * logins to the account's owner, modules/account/login.ts), dataReminder (an enterprise that has not
 * filled its annual data, modules/collection), hotlineUpdate (a call event accepted or closed, to its
 * caller, modules/hotline), settleResult (the decision on a settle-in application, modules/center),
 * campaign (a questionnaire invitation, modules/ageAppropriate), activityUpdate (an activity
 * cancelled, to its sign-ups, modules/station), businessMessage (a business message its recipient
 * chose to be texted, modules/messages).
 */
export type SmsNotice = Exclude<SmsOutboxScene, CodeScene> & SmsKind;

const ACTION: Record<CodeScene, string> = {
  login: '登录',
  resetPassword: '找回密码',
  register: '注册账号',
  bindPhone: '绑定手机号',
  settle: '申请企业入驻',
  claim: '认领办事记录',
  setupAdmin: '创建系统管理员账号',
};

const codeHash = (phone: string, scene: CodeScene, code: string) => createHash('sha256').update(`${phone}:${scene}:${code}`).digest('hex');
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Sends a new 6-digit code for `scene` to `phone` through the outbox (kind `code`), after the
 * sending limits; older open codes of the same phone and scene stop working.
 * The caller has checked that the phone may receive a code for this scene. With `deliver` false
 * the code is stored and limited exactly the same but no message leaves: the answer to a phone
 * without an account then looks like the answer to one with an account (modules/account/phone.ts).
 * @returns seconds until another code may be sent, and the code's validity in seconds
 * @throws Fail 4029 with a message saying how long to wait; 4001 when the gateway refused the message; 5000 when the SMS settings are incomplete (modules/sms/outbox.ts)
 */
export async function sendCode(
  ctx: SmsContext & Pick<RequestContext, 'ip'>,
  phone: string,
  scene: CodeScene,
  { deliver = true, now = new Date() }: { deliver?: boolean; now?: Date } = {},
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const { db, config } = ctx;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // one sender per phone at a time, so two quick requests cannot both pass the 60 s rule
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
    const [last] = await tx.select({ at: smsCode.createdAt }).from(smsCode).where(eq(smsCode.phone, phone)).orderBy(desc(smsCode.createdAt)).limit(1);
    const waitMs = last ? SMS_LIMITS.resendMs - (now.getTime() - last.at.getTime()) : 0;
    if (waitMs > 0) throw new Fail(CODE.tooManyRequests, `验证码已发送，请${Math.ceil(waitMs / 1000)}秒后再获取`);
    const [day] = await tx.select({ n: count() }).from(smsCode).where(and(eq(smsCode.phone, phone), gt(smsCode.createdAt, new Date(now.getTime() - 86_400_000))));
    if ((day?.n ?? 0) >= SMS_LIMITS.perPhonePerDay) throw new Fail(CODE.tooManyRequests, '该手机号今日获取验证码次数已达上限，请明天再试');
    const [hour] = await tx.select({ n: count() }).from(smsCode).where(and(eq(smsCode.ip, ctx.ip), gt(smsCode.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((hour?.n ?? 0) >= SMS_LIMITS.perIpPerHour) throw new Fail(CODE.tooManyRequests, '获取验证码过于频繁，请稍后再试');
    await tx.update(smsCode).set({ closedAt: now }).where(and(eq(smsCode.phone, phone), eq(smsCode.scene, scene), isNull(smsCode.closedAt)));
    await tx.insert(smsCode).values({ phone, scene, codeHash: codeHash(phone, scene, code), ip: ctx.ip, createdAt: now, expiresAt: new Date(now.getTime() + config.smsCodeTtlMs) });
  });
  const minutes = Math.max(1, Math.round(config.smsCodeTtlMs / 60_000));
  if (deliver) {
    const sent = await sendSms(ctx, { phone, scene, kind: 'code', params: { action: ACTION[scene], code, minutes: String(minutes) } });
    if (sent.status === 'unsent') throw new Fail(CODE.serverError, '短信服务尚未配置完成，暂时无法发送验证码，请联系平台管理员');
    if (sent.status === 'refused' || sent.status === 'failed') throw invalid('验证码短信未能发出，请核对手机号后重试；仍不能收到请联系平台管理员');
  }
  return { resendAfterSeconds: SMS_LIMITS.resendMs / 1000, expiresInSeconds: Math.round(config.smsCodeTtlMs / 1000) };
}

/**
 * Sends a notice (no code) of kind `kind` with its parameters to `phone` through the outbox
 * (modules/sms/outbox.ts); what became of it is on the outbox row, never an exception, so the
 * change that prompted it stands whatever the gateway answers. In a logged write's transaction the
 * row is written in it and the gateway tried once it commits ({@link sendSmsAfterCommit}).
 * @throws only what writing the outbox row throws (a database error)
 */
export async function sendNotice<K extends SmsNotice>(ctx: SmsContext & AfterCommitContext, phone: string, kind: K, params: SmsParams<K>): Promise<void> {
  await sendSmsAfterCommit(ctx, { phone, scene: kind, kind, params });
}

/**
 * Checks the newest open code of `phone` for `scene` and uses it up when it matches.
 * A wrong code counts a try; the 5th wrong try voids the code.
 * @throws Fail 4001: '请先获取短信验证码', '短信验证码已过期，请重新获取',
 *   '短信验证码错误，还可以再试N次', '短信验证码错误次数过多，已失效，请重新获取'
 */
export async function checkCode(db: Db, phone: string, scene: CodeScene, code: string, now = new Date()): Promise<void> {
  const voided = () => invalid('短信验证码错误次数过多，已失效，请重新获取');
  const [row] = await db
    .select()
    .from(smsCode)
    .where(and(eq(smsCode.phone, phone), eq(smsCode.scene, scene), isNull(smsCode.closedAt)))
    .orderBy(desc(smsCode.createdAt))
    .limit(1);
  if (!row) throw invalid('请先获取短信验证码');
  if (row.failedAttempts >= SMS_LIMITS.maxWrongTries) throw voided();
  if (row.expiresAt <= now) throw invalid('短信验证码已过期，请重新获取');
  if (row.codeHash !== codeHash(phone, scene, code.trim())) {
    const [after] = await db
      .update(smsCode)
      .set({ failedAttempts: sql`${smsCode.failedAttempts} + 1` })
      .where(eq(smsCode.id, row.id))
      .returning({ n: smsCode.failedAttempts });
    const left = SMS_LIMITS.maxWrongTries - (after?.n ?? SMS_LIMITS.maxWrongTries);
    throw left > 0 ? invalid(`短信验证码错误，还可以再试${left}次`) : voided();
  }
  const used = await db
    .update(smsCode)
    .set({ closedAt: now })
    .where(and(eq(smsCode.id, row.id), isNull(smsCode.closedAt)))
    .returning({ id: smsCode.id });
  if (used.length === 0) throw invalid('请先获取短信验证码');
}

/**
 * Turns a checked phone into a ticket for the next steps of a flow (30 minutes).
 * @returns the ticket (random, 32 bytes hex) to give the client; only its hash is stored
 */
export async function issueTicket(db: Db, phone: string, scene: SmsScene, now = new Date()): Promise<{ ticket: string; expiresInSeconds: number }> {
  const ticket = randomBytes(32).toString('hex');
  await db.delete(phoneTicket).where(lt(phoneTicket.expiresAt, now));
  await db.insert(phoneTicket).values({ tokenHash: tokenHash(ticket), phone, scene, expiresAt: new Date(now.getTime() + TICKET_TTL_MS) });
  return { ticket, expiresInSeconds: TICKET_TTL_MS / 1000 };
}

/**
 * The live ticket of `scene`.
 * @throws Fail 4001 '手机验证已失效，请重新验证手机号' when unknown or expired
 */
export async function readTicket(db: Db, ticket: string, scene: SmsScene, now = new Date()): Promise<typeof phoneTicket.$inferSelect> {
  const [row] = await db
    .select()
    .from(phoneTicket)
    .where(and(eq(phoneTicket.tokenHash, tokenHash(ticket)), eq(phoneTicket.scene, scene), gt(phoneTicket.expiresAt, now)))
    .limit(1);
  if (!row) throw invalid('手机验证已失效，请重新验证手机号');
  return row;
}

/** Stores what a step collected (the scrypt hash of the chosen password) on a ticket. */
export async function saveTicketPassword(db: Db, ticket: string, passwordHash: string): Promise<void> {
  await db.update(phoneTicket).set({ passwordHash }).where(eq(phoneTicket.tokenHash, tokenHash(ticket)));
}

/** Ends a ticket once its flow is complete. */
export async function dropTicket(db: Db, ticket: string): Promise<void> {
  await db.delete(phoneTicket).where(eq(phoneTicket.tokenHash, tokenHash(ticket)));
}
