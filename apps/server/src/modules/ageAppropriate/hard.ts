import { and, asc, count, desc, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import { ASSISTANCE_KINDS, type DifficultyCategory, type HardPersonItem, type HardTimelineKind, type WORK_STATUSES } from '@portal/api';
import { maskPersonalNumber } from '@portal/validators';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import { derivePerson } from './service';
import { hardProfile, hardTimeline, targetPerson } from './tables';

/**
 * 就业困难人员 (/hard-list, /hard-detail; issue 16, docs/questionnaires.md): the target people of
 * category 就业困难人员, their recognition (hard_profile) and the timeline of assistance and
 * status changes (hard_timeline); and `/api/system/work`, setting employment status in bulk.
 */

type WorkStatus = (typeof WORK_STATUSES)[number];
const HARD = '就业困难人员';

/** Assistance per person: how many records of assistance (not the server's own notes) and the latest day. */
const assistance = (db: Db) =>
  db
    .select({ personId: hardTimeline.personId, n: count().as('n'), last: max(hardTimeline.happenedOn).as('last') })
    .from(hardTimeline)
    .where(inArray(hardTimeline.kind, ASSISTANCE_KINDS))
    .groupBy(hardTimeline.personId)
    .as('assistance');

/** Registered people with their recognition and assistance, one row each, to filter and order; `last` is the latest assistance day. */
function hardRows(db: Db) {
  const a = assistance(db);
  const query = db
    .select({ p: targetPerson, difficulty: hardProfile.difficulty, recognizedOn: hardProfile.recognizedOn, n: a.n, last: a.last })
    .from(targetPerson)
    .leftJoin(hardProfile, eq(hardProfile.personId, targetPerson.id))
    .leftJoin(a, eq(a.personId, targetPerson.id));
  return { query, last: a.last };
}

/** The list row of a person: numbers masked (GB/T 35273-2020 section 7.2), age from the identity number. */
function toItem(row: { p: typeof targetPerson.$inferSelect; difficulty: string | null; recognizedOn: string | null; n: number | null; last: string | null }): HardPersonItem {
  const { p } = row;
  return {
    id: p.id,
    name: p.name,
    idCard: maskPersonalNumber('idCard', p.idCard),
    phone: maskPersonalNumber('mobile', p.phone),
    street: p.street,
    community: p.community,
    workStatus: p.workStatus as WorkStatus,
    age: derivePerson(p).age,
    difficulty: row.difficulty as DifficultyCategory | null,
    recognizedOn: row.recognizedOn,
    assistanceCount: Number(row.n ?? 0),
    lastAssistedOn: row.last,
  };
}

/**
 * A page of people with employment difficulties, those never assisted first, then by the latest
 * assistance (oldest first: who has waited longest), street and name.
 */
export async function listHard(db: Db, f: { page: number; limit: number; keyword?: string; difficulty?: DifficultyCategory; workStatus?: WorkStatus }) {
  const where = and(
    eq(targetPerson.category, HARD),
    f.keyword ? or(ilike(targetPerson.name, `%${likeLiteral(f.keyword)}%`), ilike(targetPerson.street, `%${likeLiteral(f.keyword)}%`)) : undefined,
    f.difficulty ? eq(hardProfile.difficulty, f.difficulty) : undefined,
    f.workStatus ? eq(targetPerson.workStatus, f.workStatus) : undefined,
  );
  const { query, last } = hardRows(db);
  const { list: rows, total } = await pageOf(
    query
      .where(where)
      .orderBy(sql`${last} asc nulls first`, asc(targetPerson.street), asc(targetPerson.name), asc(targetPerson.id)),
    db.select({ n: count() }).from(targetPerson).leftJoin(hardProfile, eq(hardProfile.personId, targetPerson.id)).where(where),
    f,
  );
  return { list: rows.map(toItem), total };
}

/**
 * One person with employment difficulties and the whole timeline, newest first.
 * @throws Fail 4004 when `id` is not a registered person of category 就业困难人员
 */
export async function hardDetail(db: Db, id: number) {
  const [row] = await hardRows(db).query.where(and(eq(targetPerson.id, id), eq(targetPerson.category, HARD)));
  if (!row) throw notFound('未找到该就业困难人员');
  const timeline = await db.select().from(hardTimeline).where(eq(hardTimeline.personId, id)).orderBy(desc(hardTimeline.happenedOn), desc(hardTimeline.id));
  return {
    ...toItem(row),
    sex: derivePerson(row.p).sex as '男' | '女',
    skills: row.p.skills,
    timeline: timeline.map((e) => ({ id: e.id, kind: e.kind as HardTimelineKind, happenedOn: e.happenedOn, content: e.content, userName: e.userName, createdAt: formatDateTime(e.createdAt) })),
  };
}

/**
 * Locks a person of category 就业困难人员 for a change in `tx`.
 * @throws Fail 4004 when there is none with `id`
 */
async function lockHard(tx: Db, id: number): Promise<void> {
  const [p] = await tx.select({ id: targetPerson.id }).from(targetPerson).where(and(eq(targetPerson.id, id), eq(targetPerson.category, HARD))).for('update');
  if (!p) throw notFound('未找到该就业困难人员');
}

const note = (user: AuthUser, personId: number, kind: HardTimelineKind, happenedOn: string, content: string) => ({ personId, kind, happenedOn, content, userId: user.id, userName: user.name });

/** Saves (or changes) a person's recognition and notes it on the timeline, in one transaction. @throws Fail 4004 as {@link lockHard} */
export async function recognizeHard(db: Db, user: AuthUser, input: { personId: number; difficulty: DifficultyCategory; recognizedOn: string }): Promise<null> {
  await db.transaction(async (tx) => {
    await lockHard(tx, input.personId);
    const values = { difficulty: input.difficulty, recognizedOn: input.recognizedOn, userId: user.id, updatedAt: new Date() };
    await tx.insert(hardProfile).values({ personId: input.personId, ...values }).onConflictDoUpdate({ target: hardProfile.personId, set: values });
    await tx.insert(hardTimeline).values(note(user, input.personId, '困难认定', input.recognizedOn, `认定为就业困难人员，困难类别：${input.difficulty}`));
  });
  return null;
}

/** Adds an assistance record. @throws Fail 4004 as {@link lockHard} */
export async function assistHard(db: Db, user: AuthUser, input: { personId: number; kind: HardTimelineKind; happenedOn: string; content: string }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    await lockHard(tx, input.personId);
    const [row] = await tx.insert(hardTimeline).values(note(user, input.personId, input.kind, input.happenedOn, input.content)).returning({ id: hardTimeline.id });
    return { id: row!.id };
  });
}

/**
 * Sets the employment status of registered people (`/api/system/work`): those whose status changes
 * are updated and get a timeline note 'A → B', under a row lock so two staff changing one person
 * at once each note the change they made.
 * @throws Fail 4004 when an id is not registered (nothing is changed)
 */
export async function setWorkStatus(db: Db, user: AuthUser, ids: readonly number[], workStatus: WorkStatus): Promise<{ changed: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await tx.select({ id: targetPerson.id, workStatus: targetPerson.workStatus }).from(targetPerson).where(inArray(targetPerson.id, unique)).orderBy(asc(targetPerson.id)).for('update');
    if (rows.length !== unique.length) throw notFound('有人员不存在或已删除，请刷新后重试');
    const changing = rows.filter((r) => r.workStatus !== workStatus);
    if (changing.length === 0) return { changed: 0 };
    await tx.update(targetPerson).set({ workStatus, updatedAt: new Date() }).where(inArray(targetPerson.id, changing.map((r) => r.id)));
    const day = shanghaiDay(new Date());
    await tx.insert(hardTimeline).values(changing.map((r) => note(user, r.id, '就业状态变更', day, `就业状态：${r.workStatus} → ${workStatus}`)));
    return { changed: changing.length };
  });
}
