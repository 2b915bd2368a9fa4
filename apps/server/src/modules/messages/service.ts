import { and, eq, inArray, ne } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { BUSINESS_MESSAGES, SMS_CHOICE_KINDS, messageBody, messageReaches, type BusinessMessageKind, type MessageFacts, type SmsChoiceItem } from '@portal/api';
import { maskMobile } from '@portal/validators';
import type { Db } from '../../db/open';
import { appUser } from '../account/tables';
import { invalid } from '../../http/errors';
import { noticeMessage } from '../notice/tables';
import type { SmsQueue } from '../sms/queue';
import { messageSms, messageSmsChoice } from './tables';

/** Who receives a business message: one account, or every active account of an enterprise; null (an imported resume, an application of a person without an account) reaches nobody. */
export type Recipient = { userId: number | null } | { enterpriseId: number | null };

/** One business message to write: its kind (BUSINESS_MESSAGES of @portal/api), recipient, facts, and the sending department ('' when the platform speaks). */
export interface BusinessMessage {
  kind: BusinessMessageKind;
  to: Recipient;
  facts: MessageFacts;
  senderDept?: string;
}

/**
 * THE place where business messages are written (issue 24, docs/messages.md): one row of
 * notice_message per recipient account, with the kind's title, body and link, unread, so the
 * header's unread count includes it. Called by the workflow bindings (`after` of
 * defineWorkflow: demands, applications) and by the response and account changes, always with
 * the transaction of the change: a change that rolls back leaves no message, a change that
 * commits keeps its messages.
 * @param tx the open transaction of the change
 * @returns how many messages were written
 * @throws Error when called outside a transaction (a programming error)
 */
export async function sendMessages(tx: Db, messages: BusinessMessage[]): Promise<number> {
  const db = tx;
  if (!(tx instanceof PgTransaction)) throw new Error('business messages are written in the transaction of the change they tell of');
  const enterpriseIds = [...new Set(messages.flatMap((m) => ('enterpriseId' in m.to && m.to.enterpriseId !== null ? [m.to.enterpriseId] : [])))];
  const accounts = enterpriseIds.length
    ? await tx
        .select({ id: appUser.id, enterpriseId: appUser.enterpriseId })
        .from(appUser)
        .where(and(eq(appUser.userKind, 2), eq(appUser.status, 'active'), inArray(appUser.enterpriseId, enterpriseIds)))
        .orderBy(appUser.id)
    : [];
  const rows = messages.flatMap((m) => {
    const kind = BUSINESS_MESSAGES[m.kind];
    const userIds = 'userId' in m.to ? (m.to.userId === null ? [] : [m.to.userId]) : accounts.filter((a) => a.enterpriseId === (m.to as { enterpriseId: number | null }).enterpriseId).map((a) => a.id);
    return userIds.map((userId) => ({ userId, kind: m.kind, title: kind.title(m.facts), content: messageBody(m.kind, m.facts.note), link: kind.link(m.facts), senderDept: m.senderDept ?? '' }));
  });
  if (rows.length > 0) await tx.insert(noticeMessage).values(rows);
  await queueTexts(db, rows);
  return rows.length;
}

/** Set when a business message's text was queued; the server wakes its SMS worker once the request that queued it has answered (committed). */
let textsQueued = false;

/** Whether texts were queued since the last call (and clears it): app.ts wakes the SMS worker after the response. */
export function takeTextsQueued(): boolean {
  const was = textsQueued;
  textsQueued = false;
  return was;
}

/**
 * Queues the text message of each written message whose recipient chose it (or whose kind is 'on'
 * by default and who made no choice) and has a phone, in the same transaction: the SMS worker
 * sends it after the commit, outside the quiet hours; a rolled-back change leaves none.
 */
async function queueTexts(tx: Db, rows: { userId: number; kind: BusinessMessageKind; title: string; content: string }[]): Promise<void> {
  const texted = rows.filter((r) => BUSINESS_MESSAGES[r.kind].sms === 'on' || BUSINESS_MESSAGES[r.kind].sms === 'off');
  if (texted.length === 0) return;
  const userIds = [...new Set(texted.map((r) => r.userId))];
  const phones = await tx
    .select({ id: appUser.id, phone: appUser.phonenumber })
    .from(appUser)
    .where(and(inArray(appUser.id, userIds), ne(appUser.phonenumber, '')));
  const choices = await tx.select().from(messageSmsChoice).where(inArray(messageSmsChoice.userId, userIds));
  const texts = texted.flatMap((r) => {
    const phone = phones.find((p) => p.id === r.userId)?.phone;
    const chosen = choices.find((c) => c.userId === r.userId && c.kind === r.kind)?.sms ?? BUSINESS_MESSAGES[r.kind].sms === 'on';
    return phone && chosen ? [{ userId: r.userId, kind: r.kind, phone, summary: r.content ? `${r.title}。${r.content}` : r.title }] : [];
  });
  if (texts.length === 0) return;
  await tx.insert(messageSms).values(texts);
  textsQueued = true;
}

/** The texts of business messages, drained by the server's SMS worker (modules/sms/queue.ts). */
export const businessTextQueue: SmsQueue<typeof messageSms.$inferSelect> = {
  name: 'businessMessage',
  table: messageSms,
  message: async (_db, r) => ({ phone: r.phone, scene: 'businessMessage', kind: 'businessMessage', source: `businessMessage:${r.id}:${r.attempts}`, params: { summary: r.summary } }),
};

/** An example of a kind's title for the choice list: the item's name as ××. */
const example = (kind: BusinessMessageKind) => BUSINESS_MESSAGES[kind].title({ id: 0, name: '××', note: '' });

/**
 * The user's text-message choices (GET /api/notice/one/smsChoice): every kind with a choice that
 * reaches a user of its kind, chosen or by default, and the (masked) phone the texts go to.
 */
export async function smsChoices(db: Db, user: { id: number; userKind: number; phonenumber: string }): Promise<{ phone: string; list: SmsChoiceItem[] }> {
  const chosen = await db.select().from(messageSmsChoice).where(eq(messageSmsChoice.userId, user.id));
  const list = SMS_CHOICE_KINDS.filter((k) => messageReaches(k, user.userKind)).map((kind) => ({
    kind,
    label: BUSINESS_MESSAGES[kind].label,
    example: example(kind),
    sms: chosen.find((c) => c.kind === kind)?.sms ?? BUSINESS_MESSAGES[kind].sms === 'on',
  }));
  return { phone: user.phonenumber ? maskMobile(user.phonenumber) : '', list };
}

/**
 * Sets whether a kind is texted to the user (POST /api/notice/one/smsChoice).
 * @throws Fail 4001 a kind that never reaches a user of this kind
 */
export async function chooseSms(db: Db, user: { id: number; userKind: number }, input: { kind: BusinessMessageKind; sms: boolean }): Promise<SmsChoiceItem> {
  if (!messageReaches(input.kind, user.userKind)) throw invalid('该类消息不会发送给您的账号');
  await db
    .insert(messageSmsChoice)
    .values({ userId: user.id, kind: input.kind, sms: input.sms })
    .onConflictDoUpdate({ target: [messageSmsChoice.userId, messageSmsChoice.kind], set: { sms: input.sms } });
  return { kind: input.kind, label: BUSINESS_MESSAGES[input.kind].label, example: example(input.kind), sms: input.sms };
}

/** {@link sendMessages} for one message. */
export const sendMessage = (tx: Db, message: BusinessMessage): Promise<number> => sendMessages(tx, [message]);
