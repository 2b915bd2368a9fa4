import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { formatDateTime } from '../../http/time';
import { plainTextPayload } from './plainText';
import { lpOutbox, lpPushAttempt } from './tables';

/** What is pushed: an enterprise ('ent') or a job ('job'). */
export type LpKind = 'ent' | 'job';

/**
 * The external recruitment site (SPEC.md section 3, system configuration liePinUrl) behind one
 * interface. `push` sends an enterprise or a job and answers the site's id for it, or throws
 * when the site refused or could not be reached (the outbox then retries).
 */
export interface LpAdapter {
  readonly name: string;
  push(kind: LpKind, payload: Record<string, unknown>): Promise<{ externalId: string }>;
}

/**
 * The default adapter: there is no contract with the external site yet, so a push is accepted
 * and recorded here only: the outbox row becomes 'sent' with an id of the form
 * `recorded-{kind}-{outboxId}`, and the attempt is in lp_push_attempt. Replace it with an HTTP
 * adapter when the site's interface is agreed.
 */
export const recordingAdapter: LpAdapter = {
  name: 'recording',
  push: async (kind, payload) => ({ externalId: `recorded-${kind}-${String(payload.outboxId)}` }),
};

/** A test and demo adapter that fails the first `failures` pushes (as a site that is down would), then behaves as {@link recordingAdapter}. */
export function flakyAdapter(failures: number): LpAdapter {
  let left = failures;
  return {
    name: `flaky(${failures})`,
    push: async (kind, payload) => {
      if (left > 0) {
        left -= 1;
        throw new Error('外部招聘网站暂不可用（模拟故障）');
      }
      return recordingAdapter.push(kind, payload);
    },
  };
}

/** Attempts before a push is given up ('failed'). */
export const LP_MAX_ATTEMPTS = 6;
/**
 * How long a claimed attempt keeps its row from other workers (the row is due again after it): longer
 * than any push takes, so two servers sharing the database never push one row at once; a worker
 * that dies mid-push leaves the row to be retried after it (at least once: the external site
 * recognises a repeat by `outboxId`).
 */
export const LP_CLAIM_LEASE_MS = 5 * 60_000;
/** Wait after the first failed attempt; doubled after each further one (30 s, 1, 2, 4, 8 min). */
export const LP_BACKOFF_BASE_MS = 30_000;

/** When to try again after `attempts` failed attempts: exponential backoff, {@link LP_BACKOFF_BASE_MS} × 2^(attempts−1). */
export const nextAttemptAfter = (attempts: number, now: Date) => new Date(now.getTime() + LP_BACKOFF_BASE_MS * 2 ** (attempts - 1));

type OutboxRow = typeof lpOutbox.$inferSelect;

/** The push as the contract shows it (lpPush of @portal/api). */
export const pushView = (r: OutboxRow) => ({
  outboxId: r.id,
  status: r.status as 'pending' | 'sent' | 'failed',
  attempts: r.attempts,
  nextAttemptAt: r.status === 'pending' ? formatDateTime(r.nextAttemptAt) : null,
  lastError: r.lastError,
});

/**
 * One attempt of an outbox row through `adapter`, recorded in lp_push_attempt (when, ok, error,
 * ms). Success marks the row 'sent' with the external id; a failure schedules the next attempt
 * by {@link nextAttemptAfter}, or marks the row 'failed' after {@link LP_MAX_ATTEMPTS}.
 * The row is claimed by bumping `attempts` and moving its due time {@link LP_CLAIM_LEASE_MS} ahead,
 * only while still pending and due, so another worker (of this server or of another one on the same
 * PostgreSQL) finds it not due while the push is in flight.
 */
export async function attemptPush(db: Db, adapter: LpAdapter, id: number, now = new Date()): Promise<OutboxRow> {
  const [claimed] = await db
    .update(lpOutbox)
    .set({ attempts: sql`${lpOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + LP_CLAIM_LEASE_MS) })
    .where(and(eq(lpOutbox.id, id), eq(lpOutbox.status, 'pending'), lte(lpOutbox.nextAttemptAt, now)))
    .returning();
  if (!claimed) return (await db.select().from(lpOutbox).where(eq(lpOutbox.id, id)))[0]!;
  const started = performance.now();
  let update: Partial<OutboxRow>;
  try {
    const { externalId } = await adapter.push(claimed.kind as LpKind, { ...claimed.payload, outboxId: claimed.id });
    update = { status: 'sent', externalId, sentAt: new Date(), lastError: '' };
    await db.insert(lpPushAttempt).values({ outboxId: id, at: now, ok: true, ms: Math.round(performance.now() - started) });
  } catch (e) {
    const error = (e as Error).message.slice(0, 500);
    update = claimed.attempts >= LP_MAX_ATTEMPTS ? { status: 'failed', lastError: error } : { nextAttemptAt: nextAttemptAfter(claimed.attempts, now), lastError: error };
    await db.insert(lpPushAttempt).values({ outboxId: id, at: now, ok: false, error, ms: Math.round(performance.now() - started) });
  }
  const [row] = await db.update(lpOutbox).set(update).where(eq(lpOutbox.id, id)).returning();
  return row!;
}

/**
 * Puts a push in the outbox and makes its first attempt at once; answers the row after it. Text
 * values of the payload are stored and sent as plain text (markup removed, plainText.ts), since
 * the external site may show them as HTML. The row
 * is due at the same instant the attempt uses: the database clock (microseconds) could otherwise
 * be a fraction of a millisecond later than this process's Date and the attempt would find it not due.
 */
export async function enqueuePush(db: Db, adapter: LpAdapter, push: { kind: LpKind; refId: number; payload: Record<string, unknown>; userId: number }): Promise<OutboxRow> {
  const now = new Date();
  const [row] = await db.insert(lpOutbox).values({ kind: push.kind, refId: push.refId, payload: plainTextPayload(push.payload), createdBy: push.userId, nextAttemptAt: now }).returning();
  return attemptPush(db, adapter, row!.id, now);
}

/** Attempts every pending push that is due at `now` (oldest first, at most `max`); answers how many were attempted. */
export async function drainDue(db: Db, adapter: LpAdapter, now = new Date(), max = 50): Promise<number> {
  const due = await db
    .select({ id: lpOutbox.id })
    .from(lpOutbox)
    .where(and(eq(lpOutbox.status, 'pending'), lte(lpOutbox.nextAttemptAt, now)))
    .orderBy(asc(lpOutbox.nextAttemptAt))
    .limit(max);
  for (const d of due) await attemptPush(db, adapter, d.id, now);
  return due.length;
}

/** Retries due pushes every `intervalMs` in the background; answers a function that stops it. */
export function startLpWorker(db: Db, adapter: LpAdapter, log: { error: (o: object, msg: string) => void }, intervalMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    drainDue(db, adapter)
      .catch((err: unknown) => log.error({ err }, 'lp outbox retry failed'))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
