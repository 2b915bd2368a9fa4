import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CODE, endpoints, type MAIL_TARGETS, type ReceivedFile, type ResponseItem } from '@portal/api';
import { maskPersonalNumber } from '@portal/validators';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { pageOf } from '../../db/paging';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay, startOfShanghaiDay } from '../../http/time';
import { permits } from '../../http/router';
import { directoryStorage } from '../files/storage';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { demand } from '../demand/tables';
import { enterprise } from '../enterprise/tables';
import { saveUpload } from '../files/service';
import { storedFile } from '../files/tables';
import { sendMessage, sendMessages } from '../messages/service';
import { noticeMessage } from '../notice/tables';
import { NOT_FOR_YOUR_ROLE } from '../personalData/service';
import { demandResponse, demandTrack, responseMail } from './tables';

/** Resume file types: pdf and word-processor documents (a subset of the upload types). */
const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'wps'];

/** Resume information given with a response (all optional; '' when not given). */
export interface ResumeInfo {
  education: string;
  school: string;
  major: string;
  graduateDate: string;
}

/**
 * An individual responds to an on-shelf job with a resume (stored through the file storage); the
 * enterprise's accounts receive a message (responseReceived) in the transaction of the response.
 * @throws Fail 4003 for accounts that are not individuals, 4004 for a job not on shelf,
 *   4009 when this person already responded to it, 4001 for a file that is not a resume type
 */
export async function addResponse(db: Db, config: Config, user: AuthUser, input: { demandId: number; note: string; file: ReceivedFile } & ResumeInfo): Promise<{ id: number }> {
  if (user.category !== 'person') throw forbidden('只有个人用户可以投递简历');
  const [job] = await db.select({ status: demand.status, postName: demand.postName, enterpriseId: demand.enterpriseId }).from(demand).where(eq(demand.id, input.demandId));
  if (!job || job.status !== 'on') throw notFound('岗位不存在或已下架');
  const [already] = await db.select({ id: demandResponse.id }).from(demandResponse).where(and(eq(demandResponse.userId, user.id), eq(demandResponse.demandId, input.demandId)));
  if (already) throw new Fail(CODE.conflict, '您已投递过该岗位');
  const ext = input.file.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!RESUME_EXTENSIONS.includes(ext)) throw invalid(`简历只能是 ${RESUME_EXTENSIONS.join('、')} 文件`);
  const saved = await saveUpload(db, directoryStorage(config.storageDir), input.file, user);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(demandResponse)
      .values({
        demandId: input.demandId,
        userId: user.id,
        resumeFileId: saved.id,
        note: input.note,
        education: input.education,
        school: input.school,
        major: input.major,
        graduateDate: input.graduateDate || null,
      })
      .returning({ id: demandResponse.id });
    await sendMessage(tx, { kind: 'responseReceived', to: { enterpriseId: job.enterpriseId }, facts: { id: input.demandId, name: job.postName, note: '' } });
    return { id: row!.id };
  });
}

/**
 * Tells the applicants of these responses (those with an account) what happened to them: one
 * business message each ({@link sendMessages}), in the caller's transaction.
 */
async function tellApplicants(tx: Db, kind: 'responseAllocated' | 'responseTracked', ids: number[], note: string, senderDept: string): Promise<void> {
  if (ids.length === 0) return;
  const rows = await tx
    .select({ id: demandResponse.id, userId: demandResponse.userId, postName: demand.postName })
    .from(demandResponse)
    .innerJoin(demand, eq(demand.id, demandResponse.demandId))
    .where(inArray(demandResponse.id, ids))
    .orderBy(demandResponse.id);
  await sendMessages(tx, rows.map((r) => ({ kind, to: { userId: r.userId }, facts: { id: r.id, name: r.postName, note }, senderDept })));
}

const applicant = alias(appUser, 'applicant');
const admin = alias(appUser, 'admin');
// Correlated subqueries name the outer table explicitly: drizzle leaves column names unqualified in
// queries without joins, where a bare "id" inside the subquery would mean the subquery's own table.
const hasTracks = sql`exists (select 1 from demand_track dt where dt.response_id = "demand_response"."id")`;
const trackCount = sql<number>`(select count(*) from demand_track dt where dt.response_id = "demand_response"."id")`.mapWith(Number);

/** The stage of a response from its data: tracked once it has a tracking record, allocated once it has a staff member, else submitted. */
const stageOf = (tracks: number, adminId: number | null): ResponseItem['stage'] => (tracks > 0 ? 'tracked' : adminId !== null ? 'allocated' : 'submitted');

/** The condition for one stage (see {@link stageOf}). */
const stageWhere = (stage: ResponseItem['stage']) =>
  stage === 'submitted' ? and(isNull(demandResponse.adminId), not(hasTracks)) : stage === 'allocated' ? and(isNotNull(demandResponse.adminId), not(hasTracks)) : hasTracks;

/**
 * Responses joined with their job, enterprise, applicant account (none when imported), resume
 * file and staff member, with their number of tracking records (a subquery per row; `tracks:
 * false` leaves it 0 for callers that count them in one grouped query, as the export does).
 */
function responseRows(db: Db, opts: { tracks: boolean } = { tracks: true }) {
  return db
    .select({
      id: demandResponse.id,
      demandId: demandResponse.demandId,
      postName: demand.postName,
      entName: enterprise.name,
      applicantName: sql<string>`coalesce(${applicant.name}, ${demandResponse.applicantName})`,
      applicantPhone: sql<string>`coalesce(${applicant.phonenumber}, ${demandResponse.applicantPhone})`,
      source: demandResponse.source,
      resumeName: storedFile.originalName,
      education: demandResponse.education,
      school: demandResponse.school,
      major: demandResponse.major,
      graduateDate: demandResponse.graduateDate,
      note: demandResponse.note,
      adminId: demandResponse.adminId,
      adminName: admin.name,
      tracks: opts.tracks ? trackCount : sql<number>`0`.mapWith(Number),
      hidden: demandResponse.hidden,
      createdAt: demandResponse.createdAt,
    })
    .from(demandResponse)
    .innerJoin(demand, eq(demand.id, demandResponse.demandId))
    .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
    .leftJoin(applicant, eq(applicant.id, demandResponse.userId))
    .leftJoin(storedFile, eq(storedFile.id, demandResponse.resumeFileId))
    .leftJoin(admin, eq(admin.id, demandResponse.adminId));
}
type ResponseRow = Awaited<ReturnType<ReturnType<typeof responseRows>['execute']>>[number];

/**
 * A response as answered: the applicant's mobile number masked (GB/T 35273-2020 section 7.2;
 * `maskPersonalNumber`) unless `full` (the applicant's own list, an export with full numbers).
 */
const toItem = (r: ResponseRow, full = false): ResponseItem => ({
  ...r,
  applicantPhone: full ? r.applicantPhone : maskPersonalNumber('mobile', r.applicantPhone),
  source: r.source === 'import' ? 'import' : 'online',
  resumeName: r.resumeName ?? '',
  graduateDate: r.graduateDate ?? '',
  adminName: r.adminName ?? '',
  stage: stageOf(r.tracks, r.adminId),
  createdAt: formatDateTime(r.createdAt),
});

/** A page of responses, newest first: `{ list, total }`; phone numbers masked unless `full` ({@link toItem}). */
async function pageOfResponses(db: Db, where: SQL | undefined, page: number, limit: number, full = false): Promise<{ list: ResponseItem[]; total: number }> {
  const { list: rows, total } = await pageOf(
    responseRows(db)
      .where(where)
      .orderBy(desc(demandResponse.createdAt), desc(demandResponse.id)),
    db
      .select({ n: count() })
      .from(demandResponse)
      .innerJoin(demand, eq(demand.id, demandResponse.demandId))
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .leftJoin(applicant, eq(applicant.id, demandResponse.userId))
      .where(where),
    { page, limit },
  );
  return { list: rows.map((r) => toItem(r, full)), total };
}

/** The person's own responses (their own phone number in full). */
export const listMine = (db: Db, userId: number, f: { page: number; limit: number }) => pageOfResponses(db, eq(demandResponse.userId, userId), f.page, f.limit, true);

/** Responses to the enterprise's jobs (optionally one job), hidden ones left out. */
export const listForEnterprise = (db: Db, enterpriseId: number, f: { page: number; limit: number; demandId?: number | undefined }) =>
  pageOfResponses(db, and(eq(demand.enterpriseId, enterpriseId), eq(demandResponse.hidden, false), f.demandId ? eq(demandResponse.demandId, f.demandId) : undefined), f.page, f.limit);

/** Filters of the staff's lists and export (endpoints.selectAllResponse). */
export interface ResponseFilter {
  stage?: ResponseItem['stage'] | undefined;
  keyword?: string | undefined;
  demandId?: number | undefined;
  adminId?: number | undefined;
  hidden?: boolean | undefined;
  id?: number | undefined;
}

const likeOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The condition of a staff filter; hidden responses only when `hidden` is true, else none of them (one response by `id`: whether hidden or not). */
function filterWhere(f: ResponseFilter): SQL | undefined {
  const like = f.keyword ? likeOf(f.keyword) : undefined;
  return and(
    f.id ? undefined : eq(demandResponse.hidden, f.hidden === true),
    f.stage ? stageWhere(f.stage) : undefined,
    f.demandId ? eq(demandResponse.demandId, f.demandId) : undefined,
    f.id ? eq(demandResponse.id, f.id) : undefined,
    f.adminId ? eq(demandResponse.adminId, f.adminId) : undefined,
    like ? or(ilike(demand.postName, like), ilike(enterprise.name, like), ilike(applicant.name, like), ilike(demandResponse.applicantName, like)) : undefined,
  );
}

/** Every response for staff, by stage, keyword (post, enterprise or applicant), job and staff member. */
export const listAll = (db: Db, f: ResponseFilter & { page: number; limit: number }) => pageOfResponses(db, filterWhere(f), f.page, f.limit);

/**
 * Pages of the filtered responses by ascending id (phone numbers masked unless `full`), for the streamed export (keysetPages of
 * http/xlsxStream.ts). Each page first picks its ids (the filter's joins only, in id order), then
 * reads those rows and counts their tracking records in one grouped query (a subquery per row
 * costs most of the time of a 100,000-row export).
 */
export const exportPage = (db: Db, f: ResponseFilter, full = false) => async (afterId: number, size: number) => {
  const ids = await db
    .select({ id: demandResponse.id })
    .from(demandResponse)
    .innerJoin(demand, eq(demand.id, demandResponse.demandId))
    .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
    .leftJoin(applicant, eq(applicant.id, demandResponse.userId))
    .where(and(filterWhere(f), gt(demandResponse.id, afterId)))
    .orderBy(asc(demandResponse.id))
    .limit(size);
  if (ids.length === 0) return [];
  const pageIds = ids.map((r) => r.id);
  const [rows, counts] = await Promise.all([
    responseRows(db, { tracks: false }).where(inArray(demandResponse.id, pageIds)).orderBy(asc(demandResponse.id)),
    db.select({ id: demandTrack.responseId, n: count() }).from(demandTrack).where(inArray(demandTrack.responseId, pageIds)).groupBy(demandTrack.responseId),
  ]);
  const tracks = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => toItem({ ...r, tracks: tracks.get(r.id) ?? 0 }, full));
};

/** Per job that received responses: counts by stage (hidden ones left out), newest response first. */
export async function summaryByDemand(db: Db, f: { page: number; limit: number; keyword?: string | undefined }) {
  const like = f.keyword ? likeOf(f.keyword) : undefined;
  const where = and(eq(demandResponse.hidden, false), like ? or(ilike(demand.postName, like), ilike(enterprise.name, like)) : undefined);
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const { list: rows, total } = await pageOf(
    db
      .select({
        demandId: demand.id,
        postName: demand.postName,
        entName: enterprise.name,
        responses: count(),
        submitted: n(stageWhere('submitted')!),
        allocated: n(stageWhere('allocated')!),
        tracked: n(hasTracks),
        latestAt: sql<Date>`max(${demandResponse.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      })
      .from(demandResponse)
      .innerJoin(demand, eq(demand.id, demandResponse.demandId))
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .where(where)
      .groupBy(demand.id, enterprise.name)
      .orderBy(sql`max(${demandResponse.createdAt}) desc`, desc(demand.id)),
    db
      .select({ n: sql<number>`count(distinct ${demandResponse.demandId})`.mapWith(Number) })
      .from(demandResponse)
      .innerJoin(demand, eq(demand.id, demandResponse.demandId))
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .where(where),
    f,
  );
  return { list: rows.map((r) => ({ ...r, latestAt: formatDateTime(r.latestAt) })), total };
}

const heldCount = sql<number>`(select count(*) from demand_response dr where dr.admin_id = "app_user"."id")`.mapWith(Number);
const activeStaff = and(eq(appUser.userKind, 1), eq(appUser.status, 'active'));

/** Government staff who can follow responses up, with how many each has. */
export function allocationCandidates(db: Db) {
  return db.select({ userId: appUser.id, name: appUser.name, deptName: appUser.deptName, responses: heldCount }).from(appUser).where(activeStaff).orderBy(appUser.id);
}

/** The staff of {@link allocationCandidates} grouped by department, departments by name. */
export async function staffGroups(db: Db) {
  const rows = await allocationCandidates(db);
  const groups = new Map<string, { userId: number; name: string; responses: number }[]>();
  for (const r of [...rows].sort((a, b) => a.deptName.localeCompare(b.deptName, 'zh-CN') || a.userId - b.userId)) {
    const dept = r.deptName || '未设置部门';
    groups.set(dept, [...(groups.get(dept) ?? []), { userId: r.userId, name: r.name, responses: r.responses }]);
  }
  return [...groups].map(([deptName, staff]) => ({ deptName, staff }));
}

/**
 * Checks that every id is a response.
 * @throws Fail 4004 naming the first missing one
 */
async function assertResponses(db: Db, ids: number[]) {
  const rows = await db.select({ id: demandResponse.id, adminId: demandResponse.adminId, tracked: sql<boolean>`${hasTracks}` }).from(demandResponse).where(inArray(demandResponse.id, ids));
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw notFound(`投递记录（编号${missing}）不存在`);
  return rows;
}

/**
 * Allocates responses to a staff member (or moves them from another one); each applicant whose
 * response gets a new staff member receives a message (responseAllocated) in the same transaction.
 * @throws Fail 4001 when `adminId` is not an active government account, 4004 for an unknown response
 */
export async function allocate(db: Db, ids: number[], adminId: number): Promise<{ updated: number }> {
  const [staffRow] = await db.select({ id: appUser.id, name: appUser.name, deptName: appUser.deptName }).from(appUser).where(and(eq(appUser.id, adminId), activeStaff));
  if (!staffRow) throw invalid('请选择有效的工作人员');
  const before = await assertResponses(db, ids);
  return db.transaction(async (tx) => {
    const rows = await tx.update(demandResponse).set({ adminId, allocatedAt: new Date() }).where(inArray(demandResponse.id, ids)).returning({ id: demandResponse.id });
    // the applicant hears of a new staff member, not of the same one allocated again
    await tellApplicants(tx, 'responseAllocated', before.filter((r) => r.adminId !== adminId).map((r) => r.id), staffRow.name, staffRow.deptName);
    return { updated: rows.length };
  });
}

/**
 * Unbinds responses from their staff member, back to 待分配. All or none: a response with
 * tracking records keeps its staff member (allocate it to someone else instead).
 * @throws Fail 4004 for an unknown response, 4009 when one has tracking records
 */
export async function unbind(db: Db, ids: number[]): Promise<{ updated: number }> {
  const rows = await assertResponses(db, ids);
  const tracked = rows.find((r) => r.tracked);
  if (tracked) throw new Fail(CODE.conflict, `投递（编号${tracked.id}）已有跟踪记录，不能解绑，可改派给其他工作人员`);
  const done = await db
    .update(demandResponse)
    .set({ adminId: null, allocatedAt: null })
    .where(and(inArray(demandResponse.id, ids), isNotNull(demandResponse.adminId)))
    .returning({ id: demandResponse.id });
  return { updated: done.length };
}

/** Hides responses from every list but the hidden filter, or shows them again. @throws Fail 4004 for an unknown response */
export async function setHidden(db: Db, ids: number[], hidden: boolean): Promise<{ updated: number }> {
  await assertResponses(db, ids);
  const rows = await db.update(demandResponse).set({ hidden }).where(and(inArray(demandResponse.id, ids), eq(demandResponse.hidden, !hidden))).returning({ id: demandResponse.id });
  return { updated: rows.length };
}

/** The department whose staff take automatic allocations (SPEC.md section 6: 就业中心, employment centre). */
export const EMPLOYMENT_CENTRE = '就业中心';

/**
 * Automatic allocation (automationAllocation). The rule:
 * - who: every active government account of the employment centre ({@link EMPLOYMENT_CENTRE}),
 *   by department name or by a role of that name;
 * - what: every response that has no staff member and is not hidden, oldest first;
 * - how: each response goes to the staff member who holds the fewest responses at that moment
 *   (responses allocated before, by hand or automatically, count), ties to the smaller user id.
 *   So the staff's loads even out: after a run no one holds more than one response above the
 *   least loaded, unless they already did before it.
 * Runs in one transaction; responses allocated meanwhile by someone else are left alone. Each
 * applicant with an account receives a message (responseAllocated) in that transaction.
 * @throws Fail 4009 when the employment centre has no active staff
 */
export async function autoAllocate(db: Db): Promise<{ updated: number; staff: { userId: number; name: string; added: number; responses: number }[] }> {
  return db.transaction(async (tx) => {
    const staff = await tx
      .select({ userId: appUser.id, name: appUser.name, deptName: appUser.deptName, responses: heldCount })
      .from(appUser)
      .where(and(activeStaff, or(eq(appUser.deptName, EMPLOYMENT_CENTRE), sql`${EMPLOYMENT_CENTRE} = any(${appUser.roles})`)))
      .orderBy(appUser.id);
    if (staff.length === 0) throw new Fail(CODE.conflict, `${EMPLOYMENT_CENTRE}没有可分配的工作人员`);
    const waiting = await tx
      .select({ id: demandResponse.id })
      .from(demandResponse)
      .where(and(isNull(demandResponse.adminId), eq(demandResponse.hidden, false)))
      .orderBy(asc(demandResponse.createdAt), asc(demandResponse.id));
    const load = staff.map((s) => ({ ...s, added: [] as number[] }));
    for (const r of waiting) {
      const next = load.reduce((min, s) => (s.responses + s.added.length < min.responses + min.added.length ? s : min));
      next.added.push(r.id);
    }
    const now = new Date();
    let updated = 0;
    for (const s of load) {
      if (s.added.length === 0) continue;
      const done = await tx
        .update(demandResponse)
        .set({ adminId: s.userId, allocatedAt: now })
        .where(and(inArray(demandResponse.id, s.added), isNull(demandResponse.adminId)))
        .returning({ id: demandResponse.id });
      updated += done.length;
      await tellApplicants(tx, 'responseAllocated', done.map((d) => d.id), s.name, s.deptName);
    }
    return { updated, staff: load.map((s) => ({ userId: s.userId, name: s.name, added: s.added.length, responses: s.responses + s.added.length })) };
  });
}

/**
 * The response if `user` may see it: its applicant, the enterprise owning the job, or staff.
 * @throws Fail 4004 when missing, 4003 for anyone else
 */
export async function visibleResponse(db: Db, id: number, user: AuthUser) {
  const [row] = await db
    .select({
      id: demandResponse.id,
      demandId: demandResponse.demandId,
      userId: demandResponse.userId,
      adminId: demandResponse.adminId,
      enterpriseId: demand.enterpriseId,
      fileKey: storedFile.storageKey,
      fileName: storedFile.originalName,
      mimeType: storedFile.mimeType,
    })
    .from(demandResponse)
    .innerJoin(demand, eq(demand.id, demandResponse.demandId))
    .leftJoin(storedFile, eq(storedFile.id, demandResponse.resumeFileId))
    .where(eq(demandResponse.id, id));
  if (!row) throw notFound('投递记录不存在');
  const allowed = user.userKind === 1 || (row.userId !== null && row.userId === user.id) || (user.userKind === 2 && user.enterpriseId === row.enterpriseId);
  if (!allowed) throw forbidden();
  return row;
}

/** The resume file of a response. @throws Fail 4004 when the response was imported (no file) */
export async function resumeOf(db: Db, user: AuthUser, id: number) {
  const row = await visibleResponse(db, id, user);
  if (!row.fileKey) throw notFound('该投递为导入的简历信息，没有简历文件');
  return { key: row.fileKey, name: row.fileName ?? '简历', mimeType: row.mimeType ?? 'application/octet-stream' };
}

/**
 * Adds a tracking record to an allocated response; its applicant (with an account) receives it as
 * a message (responseTracked) in the same transaction.
 * @throws Fail 4003 for enterprises and individuals (staff only, by the endpoint), 4009 when the response is not allocated yet
 */
export async function addTrack(db: Db, user: AuthUser, id: number, content: string): Promise<{ id: number }> {
  const row = await visibleResponse(db, id, user);
  if (row.adminId === null) throw new Fail(CODE.conflict, '请先分配后再添加跟踪记录');
  return db.transaction(async (tx) => {
    const [t] = await tx.insert(demandTrack).values({ responseId: id, userId: user.id, content }).returning({ id: demandTrack.id });
    await tellApplicants(tx, 'responseTracked', [id], content, user.deptName);
    return { id: t!.id };
  });
}

/** The tracking records of a response, oldest first. */
export async function tracksOf(db: Db, user: AuthUser, id: number) {
  await visibleResponse(db, id, user);
  const rows = await db
    .select({ id: demandTrack.id, content: demandTrack.content, userName: appUser.name, createdAt: demandTrack.createdAt, confirmedAt: demandTrack.confirmedAt })
    .from(demandTrack)
    .leftJoin(appUser, eq(appUser.id, demandTrack.userId))
    .where(eq(demandTrack.responseId, id))
    .orderBy(demandTrack.createdAt, demandTrack.id);
  return rows.map((r) => ({ ...r, userName: r.userName ?? '', createdAt: formatDateTime(r.createdAt), confirmedAt: r.confirmedAt ? formatDateTime(r.confirmedAt) : null }));
}

/**
 * The applicant confirms a tracking record of their own response.
 * @throws Fail 4004 when missing, 4003 when the response is someone else's, 4009 when already confirmed
 */
export async function confirmTrack(db: Db, user: AuthUser, trackId: number): Promise<{ confirmedAt: string }> {
  const [row] = await db
    .select({ userId: demandResponse.userId, confirmedAt: demandTrack.confirmedAt })
    .from(demandTrack)
    .innerJoin(demandResponse, eq(demandResponse.id, demandTrack.responseId))
    .where(eq(demandTrack.id, trackId));
  if (!row) throw notFound('跟踪记录不存在');
  if (row.userId !== user.id) throw forbidden('只能确认本人投递的跟踪记录');
  if (row.confirmedAt) throw new Fail(CODE.conflict, '该跟踪记录已确认');
  const now = new Date();
  await db.update(demandTrack).set({ confirmedAt: now }).where(and(eq(demandTrack.id, trackId), isNull(demandTrack.confirmedAt)));
  return { confirmedAt: formatDateTime(now) };
}

/** Before responding: whether the individual already responded to the job, and the file name of their latest resume. */
export async function checkBeforeResponding(db: Db, userId: number, demandId: number) {
  const [mine] = await db
    .select({ id: demandResponse.id, adminId: demandResponse.adminId, tracks: trackCount })
    .from(demandResponse)
    .where(and(eq(demandResponse.userId, userId), eq(demandResponse.demandId, demandId)));
  const [last] = await db
    .select({ name: storedFile.originalName })
    .from(demandResponse)
    .innerJoin(storedFile, eq(storedFile.id, demandResponse.resumeFileId))
    .where(eq(demandResponse.userId, userId))
    .orderBy(desc(demandResponse.createdAt), desc(demandResponse.id))
    .limit(1);
  return { responded: mine !== undefined, responseId: mine?.id ?? null, stage: mine ? stageOf(mine.tracks, mine.adminId) : null, lastResumeName: last?.name ?? '' };
}

/**
 * Deletes a response: its applicant may withdraw it while nobody follows it up; staff may delete any.
 * @throws Fail 4004 when missing, 4003 for others (enterprises included), 4009 when the applicant's response is already allocated
 */
export async function deleteResponse(db: Db, user: AuthUser, id: number): Promise<null> {
  const row = await visibleResponse(db, id, user);
  if (user.userKind === 2) throw forbidden('企业不能删除求职者的投递');
  if (user.userKind !== 1 && row.adminId !== null) throw new Fail(CODE.conflict, '工作人员已在跟进该投递，不能撤回');
  await db.delete(demandResponse).where(eq(demandResponse.id, id));
  return null;
}

/**
 * Sends an in-site mail about a response to its applicant or to every active account of the
 * enterprise that posted the job: a message in each recipient's 我的消息 (notice_message) with
 * a link to where they follow the response, and a record for selectNotice.
 * @throws Fail 4004 when the response is missing, 4009 when there is nobody to receive it
 *   (an imported resume has no account)
 */
export async function sendMail(db: Db, sender: AuthUser, input: { id: number; to: (typeof MAIL_TARGETS)[number]; title: string; content: string }): Promise<{ sent: number }> {
  const row = await visibleResponse(db, input.id, sender);
  const recipients =
    input.to === 'applicant'
      ? row.userId === null
        ? []
        : [row.userId]
      : (await db.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.userKind, 2), eq(appUser.enterpriseId, row.enterpriseId), eq(appUser.status, 'active')))).map((u) => u.id);
  if (recipients.length === 0) throw new Fail(CODE.conflict, input.to === 'applicant' ? '导入的简历没有平台账号，无法给求职者发站内信' : '该企业没有可接收站内信的账号');
  const link = input.to === 'applicant' ? `/myResponse?id=${row.id}` : `/entDemandDetail?id=${row.demandId}`;
  const [me] = await db.select({ deptName: appUser.deptName }).from(appUser).where(eq(appUser.id, sender.id));
  await db.transaction(async (tx) => {
    await tx.insert(noticeMessage).values(recipients.map((userId) => ({ userId, title: input.title, content: input.content, senderDept: me?.deptName ?? '', link })));
    await tx.insert(responseMail).values({ responseId: row.id, target: input.to, recipients: recipients.length, title: input.title, content: input.content, senderId: sender.id });
  });
  return { sent: recipients.length };
}

/** The in-site mails sent about a response, newest first. */
export async function mailsOf(db: Db, user: AuthUser, id: number) {
  await visibleResponse(db, id, user);
  const rows = await db
    .select({ id: responseMail.id, to: responseMail.target, recipients: responseMail.recipients, title: responseMail.title, content: responseMail.content, senderName: appUser.name, createdAt: responseMail.createdAt })
    .from(responseMail)
    .leftJoin(appUser, eq(appUser.id, responseMail.senderId))
    .where(eq(responseMail.responseId, id))
    .orderBy(desc(responseMail.createdAt), desc(responseMail.id));
  return rows.map((r) => ({ ...r, to: r.to === 'enterprise' ? ('enterprise' as const) : ('applicant' as const), senderName: r.senderName ?? '', createdAt: formatDateTime(r.createdAt) }));
}

/** A name with all but its first character masked: 张伟 → 张*, 欧阳娜娜 → 欧***. */
export const maskName = (name: string) => (name ? [...name][0] + '*'.repeat(Math.max(1, [...name].length - 1)) : '*');

/** The latest 10 visible responses with masked names, and how many there are, for the public job pages. */
export async function latestPublic(db: Db) {
  const { list: rows, total } = await pageOf(
    responseRows(db).where(eq(demandResponse.hidden, false)).orderBy(desc(demandResponse.createdAt), desc(demandResponse.id)),
    db.select({ n: count() }).from(demandResponse).where(eq(demandResponse.hidden, false)),
    { page: 1, limit: 10 },
  );
  return { total, list: rows.map((r) => ({ applicant: maskName(r.applicantName), postName: r.postName, entName: r.entName, createdAt: formatDateTime(r.createdAt) })) };
}

/** Counts for the staff's statistics panel (endpoints.getStatistics). */
export async function statistics(db: Db, now = new Date()) {
  const monthStart = startOfShanghaiDay(`${shanghaiDay(now).slice(0, 8)}01`);
  const n = (cond: SQL | undefined) => sql<number>`count(*) filter (where ${cond ?? sql`true`})`.mapWith(Number);
  const visible = eq(demandResponse.hidden, false);
  const [[c], byStaff] = await Promise.all([
    db
      .select({
        total: n(visible),
        submitted: n(and(visible, stageWhere('submitted'))),
        allocated: n(and(visible, stageWhere('allocated'))),
        tracked: n(and(visible, hasTracks)),
        hidden: n(eq(demandResponse.hidden, true)),
        imported: n(and(visible, eq(demandResponse.source, 'import'))),
        thisMonth: n(and(visible, sql`${demandResponse.createdAt} >= ${monthStart.toISOString()}`)),
      })
      .from(demandResponse),
    db
      .select({ userId: appUser.id, name: appUser.name, responses: count(), tracked: n(hasTracks) })
      .from(demandResponse)
      .innerJoin(appUser, eq(appUser.id, demandResponse.adminId))
      .where(visible)
      .groupBy(appUser.id)
      .orderBy(desc(count()), appUser.id),
  ]);
  return { ...c!, byStaff };
}

/** Applicants by graduation year (responses with a graduation date, hidden ones left out), years ascending. */
export async function graduationYears(db: Db) {
  const year = sql<string>`to_char(${demandResponse.graduateDate}, 'YYYY')`;
  return db
    .select({ year, count: count() })
    .from(demandResponse)
    .where(and(eq(demandResponse.hidden, false), isNotNull(demandResponse.graduateDate)))
    .groupBy(year)
    .orderBy(year);
}

/**
 * The whole phone number of response `id` for the reveal (personalData/service.ts logs it): staff
 * of the employment service, who allocate and track responses and call the applicants, and the
 * enterprise whose job it answers, which invites them to interviews; whose: the applicant's name.
 * @throws Fail 4004 when there is no such response, 4003 for anyone else
 */
export async function revealResponsePhone(db: Db, user: AuthUser, id: number): Promise<{ value: string; subject: string }> {
  const [row] = await responseRows(db, { tracks: false }).where(eq(demandResponse.id, id));
  if (!row) throw notFound('投递记录不存在');
  const [owner] = await db.select({ enterpriseId: demand.enterpriseId }).from(demand).where(eq(demand.id, row.demandId));
  const staff = permits(endpoints.selectAllResponse, user);
  const ownJob = user.userKind === 2 && user.enterpriseId !== null && owner?.enterpriseId === user.enterpriseId;
  if (!staff && !ownJob) throw forbidden(NOT_FOR_YOUR_ROLE);
  return { value: row.applicantPhone, subject: row.applicantName };
}
