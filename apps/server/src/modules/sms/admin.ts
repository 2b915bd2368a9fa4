import { and, count, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import {
  SMS_KINDS,
  SMS_KIND_KEYS,
  SMS_OUTBOX_SCENE_LABELS,
  SMS_OUTBOX_STATUS_LABELS,
  SMS_PROVIDER_LABELS,
  renderTemplate,
  templateProblems,
  templateValues,
  type endpoints,
  type InputOf,
  type OutputOf,
  type SmsKind,
  type SmsOutboxItem,
  type SmsGatewayTemplate,
} from '@portal/api';
import { maskMobile } from '@portal/validators';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { pageOf } from '../../db/paging';
import { invalid } from '../../http/errors';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import { smsRecipient } from '../ageAppropriate/tables';
import { messageSms } from '../messages/tables';
import { gatewayProblem, sendSms, smsTemplates, type SmsContext, type SmsTemplate } from './outbox';
import { smsOutbox, smsGatewayTemplate } from './tables';

type Filter = InputOf<typeof endpoints.smsOutboxPage> & { page: number; limit: number };

/** The example parameters of a kind (SMS_KINDS), by name. */
const examples = (kind: SmsKind) => Object.fromEntries(Object.entries(SMS_KINDS[kind].params).map(([name, p]) => [name, p.example])) as Record<string, string>;

/** One kind's template as /smsGateway lists it, with what the example reads like (or why it cannot be rendered). */
function templateItem(config: Config, kind: SmsKind, t: SmsTemplate): SmsGatewayTemplate {
  let preview = '';
  let problem = t.problem;
  try {
    preview = renderTemplate(config.sms.signName, t.content, templateValues(t.content, examples(kind), config.sms.paramMaxLength));
  } catch (err) {
    problem ||= (err as Error).message;
  }
  return {
    kind,
    label: SMS_KINDS[kind].label,
    templateCode: t.templateCode,
    content: t.content,
    params: Object.entries(SMS_KINDS[kind].params).map(([name, p]) => ({ name, label: p.label, example: p.example })),
    suggested: SMS_KINDS[kind].suggested,
    preview,
    problem,
    updatedAt: t.updatedAt ? formatDateTime(t.updatedAt) : '',
  };
}

/** The gateway of this server and every kind's template (GET /api/center/smsGateway). */
export async function gatewayState(db: Db, config: Config): Promise<OutputOf<typeof endpoints.smsGatewayState>> {
  return {
    provider: config.sms.provider,
    providerLabel: SMS_PROVIDER_LABELS[config.sms.provider],
    signName: config.sms.signName,
    paramMaxLength: config.sms.paramMaxLength,
    problem: gatewayProblem(config),
    templates: await smsTemplates(db, config).then((all) => SMS_KIND_KEYS.map((kind) => templateItem(config, kind, all[kind]))),
  };
}

/**
 * Saves a kind's template code and registered text (POST /api/center/smsGateway/template).
 * @throws Fail 4001 when the text uses a parameter the kind does not have, uses one twice, or is too short; an empty code with a gateway configured
 */
export async function saveTemplate(db: Db, config: Config, admin: AuthUser, input: { kind: SmsKind; templateCode: string; content: string }): Promise<SmsGatewayTemplate> {
  const content = input.content || SMS_KINDS[input.kind].suggested;
  const problems = templateProblems(input.kind, content);
  if (problems.length) throw invalid(problems.join('；'));
  if (config.sms.provider !== 'log' && !input.templateCode) throw invalid('请填写在短信服务商处登记的模板编号');
  const row = { templateCode: input.templateCode, content, updatedBy: admin.username, updatedAt: new Date() };
  await db
    .insert(smsGatewayTemplate)
    .values({ kind: input.kind, ...row })
    .onConflictDoUpdate({ target: smsGatewayTemplate.kind, set: row });
  return templateItem(config, input.kind, (await smsTemplates(db, config))[input.kind]);
}

/**
 * Sends a kind's example to the administrator's own bound phone through the gateway (POST
 * /api/center/smsGateway/testSend), answering what the gateway said; the message is in the outbox
 * like any other (scene of the kind; a verification code example for `code`).
 * @throws Fail 4001 when the administrator has no bound phone
 */
export async function testSend(ctx: SmsContext, admin: AuthUser, kind: SmsKind): Promise<OutputOf<typeof endpoints.smsGatewayTestSend>> {
  if (!admin.phonenumber) throw invalid('请先在个人中心绑定手机号，试发短信将发到本人手机');
  const row = await sendSms(ctx, { phone: admin.phonenumber, scene: kind === 'code' ? 'login' : kind, kind, params: examples(kind) as never });
  return { phone: maskMobile(row.phone), status: row.status, statusLabel: SMS_OUTBOX_STATUS_LABELS[row.status], detail: row.detail, text: row.content };
}

/**
 * One page of the SMS outbox (GET /api/center/smsOutbox): every message the platform sent, newest
 * first, phones masked (GB/T 35273-2020; codes and passwords were never stored in the text), with
 * what the gateway answered and the carrier's receipt, and the number of queued texts still waiting
 * (quiet hours, rate limit) and of those that failed. Read-only: no call changes or removes a row.
 */
export async function listSmsOutbox(db: Db, f: Filter): Promise<{ list: SmsOutboxItem[]; total: number; queued: number; failed: number }> {
  const where: SQL | undefined = and(
    f.phone ? like(smsOutbox.phone, `${f.phone}%`) : undefined,
    f.scene ? eq(smsOutbox.scene, f.scene) : undefined,
    f.beginTime ? gte(smsOutbox.createdAt, startOfShanghaiDay(f.beginTime)) : undefined,
    f.endTime ? lt(smsOutbox.createdAt, startOfShanghaiDay(f.endTime, 1)) : undefined,
  );
  const byStatus = (table: typeof messageSms | typeof smsRecipient) => db.select({ status: table.status, n: count() }).from(table).groupBy(table.status);
  const [{ list: rows, total }, texts, campaigns] = await Promise.all([
    pageOf(db.select().from(smsOutbox).where(where).orderBy(desc(smsOutbox.id)), db.select({ n: count() }).from(smsOutbox).where(where), f),
    byStatus(messageSms),
    byStatus(smsRecipient),
  ]);
  const inQueues = (status: string) => [...texts, ...campaigns].filter((r) => r.status === status).reduce((n, r) => n + r.n, 0);
  return {
    list: rows.map((r) => ({
      id: r.id,
      phone: maskMobile(r.phone),
      scene: r.scene,
      sceneLabel: SMS_OUTBOX_SCENE_LABELS[r.scene as keyof typeof SMS_OUTBOX_SCENE_LABELS] ?? r.scene,
      content: r.content,
      transport: r.transport,
      status: r.status,
      statusLabel: SMS_OUTBOX_STATUS_LABELS[r.status],
      detail: r.detail,
      attempts: r.attempts,
      at: formatDateTime(r.createdAt),
      receiptAt: r.receiptAt ? formatDateTime(r.receiptAt) : '',
    })),
    total,
    queued: inQueues('queued'),
    failed: inQueues('failed'),
  };
}
