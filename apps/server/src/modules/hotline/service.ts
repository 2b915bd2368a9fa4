import { and, asc, avg, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  CALL_ATTACHMENT_TYPES,
  CODE,
  HOTLINE_DEPARTMENTS,
  HOTLINE_ROLE,
  HOTLINE_STATUS_LABELS,
  HOTLINE_STATUSES,
  HOTLINE_TRANSITIONS,
  transitionAllowed,
  type BusinessMessageKind,
  type callEventFilter,
  type CallEventDetail,
  type CallEventItem,
  type HotlineAction,
  type HotlineStatus,
} from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/router';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import { defineWorkflow, STATUS_CHANGED } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { toAttachment } from '../files/service';
import { storedFile } from '../files/tables';
import { sendMessages } from '../messages/service';
import { sendNotice } from '../sms/service';
import { callCategory, callEvent, callEventLog, callRecord } from './tables';

/** Whether the user works in the hotline centre (allots every event, sees them all). */
export const isHotline = (user: AuthUser) => user.userKind === 1 && user.roles.includes(HOTLINE_ROLE);

/**
 * Which events a user sees (issue 15): the hotline centre all; other staff those allotted to a
 * department among their roles or to themselves; everyone else (people, enterprises) their own.
 */
function visible(user: AuthUser): SQL | undefined {
  if (user.userKind !== 1) return eq(callEvent.callerUserId, user.id);
  if (isHotline(user)) return undefined;
  return or(user.roles.length ? inArray(callEvent.deptName, user.roles) : undefined, eq(callEvent.assigneeId, user.id)) ?? sql`false`;
}

/** Whether a staff member is of the department the event is allotted to (or its named assignee). */
const ofDepartment = (user: AuthUser, e: { deptName: string; assigneeId: number | null }) => user.userKind === 1 && e.deptName !== '' && (user.roles.includes(e.deptName) || e.assigneeId === user.id);

/** The actions of HOTLINE_TRANSITIONS the user may fire on the event now (the buttons of /respondCallDetail). */
export function actionsFor(user: AuthUser, e: { status: string; deptName: string; assigneeId: number | null }): HotlineAction[] {
  return (Object.keys(HOTLINE_TRANSITIONS.actions) as HotlineAction[]).filter((a) => {
    const rule = HOTLINE_TRANSITIONS.actions[a];
    const may = rule.by === 'hotline' ? isHotline(user) : ofDepartment(user, e);
    return may && transitionAllowed(HOTLINE_TRANSITIONS, a, e.status as HotlineStatus);
  });
}

const overdueSql = sql<boolean>`(${callEvent.status} <> 'closed' and ${callEvent.deadline} < now())`;
const assignee = alias(appUser, 'assignee');

const itemColumns = {
  id: callEvent.id,
  eventNo: callEvent.eventNo,
  categoryId: callEvent.categoryId,
  categoryName: callCategory.name,
  content: callEvent.content,
  callerName: callEvent.callerName,
  callerPhone: callEvent.callerPhone,
  channel: callEvent.channel,
  status: callEvent.status,
  deptName: callEvent.deptName,
  assigneeName: sql<string>`coalesce(${assignee.name}, '')`,
  version: callEvent.version,
  createdAt: callEvent.createdAt,
  deadline: callEvent.deadline,
  score: callEvent.score,
};
type ItemRow = { [K in keyof typeof itemColumns]: unknown } & { channel: string; status: string; createdAt: Date; deadline: Date };

const toItem = (r: ItemRow, now = Date.now()): CallEventItem => {
  const closed = r.status === 'closed';
  const minutesLeft = closed ? 0 : Math.floor((r.deadline.getTime() - now) / 60_000);
  return {
    ...(r as unknown as CallEventItem),
    channel: r.channel as CallEventItem['channel'],
    status: r.status as HotlineStatus,
    createdAt: formatDateTime(r.createdAt),
    deadline: formatDateTime(r.deadline),
    minutesLeft,
    overdue: !closed && minutesLeft < 0,
  };
};

const selectItems = (db: Db) => db.select(itemColumns).from(callEvent).innerJoin(callCategory, eq(callCategory.id, callEvent.categoryId)).leftJoin(assignee, eq(assignee.id, callEvent.assigneeId));

/** The filters of the event list and its export (endpoints.callPage, callExport): the contract's callEventFilter as parsed. */
export type EventFilter = z.output<z.ZodObject<typeof callEventFilter>>;

/** The condition of the events `user` sees (see {@link visible}) under the list's filters (without paging). */
function eventsWhere(user: AuthUser, f: EventFilter) {
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : null;
  return and(
    visible(user),
    f.status ? eq(callEvent.status, f.status) : undefined,
    f.categoryId ? eq(callEvent.categoryId, f.categoryId) : undefined,
    f.deptName ? eq(callEvent.deptName, f.deptName) : undefined,
    f.beginTime ? gte(callEvent.createdAt, startOfShanghaiDay(f.beginTime)) : undefined,
    f.endTime ? lt(callEvent.createdAt, startOfShanghaiDay(f.endTime, 1)) : undefined,
    kw ? or(ilike(callEvent.content, kw), ilike(callEvent.callerName, kw), ilike(callEvent.eventNo, kw)) : undefined,
    f.overdue ? overdueSql : undefined,
  );
}

/**
 * The events the user sees (see {@link visible}), filtered; open overdue events first, then open
 * ones by deadline, then closed ones newest first.
 */
export async function listEvents(db: Db, user: AuthUser, f: EventFilter & { page: number; limit: number }) {
  const where = eventsWhere(user, f);
  const { list, total } = await pageOf(
    selectItems(db)
      .where(where)
      .orderBy(desc(overdueSql), sql`${callEvent.status} = 'closed'`, sql`case when ${callEvent.status} <> 'closed' then ${callEvent.deadline} end`, desc(callEvent.id)),
    db.select({ n: count() }).from(callEvent).where(where),
    f,
  );
  const now = Date.now();
  return { list: list.map((r) => toItem(r as ItemRow, now)), total };
}

/** One page of the export (keysetPages of http/xlsxStream.ts): the events of the list's condition after `afterId`, by id. */
export const exportPage = (db: Db, user: AuthUser, f: EventFilter) => async (afterId: number, size: number) => {
  const rows = await selectItems(db)
    .where(and(eventsWhere(user, f), gt(callEvent.id, afterId)))
    .orderBy(asc(callEvent.id))
    .limit(size);
  const now = Date.now();
  return rows.map((r) => toItem(r as ItemRow, now));
};

/**
 * The event as the user may see it.
 * @throws Fail 4004 when it does not exist or the user may not see it (a caller asking for someone else's event learns nothing)
 */
async function visibleEvent(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select()
    .from(callEvent)
    .where(and(eq(callEvent.id, id), visible(user)));
  if (!row) throw notFound('热线诉求不存在或无权查看');
  return row;
}

/** The event with its timeline, attachments, answer, rating and the caller's actions. */
export async function eventDetail(db: Db, user: AuthUser, id: number): Promise<CallEventDetail> {
  const row = await visibleEvent(db, user, id);
  const [[item], timeline, files] = await Promise.all([
    selectItems(db).where(eq(callEvent.id, id)),
    db.select().from(callEventLog).where(eq(callEventLog.eventId, id)).orderBy(callEventLog.at, callEventLog.id),
    row.attachmentIds.length ? db.select().from(storedFile).where(inArray(storedFile.id, row.attachmentIds)) : Promise.resolve([]),
  ]);
  return {
    ...toItem(item as ItemRow),
    contact: row.contact,
    answer: row.answer,
    attachments: files.map(toAttachment),
    timeline: timeline.map((t) => ({
      action: t.action,
      label: t.action === 'submit' ? '提交诉求' : (HOTLINE_TRANSITIONS.actions[t.action as HotlineAction]?.label ?? t.action),
      fromStatus: t.fromStatus,
      toStatus: t.toStatus,
      userName: t.userName,
      deptName: t.deptName,
      note: t.note,
      at: formatDateTime(t.at),
    })),
    comment: row.comment,
    ratedAt: row.ratedAt ? formatDateTime(row.ratedAt) : null,
    mine: row.callerUserId === user.id,
    actions: actionsFor(user, row),
  };
}

/** The in-site message to the caller of each action that sends one (BUSINESS_MESSAGES of @portal/api), with the note it carries. */
const HOTLINE_MESSAGES: Partial<Record<HotlineAction, { kind: BusinessMessageKind; note: (e: typeof callEvent.$inferSelect) => string }>> = {
  accept: { kind: 'callAccepted', note: (e) => e.deptName },
  close: { kind: 'callClosed', note: (e) => e.answer },
};

/**
 * Call events move only through HOTLINE_TRANSITIONS, guarded by status and version; every change
 * is a row of call_event_log (who, department, when, from, to, note), and accepting and closing
 * write an in-site message to the caller (docs/messages.md: callAccepted, callClosed).
 */
export const hotlineWorkflow = defineWorkflow('hotline', HOTLINE_TRANSITIONS, {
  table: callEvent,
  id: callEvent.id,
  status: callEvent.status,
  version: callEvent.version,
  history: {
    table: callEventLog,
    ref: callEventLog.eventId,
    rows: (changes, { user, note }) => changes.map((c) => ({ eventId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, userName: user.name, deptName: user.deptName, note, at: c.at })),
  },
  after: async (tx, changes, { user }) => {
    await sendMessages(
      tx,
      changes.flatMap((c) => {
        const message = HOTLINE_MESSAGES[c.action as HotlineAction];
        return message ? [{ kind: message.kind, to: { userId: c.row.callerUserId }, facts: { id: c.id, name: c.row.eventNo, note: message.note(c.row) }, senderDept: user.deptName }] : [];
      }),
    );
  },
});

/** The SMS the caller gets after a change (after the transaction; a failed SMS does not undo the change). */
const SMS_TEXT: Partial<Record<HotlineAction, (e: typeof callEvent.$inferSelect) => string>> = {
  accept: (e) => `已由${e.deptName}受理，可登录人才就业服务平台查看办理进度`,
  close: () => '已办结，请登录人才就业服务平台查看答复并评价',
};

/**
 * Fires one action of HOTLINE_TRANSITIONS on one event for the user, after the checks of the
 * rule's `by`, as a conditional update on the status and version read; tells the caller by SMS
 * after accepting and closing.
 * @param version the version the caller saw (allotting); otherwise the one just read
 * @throws Fail 4004 not visible; 4003 not the user's to do; 4009 not allowed from its status or changed meanwhile
 */
export async function act(ctx: RequestContext<AuthUser>, action: HotlineAction, id: number, opts: { note?: string; version?: number; set?: Partial<typeof callEvent.$inferInsert> } = {}): Promise<{ status: HotlineStatus }> {
  const { db, user } = ctx;
  const row = await visibleEvent(db, user, id);
  const rule = HOTLINE_TRANSITIONS.actions[action];
  if (rule.by === 'hotline' ? !isHotline(user) : !ofDepartment(user, row)) throw forbidden(rule.by === 'hotline' ? `只有${HOTLINE_ROLE}可以${rule.label}` : `只有分派到的部门可以${rule.label}`);
  if (!transitionAllowed(HOTLINE_TRANSITIONS, action, row.status as HotlineStatus)) throw new Fail(CODE.conflict, `诉求当前状态为“${HOTLINE_STATUS_LABELS[row.status as HotlineStatus]}”，不能${rule.label}`);
  if (opts.version !== undefined && opts.version !== row.version) throw new Fail(CODE.conflict, STATUS_CHANGED);
  const change = await hotlineWorkflow.fireOne(db, action, { id, status: row.status, version: row.version }, { user, note: opts.note ?? '' }, { set: { ...opts.set, updatedAt: new Date() } });
  const text = SMS_TEXT[action];
  if (text && row.callerPhone) {
    try {
      await sendNotice(ctx, row.callerPhone, 'hotlineUpdate', { eventNo: change.row.eventNo, progress: text(change.row) });
    } catch (err) {
      ctx.log.error({ err, eventId: id }, 'hotline SMS not sent');
    }
  }
  return { status: change.to as HotlineStatus };
}

/**
 * Allots (or re-allots) an event to a department among HOTLINE_DEPARTMENTS and optionally to one
 * of its active staff.
 * @throws Fail 4001 unknown department, or an assignee who is not active staff of it
 */
export async function allot(ctx: RequestContext<AuthUser>, input: { id: number; version: number; deptName: string; assigneeId?: number | undefined; note: string }) {
  if (!(HOTLINE_DEPARTMENTS as string[]).includes(input.deptName)) throw invalid(`分派部门“${input.deptName}”不存在`);
  if (input.assigneeId !== undefined) {
    const [staff] = await ctx.db.select({ roles: appUser.roles, userKind: appUser.userKind, status: appUser.status }).from(appUser).where(eq(appUser.id, input.assigneeId));
    if (!staff || staff.userKind !== 1 || staff.status !== 'active' || !staff.roles.includes(input.deptName)) throw invalid(`指定的工作人员不属于${input.deptName}`);
  }
  const [row] = await ctx.db.select({ status: callEvent.status }).from(callEvent).where(eq(callEvent.id, input.id));
  const action: HotlineAction = row?.status === 'allotted' ? 'reallot' : 'allot';
  const note = `分派至${input.deptName}${input.note ? `：${input.note}` : ''}`;
  return act(ctx, action, input.id, { version: input.version, note, set: { deptName: input.deptName, assigneeId: input.assigneeId ?? null, allotterId: ctx.user.id } });
}

/** The fields of endpoints.callAddEvent. */
export interface NewEvent {
  categoryId: number;
  content: string;
  contact: string;
  attachmentIds: number[];
  callerName?: string | undefined;
  callerPhone?: string | undefined;
}

/**
 * Takes in an event, with its first timeline step, all or nothing. A person or enterprise submits
 * its own (channel online); hotline staff record a phone call, naming the caller, whose person
 * account (by phone) then follows it. Its deadline is now plus the category's limit.
 * @throws Fail 4001 unknown category, attachments not the caller's or not pdf/png/jpeg, a phone intake without caller; 4003 other staff
 */
export async function addEvent(db: Db, user: AuthUser, input: NewEvent): Promise<{ id: number; eventNo: string }> {
  const staff = user.userKind === 1;
  if (staff && !isHotline(user)) throw forbidden(`只有${HOTLINE_ROLE}可以代来电人登记诉求`);
  if (staff && (!input.callerName || !input.callerPhone)) throw invalid('电话受理须填写来电人姓名和手机号码');
  const [category] = await db.select().from(callCategory).where(eq(callCategory.id, input.categoryId));
  if (!category) throw invalid('诉求类别不存在');
  const ids = [...new Set(input.attachmentIds)];
  if (ids.length) {
    const files = await db.select({ id: storedFile.id, mimeType: storedFile.mimeType, uploadedBy: storedFile.uploadedBy, name: storedFile.originalName }).from(storedFile).where(inArray(storedFile.id, ids));
    if (files.length !== ids.length || files.some((f) => f.uploadedBy !== user.id)) throw invalid('附件不存在，请重新上传');
    const wrong = files.find((f) => !(CALL_ATTACHMENT_TYPES as readonly string[]).includes(f.mimeType));
    if (wrong) throw invalid(`附件“${wrong.name}”类型不支持，只能上传PDF或PNG、JPG图片`);
  }
  let caller = { callerUserId: user.id as number | null, callerName: user.name, callerPhone: user.phonenumber };
  if (staff) {
    const [account] = await db.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.userKind, 3), eq(appUser.phonenumber, input.callerPhone!)));
    caller = { callerUserId: account?.id ?? null, callerName: input.callerName!, callerPhone: input.callerPhone! };
  }
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(callEvent)
      .values({
        // numbered once the id is known, below
        eventNo: `tmp-${now.getTime()}-${Math.random()}`,
        categoryId: category.id,
        content: input.content,
        contact: input.contact,
        attachmentIds: ids,
        channel: staff ? 'phone' : 'online',
        ...caller,
        takenBy: staff ? user.id : null,
        deadline: new Date(now.getTime() + category.limitHours * 3_600_000),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: callEvent.id });
    const eventNo = `RX${formatDateTime(now).slice(0, 10).replaceAll('-', '')}${String(row!.id).padStart(6, '0')}`;
    await tx.update(callEvent).set({ eventNo }).where(eq(callEvent.id, row!.id));
    await tx.insert(callEventLog).values({ eventId: row!.id, action: 'submit', fromStatus: '', toStatus: 'pending', userId: user.id, userName: user.name, deptName: staff ? user.deptName : '', note: staff ? `电话受理，来电人${caller.callerName}` : '网上提交', at: now });
    return { id: row!.id, eventNo };
  });
}

/**
 * Adds a call record to an open event the staff member handles (hotline centre or the allotted department).
 * @throws Fail 4003 not theirs; 4009 a closed event
 */
export async function addRecord(db: Db, user: AuthUser, eventId: number, content: string) {
  const row = await visibleEvent(db, user, eventId);
  if (!isHotline(user) && !ofDepartment(user, row)) throw forbidden('只有热线服务中心或分派到的部门可以添加通话记录');
  return db.transaction(async (tx) => {
    // locked read: a record is never added to an event that closed meanwhile
    const [open] = await tx.select({ status: callEvent.status }).from(callEvent).where(eq(callEvent.id, eventId)).for('update');
    if (open?.status === 'closed') throw new Fail(CODE.conflict, '诉求已办结，不能再添加通话记录');
    const [rec] = await tx.insert(callRecord).values({ eventId, content, userId: user.id, userName: user.name, deptName: user.deptName }).returning();
    return { id: rec!.id, eventId, content: rec!.content, userName: rec!.userName, deptName: rec!.deptName, at: formatDateTime(rec!.at) };
  });
}

/** The call records of an event the user sees, newest first. */
export async function recordPage(db: Db, user: AuthUser, f: { eventId: number; page: number; limit: number }) {
  await visibleEvent(db, user, f.eventId);
  const { list: rows, total } = await pageOf(
    db
      .select()
      .from(callRecord)
      .where(eq(callRecord.eventId, f.eventId))
      .orderBy(desc(callRecord.at), desc(callRecord.id)),
    db.select({ n: count() }).from(callRecord).where(eq(callRecord.eventId, f.eventId)),
    f,
  );
  return { list: rows.map((r) => ({ id: r.id, eventId: r.eventId, content: r.content, userName: r.userName, deptName: r.deptName, at: formatDateTime(r.at) })), total };
}

/** Counts of the events the staff member sees, by status, with the open overdue ones, and the average rating. */
export async function countEvents(db: Db, user: AuthUser) {
  const rows = await db
    .select({ status: callEvent.status, total: count(), overdue: sql<number>`count(*) filter (where ${overdueSql})`.mapWith(Number) })
    .from(callEvent)
    .where(visible(user))
    .groupBy(callEvent.status);
  const [rating] = await db
    .select({ avg: avg(callEvent.score).mapWith(Number) })
    .from(callEvent)
    .where(and(visible(user), isNotNull(callEvent.score)));
  const byStatus = HOTLINE_STATUSES.map((status) => {
    const r = rows.find((x) => x.status === status);
    return { status, label: HOTLINE_STATUS_LABELS[status], total: r?.total ?? 0, overdue: r?.overdue ?? 0 };
  });
  return { byStatus, total: byStatus.reduce((s, r) => s + r.total, 0), overdue: byStatus.reduce((s, r) => s + r.overdue, 0), averageScore: rating?.avg ? Math.round(rating.avg * 10) / 10 : null };
}

/** Every category with its limit, by id. */
export const categories = (db: Db) => db.select({ id: callCategory.id, name: callCategory.name, limitHours: callCategory.limitHours }).from(callCategory).orderBy(callCategory.id);

/**
 * Changes a category's time limit (events taken in later get the new deadline).
 * @throws Fail 4004 unknown category
 */
export async function saveCategory(db: Db, user: AuthUser, id: number, limitHours: number) {
  const [row] = await db.update(callCategory).set({ limitHours, updatedAt: new Date(), updatedBy: user.id }).where(eq(callCategory.id, id)).returning({ id: callCategory.id, name: callCategory.name, limitHours: callCategory.limitHours });
  if (!row) throw notFound('诉求类别不存在');
  return row;
}

/**
 * The caller rates its closed event once: a conditional update on (closed, not yet rated).
 * @throws Fail 4004 not the caller's; 4009 not closed yet, or already rated
 */
export async function rate(db: Db, user: AuthUser, input: { eventId: number; score: number; comment: string }) {
  const row = await visibleEvent(db, user, input.eventId);
  if (row.callerUserId !== user.id) throw forbidden('只有诉求人可以评价');
  if (row.status !== 'closed') throw new Fail(CODE.conflict, '诉求办结后才能评价');
  const now = new Date();
  const [rated] = await db
    .update(callEvent)
    .set({ score: input.score, comment: input.comment, ratedAt: now })
    .where(and(eq(callEvent.id, input.eventId), eq(callEvent.status, 'closed'), sql`${callEvent.score} is null`))
    .returning({ score: callEvent.score });
  if (!rated) throw new Fail(CODE.conflict, '该诉求已评价过，不能重复评价');
  return { score: rated.score!, ratedAt: formatDateTime(now) };
}

/** The rated events the staff member sees, newest rating first. */
export async function ratings(db: Db, user: AuthUser, f: { page: number; limit: number }) {
  const where = and(visible(user), isNotNull(callEvent.score));
  const { list: rows, total } = await pageOf(
    db
      .select({ eventId: callEvent.id, eventNo: callEvent.eventNo, categoryName: callCategory.name, deptName: callEvent.deptName, callerName: callEvent.callerName, score: callEvent.score, comment: callEvent.comment, answer: callEvent.answer, ratedAt: callEvent.ratedAt })
      .from(callEvent)
      .innerJoin(callCategory, eq(callCategory.id, callEvent.categoryId))
      .where(where)
      .orderBy(desc(callEvent.ratedAt), desc(callEvent.id)),
    db.select({ n: count() }).from(callEvent).where(where),
    f,
  );
  return { list: rows.map((r) => ({ ...r, score: r.score!, ratedAt: formatDateTime(r.ratedAt!) })), total };
}
