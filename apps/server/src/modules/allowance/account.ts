import { desc, eq, inArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { CODE, type AreaAuditKind, type BatchResult, type ItemResult } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { Fail } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { AllowanceSystemError, type AllowanceSystem, type PushedRecord } from './external';
import { decryptSecret, encryptSecret, secretKey } from './secret';
import { summarise, transition } from './service';
import { allowanceAccount, allowancePush, areaAuditCompany, areaAuditPerson } from './tables';

/** An account number for display: first 2 and last 2 characters, the rest as '*' (at least 4 of them). */
export function maskAccount(accountNum: string): string {
  if (accountNum.length <= 4) return '*'.repeat(accountNum.length);
  return `${accountNum.slice(0, 2)}${'*'.repeat(Math.max(4, accountNum.length - 4))}${accountNum.slice(-2)}`;
}

const shown = (row: typeof allowanceAccount.$inferSelect | undefined) =>
  row ? { bound: true, accountNum: maskAccount(row.accountNum), boundAt: formatDateTime(row.boundAt) } : { bound: false, accountNum: '', boundAt: null };

/** The caller's bound account as shown (masked number, no password). */
export async function accountInfo(db: Db, user: AuthUser) {
  const [row] = await db.select().from(allowanceAccount).where(eq(allowanceAccount.userId, user.id));
  return shown(row);
}

/**
 * Binds (or re-binds) the caller's external account: the password is stored AES-256-GCM encrypted
 * with the key of {@link secretKey}; a re-bind ends the previous session.
 */
export async function bindAccount(db: Db, config: Config, user: AuthUser, accountNum: string, password: string) {
  const passwordCipher = encryptSecret(secretKey(config), password);
  const boundAt = new Date();
  const [row] = await db
    .insert(allowanceAccount)
    .values({ userId: user.id, accountNum, passwordCipher, boundAt })
    .onConflictDoUpdate({ target: allowanceAccount.userId, set: { accountNum, passwordCipher, boundAt, sessionExpiresAt: null } })
    .returning();
  return shown(row);
}

/** Removes the caller's bound account and its stored password. */
export async function unbindAccount(db: Db, user: AuthUser) {
  await db.delete(allowanceAccount).where(eq(allowanceAccount.userId, user.id));
  return shown(undefined);
}

/**
 * The caller's bound account row.
 * @throws Fail 4009 '请先绑定补贴系统账号' when there is none
 */
async function boundOrFail(db: Db, user: AuthUser) {
  const [row] = await db.select().from(allowanceAccount).where(eq(allowanceAccount.userId, user.id));
  if (!row) throw new Fail(CODE.conflict, '请先绑定补贴系统账号');
  return row;
}

/**
 * The external system's refusal as the answer staff read: 4009 with its reason ('补贴系统：…'); other
 * errors pass. SPEC.md section 8 names no code for a refusal by another system; 5000 is a fault of
 * this server, so the closest code of DESIGN.md section 3 is 4009 (conflict: the state of the QR
 * login or session at the other system does not allow the call; nothing changes here but the record),
 * issue 43.
 */
function external(e: unknown): never {
  if (e instanceof AllowanceSystemError) throw new Fail(CODE.conflict, `补贴系统：${e.message}`);
  throw e;
}

/** A new login QR code of the external system for the caller's bound account, drawn as a PNG data URL. */
export async function refreshQr(db: Db, system: AllowanceSystem, user: AuthUser, now = new Date()) {
  const row = await boundOrFail(db, user);
  const qr = await system.createQr(row.accountNum, now).catch(external);
  const image = await QRCode.toDataURL(qr.content, { width: 240, margin: 2, errorCorrectionLevel: 'M' });
  return { qrId: qr.qrId, image, expiresAt: formatDateTime(qr.expiresAt) };
}

const QR_MESSAGES = { waiting: '请使用补贴系统App扫描二维码', scanned: '已扫码，请在App中确认登录', confirmed: '已确认，正在登录', expired: '二维码已过期，请刷新' } as const;

/** Where the QR login stands at the external system. */
export async function qrLoginStatus(db: Db, system: AllowanceSystem, user: AuthUser, qrId: string, now = new Date()) {
  await boundOrFail(db, user);
  const status = await system.qrStatus(qrId, now).catch(external);
  return { status, message: QR_MESSAGES[status] };
}

async function recordPush(db: Db, user: AuthUser, kind: 'loginInfo' | 'auditResults', payload: object, ok: boolean, message: string) {
  await db.insert(allowancePush).values({ userId: user.id, kind, payload, ok, message });
}

/** The caller's login at the external system: bound account, session, last push. */
export async function loginInfo(db: Db, user: AuthUser, now = new Date()) {
  const [row] = await db.select().from(allowanceAccount).where(eq(allowanceAccount.userId, user.id));
  const [last] = await db.select().from(allowancePush).where(eq(allowancePush.userId, user.id)).orderBy(desc(allowancePush.id)).limit(1);
  const session = row?.sessionExpiresAt && row.sessionExpiresAt.getTime() > now.getTime() ? row.sessionExpiresAt : null;
  return {
    accountNum: row ? maskAccount(row.accountNum) : '',
    loggedIn: session !== null,
    sessionExpiresAt: session ? formatDateTime(session) : null,
    lastPushAt: last ? formatDateTime(last.createdAt) : null,
    lastPushOk: last ? last.ok : null,
    lastPushMessage: last?.message ?? '',
  };
}

/**
 * Pushes the bound account's login information (the decrypted password goes to the external
 * system only) once its QR code is confirmed, and keeps the session it gives. Every attempt is
 * recorded without the password.
 * @throws Fail 4009 no bound account, or '补贴系统：…' when the system refuses (nothing changes but the record)
 */
export async function pushLoginInfo(db: Db, config: Config, system: AllowanceSystem, user: AuthUser, qrId: string, now = new Date()) {
  const row = await boundOrFail(db, user);
  const password = decryptSecret(secretKey(config), row.passwordCipher);
  const payload = { accountNum: maskAccount(row.accountNum), qrId };
  try {
    const { sessionExpiresAt } = await system.pushLoginInfo({ qrId, accountNum: row.accountNum, password }, now);
    await db.update(allowanceAccount).set({ sessionExpiresAt }).where(eq(allowanceAccount.userId, user.id));
    await recordPush(db, user, 'loginInfo', payload, true, '登录成功');
  } catch (e) {
    if (e instanceof AllowanceSystemError) await recordPush(db, user, 'loginInfo', payload, false, e.message);
    external(e);
  }
  return loginInfo(db, user, now);
}

/**
 * Pushes approved records (agree, or fail for another try) to the external system within the
 * caller's session. Taken records keep or regain agree with the push time; refused ones, or all
 * of them when the system fails, become fail (approved, push failed). Per-item results.
 * @throws Fail 4009 no bound account or no session
 */
export async function pushAuditResults(db: Db, system: AllowanceSystem, user: AuthUser, kind: AreaAuditKind, ids: number[], now = new Date()): Promise<BatchResult> {
  const row = await boundOrFail(db, user);
  if (!row.sessionExpiresAt || row.sessionExpiresAt.getTime() <= now.getTime()) throw new Fail(CODE.conflict, '请先扫码登录补贴系统');
  const t = kind === 'person' ? areaAuditPerson : areaAuditCompany;
  const rows = await db.select().from(t).where(inArray(t.id, ids));
  const pushable = rows.filter((r) => r.status === 'agree' || r.status === 'fail');
  const records: PushedRecord[] = pushable.map((r) => ({
    kind,
    id: r.id,
    code: 'idCard' in r ? r.idCard : r.creditCode,
    name: r.name,
    subsidyItem: r.subsidyItem,
    year: r.year,
    amount: r.amount,
  }));
  let answers: { id: number; ok: boolean; message: string }[];
  try {
    answers = records.length > 0 ? await system.pushAuditResults(row.accountNum, records, now) : [];
  } catch (e) {
    if (!(e instanceof AllowanceSystemError)) throw e;
    answers = records.map((r) => ({ id: r.id, ok: false, message: e.message }));
  }
  const answerOf = new Map(answers.map((a) => [a.id, a]));
  const taken = answers.filter((a) => a.ok).map((a) => a.id);
  const refused = answers.filter((a) => !a.ok).map((a) => a.id);
  await db.transaction(async (tx) => {
    const retried = pushable.filter((r) => r.status === 'fail' && taken.includes(r.id)).map((r) => r.id);
    if (retried.length > 0) await transition(tx, user, kind, retried, 'pushRetried', '推送补贴系统成功');
    if (taken.length > 0) await tx.update(t).set({ pushedAt: now }).where(inArray(t.id, taken));
    const newlyFailed = pushable.filter((r) => r.status === 'agree' && refused.includes(r.id)).map((r) => r.id);
    if (newlyFailed.length > 0) await transition(tx, user, kind, newlyFailed, 'pushFailed', `推送补贴系统失败：${answerOf.get(newlyFailed[0]!)?.message ?? ''}`);
  });
  await recordPush(db, user, 'auditResults', { kind, ids: records.map((r) => r.id) }, refused.length === 0, refused.length === 0 ? `已推送${taken.length}条` : `${refused.length}条推送失败`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results: ItemResult[] = ids.map((id) => {
    const r = byId.get(id);
    if (!r) return { id, ok: false, status: null, message: '记录不存在' };
    const a = answerOf.get(id);
    if (!a) return { id, ok: false, status: r.status as ItemResult['status'], message: '只有审核通过的记录才能推送' };
    return a.ok ? { id, ok: true, status: 'agree', message: '已推送' } : { id, ok: false, status: 'fail', message: `推送失败：${a.message}` };
  });
  return summarise(results);
}
