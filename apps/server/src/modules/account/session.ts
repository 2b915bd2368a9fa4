import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
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

/**
 * The user of `token`, or null when the token is unknown, past its absolute expiry, or idle for
 * longer than `config.sessionIdleMs`.
 */
export async function resolveSession(db: Db, config: Config, token: string, now = new Date()): Promise<AuthUser | null> {
  const rows = await db
    .select({ user: appUser, sessionId: userSession.id, lastSeenAt: userSession.lastSeenAt })
    .from(userSession)
    .innerJoin(appUser, eq(appUser.id, userSession.userId))
    .where(and(eq(userSession.tokenHash, hashToken(token)), gt(userSession.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  if (idle > config.sessionIdleMs) {
    await db.delete(userSession).where(eq(userSession.id, row.sessionId));
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) await db.update(userSession).set({ lastSeenAt: now }).where(eq(userSession.id, row.sessionId));
  return { ...row.user, token };
}

/** Ends the session of `token` at once. */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(userSession).where(eq(userSession.tokenHash, hashToken(token)));
}
