import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableName, ne } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { tableVersions, versionKey, versionsChanged, type Versions } from '../../http/answerCache';
import { type Fail, forbidden, notLoggedIn } from '../../http/errors';
import { appUser, userSession } from './tables';

/** The user behind a valid session token. `userKind` is SPEC.md's user type 1, 2 or 3. */
export type AuthUser = typeof appUser.$inferSelect & { token: string };

/** SHA-256 hex of a session token: only the hash is stored, so a database leak reveals no token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** last_seen_at is written at most once a minute per session, to keep reads cheap. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Creates a session for `userId`: a random 32-byte token (hex), stored hashed, expiring after
 * `config.sessionMaxMs` in all and `config.sessionIdleMs` without use.
 * @returns the token to give the client
 */
export async function createSession(db: Db, config: Config, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db.insert(userSession).values({ tokenHash: hashToken(token), userId, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() + config.sessionMaxMs) });
  return token;
}

/** A session with its account, as {@link resolveSession} reads it. */
type SessionRow = { user: typeof appUser.$inferSelect; sessionId: number; lastSeenAt: Date; expiresAt: Date };

/** The tables a session is read from (their data versions: migration 0058_session_data_version). */
export const SESSION_TABLES = [userSession, appUser] as const;

/** The names of {@link SESSION_TABLES}, as their data versions are named. */
export const SESSION_TABLE_NAMES: ReadonlySet<string> = new Set(SESSION_TABLES.map((t) => getTableName(t)));

/** Most sessions kept read per database (a few KiB each). */
const SESSIONS_KEPT = 5000;

/** Sessions read, per database and token hash, with the version key of {@link SESSION_TABLES} they were read under. */
const sessionReads = new WeakMap<Db, LRUCache<string, { key: string; row: SessionRow }>>();

/**
 * The session of token hash `hash` with its account, or null when there is none: read again only
 * when a write to user_session or app_user (on any server of the database: a login, a logout, a
 * touch, a role or a status) has changed their data versions since it was read. `versions` must be
 * read after the request arrived (http/answerCache.ts tableVersions), so that a logout or a
 * disabled account committed before it is always seen.
 */
async function sessionRow(db: Db, hash: string, versions: Promise<Versions>): Promise<SessionRow | null> {
  // read before the session: a write committed in between only makes the entry stale sooner
  const key = versionKey(await versions, SESSION_TABLES);
  let reads = sessionReads.get(db);
  if (!reads) sessionReads.set(db, (reads = new LRUCache({ max: SESSIONS_KEPT })));
  const kept = reads.get(hash);
  if (kept?.key === key) return kept.row;
  const [row] = await db
    .select({ user: appUser, sessionId: userSession.id, lastSeenAt: userSession.lastSeenAt, expiresAt: userSession.expiresAt })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(eq(userSession.tokenHash, hash))
    .limit(1);
  if (!row) {
    reads.delete(hash);
    return null;
  }
  reads.set(hash, { key, row });
  return row;
}

/**
 * The user of `token`, or null when the token is unknown, past its absolute expiry, idle for
 * longer than `config.sessionIdleMs`, or its account disabled by an administrator. `versions`: the
 * data versions read for this request (a cached answer's key takes the same read, http/router.ts);
 * read here when not given.
 */
export async function resolveSession(db: Db, config: Config, token: string, versions: Promise<Versions> = tableVersions(db)): Promise<AuthUser | null> {
  const now = new Date();
  const row = await sessionRow(db, hashToken(token), versions);
  if (!row || row.expiresAt <= now || row.user.status === 'disabled') return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > config.sessionIdleMs) {
    await db.delete(userSession).where(eq(userSession.id, row.sessionId));
    versionsChanged(db);
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, row.sessionId));
  return { ...row.user, token };
}

/**
 * Ends the session of `token` at once. This server forgets the data versions it keeps, so its next
 * request reads the sessions again whatever the request that ended it (a GET may: refuseDuringSetup);
 * other servers when notified (docs/decisions.md "Data versions by LISTEN/NOTIFY").
 */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(userSession).where(eq(userSession.tokenHash, hashToken(token)));
  versionsChanged(db);
}

/**
 * Ends every session of a user, except the one of `keepToken` when given (after a password change
 * the user stays logged in where the change was made; after a reset nobody stays logged in).
 */
export async function endUserSessions(db: Db, userId: number, keepToken?: string): Promise<void> {
  await db.delete(userSession).where(keepToken ? and(eq(userSession.userId, userId), ne(userSession.tokenHash, hashToken(keepToken))) : eq(userSession.userId, userId));
  versionsChanged(db);
}

/**
 * A step a session must finish before anything else:
 * - bindPhone: a government user without a phone number (SPEC.md section 6) binds one at /bindPhone;
 * - setPassword: an account created by staff sets its own password at /firstLogin;
 * - awaitingApproval: an enterprise account whose settle-in application is not approved yet
 *   may only look at /loginStatus.
 */
export type SetupStep = 'bindPhone' | 'setPassword' | 'awaitingApproval';

/** The step `user` has left, or null when the account is ready for use. */
export function setupStep(user: Pick<AuthUser, 'userKind' | 'phonenumber' | 'mustSetPassword' | 'status'>): SetupStep | null {
  if (user.userKind === 1 && !user.phonenumber) return 'bindPhone';
  if (user.mustSetPassword) return 'setPassword';
  if (user.status !== 'active') return 'awaitingApproval';
  return null;
}

/**
 * The answer to a call a session may not make before finishing its step. A government user
 * without a phone has the session cleared (SPEC.md section 6) and gets 2003; the other steps get
 * 4003 with what to do.
 */
export async function refuseDuringSetup(db: Db, user: AuthUser, step: SetupStep): Promise<Fail> {
  if (step === 'bindPhone') {
    await endSession(db, user.token);
    return notLoggedIn();
  }
  return forbidden(step === 'setPassword' ? '请先设置您的登录密码' : '企业入驻申请尚未审核通过，暂不能使用该功能');
}
