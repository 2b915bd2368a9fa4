import { and, eq, sql } from 'drizzle-orm';
import { renderSms } from '@portal/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import type { SmsTransport } from '../sms/transport';
import { answerToken, inQuietHours, UNKNOWN_OUTCOME } from './service';
import { smsRecipient, smsTask } from './tables';

/** How long a worker may hold a claimed message before it counts as interrupted (the server stopped mid-send). */
const CLAIM_MS = 60_000;

/**
 * Sends one batch of queued campaign messages (at most `config.smsRatePerSecond`), unless `now`
 * is in the quiet hours. Each message is claimed first (`claimed_at`, a conditional UPDATE of
 * queued rows nobody holds), sent through the transport, then marked sent or failed with the
 * reason. A claim older than a minute belongs to a send the server was killed in: its outcome is
 * unknown, so it is marked failed ({@link UNKNOWN_OUTCOME}) rather than sent again: a number is
 * never sent the same task twice, even across a kill -9.
 * @returns how many messages were attempted (0 in quiet hours or with nothing queued)
 */
export async function sendBatch(db: Db, transport: SmsTransport, config: Config, log: FastifyBaseLogger, now = new Date()): Promise<number> {
  await db
    .update(smsRecipient)
    .set({ status: 'failed', reason: UNKNOWN_OUTCOME, claimedAt: null })
    .where(and(eq(smsRecipient.status, 'queued'), sql`${smsRecipient.claimedAt} < ${new Date(now.getTime() - CLAIM_MS)}`));
  if (inQuietHours(config.smsQuietHours, now)) return 0;
  const claimed = await db
    .update(smsRecipient)
    .set({ claimedAt: now, attempts: sql`${smsRecipient.attempts} + 1` })
    .where(
      sql`${smsRecipient.id} in (select id from ${smsRecipient} where ${smsRecipient.status} = 'queued' and ${smsRecipient.claimedAt} is null order by ${smsRecipient.id} limit ${config.smsRatePerSecond} for update skip locked)`,
    )
    .returning();
  for (const r of claimed) {
    const [task] = await db.select({ template: smsTask.template }).from(smsTask).where(eq(smsTask.id, r.taskId));
    const text = renderSms(task?.template ?? '', { name: r.name, link: `${config.publicOrigin}/qt?token=${answerToken(config, r.id)}` });
    let outcome: { status: 'sent' | 'failed'; reason: string };
    try {
      await transport.send({ phone: r.phone, scene: 'campaign', code: '', text }, { db, log });
      outcome = { status: 'sent', reason: '' };
    } catch (err) {
      outcome = { status: 'failed', reason: (err instanceof Error ? err.message : String(err)).slice(0, 200) || '短信网关拒绝发送' };
    }
    await db
      .update(smsRecipient)
      .set({ ...outcome, claimedAt: null, sentAt: outcome.status === 'sent' ? new Date() : null })
      .where(and(eq(smsRecipient.id, r.id), eq(smsRecipient.status, 'queued')));
  }
  return claimed.length;
}

/**
 * The campaign worker: sends a batch a second while messages are queued (the rate limit), checks
 * again every 30 s otherwise (the end of the quiet hours, a restart's leftovers) and at once when
 * woken (a new task, a retry). Answers `wake` and `stop`.
 */
export function startCampaignWorker(db: Db, transport: SmsTransport, config: Config, log: FastifyBaseLogger): { wake: () => void; stop: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick() {
    if (running) return;
    running = true;
    sendBatch(db, transport, config, log)
      .then((n) => schedule(n > 0 ? 1000 : 30_000))
      .catch((err: unknown) => {
        log.error({ err }, 'campaign SMS batch failed');
        schedule(30_000);
      })
      .finally(() => (running = false));
  }
  schedule(30_000);
  return {
    wake: () => schedule(0),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
