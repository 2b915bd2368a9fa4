import { and, asc, eq, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMS_KINDS, SMS_KIND_KEYS, SMS_OUTBOX_STATUS_LABELS, renderTemplate, templateProblems, templateValues, type SmsKind, type SmsOutboxScene, type SmsOutboxStatus, type SmsParams } from '@portal/api';
import type { Config } from '../../config';
import { afterCommit, type AfterCommitContext } from '../../db/afterCommit';
import type { Db } from '../../db/open';
import { formatDateTime } from '../../http/time';
import type { GatewayAnswer, SmsGateway } from './gateways';
import { smsOutbox, smsGatewayTemplate } from './tables';

/** What a module asks to send: one kind of message (SMS_KINDS) with its parameters to one mainland mobile number; `source` names the queued row it is for (one outbox row per source). */
export interface OutgoingSms<K extends SmsKind = SmsKind> {
  phone: string;
  scene: SmsOutboxScene;
  kind: K;
  params: SmsParams<K>;
  source?: string;
}

/** What sending needs: the database, the configuration (SMS_*), the server's gateway and a log. */
export interface SmsContext {
  db: Db;
  config: Config;
  sms: SmsGateway;
  log: FastifyBaseLogger;
}

export type OutboxRow = typeof smsOutbox.$inferSelect;

/**
 * Retries of a pending message: a transient failure (throttled, gateway busy, not reached) is tried
 * again after 30 s, 1 and 2 min, up to 4 attempts; a lost answer (timeout) is first looked up at the
 * gateway after `lookupAfterMs` (receipts reach the lookup within seconds; docs/sms.md) and sent again
 * once if the gateway has no such message. A refusal is never retried.
 */
export const SMS_RETRY = { maxAttempts: 4, backoffMs: 30_000, lookupAfterMs: 60_000, unknownAttempts: 2 } as const;

/** Receipts are asked for messages accepted at least this long ago, and for a day at most. */
const RECEIPT_WINDOW = { afterMs: 5_000, untilMs: 86_400_000 } as const;

/**
 * The gateway settings SMS_PROVIDER still lacks (keys, signature, Tencent's SmsSdkAppId), as one
 * sentence; '' when complete or for the development transport.
 */
export function gatewayProblem(config: Config): string {
  const s = config.sms;
  if (s.provider === 'log') return '';
  const missing = [
    !s.accessKeyId && 'SMS_ACCESS_KEY_ID',
    !s.accessKeySecret && 'SMS_ACCESS_KEY_SECRET',
    !s.signName && 'SMS_SIGN_NAME',
    s.provider === 'tencent' && !s.sdkAppId && 'SMS_SDK_APP_ID',
  ].filter(Boolean);
  return missing.length ? `缺少环境变量 ${missing.join('、')}` : '';
}

/** A kind's template as sending uses it: its registered code and text, when it was set on /smsGateway, and its own problem ('' when none). */
export interface SmsTemplate {
  templateCode: string;
  content: string;
  updatedAt: Date | null;
  problem: string;
}

/** Every kind's template, by kind; one query (a send batch reads them once, not once a message). */
export type SmsTemplates = Record<SmsKind, SmsTemplate>;

/**
 * Every kind's template: the one set on /smsGateway, else the suggested text (SMS_KINDS) with the
 * code of SMS_TEMPLATE_CODES or none, and what keeps it from being sent through the gateway ('' when nothing does):
 * a gateway needs a template code; the text must use only the kind's parameters.
 */
export async function smsTemplates(db: Db, config: Config): Promise<SmsTemplates> {
  const rows = new Map((await db.select().from(smsGatewayTemplate)).map((r) => [r.kind, r]));
  return Object.fromEntries(
    SMS_KIND_KEYS.map((kind) => {
      const row = rows.get(kind);
      const content = row?.content || SMS_KINDS[kind].suggested;
      const templateCode = row?.templateCode || config.sms.templateCodes[kind] || '';
      const problems = templateProblems(kind, content);
      if (config.sms.provider !== 'log' && !templateCode) problems.unshift(`未填写“${SMS_KINDS[kind].label}”的模板编号`);
      return [kind, { templateCode, content, updatedAt: row?.updatedAt ?? null, problem: problems.join('；') }];
    }),
  ) as SmsTemplates;
}

/** What keeps a message of `template` from leaving: the gateway settings ({@link gatewayProblem}), else the template's own problem; '' when it can be sent. */
export const sendableProblem = (config: Config, template: SmsTemplate): string => gatewayProblem(config) || template.problem;

/** The parameter names of a kind that are credentials (a code, a password): shown as ****** and not kept once answered. */
const secretsOf = (kind: SmsKind) => Object.entries(SMS_KINDS[kind].params as Record<string, { secret?: true }>).flatMap(([name, p]) => (p.secret ? [name] : []));

/**
 * Sends one message: {@link writeOutbox}, then one try of the gateway with its answer recorded
 * ({@link deliver}), for a caller that needs the answer (a verification code, a test send, the
 * queues' workers). Never throws for the gateway's answer: callers read the row's status.
 * @param templates the templates when the caller has read them (a batch: {@link smsTemplates}); read here otherwise
 * @returns the outbox row after the attempt
 */
export async function sendSms(ctx: SmsContext, m: OutgoingSms, templates?: SmsTemplates): Promise<OutboxRow> {
  const { row, text } = await writeOutbox(ctx, m, templates);
  return text === undefined ? row : deliver(ctx, row, { ...row, text });
}

/**
 * Sends one message for a change, as {@link sendSms}, but tries the gateway only once the
 * transaction `ctx` runs in has committed ({@link afterCommit}; at once outside one): the outbox row
 * is written in the transaction, so a change that rolls back leaves no row and sends nothing, and
 * no transaction waits on the gateway (issue 44). Should the server stop between the commit and
 * the try, the row, pending and claimed for the gateway's timeout, is looked up at the gateway and
 * sent by the retry worker ({@link retryPending}).
 * @throws only what writing the outbox row throws (a database error)
 */
export async function sendSmsAfterCommit(ctx: SmsContext & AfterCommitContext, m: OutgoingSms): Promise<void> {
  const { row, text } = await writeOutbox(ctx, m);
  if (text !== undefined) await afterCommit(ctx, (db) => deliver({ ...ctx, db }, row, { ...row, text }));
}

/**
 * Renders one message from its kind's template (the signature SMS_SIGN_NAME in 【】) and records it
 * in sms_outbox as pending, claimed for one try. A message whose template or gateway settings are
 * incomplete, or whose parameters do not fit the gateway's length, is recorded `unsent` with the
 * reason and not sent. A message with a `source` already in the outbox is not sent again (another
 * server sent it): its row is answered.
 * @returns the row and, when it is to be tried now, the text for the gateway (the row keeps credentials masked)
 */
async function writeOutbox(ctx: SmsContext, m: OutgoingSms, templates?: SmsTemplates): Promise<{ row: OutboxRow; text?: string }> {
  const { db, config } = ctx;
  const template = (templates ?? (await smsTemplates(db, config)))[m.kind];
  const params = m.params as Record<string, string>;
  let values: { name: string; value: string }[] = [];
  let problem = sendableProblem(config, template);
  try {
    values = templateValues(template.content, params, config.sms.paramMaxLength);
  } catch (err) {
    problem ||= (err as Error).message;
  }
  const secrets = secretsOf(m.kind);
  const masked = values.map((v) => ({ ...v, value: secrets.some((s) => v.name.startsWith(s)) ? '******' : v.value }));
  const now = new Date();
  const [row] = await db
    .insert(smsOutbox)
    .values({
      phone: m.phone,
      content: renderTemplate(config.sms.signName, template.content, masked),
      scene: m.scene,
      kind: m.kind,
      transport: ctx.sms.name,
      templateCode: template.templateCode,
      params: problem ? [] : values,
      status: problem ? 'unsent' : 'pending',
      detail: problem ? `未发送：${problem}` : '',
      attempts: problem ? 0 : 1,
      // claimed by this send until the answer (or the timeout) plus a margin
      nextAttemptAt: problem ? null : new Date(now.getTime() + config.sms.timeoutMs + 30_000),
      outcomeUnknown: !problem,
      source: m.source ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: smsOutbox.source })
    .returning();
  if (!row) {
    const [existing] = await db.select().from(smsOutbox).where(eq(smsOutbox.source, m.source ?? ''));
    return { row: existing! };
  }
  if (problem) {
    ctx.log.warn({ outboxId: row.id, kind: m.kind, problem }, 'SMS not sent: configuration');
    return { row };
  }
  return { row, text: renderTemplate(config.sms.signName, template.content, values) };
}

/** One attempt through the gateway of a claimed row, then its answer recorded (the row must still be pending). */
async function deliver(ctx: SmsContext, row: OutboxRow, message: OutboxRow & { text: string }): Promise<OutboxRow> {
  let answer: GatewayAnswer;
  try {
    answer = await ctx.sms.send({ phone: row.phone, kind: row.kind as SmsKind, scene: row.scene as SmsOutboxScene, templateCode: row.templateCode, values: message.params, text: message.text, outId: String(row.id) }, ctx.log);
  } catch (err) {
    answer = { status: 'unknown', detail: (err instanceof Error ? err.message : String(err)).slice(0, 300) };
  }
  return record(ctx, row, answer);
}

/** The row after `answer` to its attempt number `row.attempts`: accepted or refused (final), or pending again for the retry worker, or failed when the attempts are used up. */
async function record(ctx: SmsContext, row: OutboxRow, answer: GatewayAnswer | { status: 'accepted'; bizId: string; detail: string; found: true }): Promise<OutboxRow> {
  const now = new Date();
  let set: Partial<OutboxRow>;
  if (answer.status === 'accepted') {
    const status: SmsOutboxStatus = ctx.sms.name === 'log' ? 'recorded' : 'accepted';
    set = { status, bizId: answer.bizId, detail: answer.detail, sentAt: now, params: [], nextAttemptAt: null, outcomeUnknown: false };
  } else if (answer.status === 'refused') {
    set = { status: 'refused', detail: answer.detail, params: [], nextAttemptAt: null, outcomeUnknown: false };
  } else {
    const unknown = answer.status === 'unknown';
    const spent = unknown ? row.attempts >= SMS_RETRY.unknownAttempts : row.attempts >= SMS_RETRY.maxAttempts;
    set = spent
      ? { status: 'failed', detail: `${unknown ? '网关无应答（超时）' : '网关暂时不可用'}，已尝试${row.attempts}次：${answer.detail}`, params: [], nextAttemptAt: null, outcomeUnknown: unknown }
      : {
          status: 'pending',
          detail: `${unknown ? '网关无应答（超时），核实后重发' : '网关暂时不可用，稍后重试'}：${answer.detail}`,
          nextAttemptAt: new Date(now.getTime() + (unknown ? SMS_RETRY.lookupAfterMs : SMS_RETRY.backoffMs * 2 ** (row.attempts - 1))),
          outcomeUnknown: unknown,
        };
    if (!spent) ctx.log.warn({ outboxId: row.id, answer }, 'SMS gateway: will retry');
  }
  const [after] = await ctx.db
    .update(smsOutbox)
    .set(set)
    .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'pending')))
    .returning();
  return after ?? row;
}

/**
 * Retries the due pending messages (at most `limit`, in parallel): each is claimed by a conditional
 * update (still pending and due; its due time moved past the attempt, so no other worker or server
 * takes it meanwhile). A message whose last answer was lost is first looked up at the gateway: found,
 * it is accepted without sending; not found, sent once more; when the gateway cannot tell, it
 * fails rather than risk a second copy.
 * @returns how many were attempted
 */
export async function retryPending(ctx: SmsContext, limit: number, now = new Date()): Promise<number> {
  const { db, config } = ctx;
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'pending'), lte(smsOutbox.nextAttemptAt, now)))
    .orderBy(asc(smsOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(smsOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + config.sms.timeoutMs + 30_000) })
    .where(and(sql`${smsOutbox.id} in (${due})`, eq(smsOutbox.status, 'pending')))
    .returning();
  if (claimed.length === 0) return 0;
  const templates = await smsTemplates(db, config);
  await Promise.all(
    claimed.map(async (row) => {
      if (row.outcomeUnknown) {
        let found: { bizId: string } | null;
        try {
          if (!ctx.sms.find) return await record(ctx, { ...row, attempts: SMS_RETRY.unknownAttempts }, { status: 'unknown', detail: '此网关无法核实是否已发出，为避免重复发送不再重发' });
          found = await ctx.sms.find({ outId: String(row.id), phone: row.phone, since: row.createdAt });
        } catch (err) {
          ctx.log.warn({ err, outboxId: row.id }, 'SMS gateway lookup failed; will ask again');
          await db.update(smsOutbox).set({ nextAttemptAt: new Date(now.getTime() + SMS_RETRY.backoffMs) }).where(eq(smsOutbox.id, row.id));
          return;
        }
        if (found) return await record(ctx, row, { status: 'accepted', bizId: found.bizId, detail: '核实：网关已受理（此前应答超时）' });
      }
      const [claimedRow] = await db
        .update(smsOutbox)
        .set({ attempts: sql`${smsOutbox.attempts} + 1`, outcomeUnknown: true })
        .where(and(eq(smsOutbox.id, row.id), eq(smsOutbox.status, 'pending')))
        .returning();
      if (!claimedRow) return;
      await deliver(ctx, claimedRow, { ...claimedRow, text: renderTemplate(config.sms.signName, templates[claimedRow.kind as SmsKind].content, claimedRow.params) });
    }),
  );
  return claimed.length;
}

/**
 * Asks the gateway for the receipts of accepted messages (sent at least 5 s and at most a day ago,
 * at most `limit`, the longest unasked first) and records them: delivered 已送达 or undelivered 未送达 with the carrier's code.
 * @returns how many receipts were recorded
 */
export async function pullReceipts(ctx: SmsContext, limit: number, now = new Date()): Promise<number> {
  if (!ctx.sms.receipts) return 0;
  const waiting = await ctx.db
    .select({ id: smsOutbox.id, phone: smsOutbox.phone, bizId: smsOutbox.bizId, sentAt: smsOutbox.sentAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.status, 'accepted'), isNotNull(smsOutbox.sentAt), lt(smsOutbox.sentAt, new Date(now.getTime() - RECEIPT_WINDOW.afterMs)), sql`${smsOutbox.sentAt} > ${new Date(now.getTime() - RECEIPT_WINDOW.untilMs).toISOString()}`))
    .orderBy(sql`${smsOutbox.receiptAskedAt} asc nulls first`, asc(smsOutbox.sentAt))
    .limit(limit);
  if (waiting.length === 0) return 0;
  await ctx.db
    .update(smsOutbox)
    .set({ receiptAskedAt: now })
    .where(inArray(smsOutbox.id, waiting.map((w) => w.id)));
  const receipts = await ctx.sms.receipts(waiting.map((w) => ({ outId: String(w.id), phone: w.phone, bizId: w.bizId, sentAt: w.sentAt! })));
  let n = 0;
  for (const r of receipts) {
    const id = Number(r.outId);
    if (!Number.isSafeInteger(id)) continue;
    const done = await ctx.db
      .update(smsOutbox)
      .set({ status: r.delivered ? 'delivered' : 'undelivered', detail: r.delivered ? `已送达 ${r.detail}`.trim() : `未送达：${r.detail}`, receiptAt: r.at })
      .where(and(eq(smsOutbox.id, id), or(eq(smsOutbox.status, 'accepted'), eq(smsOutbox.status, 'pending'))))
      .returning({ id: smsOutbox.id });
    n += done.length;
  }
  return n;
}

/**
 * What became of an outbox row in a few words, for the pages of queued messages: '网关已受理',
 * '已送达 2026-12-06 10:00:00', '未送达：用户手机关机', '网关拒绝：isv.MOBILE_NUMBER_ILLEGAL 非法手机号'; '' for none.
 */
export function deliveryOf(row: OutboxRow | undefined): string {
  if (!row) return '';
  const label = SMS_OUTBOX_STATUS_LABELS[row.status];
  if (row.status === 'delivered') return row.receiptAt ? `${label} ${formatDateTime(row.receiptAt)}` : label;
  if (row.status === 'undelivered') return row.detail;
  return row.status === 'refused' || row.status === 'failed' || row.status === 'unsent' ? `${label}：${row.detail}` : label;
}

/** The outbox rows of queued messages by their sources (e.g. a campaign's recipients), for their pages. */
export async function outboxBySource(db: Db, sources: string[]): Promise<Map<string, OutboxRow>> {
  if (sources.length === 0) return new Map();
  const rows = await db.select().from(smsOutbox).where(inArray(smsOutbox.source, sources));
  return new Map(rows.map((r) => [r.source!, r]));
}
