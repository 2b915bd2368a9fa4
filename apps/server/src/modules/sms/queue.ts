import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { integer, text, timestamp, type PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { messageSms } from '../messages/tables';
import type { SmsMessage, SmsTransport } from './transport';

/** The status of a queued text message: waiting, accepted by the transport, or refused (with the reason). */
export type QueuedSmsStatus = 'queued' | 'sent' | 'failed';

/**
 * The columns every SMS queue table has (spread into its pgTable): status, reason, attempts, the
 * claim of the worker sending it, when it was sent. The queues are the campaign recipients of the
 * questionnaires (sms_recipient) and the business-message texts (message_sms).
 */
export const smsQueueColumns = () => ({
  status: text('status').$type<QueuedSmsStatus>().notNull().default('queued'),
  reason: text('reason').notNull().default(''),
  attempts: integer('attempts').notNull().default(0),
  /** set while a worker sends it (claimed), cleared when done; a claim older than a minute belongs to a send the server was killed in */
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A queue table as drizzle types it: every queue table has these columns (message_sms stands for them all). */
type QueueTable = typeof messageSms;

/** One SMS queue: its table (with {@link smsQueueColumns} and an integer `id`) and how a claimed row becomes a message. */
export interface SmsQueue<Row> {
  readonly name: string;
  readonly table: PgTable;
  /** the text message of a claimed row; throwing marks the row failed with the error's message as the reason (e.g. a number that opted out) */
  message(db: Db, row: Row): Promise<SmsMessage>;
  /** the condition a queued row must also meet to be sent `now` (e.g. its task's scheduled time has come); every queued row when absent */
  due?: (now: Date) => SQL;
}

/** How long a worker may hold a claimed message before it counts as interrupted (the server stopped mid-send). */
const CLAIM_MS = 60_000;

/** The answer a message gets when the server stopped while sending it: it is not sent again automatically (at most once); staff of a campaign decide with 重发. */
export const UNKNOWN_OUTCOME = '发送结果未知（发送时服务中断），为避免重复发送未自动重发，请核实后重发';

/** Whether `now` falls in the quiet hours (Asia/Shanghai, UTC+8 all year); `from` > `to` spans midnight. */
export function inQuietHours(quiet: Config['smsQuietHours'], now: Date): boolean {
  if (!quiet) return false;
  const minute = Math.floor((((now.getTime() / 60_000 + 8 * 60) % (24 * 60)) + 24 * 60) % (24 * 60));
  return quiet.from <= quiet.to ? minute >= quiet.from && minute < quiet.to : minute >= quiet.from || minute < quiet.to;
}

/**
 * Sends one batch of `queue` (at most `config.smsRatePerSecond`), unless `now` is in the quiet
 * hours (SMS_QUIET_HOURS). Each message is claimed first (a conditional UPDATE of queued rows nobody
 * holds, skipping rows another server holds), sent through the transport, then marked sent or
 * failed with the reason. A claim older than a minute belongs to a send the server was killed in:
 * its outcome is unknown, so it is marked failed ({@link UNKNOWN_OUTCOME}) rather than sent again;
 * a message is never sent twice, even across a kill -9.
 * @returns how many messages were attempted (0 in quiet hours or with nothing queued)
 */
export async function sendQueued<Row>(db: Db, queue: SmsQueue<Row>, transport: SmsTransport, config: Config, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  // every queue table has the same queue columns; drizzle's types know one table at a time
  const t = queue.table as unknown as QueueTable;
  await db
    .update(t)
    .set({ status: 'failed', reason: UNKNOWN_OUTCOME, claimedAt: null })
    .where(and(eq(t.status, 'queued'), lt(t.claimedAt, new Date(now.getTime() - CLAIM_MS))));
  if (inQuietHours(config.smsQuietHours, now)) return 0;
  const waiting = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'queued'), isNull(t.claimedAt), queue.due?.(now)))
    .orderBy(asc(t.id))
    .limit(config.smsRatePerSecond)
    .for('update', { skipLocked: true });
  const claimed = (await db
    .update(t)
    .set({ claimedAt: now, attempts: sql`${t.attempts} + 1` })
    .where(sql`${t.id} in (${waiting})`)
    .returning()) as Row[];
  for (const row of claimed) {
    let outcome: { status: QueuedSmsStatus; reason: string };
    try {
      await transport.send(await queue.message(db, row), { db, log });
      outcome = { status: 'sent', reason: '' };
    } catch (err) {
      outcome = { status: 'failed', reason: (err instanceof Error ? err.message : String(err)).slice(0, 200) || '短信网关拒绝发送' };
    }
    const id = (row as { id: number }).id;
    await db
      .update(t)
      .set({ ...outcome, claimedAt: null, sentAt: outcome.status === 'sent' ? new Date() : null })
      .where(and(eq(t.id, id), eq(t.status, 'queued')));
  }
  return claimed.length;
}

/**
 * The SMS worker of the server: drains every queue in rate-limited batches, a batch a second while
 * messages are waiting, every `idleMs` otherwise (the end of the quiet hours, a restart's leftovers,
 * messages written by another server) and at once when woken (a new send task, a retry, a
 * committed business message). Answers `wake` and `stop`.
 */
export function startSmsWorker(db: Db, queues: SmsQueue<never>[], transport: SmsTransport, config: Config, log: FastifyBaseLogger, idleMs = 30_000): { wake: () => void; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  async function batch(): Promise<number> {
    let n = 0;
    for (const q of queues) n += await sendQueued(db, q, transport, config, log);
    return n;
  }
  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    batch()
      .then((n) => schedule(n > 0 || again ? 1000 : idleMs))
      .catch((err: unknown) => {
        log.error({ err }, 'SMS batch failed');
        schedule(idleMs);
      })
      .finally(() => {
        running = false;
        again = false;
      });
  }
  schedule(idleMs);
  return {
    wake: () => schedule(0),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
