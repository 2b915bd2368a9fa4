import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  COURSE_TRANSITIONS,
  courseDatesProblem,
  ENROL_TRANSITIONS,
  PRIVATE_VOCATIONAL_TRAINING,
  surveyDeadline,
  surveyYearOf,
  TRAINING_MODES,
  TRAINING_NEEDS,
  trainingSurveyLedger,
  type CourseAction,
  type CourseItem,
  type CourseStatus,
  type EnrolItem,
  type EnrolStatus,
  type EntUserItem,
  type ParsedInputOf,
  type ReportBar,
  type SurveyReport,
  type endpoints,
} from '@portal/api';
import { maskPersonalNumber } from '@portal/validators';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { isUniqueViolation } from '../../db/unique';
import { pageOf } from '../../db/paging';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay } from '../../http/time';
import { defineWorkflow } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { ownEnterpriseId } from '../enterprise/staff';
import { enterprise, industry, street } from '../enterprise/tables';
import type { LedgerEngine, LedgerServerOptions } from '../ledger/mount';
import { trainCourse, trainEnrol, trainingSurvey, trainLog } from './tables';

type CourseRow = typeof trainCourse.$inferSelect;

/** The answer (4003) to staff of another department. */
export const NOT_YOUR_COURSE = '只能管理本部门开设的培训课程';

/** Courses move only through COURSE_TRANSITIONS; every change is a row of train_log. */
export const courseWorkflow = defineWorkflow('trainCourse', COURSE_TRANSITIONS, {
  table: trainCourse,
  id: trainCourse.id,
  status: trainCourse.status,
  history: {
    table: trainLog,
    ref: trainLog.courseId,
    rows: (changes, { user, note }) => changes.map((c) => ({ courseId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
});

/** Enrolments move only through ENROL_TRANSITIONS; every change is a row of train_log (with the course). */
export const enrolWorkflow = defineWorkflow('trainEnrol', ENROL_TRANSITIONS, {
  table: trainEnrol,
  id: trainEnrol.id,
  status: trainEnrol.status,
  history: {
    table: trainLog,
    ref: trainLog.enrolId,
    rows: (changes, { user, note }) => changes.map((c) => ({ courseId: c.row.courseId, enrolId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
});

/** Whether enrolment is open on `today`: a published course before its deadline with a place left. */
const isOpen = (c: CourseRow, today: string) => c.status === 'published' && today <= c.enrolEnd && c.taken < c.capacity;

/** Courses as the contract gives them: completion counts and the caller enterprise's active enrolments. */
async function toItems(db: Db, user: AuthUser, rows: CourseRow[]): Promise<CourseItem[]> {
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({
            id: trainEnrol.courseId,
            completed: sql<number>`count(*) filter (where ${trainEnrol.status} = 'completed')`.mapWith(Number),
            mine: user.enterpriseId ? sql<number>`count(*) filter (where ${trainEnrol.status} <> 'cancelled' and ${trainEnrol.enterpriseId} = ${user.enterpriseId})`.mapWith(Number) : sql<number>`0`.mapWith(Number),
          })
          .from(trainEnrol)
          .where(inArray(trainEnrol.courseId, ids))
          .groupBy(trainEnrol.courseId);
  const by = new Map(counts.map((c) => [c.id, c]));
  const today = shanghaiDay();
  return rows.map((c) => ({
    id: c.id,
    title: c.title,
    kind: c.kind as CourseItem['kind'],
    occupation: c.occupation,
    place: c.place,
    startDate: c.startDate,
    endDate: c.endDate,
    enrolEnd: c.enrolEnd,
    hours: c.hours,
    capacity: c.capacity,
    content: c.content,
    status: c.status as CourseStatus,
    ownerDept: c.ownerDept,
    taken: c.taken,
    completed: by.get(c.id)?.completed ?? 0,
    open: isOpen(c, today),
    mine: by.get(c.id)?.mine ?? 0,
  }));
}

/** A page of courses meeting `where` in `order`, with the total. */
async function coursePage(db: Db, user: AuthUser, where: SQL | undefined, order: SQL[], f: { page: number; limit: number }) {
  const { list: rows, total } = await pageOf(
    db
      .select()
      .from(trainCourse)
      .where(where)
      .orderBy(...order, desc(trainCourse.id)),
    db.select({ n: count() }).from(trainCourse).where(where),
    f,
  );
  return { list: await toItems(db, user, rows), total };
}

/** The courses offered to enterprises: published ones by start date, then finished ones, newest first. */
export function offeredCourses(db: Db, user: AuthUser, f: ParsedInputOf<typeof endpoints.trainList>) {
  const where = and(inArray(trainCourse.status, ['published', 'finished']), f.kind ? eq(trainCourse.kind, f.kind) : undefined);
  return coursePage(db, user, where, [sql`${trainCourse.status} = 'finished'`, sql`case when ${trainCourse.status} = 'published' then ${trainCourse.startDate} end`, desc(trainCourse.startDate)], f);
}

/** The courses of the staff member's department, newest first. */
export function ownCourses(db: Db, user: AuthUser, f: ParsedInputOf<typeof endpoints.trainManageList>) {
  return coursePage(db, user, and(eq(trainCourse.ownerDept, user.deptName), f.status ? eq(trainCourse.status, f.status) : undefined), [desc(trainCourse.createdAt)], f);
}

/**
 * The course `id` of the staff member's department.
 * @throws Fail 4004 when it does not exist, 4003 when another department opened it
 */
async function ownCourse(db: Db, user: AuthUser, id: number): Promise<CourseRow> {
  const [c] = await db.select().from(trainCourse).where(eq(trainCourse.id, id));
  if (!c) throw notFound('培训课程不存在');
  if (c.ownerDept !== user.deptName) throw forbidden(NOT_YOUR_COURSE);
  return c;
}

/**
 * Creates a draft course of the staff member's department, or changes one of its drafts.
 * @throws Fail 4001 when the dates are out of order; 4003/4004 as {@link ownCourse}; 4009 when the course is no longer a draft
 */
export async function saveCourse(db: Db, user: AuthUser, input: ParsedInputOf<typeof endpoints.trainCourseSave>): Promise<CourseItem> {
  const { id, ...values } = input;
  const problem = courseDatesProblem(values);
  if (problem) throw invalid(problem.message);
  if (id === undefined) {
    const [row] = await db
      .insert(trainCourse)
      .values({ ...values, ownerDept: user.deptName, createdBy: user.id })
      .returning();
    return (await toItems(db, user, [row!]))[0]!;
  }
  await ownCourse(db, user, id);
  const [row] = await db
    .update(trainCourse)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(trainCourse.id, id), eq(trainCourse.status, 'draft')))
    .returning();
  if (!row) throw conflict('只能修改草稿状态的课程');
  return (await toItems(db, user, [row]))[0]!;
}

/** Fires a course action (发布, 结课) on a course of the staff member's department. */
export async function actOnCourse(db: Db, user: AuthUser, action: CourseAction, id: number) {
  const c = await ownCourse(db, user, id);
  const done = await courseWorkflow.fireOne(db, action, { id, status: c.status }, { user, note: '' });
  return { status: done.to as CourseStatus };
}

/**
 * Enrols employees of the caller's enterprise. The places are taken by one conditional update
 * (`taken + n <= capacity` on a published course before its deadline) in the transaction that
 * inserts the enrolments, so enrolments at the same instant never exceed the capacity: the one
 * that does not fit is refused whole.
 * @throws Fail 4004 unknown course; 4009 closed, not enough places, or a phone already enrolled in the course
 */
export async function enrol(db: Db, user: AuthUser, input: ParsedInputOf<typeof endpoints.trainEnrol>) {
  const entId = ownEnterpriseId(user);
  const phones = input.trainees.map((t) => t.phone);
  if (new Set(phones).size !== phones.length) throw invalid('同一手机号不能重复填写');
  const n = input.trainees.length;
  const today = shanghaiDay();
  try {
    return await db.transaction(async (tx) => {
      const [took] = await tx
        .update(trainCourse)
        .set({ taken: sql`${trainCourse.taken} + ${n}` })
        .where(and(eq(trainCourse.id, input.courseId), eq(trainCourse.status, 'published'), sql`${trainCourse.enrolEnd} >= ${today}`, sql`${trainCourse.taken} + ${n} <= ${trainCourse.capacity}`))
        .returning({ taken: trainCourse.taken, capacity: trainCourse.capacity });
      if (!took) {
        const [c] = await tx.select().from(trainCourse).where(eq(trainCourse.id, input.courseId));
        if (!c || c.status === 'draft') throw notFound('培训课程不存在');
        if (c.status !== 'published' || today > c.enrolEnd) throw conflict(`课程“${c.title}”已截止报名`);
        throw conflict(`课程“${c.title}”剩余名额${c.capacity - c.taken}个，不足${n}人，请减少报名人数`);
      }
      await tx.insert(trainEnrol).values(input.trainees.map((t) => ({ courseId: input.courseId, enterpriseId: entId, userId: user.id, name: t.name, phone: t.phone })));
      return { enrolled: n, taken: took.taken, capacity: took.capacity };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('有学员（手机号）已报名该课程，请勿重复报名');
    throw e;
  }
}

/** Enrolments joined to their course and enterprise, as the contract gives them. */
function enrolRows(db: Db) {
  return db
    .select({
      id: trainEnrol.id,
      courseId: trainEnrol.courseId,
      courseTitle: trainCourse.title,
      startDate: trainCourse.startDate,
      entName: enterprise.name,
      name: trainEnrol.name,
      phone: trainEnrol.phone,
      status: trainEnrol.status,
      createdAt: trainEnrol.createdAt,
      completedAt: trainEnrol.completedAt,
    })
    .from(trainEnrol)
    .innerJoin(trainCourse, eq(trainCourse.id, trainEnrol.courseId))
    .innerJoin(enterprise, eq(enterprise.id, trainEnrol.enterpriseId));
}

type EnrolRow = Awaited<ReturnType<ReturnType<typeof enrolRows>['where']>>[number];
const toEnrol = (r: EnrolRow): EnrolItem => ({ ...r, status: r.status as EnrolStatus, createdAt: formatDateTime(r.createdAt), completedAt: r.completedAt ? formatDateTime(r.completedAt) : null });

/** A page of enrolments meeting `where`. */
async function enrolPage(db: Db, where: SQL, order: SQL[], f: { page: number; limit: number }) {
  const { list: rows, total } = await pageOf(
    enrolRows(db)
      .where(where)
      .orderBy(...order, desc(trainEnrol.id)),
    db.select({ n: count() }).from(trainEnrol).where(where),
    f,
  );
  return { list: rows.map(toEnrol), total };
}

/** The enrolments of the caller's enterprise, newest first. */
export const myEnrolments = (db: Db, user: AuthUser, f: { page: number; limit: number }) => enrolPage(db, eq(trainEnrol.enterpriseId, ownEnterpriseId(user)), [], f);

/** The trainees of a course of the staff member's department: active ones first, in order of enrolment; cancelled ones last. */
export async function courseTrainees(db: Db, user: AuthUser, f: ParsedInputOf<typeof endpoints.trainEnrolList>) {
  await ownCourse(db, user, f.courseId);
  return enrolPage(db, eq(trainEnrol.courseId, f.courseId), [sql`${trainEnrol.status} = 'cancelled'`, asc(trainEnrol.id)], f);
}

/**
 * Cancels an enrolment of the caller's enterprise before its course starts; the place is freed
 * (`taken - 1`) in the same transaction.
 * @throws Fail 4004 unknown or another enterprise's; 4009 when the course has started or the enrolment is no longer active
 */
export async function cancelEnrolment(db: Db, user: AuthUser, id: number) {
  const entId = ownEnterpriseId(user);
  const [e] = await db.select({ status: trainEnrol.status, courseId: trainEnrol.courseId, entId: trainEnrol.enterpriseId, startDate: trainCourse.startDate }).from(trainEnrol).innerJoin(trainCourse, eq(trainCourse.id, trainEnrol.courseId)).where(eq(trainEnrol.id, id));
  if (!e || e.entId !== entId) throw notFound('报名记录不存在');
  if (shanghaiDay() >= e.startDate) throw conflict('课程已开课，不能取消报名');
  return db.transaction(async (tx) => {
    const done = await enrolWorkflow.fireOne(tx, 'cancel', { id, status: e.status }, { user, note: '' });
    await tx
      .update(trainCourse)
      .set({ taken: sql`${trainCourse.taken} - 1` })
      .where(eq(trainCourse.id, e.courseId));
    return { status: done.to as EnrolStatus };
  });
}

/**
 * Marks a trainee of a course of the staff member's department completed (结业).
 * @throws Fail 4004 unknown; 4003 another department's course; 4009 not enrolled (already completed or cancelled)
 */
export async function completeEnrolment(db: Db, user: AuthUser, id: number) {
  const [e] = await db.select({ status: trainEnrol.status, courseId: trainEnrol.courseId }).from(trainEnrol).where(eq(trainEnrol.id, id));
  if (!e) throw notFound('报名记录不存在');
  await ownCourse(db, user, e.courseId);
  const done = await enrolWorkflow.fireOne(db, 'complete', { id, status: e.status }, { user, note: '' }, { set: { completedAt: new Date() } });
  return { status: done.to as EnrolStatus };
}

/* The training-needs survey */

/** The register's server options: the enterprise's name, street and industry from the registry by credit code; a year filter; only registered enterprises' codes. */
export const surveyServer: LedgerServerOptions = {
  select: {
    entName: sql<string>`coalesce((select ${enterprise.name} from ${enterprise} where ${enterprise.creditCode} = ${trainingSurvey.creditCode}), '')`,
    streetName: sql<string>`coalesce((select ${street.name} from ${enterprise} join ${street} on ${street.code} = ${enterprise.streetCode} where ${enterprise.creditCode} = ${trainingSurvey.creditCode}), '')`,
    industryName: sql<string>`coalesce((select ${industry.name} from ${enterprise} join ${industry} on ${industry.code} = ${enterprise.industryCode} where ${enterprise.creditCode} = ${trainingSurvey.creditCode}), '')`,
  },
  derive: (row) => ({ entName: row.entName, streetName: row.streetName, industryName: row.industryName }),
  filters: { surveyYear: (v) => eq(trainingSurvey.year, Number(v)) },
  check: async (db, values) => {
    const [e] = await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.creditCode, String(values.creditCode)));
    return e ? undefined : invalid('统一社会信用代码：不是本区已登记的企业');
  },
};

/** The enterprise's survey of the open year (surveyYearOf today) and its answer. */
export async function mySurvey(db: Db, user: AuthUser) {
  const entId = ownEnterpriseId(user);
  const { year, deadline } = surveyYearOf(shanghaiDay());
  const [row] = await db
    .select({ s: trainingSurvey })
    .from(trainingSurvey)
    .innerJoin(enterprise, eq(enterprise.creditCode, trainingSurvey.creditCode))
    .where(and(eq(enterprise.id, entId), eq(trainingSurvey.year, year)));
  const s = row?.s;
  return {
    year,
    deadline,
    open: shanghaiDay() <= deadline,
    answer: s
      ? {
          needs: s.needs.split('、').filter(Boolean) as (typeof TRAINING_NEEDS)[number][],
          trainees: s.trainees,
          mode: s.mode as (typeof TRAINING_MODES)[number],
          contact: s.contact,
          phone: s.phone,
          remark: s.remark,
          updatedAt: formatDateTime(s.updatedAt),
        }
      : null,
  };
}

/**
 * Writes the enterprise's answer of the open year through the register's own save (the change
 * history, the one-per-year key): a new answer, or a change of its answer.
 * @throws Fail 4009 after the deadline (the answer stays as it was)
 */
export async function submitSurvey(db: Db, user: AuthUser, engine: LedgerEngine, input: ParsedInputOf<typeof endpoints.surveySubmit>) {
  const entId = ownEnterpriseId(user);
  const { year, deadline } = surveyYearOf(shanghaiDay());
  if (shanghaiDay() > deadline) throw conflict(`${year}年度培训需求调研已于${deadline}截止`);
  const [ent] = await db.select({ creditCode: enterprise.creditCode }).from(enterprise).where(eq(enterprise.id, entId));
  const [had] = await db.select({ id: trainingSurvey.id }).from(trainingSurvey).where(and(eq(trainingSurvey.creditCode, ent!.creditCode), eq(trainingSurvey.year, year)));
  const values = trainingSurveyLedger.record.parse({ ...input, needs: input.needs.join('、'), creditCode: ent!.creditCode, year });
  await engine.save(db, user, { ...values, ...(had ? { id: had.id } : {}) });
  return mySurvey(db, user);
}

/** Bars of `(name, count, trainees)` rows, in `order` with zeros when given, else most enterprises first. */
function bars(rows: { name: string; count: number; trainees: number }[], order?: readonly string[]): ReportBar[] {
  if (order) return order.map((name) => rows.find((r) => r.name === name) ?? { name, count: 0, trainees: 0 });
  return [...rows].sort((a, b) => b.count - a.count || b.trainees - a.trainees || a.name.localeCompare(b.name, 'zh-CN'));
}

/**
 * The report of survey year `year` (default: the open year), computed from its answers now:
 * counts per need (an answer with several needs counts in each), per mode, per industry section
 * and per street of the answering enterprises (answers of codes no longer registered count as 未登记).
 */
export async function surveyReportOf(db: Db, year?: number): Promise<SurveyReport> {
  const y = year ?? surveyYearOf(shanghaiDay()).year;
  const of = eq(trainingSurvey.year, y);
  const n = { count: sql<number>`count(*)`.mapWith(Number), trainees: sql<number>`coalesce(sum(${trainingSurvey.trainees}), 0)`.mapWith(Number) };
  const need = sql<string>`unnest(string_to_array(${trainingSurvey.needs}, '、'))`;
  const [totals, byNeed, byMode, byIndustry, byStreet] = await Promise.all([
    db.select(n).from(trainingSurvey).where(of),
    db
      .select({ name: sql<string>`need`, count: sql<number>`count(*)`.mapWith(Number), trainees: sql<number>`coalesce(sum(trainees), 0)`.mapWith(Number) })
      .from(sql`(select ${need} as need, ${trainingSurvey.trainees} as trainees from ${trainingSurvey} where ${of}) as needs`)
      .groupBy(sql`need`),
    db.select({ name: trainingSurvey.mode, ...n }).from(trainingSurvey).where(of).groupBy(trainingSurvey.mode),
    db
      .select({ name: sql<string>`coalesce(${industry.name}, '未登记')`, ...n })
      .from(trainingSurvey)
      .leftJoin(enterprise, eq(enterprise.creditCode, trainingSurvey.creditCode))
      .leftJoin(industry, eq(industry.code, enterprise.industryCode))
      .where(of)
      .groupBy(industry.name),
    db
      .select({ name: sql<string>`coalesce(${street.name}, '未登记')`, ...n })
      .from(trainingSurvey)
      .leftJoin(enterprise, eq(enterprise.creditCode, trainingSurvey.creditCode))
      .leftJoin(street, eq(street.code, enterprise.streetCode))
      .where(of)
      .groupBy(street.name),
  ]);
  return {
    year: y,
    deadline: surveyDeadline(y),
    answered: totals[0]?.count ?? 0,
    trainees: totals[0]?.trainees ?? 0,
    byNeed: bars(byNeed, TRAINING_NEEDS),
    byMode: bars(byMode, TRAINING_MODES),
    byIndustry: bars(byIndustry),
    byStreet: bars(byStreet),
  };
}

/** The rows of the report's export: one per bar, under its dimension. */
export function reportRows(r: SurveyReport): { dimension: string; name: string; count: number; trainees: number }[] {
  const part = (dimension: string, list: ReportBar[]) => list.map((b) => ({ dimension, ...b }));
  return [{ dimension: '合计', name: `${r.year}年度已填报企业`, count: r.answered, trainees: r.trainees }, ...part('培训需求类别', r.byNeed), ...part('期望培训方式', r.byMode), ...part('所属行业', r.byIndustry), ...part('所在街道', r.byStreet)];
}

/**
 * The accounts of the district's private vocational-training institutions (enterprises whose
 * type includes 民办职业培训机构), newest first; keyword on the institution's name, its credit code
 * (from the start) or the account name; the mobile masked.
 */
export async function trainingInstitutionUsers(db: Db, f: ParsedInputOf<typeof endpoints.entUserList>) {
  const kw = f.keyword ? likeLiteral(f.keyword) : undefined;
  const where = and(
    eq(appUser.userKind, 2),
    ne(appUser.status, 'deleted'),
    sql`${PRIVATE_VOCATIONAL_TRAINING} = any(string_to_array(${enterprise.enterpriseType}, ','))`,
    kw ? or(ilike(enterprise.name, `%${kw}%`), ilike(enterprise.creditCode, `${kw}%`), ilike(appUser.username, `%${kw}%`)) : undefined,
  );
  const base = () => db.select().from(appUser).innerJoin(enterprise, eq(enterprise.id, appUser.enterpriseId)).leftJoin(street, eq(street.code, enterprise.streetCode));
  const { list: rows, total } = await pageOf(
    base()
      .where(where)
      .orderBy(desc(appUser.createdAt), desc(appUser.id)),
    db.select({ n: count() }).from(appUser).innerJoin(enterprise, eq(enterprise.id, appUser.enterpriseId)).where(where),
    f,
  );
  const list: EntUserItem[] = rows.map(({ app_user: u, enterprise: e, street: s }) => ({
    id: u.id,
    username: u.username,
    nickName: u.nickName,
    phone: u.phonenumber ? maskPersonalNumber('mobile', u.phonenumber) : '',
    status: u.status,
    entName: e.name,
    creditCode: e.creditCode,
    streetName: s?.name ?? '',
    createdAt: formatDateTime(u.createdAt),
  }));
  return { list, total };
}
