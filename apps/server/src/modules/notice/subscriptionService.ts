import { and, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { BUSINESS_MESSAGE_KINDS, NOTICE_CATEGORIES, type BusinessMessageKind, type MessageKind, type NoticeCategory } from '@portal/api';
import type { Db } from '../../db/open';
import { pageOf } from '../../db/paging';
import { forbidden, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { notice, noticeMessage, noticeRead, noticeSubscription } from './tables';

/**
 * SPEC.md section 3: notice queries and the notice index attach adminId (a government user's
 * userId) or entId (an enterprise user's enterprise). They must be the caller's own.
 * @throws Fail 4003 when they name someone else
 */
export function checkAttachedIds(user: AuthUser, ids: { adminId?: number | undefined; entId?: number | undefined }): void {
  if (ids.adminId !== undefined && !(user.userKind === 1 && user.id === ids.adminId)) throw forbidden();
  if (ids.entId !== undefined && !(user.userKind === 2 && user.enterpriseId === ids.entId)) throw forbidden();
}

/** My unread messages (the header's count). */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(noticeMessage)
    .where(and(eq(noticeMessage.userId, userId), isNull(noticeMessage.readAt)));
  return row?.n ?? 0;
}

/** Records that the user opened these notices, and marks their messages read. */
export async function markRead(db: Db, userId: number, noticeIds: number[]): Promise<void> {
  if (noticeIds.length === 0) return;
  await db
    .insert(noticeRead)
    .values(noticeIds.map((noticeId) => ({ userId, noticeId })))
    .onConflictDoNothing();
  await db
    .update(noticeMessage)
    .set({ readAt: sql`now()` })
    .where(and(eq(noticeMessage.userId, userId), inArray(noticeMessage.noticeId, noticeIds), isNull(noticeMessage.readAt)));
}

/** POST /api/notice/one/read: marks the given notices or messages (in-site mails), or every message, read; answers the unread count left. */
export async function markReadAndCount(db: Db, userId: number, input: { ids?: number[] | undefined; messageIds?: number[] | undefined; all?: boolean | undefined }): Promise<number> {
  if (input.all) {
    const unread = await db
      .select({ id: noticeMessage.noticeId })
      .from(noticeMessage)
      .where(and(eq(noticeMessage.userId, userId), isNull(noticeMessage.readAt)));
    await markRead(db, userId, unread.flatMap((r) => (r.id === null ? [] : [r.id])));
    await db
      .update(noticeMessage)
      .set({ readAt: sql`now()` })
      .where(and(eq(noticeMessage.userId, userId), isNull(noticeMessage.readAt)));
    return unreadCount(db, userId);
  }
  if (input.messageIds?.length) {
    await db
      .update(noticeMessage)
      .set({ readAt: sql`now()` })
      .where(and(eq(noticeMessage.userId, userId), inArray(noticeMessage.id, input.messageIds), isNull(noticeMessage.readAt)));
  }
  if (input.ids?.length) {
    const published = await db
      .select({ id: notice.id })
      .from(notice)
      .where(and(inArray(notice.id, input.ids), eq(notice.status, 'published')));
    await markRead(db, userId, published.map((r) => r.id));
  }
  return unreadCount(db, userId);
}

/** For a page of rows: which the user has opened, and which wait unread in the user's messages. */
export async function readMarks(db: Db, userId: number, ids: number[]): Promise<{ read: Set<number>; unread: Set<number> }> {
  if (ids.length === 0) return { read: new Set(), unread: new Set() };
  const [reads, unread] = await Promise.all([
    db
      .select({ id: noticeRead.noticeId })
      .from(noticeRead)
      .where(and(eq(noticeRead.userId, userId), inArray(noticeRead.noticeId, ids))),
    db
      .select({ id: noticeMessage.noticeId })
      .from(noticeMessage)
      .where(and(eq(noticeMessage.userId, userId), inArray(noticeMessage.noticeId, ids), isNull(noticeMessage.readAt))),
  ]);
  return { read: new Set(reads.map((r) => r.id)), unread: new Set(unread.flatMap((r) => (r.id === null ? [] : [r.id]))) };
}

const isEvent = (kind: string): kind is BusinessMessageKind => (BUSINESS_MESSAGE_KINDS as readonly string[]).includes(kind);

/** Which rows of notice_message are of each kind of my messages (MESSAGE_KINDS of @portal/api). */
const KIND_WHERE: Record<MessageKind, SQL> = {
  notice: isNotNull(noticeMessage.noticeId),
  event: ne(noticeMessage.kind, ''),
  thread: isNotNull(noticeMessage.msgId),
  mail: and(isNull(noticeMessage.noticeId), eq(noticeMessage.kind, ''), isNull(noticeMessage.msgId))!,
};

/** A page of my messages (notice messages, in-site mails, business messages and department messages with their replies, modules/messages), newest first, of one kind or all, with the unread total. */
export async function myMessages(db: Db, userId: number, q: { page: number; limit: number; unreadOnly?: boolean | undefined; kind?: MessageKind | undefined }) {
  const where = and(eq(noticeMessage.userId, userId), q.unreadOnly ? isNull(noticeMessage.readAt) : undefined, q.kind ? KIND_WHERE[q.kind] : undefined);
  const [{ list: rows, total }, unread] = await Promise.all([
    pageOf(
      db
        .select({
          id: noticeMessage.id,
          noticeId: noticeMessage.noticeId,
          createdAt: noticeMessage.createdAt,
          readAt: noticeMessage.readAt,
          mailTitle: noticeMessage.title,
          content: noticeMessage.content,
          link: noticeMessage.link,
          senderDept: noticeMessage.senderDept,
          event: noticeMessage.kind,
          msgId: noticeMessage.msgId,
          title: notice.title,
          category: notice.category,
          deptName: notice.deptName,
          publishTime: notice.publishTime,
        })
        .from(noticeMessage)
        .leftJoin(notice, eq(notice.id, noticeMessage.noticeId))
        .where(where)
        .orderBy(desc(noticeMessage.createdAt), desc(noticeMessage.id)),
      db.select({ n: count() }).from(noticeMessage).where(where),
      q,
    ),
    unreadCount(db, userId),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      kind: r.noticeId !== null ? ('notice' as const) : isEvent(r.event) ? ('event' as const) : r.msgId !== null ? ('thread' as const) : ('mail' as const),
      event: isEvent(r.event) ? r.event : null,
      noticeId: r.noticeId,
      title: r.title ?? r.mailTitle,
      category: r.noticeId === null ? null : (r.category as NoticeCategory),
      content: r.content,
      link: r.link,
      deptName: r.deptName ?? r.senderDept,
      publishTime: formatDateTime(r.publishTime ?? r.createdAt),
      createdAt: formatDateTime(r.createdAt),
      read: r.readAt !== null,
    })),
    total,
    unread,
  };
}

/** My subscriptions, by department then category. */
export async function subscriptionsOf(db: Db, userId: number) {
  const rows = await db
    .select({ deptName: noticeSubscription.deptName, category: noticeSubscription.category })
    .from(noticeSubscription)
    .where(eq(noticeSubscription.userId, userId))
    .orderBy(noticeSubscription.deptName, noticeSubscription.category);
  return rows.map((r) => ({ deptName: r.deptName, category: r.category as NoticeCategory }));
}

/** Subscribes to (or stops) one department's notices or policies. */
export async function setSubscription(db: Db, userId: number, s: { deptName: string; category: NoticeCategory; subscribed: boolean }): Promise<void> {
  if (s.subscribed) await db.insert(noticeSubscription).values({ userId, deptName: s.deptName, category: s.category }).onConflictDoNothing();
  else await db.delete(noticeSubscription).where(and(eq(noticeSubscription.userId, userId), eq(noticeSubscription.deptName, s.deptName), eq(noticeSubscription.category, s.category)));
}

/**
 * GET /api/notice/one/match: the department and category of a published notice or policy, and
 * whether I subscribe to them.
 * @throws Fail 4004 when it is not a published notice or policy
 */
export async function matchOf(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ deptName: notice.deptName, category: notice.category })
    .from(notice)
    .where(and(eq(notice.id, id), eq(notice.status, 'published'), inArray(notice.category, [...NOTICE_CATEGORIES])));
  if (!row) throw notFound('内容不存在或未发布');
  const [sub] = await db
    .select({ one: sql<number>`1` })
    .from(noticeSubscription)
    .where(and(eq(noticeSubscription.userId, userId), eq(noticeSubscription.deptName, row.deptName), eq(noticeSubscription.category, row.category)));
  return { deptName: row.deptName, category: row.category as NoticeCategory, subscribed: sub !== undefined };
}

/**
 * On publishing: one message to every subscriber of the notice's department and category.
 * @returns how many users were notified
 */
export async function notifySubscribers(db: Db, n: { id: number; deptName: string; category: string }): Promise<number> {
  if (!(NOTICE_CATEGORIES as readonly string[]).includes(n.category)) return 0;
  const result = await db.execute(sql`
    insert into ${noticeMessage} (user_id, notice_id)
    select ${noticeSubscription.userId}, ${n.id}::integer from ${noticeSubscription}
    where ${noticeSubscription.deptName} = ${n.deptName} and ${noticeSubscription.category} = ${n.category}
    on conflict (user_id, notice_id) do nothing
    returning id`);
  // PGlite and node-postgres both answer { rows }
  return (result as unknown as { rows: unknown[] }).rows.length;
}

/** On withdrawing: the notice's messages go, so no unread count points at something no longer public. */
export async function withdrawMessages(db: Db, noticeId: number): Promise<void> {
  await db.delete(noticeMessage).where(eq(noticeMessage.noticeId, noticeId));
}

/** GET /api/notice/one/sendresult: how many subscribers a notice reached and how many read it. */
export async function sendResultOf(db: Db, noticeId: number) {
  const [row] = await db
    .select({ notified: count(), read: sql<number>`count(${noticeMessage.readAt})`.mapWith(Number) })
    .from(noticeMessage)
    .where(eq(noticeMessage.noticeId, noticeId));
  return { notified: row?.notified ?? 0, read: row?.read ?? 0 };
}
