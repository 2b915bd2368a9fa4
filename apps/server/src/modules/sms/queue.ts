import { and, asc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { messageSms } from '../messages/tables';
import type { QueuedSmsStatus } from './tables';
import type { SmsGateway } from './gateways';
import { pullReceipts, retryPending, sendSms, smsTemplates, type OutgoingSms, type SmsContext } from './outbox';

/** A queue table as drizzle types it: every queue table has these columns (message_sms stands for them all). */
type QueueTable = typeof messageSms;

/** One SMS queue: its table (with {@link smsQueueColumns} and an integer `id`) and how a claimed row becomes a message. */
export interface SmsQueue<Row> {
  readonly name: string;
  readonly table: PgTable;
  /** the text message of a claimed row, its `source` naming the row; throwing marks the row failed with the error's message as the reason (e.g. a number that opted out) */
  message(db: Db, row: Row): Promise<OutgoingSms>;
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
 * Sends one batch of `queue` (at most `limit` messages, in parallel), unless `now` is in the quiet
 * hours (SMS_QUIET_HOURS). Each message is claimed first (a conditional UPDATE of queued rows nobody
 * holds, skipping rows another server holds), sent through the outbox (modules/sms/outbox.ts, one
 * outbox row per queued row: its `source`), then marked sent (the gateway accepted it, or the outbox
 * retries it) or failed with the reason (refused, or not sendable). A claim older than a minute
 * belongs to a send the server was killed in: its outcome is unknown, so it is marked failed
 * ({@link UNKNOWN_OUTCOME}) rather than sent again; a message is never sent twice, even across a kill -9.
 * @returns how many messages were attempted (0 in quiet hours or with nothing queued)
 */
export async function sendQueued<Row>(ctx: SmsContext, queue: SmsQueue<Row>, limit: number, now = new Date()): Promise<number> {
  const { db, config } = ctx;
  // every queue table has the same queue columns; drizzle's types know one table at a time
  const t = queue.table as unknown as QueueTable;
  await db
    .update(t)
    .set({ status: 'failed', reason: UNKNOWN_OUTCOME, claimedAt: null })
    .where(and(eq(t.status, 'queued'), lt(t.claimedAt, new Date(now.getTime() - CLAIM_MS))));
  if (limit <= 0 || inQuietHours(config.smsQuietHours, now)) return 0;
  const waiting = db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.status, 'queued'), isNull(t.claimedAt), queue.due?.(now)))
    .orderBy(asc(t.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = (await db
    .update(t)
    .set({ claimedAt: now, attempts: sql`${t.attempts} + 1` })
    .where(sql`${t.id} in (${waiting})`)
    .returning()) as Row[];
  if (claimed.length === 0) return 0;
  const templates = await smsTemplates(db, config);
  await Promise.all(
    claimed.map(async (row) => {
      let outcome: { status: QueuedSmsStatus; reason: string };
      try {
        const sent = await sendSms(ctx, await queue.message(db, row), templates);
        outcome = sent.status === 'refused' || sent.status === 'failed' || sent.status === 'unsent' ? { status: 'failed', reason: sent.detail.slice(0, 200) || '短信网关拒绝发送' } : { status: 'sent', reason: '' };
      } catch (err) {
        outcome = { status: 'failed', reason: (err instanceof Error ? err.message : String(err)).slice(0, 200) || '短信网关拒绝发送' };
      }
      const id = (row as { id: number }).id;
      await db
        .update(t)
        .set({ ...outcome, claimedAt: null, sentAt: outcome.status === 'sent' ? new Date() : null })
        .where(and(eq(t.id, id), eq(t.status, 'queued')));
    }),
  );
  return claimed.length;
}

/**
 * A gateway whose sends leave one at a time at least `1000 / perSecond` ms after the previous one
 * left (measured when it leaves, so a late timer delays the next ones instead of bunching them):
 * no second ever holds more than `perSecond` sends, whatever the batches and the event loop do.
 */
export function pacedGateway(gateway: SmsGateway, perSecond: number): SmsGateway {
  const spacing = 1000 / perSecond;
  let last = -Infinity;
  let turn: Promise<void> = Promise.resolve();
  const slot = () =>
    (turn = turn.then(async () => {
      const wait = last + spacing - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      last = performance.now();
    }));
  return { ...gateway, send: async (message, log) => (await slot(), gateway.send(message, log)) };
}

/** How often the carriers' receipts are asked for while messages await them. */
const RECEIPT_EVERY_MS = 30_000;

/**
 * The SMS worker of the server: each second while there is work, at most SMS_RATE_PER_SECOND
 * messages leave ({@link pacedGateway}), retries of the outbox first (modules/sms/outbox.ts
 * retryPending), then the queues in order; a batch starts a second after the previous one started
 * (at once when it took longer), so a slow gateway does not lower the rate. Every `idleMs` otherwise (the end of the quiet hours, a restart's leftovers,
 * messages written by another server), and at once when woken (a new send task, a retry, a committed
 * business message). Receipts are pulled every 30 s. Answers `wake` and `stop`.
 */
export function startSmsWorker(server: SmsContext, queues: SmsQueue<never>[], idleMs = 30_000): { wake: () => void; stop: () => void } {
  const { config, log } = server;
  const ctx = { ...server, sms: pacedGateway(server.sms, config.smsRatePerSecond) };
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let stopped = false;
  let receiptsAt = 0;
  let startedAt = 0;
  /** wait until a second after the last batch started */
  const paced = () => Math.max(0, 1000 - (Date.now() - startedAt));
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  async function batch(): Promise<number> {
    const now = new Date();
    let n = await retryPending(ctx, config.smsRatePerSecond, now);
    for (const q of queues) n += await sendQueued(ctx, q, config.smsRatePerSecond - n, now);
    if (now.getTime() - receiptsAt >= RECEIPT_EVERY_MS) {
      receiptsAt = now.getTime();
      await pullReceipts(ctx, 100, now).catch((err: unknown) => log.warn({ err }, 'SMS receipts not pulled'));
    }
    return n;
  }
  function tick() {
    if (running) {
      again = true;
      return;
    }
    running = true;
    startedAt = Date.now();
    batch()
      .then((n) => schedule(n > 0 || again ? paced() : idleMs))
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
    wake: () => schedule(paced()),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
