import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import QRCode from 'qrcode';
import {
  ACTIVITY_STATUS_LABELS,
  ACTIVITY_TRANSITIONS,
  APPLY_STATUS_LABELS,
  APPLY_TRANSITIONS,
  activityTimesProblem,
  transitionAllowed,
  type ActivityAction,
  type ActivityItem,
  type ActivityStatus,
  type ActivityType,
  type ApplyItem,
  type ApplyStatus,
} from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { isUniqueViolation } from '../../db/unique';
import { pageOf } from '../../db/paging';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/router';
import { formatDateTime, parseDateTime } from '../../http/time';
import { defineWorkflow, STATUS_CHANGED } from '../../http/workflow';
import type { ExportColumn } from '../../http/xlsxStream';
import type { AuthUser } from '../account/session';
import { enterprise, street } from '../enterprise/tables';
import { sendMessages } from '../messages/service';
import { sendNotice } from '../sms/service';
import { activity, activityApply, activityApplyLog, activityLog } from './tables';

type ActivityRow = typeof activity.$inferSelect;
type ApplyRow = typeof activityApply.$inferSelect;

/** The owner a staff member acts for: their department and, for a street manager, their street ('' otherwise). */
export const ownerOf = (user: AuthUser) => ({ ownerDept: user.deptName, ownerStreet: user.streetCode ?? '' });

/** Whether the staff member's department (and street) owns the activity: only they see its drafts and sign-ups and change it. */
export const owns = (user: AuthUser, a: Pick<ActivityRow, 'ownerDept' | 'ownerStreet'>) => user.userKind === 1 && a.ownerDept === user.deptName && a.ownerStreet === (user.streetCode ?? '');

const ownedBy = (user: AuthUser): SQL => and(eq(activity.ownerDept, user.deptName), eq(activity.ownerStreet, user.streetCode ?? ''))!;

/**
 * Activities move only through ACTIVITY_TRANSITIONS; every change is a row of activity_log. A
 * cancellation writes an in-site message to every enrolled and waiting sign-up
 * (activityCancelled, with the reason) in its transaction.
 */
export const activityWorkflow = defineWorkflow('activity', ACTIVITY_TRANSITIONS, {
  table: activity,
  id: activity.id,
  status: activity.status,
  history: {
    table: activityLog,
    ref: activityLog.activityId,
    rows: (changes, { user, note }) => changes.map((c) => ({ activityId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
  after: async (tx, changes, { user, note }) => {
    const cancelled = changes.filter((c) => c.action === 'cancel');
    if (cancelled.length === 0) return;
    const applies = await tx
      .select({ userId: activityApply.userId, activityId: activityApply.activityId })
      .from(activityApply)
      .where(and(inArray(activityApply.activityId, cancelled.map((c) => c.id)), inArray(activityApply.status, ['enrolled', 'waiting'])));
    const titles = new Map(cancelled.map((c) => [c.id, c.row.title]));
    await sendMessages(
      tx,
      applies.map((a) => ({ kind: 'activityCancelled' as const, to: { userId: a.userId }, facts: { id: a.activityId, name: titles.get(a.activityId)!, note }, senderDept: user.deptName })),
    );
  },
});

/**
 * Sign-ups move only through APPLY_TRANSITIONS; every change is a row of activity_apply_log. A
 * promotion (the first waiting sign-up taking a freed place) writes an in-site message to its
 * person (activityPromoted, with the check-in code) in its transaction.
 */
export const applyWorkflow = defineWorkflow('activityApply', APPLY_TRANSITIONS, {
  table: activityApply,
  id: activityApply.id,
  status: activityApply.status,
  history: {
    table: activityApplyLog,
    ref: activityApplyLog.applyId,
    rows: (changes, { user, note }) => changes.map((c) => ({ applyId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
  after: async (tx, changes) => {
    const promoted = changes.filter((c) => c.action === 'promote');
    if (promoted.length === 0) return;
    const titles = await tx
      .select({ id: activity.id, title: activity.title })
      .from(activity)
      .where(inArray(activity.id, promoted.map((c) => c.row.activityId)));
    await sendMessages(
      tx,
      promoted.map((c) => ({ kind: 'activityPromoted' as const, to: { userId: c.row.userId }, facts: { id: c.row.activityId, name: titles.find((t) => t.id === c.row.activityId)?.title ?? '', note: c.row.checkCode } })),
    );
  },
});

/** Places taken (enrolled and attended) and waiting sign-ups per activity. */
async function countsOf(db: Db, ids: number[]): Promise<Map<number, { enrolled: number; waiting: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: activityApply.activityId,
      enrolled: sql<number>`count(*) filter (where ${activityApply.status} in ('enrolled', 'attended'))`.mapWith(Number),
      waiting: sql<number>`count(*) filter (where ${activityApply.status} = 'waiting')`.mapWith(Number),
    })
    .from(activityApply)
    .where(inArray(activityApply.activityId, ids))
    .groupBy(activityApply.activityId);
  return new Map(rows.map((r) => [r.id, { enrolled: r.enrolled, waiting: r.waiting }]));
}

/** The waiting position of a waiting sign-up (1: the next to move up); 0 for any other status. */
async function positionOf(db: Db, a: Pick<ApplyRow, 'id' | 'activityId' | 'status'>): Promise<number> {
  if (a.status !== 'waiting') return 0;
  const [r] = await db
    .select({ n: count() })
    .from(activityApply)
    .where(and(eq(activityApply.activityId, a.activityId), eq(activityApply.status, 'waiting'), lt(activityApply.id, a.id)));
  return (r?.n ?? 0) + 1;
}

/** The user's active sign-ups of the activities, with their waiting positions. */
async function minesOf(db: Db, user: AuthUser | null, ids: number[]) {
  const out = new Map<number, ActivityItem['mine']>();
  if (!user || ids.length === 0) return out;
  const rows = await db
    .select()
    .from(activityApply)
    .where(and(eq(activityApply.userId, user.id), inArray(activityApply.activityId, ids), ne(activityApply.status, 'cancelled')));
  for (const r of rows) out.set(r.activityId, { id: r.id, status: r.status as ApplyStatus, position: await positionOf(db, r), checkCode: r.checkCode });
  return out;
}

/** Whether sign-up is open now: a published activity inside its window. */
function signUpState(a: ActivityRow, now: number): ActivityItem['signUp'] {
  if (a.status !== 'published' || now >= a.signUpEnd.getTime()) return 'closed';
  return now < a.signUpStart.getTime() ? 'notStarted' : 'open';
}

/** Rows of activities as the contract gives them, with counts and the user's own sign-ups. */
export async function toItems(db: Db, user: AuthUser | null, rows: ActivityRow[]): Promise<ActivityItem[]> {
  const ids = rows.map((r) => r.id);
  const [counts, mines] = await Promise.all([countsOf(db, ids), minesOf(db, user, ids)]);
  const now = Date.now();
  return rows.map((a) => ({
    id: a.id,
    type: a.type as ActivityType,
    title: a.title,
    content: a.content,
    place: a.place,
    startTime: formatDateTime(a.startTime),
    endTime: formatDateTime(a.endTime),
    capacity: a.capacity,
    signUpStart: formatDateTime(a.signUpStart),
    signUpEnd: formatDateTime(a.signUpEnd),
    audience: a.audience as ActivityItem['audience'],
    status: a.status as ActivityStatus,
    ownerName: a.ownerName,
    enrolled: counts.get(a.id)?.enrolled ?? 0,
    waiting: counts.get(a.id)?.waiting ?? 0,
    signUp: signUpState(a, now),
    cancelReason: a.cancelReason,
    mine: mines.get(a.id) ?? null,
  }));
}

/** Filters of the public list. */
export interface PublicFilter {
  page: number;
  limit: number;
  type?: ActivityType | undefined;
  keyword?: string | undefined;
}

/** One page of the activities meeting `where` in the public order, `{ list, total }` ({@link pageOf}): published ones by start time first, then ended ones, newest first. */
export function publicOrderPage(db: Db, where: SQL, f: { page: number; limit: number }) {
  return pageOf(
    db
      .select()
      .from(activity)
      .where(where)
      .orderBy(sql`${activity.status} = 'ended'`, sql`case when ${activity.status} = 'published' then ${activity.startTime} end`, desc(activity.startTime), desc(activity.id)),
    db.select({ n: count() }).from(activity).where(where),
    f,
  );
}

/** The public activities (published, then ended), the soonest published first, with counts and the caller's sign-ups. */
export async function publicActivities(db: Db, user: AuthUser | null, f: PublicFilter) {
  const where = and(inArray(activity.status, ['published', 'ended']), f.type ? eq(activity.type, f.type) : undefined, f.keyword ? ilike(activity.title, `%${likeLiteral(f.keyword)}%`) : undefined)!;
  const { list: rows, total } = await publicOrderPage(db, where, f);
  return { list: await toItems(db, user, rows), total };
}

/** The activities of the staff member's department (or street), newest first. */
export async function ownActivities(db: Db, user: AuthUser, f: { page: number; limit: number; status?: ActivityStatus | undefined }) {
  const where = and(ownedBy(user), f.status ? eq(activity.status, f.status) : undefined);
  const { list: rows, total } = await pageOf(
    db
      .select()
      .from(activity)
      .where(where)
      .orderBy(desc(activity.startTime), desc(activity.id)),
    db.select({ n: count() }).from(activity).where(where),
    f,
  );
  return { list: await toItems(db, user, rows), total };
}

/**
 * An activity as the user may see it: public once published; a draft only to its owner.
 * @throws Fail 4004 unknown, or a draft of someone else
 */
async function visibleActivity(db: Db, user: AuthUser | null, id: number): Promise<ActivityRow> {
  const [row] = await db.select().from(activity).where(eq(activity.id, id));
  if (!row || (row.status === 'draft' && !(user && owns(user, row)))) throw notFound('活动不存在');
  return row;
}

/**
 * An activity the staff member's department owns.
 * @throws Fail 4004 unknown; 4003 another department's
 */
async function ownActivity(db: Db, user: AuthUser, id: number): Promise<ActivityRow> {
  const [row] = await db.select().from(activity).where(eq(activity.id, id));
  if (!row) throw notFound('活动不存在');
  if (!owns(user, row)) throw forbidden('只能管理本部门（街道）主办的活动');
  return row;
}

/** One activity with counts and the caller's sign-up. */
export async function activityDetail(db: Db, user: AuthUser | null, id: number): Promise<ActivityItem> {
  return (await toItems(db, user, [await visibleActivity(db, user, id)]))[0]!;
}

/** The fields of endpoints.activitySave. */
export interface ActivityInput {
  id?: number | undefined;
  type: ActivityType;
  title: string;
  content: string;
  place: string;
  startTime: string;
  endTime: string;
  capacity: number;
  signUpStart: string;
  signUpEnd: string;
  audience: ActivityItem['audience'];
}

/**
 * Creates a draft owned by the staff member's department (and street), or changes a draft of it.
 * @throws Fail 4001 times out of order; 4004/4003 not found or not theirs; 4009 no longer a draft
 */
export async function saveActivity(db: Db, user: AuthUser, input: ActivityInput): Promise<ActivityItem> {
  const problem = activityTimesProblem(input);
  if (problem) throw invalid(problem.message);
  const values = {
    type: input.type,
    title: input.title,
    content: input.content,
    place: input.place,
    startTime: parseDateTime(input.startTime),
    endTime: parseDateTime(input.endTime),
    capacity: input.capacity,
    signUpStart: parseDateTime(input.signUpStart),
    signUpEnd: parseDateTime(input.signUpEnd),
    audience: input.audience,
    updatedAt: new Date(),
  };
  if (input.id !== undefined) {
    const row = await ownActivity(db, user, input.id);
    if (row.status !== 'draft') throw conflict(`活动${ACTIVITY_STATUS_LABELS[row.status as ActivityStatus]}，只有草稿可以修改`);
    const [saved] = await db
      .update(activity)
      .set(values)
      .where(and(eq(activity.id, input.id), eq(activity.status, 'draft')))
      .returning();
    if (!saved) throw conflict(STATUS_CHANGED);
    return (await toItems(db, user, [saved]))[0]!;
  }
  const owner = ownerOf(user);
  const [streetRow] = owner.ownerStreet ? await db.select({ name: street.name }).from(street).where(eq(street.code, owner.ownerStreet)) : [];
  const [saved] = await db
    .insert(activity)
    .values({ ...values, ...owner, ownerName: streetRow ? `${streetRow.name}就业驿站` : user.deptName || '人才赋能站', venueKey: randomBytes(8).toString('hex'), createdBy: user.id })
    .returning();
  return (await toItems(db, user, [saved!]))[0]!;
}

/**
 * Fires an action of ACTIVITY_TRANSITIONS on an activity of the staff member's department. A
 * cancellation tells every enrolled and waiting sign-up by in-site message (in the change's
 * transaction) and by SMS (after it; a failed SMS does not undo it).
 * @returns the new status and how many sign-ups were told
 * @throws Fail 4004/4003 not found or not theirs; 4009 not allowed from its status, or changed meanwhile
 */
export async function actOnActivity(ctx: RequestContext<AuthUser>, action: ActivityAction, id: number, reason = ''): Promise<{ status: ActivityStatus; told: number }> {
  const { db, user } = ctx;
  const row = await ownActivity(db, user, id);
  const rule = ACTIVITY_TRANSITIONS.actions[action];
  if (!transitionAllowed(ACTIVITY_TRANSITIONS, action, row.status as ActivityStatus)) throw conflict(`活动当前状态为“${ACTIVITY_STATUS_LABELS[row.status as ActivityStatus]}”，不能${rule.label}`);
  const change = await activityWorkflow.fireOne(db, action, { id, status: row.status }, { user, note: reason }, { set: { updatedAt: new Date(), ...(action === 'cancel' ? { cancelReason: reason } : {}) } });
  let told = 0;
  if (action === 'cancel') {
    const phones = await db
      .select({ phone: activityApply.phone })
      .from(activityApply)
      .where(and(eq(activityApply.activityId, id), inArray(activityApply.status, ['enrolled', 'waiting'])));
    told = phones.length;
    for (const { phone } of phones) {
      if (!phone) continue;
      try {
        await sendNotice(ctx, phone, 'activityUpdate', { title: row.title, reason });
      } catch (err) {
        ctx.log.error({ err, activityId: id }, 'activity SMS not sent');
      }
    }
  }
  return { status: change.to as ActivityStatus, told };
}

/** The venue's check-in QR code of a published activity: the address a person scans, and its PNG as a data URL. */
export async function venueQrCode(ctx: RequestContext<AuthUser>, id: number) {
  const row = await ownActivity(ctx.db, ctx.user, id);
  if (row.status !== 'published') throw conflict('只有已发布的活动可以现场签到');
  const url = `${ctx.config.publicOrigin}/registerAct?id=${id}&checkin=${row.venueKey}`;
  return { url, image: await QRCode.toDataURL(url, { width: 320, margin: 2, errorCorrectionLevel: 'M' }) };
}

/** Who may sign up for an activity of this audience: person accounts and/or enterprise accounts. */
function mayJoin(user: AuthUser, audience: string): boolean {
  const person = user.userKind === 3 && user.category === 'person';
  const ent = user.userKind === 2;
  return audience === 'both' ? person || ent : audience === 'person' ? person : ent;
}

/** A six-digit check-in code not used by another sign-up of the activity (read under the activity's lock). */
async function freshCode(tx: Db, activityId: number): Promise<string> {
  const used = new Set((await tx.select({ c: activityApply.checkCode }).from(activityApply).where(eq(activityApply.activityId, activityId))).map((r) => r.c));
  for (;;) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!used.has(code)) return code;
  }
}

/** The message when the user already has a sign-up (SPEC: one sign-up per person). */
export const ALREADY_SIGNED_UP = '您已报名该活动，请勿重复报名';

/**
 * Signs the user up: under the activity's row lock (SELECT ... FOR UPDATE), so sign-ups at the
 * same instant are counted one after the other and the capacity is never exceeded; enrolled
 * while places are left, waiting otherwise. One active sign-up per account (also the unique index).
 * @throws Fail 4004 unknown activity; 4003 not its audience; 4009 not open for sign-up, or already signed up
 */
export async function signUp(db: Db, user: AuthUser, activityId: number) {
  try {
    return await db.transaction(async (tx) => {
      const [a] = await tx.select().from(activity).where(eq(activity.id, activityId)).for('update');
      if (!a || a.status === 'draft') throw notFound('活动不存在');
      if (a.status !== 'published') throw conflict(`活动${ACTIVITY_STATUS_LABELS[a.status as ActivityStatus]}，不能报名`);
      const state = signUpState(a, Date.now());
      if (state !== 'open') throw conflict(state === 'notStarted' ? `报名尚未开始，开始时间${formatDateTime(a.signUpStart).slice(0, 16)}` : '报名已截止');
      if (!mayJoin(user, a.audience)) throw forbidden(a.audience === 'enterprise' ? '该活动仅限企业报名' : a.audience === 'person' ? '该活动仅限个人报名' : '该活动仅限个人和企业报名');
      const [mine] = await tx
        .select({ id: activityApply.id })
        .from(activityApply)
        .where(and(eq(activityApply.activityId, activityId), eq(activityApply.userId, user.id), ne(activityApply.status, 'cancelled')));
      if (mine) throw conflict(ALREADY_SIGNED_UP);
      const [taken] = await tx
        .select({ n: count() })
        .from(activityApply)
        .where(and(eq(activityApply.activityId, activityId), inArray(activityApply.status, ['enrolled', 'attended'])));
      const status: ApplyStatus = (taken?.n ?? 0) < a.capacity ? 'enrolled' : 'waiting';
      const [ent] = user.userKind === 2 && user.enterpriseId ? await tx.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, user.enterpriseId)) : [];
      const [row] = await tx
        .insert(activityApply)
        .values({ activityId, userId: user.id, name: user.name || user.username, phone: user.phonenumber, entName: ent?.name ?? '', status, checkCode: await freshCode(tx, activityId) })
        .returning();
      return { id: row!.id, status, position: await positionOf(tx, row!), checkCode: row!.checkCode };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(ALREADY_SIGNED_UP);
    throw e;
  }
}

/**
 * Cancels the user's own sign-up while the activity is published; when it held a place, the first
 * waiting sign-up moves up (APPLY_TRANSITIONS promote) and its person is told (activityPromoted),
 * all in one transaction under the activity's row lock.
 * @throws Fail 4004 not the user's; 4009 already cancelled or attended, or the activity is over
 */
export async function cancelSignUp(db: Db, user: AuthUser, applyId: number): Promise<{ status: ApplyStatus; promoted: boolean }> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ activityId: activityApply.activityId })
      .from(activityApply)
      .where(and(eq(activityApply.id, applyId), eq(activityApply.userId, user.id)));
    if (!own) throw notFound('报名记录不存在');
    const [a] = await tx.select().from(activity).where(eq(activity.id, own.activityId)).for('update');
    if (a!.status !== 'published') throw conflict(`活动${ACTIVITY_STATUS_LABELS[a!.status as ActivityStatus]}，不能取消报名`);
    const [ap] = await tx.select().from(activityApply).where(eq(activityApply.id, applyId));
    if (!transitionAllowed(APPLY_TRANSITIONS, 'cancel', ap!.status as ApplyStatus)) throw conflict(`报名${APPLY_STATUS_LABELS[ap!.status as ApplyStatus]}，不能取消`);
    await applyWorkflow.fireOne(tx, 'cancel', { id: applyId, status: ap!.status }, { user, note: '' }, { set: { updatedAt: new Date() } });
    let promoted = false;
    if (ap!.status === 'enrolled') {
      const [next] = await tx
        .select({ id: activityApply.id })
        .from(activityApply)
        .where(and(eq(activityApply.activityId, a!.id), eq(activityApply.status, 'waiting')))
        .orderBy(asc(activityApply.id))
        .limit(1);
      if (next) {
        await applyWorkflow.fireOne(tx, 'promote', { id: next.id, status: 'waiting' }, { user, note: '名额空出，候补转正' }, { set: { updatedAt: new Date() } });
        promoted = true;
      }
    }
    return { status: 'cancelled' as const, promoted };
  });
}

/** A sign-up with its activity's title, status, start and place, and its waiting position (0 when not waiting). */
const applyColumns = {
  apply: activityApply,
  position: sql<number>`case when ${activityApply.status} = 'waiting' then (select count(*) from activity_apply w where w.activity_id = ${activityApply.activityId} and w.status = 'waiting' and w.id <= ${activityApply.id}) else 0 end`.mapWith(Number),
  activityTitle: activity.title,
  activityStatus: activity.status,
  startTime: activity.startTime,
  place: activity.place,
};

const toApplyItem = (r: { apply: ApplyRow; position: number; activityTitle: string; activityStatus: string; startTime: Date; place: string }): ApplyItem => ({
      id: r.apply.id,
      activityId: r.apply.activityId,
      activityTitle: r.activityTitle,
      activityStatus: r.activityStatus as ActivityStatus,
      startTime: formatDateTime(r.startTime),
      place: r.place,
      name: r.apply.name,
      phone: r.apply.phone,
      entName: r.apply.entName,
      status: r.apply.status as ApplyStatus,
      position: r.position,
      checkCode: r.apply.checkCode,
      createdAt: formatDateTime(r.apply.createdAt),
      checkedInAt: r.apply.checkedInAt ? formatDateTime(r.apply.checkedInAt) : null,
});

/** The user's sign-ups, newest first. */
export async function mySignUps(db: Db, user: AuthUser, f: { page: number; limit: number }) {
  const where = eq(activityApply.userId, user.id);
  const { list: rows, total } = await pageOf(
    db
      .select(applyColumns)
      .from(activityApply)
      .innerJoin(activity, eq(activity.id, activityApply.activityId))
      .where(where)
      .orderBy(desc(activityApply.id)),
    db.select({ n: count() }).from(activityApply).where(where),
    f,
  );
  return { list: rows.map(toApplyItem), total };
}

/** Order of a sign-up list: attended and enrolled first, then the waiting list in its order, then the cancelled. */
const listOrder = [sql`case ${activityApply.status} when 'attended' then 0 when 'enrolled' then 0 when 'waiting' then 1 else 2 end`, asc(activityApply.id)];

/**
 * The sign-ups of an activity of the staff member's department.
 * @throws Fail 4004/4003 not found or not theirs
 */
export async function signUpList(db: Db, user: AuthUser, f: { activityId: number; page: number; limit: number; status?: ApplyStatus | undefined }) {
  await ownActivity(db, user, f.activityId);
  const where = and(eq(activityApply.activityId, f.activityId), f.status ? eq(activityApply.status, f.status) : undefined);
  const { list: rows, total } = await pageOf(
    db
      .select(applyColumns)
      .from(activityApply)
      .innerJoin(activity, eq(activity.id, activityApply.activityId))
      .where(where)
      .orderBy(...listOrder),
    db.select({ n: count() }).from(activityApply).where(where),
    f,
  );
  return { list: rows.map(toApplyItem), total };
}

/**
 * Marks attendance (APPLY_TRANSITIONS checkIn) of a published activity: staff of the owning
 * department give the person's check-in code; the person gives the venue's QR key and checks in
 * their own sign-up.
 * @throws Fail 4001 neither code nor key; 4004 no such sign-up; 4003 not the owner / a wrong QR code; 4009 not enrolled (waiting, already attended) or the activity not published
 */
export async function checkIn(db: Db, user: AuthUser, input: { activityId: number; code?: string | undefined; key?: string | undefined }): Promise<ApplyItem> {
  const [a] = await db.select().from(activity).where(eq(activity.id, input.activityId));
  if (!a || (a.status === 'draft' && !owns(user, a))) throw notFound('活动不存在');
  let target: SQL;
  if (input.code !== undefined) {
    if (!owns(user, a)) throw forbidden('只有主办部门可以按签到码签到');
    target = eq(activityApply.checkCode, input.code);
  } else if (input.key !== undefined) {
    if (input.key !== a.venueKey) throw forbidden('签到二维码无效，请扫描活动现场的二维码');
    target = eq(activityApply.userId, user.id);
  } else throw invalid('请输入签到码');
  if (a.status !== 'published') throw conflict(`活动${ACTIVITY_STATUS_LABELS[a.status as ActivityStatus]}，不能签到`);
  const [ap] = await db
    .select()
    .from(activityApply)
    .where(and(eq(activityApply.activityId, a.id), target, ne(activityApply.status, 'cancelled')));
  if (!ap) throw notFound(input.code !== undefined ? '签到码不存在，请核对' : '您未报名该活动');
  if (ap.status === 'attended') throw conflict(`${ap.name}已签到，请勿重复签到`);
  if (!transitionAllowed(APPLY_TRANSITIONS, 'checkIn', ap.status as ApplyStatus)) throw conflict(`报名${APPLY_STATUS_LABELS[ap.status as ApplyStatus]}，不能签到`);
  const now = new Date();
  await applyWorkflow.fireOne(db, 'checkIn', { id: ap.id, status: ap.status }, { user, note: input.code !== undefined ? '签到码签到' : '扫码签到' }, { set: { checkedInAt: now, updatedAt: now } });
  const rows = await db.select(applyColumns).from(activityApply).innerJoin(activity, eq(activity.id, activityApply.activityId)).where(eq(activityApply.id, ap.id));
  return toApplyItem(rows[0]!);
}

/** Columns of the attendance export (报名与签到名单). */
export const APPLY_EXPORT_COLUMNS: ExportColumn<ApplyItem>[] = [
  { header: '序号', width: 6, value: (r) => r.id },
  { header: '报名人', width: 12, value: (r) => r.name },
  { header: '企业名称', width: 30, value: (r) => r.entName },
  { header: '手机号码', width: 14, value: (r) => r.phone },
  { header: '状态', width: 10, value: (r) => APPLY_STATUS_LABELS[r.status] + (r.position ? `（第${r.position}位）` : '') },
  { header: '签到码', width: 10, value: (r) => r.checkCode },
  { header: '报名时间', width: 20, value: (r) => r.createdAt },
  { header: '签到时间', width: 20, value: (r) => r.checkedInAt ?? '' },
];

/**
 * Every sign-up of an activity of the staff member's department, for the export, in list order.
 * @throws Fail 4004/4003 not found or not theirs
 */
export async function exportRows(db: Db, user: AuthUser, activityId: number): Promise<{ title: string; rows: ApplyItem[] }> {
  const a = await ownActivity(db, user, activityId);
  const rows = await db
    .select(applyColumns)
    .from(activityApply)
    .innerJoin(activity, eq(activity.id, activityApply.activityId))
    .where(eq(activityApply.activityId, activityId))
    .orderBy(...listOrder);
  return { title: a.title, rows: rows.map(toApplyItem) };
}
