import { and, eq, inArray } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { BUSINESS_MESSAGES, messageBody, type BusinessMessageKind, type MessageFacts } from '@portal/api';
import type { Db } from '../../db/open';
import { appUser } from '../account/tables';
import { noticeMessage } from '../notice/tables';

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
  return rows.length;
}

/** {@link sendMessages} for one message. */
export const sendMessage = (tx: Db, message: BusinessMessage): Promise<number> => sendMessages(tx, [message]);
