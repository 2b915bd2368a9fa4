import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { CODE, type ReceivedFile, type ResponseItem } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { Fail, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { directoryStorage } from '../account/licence';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { demand } from '../demand/tables';
import { enterprise } from '../enterprise/tables';
import { saveUpload } from '../files/service';
import { storedFile } from '../files/tables';
import { demandResponse, demandTrack } from './tables';

/** Resume file types: pdf and word-processor documents (a subset of the upload types). */
const RESUME_EXTENSIONS = ['pdf', 'doc', 'docx', 'wps'];

/**
 * An individual responds to an on-shelf job with a resume (stored through the file storage).
 * @throws Fail 4003 for accounts that are not individuals, 4004 for a job not on shelf,
 *   4009 when this person already responded to it, 4001 for a file that is not a resume type
 */
export async function addResponse(db: Db, config: Config, user: AuthUser, input: { demandId: number; note: string; file: ReceivedFile }): Promise<{ id: number }> {
  if (user.category !== 'person') throw forbidden('只有个人用户可以投递简历');
  const [job] = await db.select({ status: demand.status }).from(demand).where(eq(demand.id, input.demandId));
  if (!job || job.status !== 'on') throw notFound('岗位不存在或已下架');
  const [already] = await db.select({ id: demandResponse.id }).from(demandResponse).where(and(eq(demandResponse.userId, user.id), eq(demandResponse.demandId, input.demandId)));
  if (already) throw new Fail(CODE.conflict, '您已投递过该岗位');
  const ext = input.file.filename.split('.').pop()?.toLowerCase() ?? '';
  if (!RESUME_EXTENSIONS.includes(ext)) throw invalid(`简历只能是 ${RESUME_EXTENSIONS.join('、')} 文件`);
  const saved = await saveUpload(db, directoryStorage(config.storageDir), input.file, user);
  const [row] = await db.insert(demandResponse).values({ demandId: input.demandId, userId: user.id, resumeFileId: saved.id, note: input.note }).returning({ id: demandResponse.id });
  return { id: row!.id };
}

const applicant = alias(appUser, 'applicant');
const admin = alias(appUser, 'admin');
const trackCount = sql<number>`(select count(*) from ${demandTrack} where ${demandTrack.responseId} = ${demandResponse.id})`.mapWith(Number);

/** A page of responses with their job, enterprise, applicant, resume name, staff member and number of tracking records. */
async function pageOfResponses(db: Db, where: SQL | undefined, page: number, limit: number): Promise<{ list: ResponseItem[]; total: number }> {
  const from = () =>
    db
      .select({
        id: demandResponse.id,
        demandId: demandResponse.demandId,
        postName: demand.postName,
        entName: enterprise.name,
        applicantName: applicant.name,
        applicantPhone: applicant.phonenumber,
        resumeName: storedFile.originalName,
        note: demandResponse.note,
        adminName: admin.name,
        adminId: demandResponse.adminId,
        tracks: trackCount,
        createdAt: demandResponse.createdAt,
      })
      .from(demandResponse)
      .innerJoin(demand, eq(demand.id, demandResponse.demandId))
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .innerJoin(applicant, eq(applicant.id, demandResponse.userId))
      .innerJoin(storedFile, eq(storedFile.id, demandResponse.resumeFileId))
      .leftJoin(admin, eq(admin.id, demandResponse.adminId));
  const [rows, [total]] = await Promise.all([
    from().where(where).orderBy(desc(demandResponse.createdAt), desc(demandResponse.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(demandResponse).innerJoin(demand, eq(demand.id, demandResponse.demandId)).innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId)).innerJoin(applicant, eq(applicant.id, demandResponse.userId)).where(where),
  ]);
  return {
    list: rows.map(({ adminId, ...r }) => ({ ...r, adminName: r.adminName ?? '', stage: r.tracks > 0 ? 'tracked' : adminId !== null ? 'allocated' : 'submitted', createdAt: formatDateTime(r.createdAt) })),
    total: total?.n ?? 0,
  };
}

/** The person's own responses. */
export const listMine = (db: Db, userId: number, f: { page: number; limit: number }) => pageOfResponses(db, eq(demandResponse.userId, userId), f.page, f.limit);

/** Responses to the enterprise's jobs (optionally one job). */
export const listForEnterprise = (db: Db, enterpriseId: number, f: { page: number; limit: number; demandId?: number | undefined }) =>
  pageOfResponses(db, and(eq(demand.enterpriseId, enterpriseId), f.demandId ? eq(demandResponse.demandId, f.demandId) : undefined), f.page, f.limit);

/** Every response for staff, by stage and keyword (post, enterprise or applicant). */
export function listAll(db: Db, f: { page: number; limit: number; stage?: 'submitted' | 'allocated' | 'tracked' | undefined; keyword?: string | undefined }) {
  const tracked = sql`exists (select 1 from ${demandTrack} where ${demandTrack.responseId} = ${demandResponse.id})`;
  const stage =
    f.stage === 'submitted' ? isNull(demandResponse.adminId) : f.stage === 'allocated' ? and(isNotNull(demandResponse.adminId), sql`not ${tracked}`) : f.stage === 'tracked' ? tracked : undefined;
  const like = f.keyword ? `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return pageOfResponses(db, and(stage, like ? or(ilike(demand.postName, like), ilike(enterprise.name, like), ilike(applicant.name, like)) : undefined), f.page, f.limit);
}

/** Government staff who can follow responses up, with how many each has. */
export async function allocationCandidates(db: Db) {
  const rows = await db
    .select({ userId: appUser.id, name: appUser.name, deptName: appUser.deptName, responses: sql<number>`(select count(*) from ${demandResponse} where ${demandResponse.adminId} = ${appUser.id})`.mapWith(Number) })
    .from(appUser)
    .where(and(eq(appUser.userKind, 1), eq(appUser.status, 'active')))
    .orderBy(appUser.id);
  return rows;
}

/**
 * Allocates responses to a staff member.
 * @throws Fail 4001 when `adminId` is not an active government account, 4004 for an unknown response
 */
export async function allocate(db: Db, ids: number[], adminId: number): Promise<{ updated: number }> {
  const [staffRow] = await db.select({ id: appUser.id }).from(appUser).where(and(eq(appUser.id, adminId), eq(appUser.userKind, 1), eq(appUser.status, 'active')));
  if (!staffRow) throw invalid('请选择有效的工作人员');
  const rows = await db.update(demandResponse).set({ adminId }).where(inArray(demandResponse.id, ids)).returning({ id: demandResponse.id });
  if (rows.length < new Set(ids).size) throw notFound('投递记录不存在');
  return { updated: rows.length };
}

/**
 * The response if `user` may see it: its applicant, the enterprise owning the job, or staff.
 * @throws Fail 4004 when missing, 4003 for anyone else
 */
export async function visibleResponse(db: Db, id: number, user: AuthUser) {
  const [row] = await db
    .select({ id: demandResponse.id, userId: demandResponse.userId, adminId: demandResponse.adminId, enterpriseId: demand.enterpriseId, fileKey: storedFile.storageKey, fileName: storedFile.originalName, mimeType: storedFile.mimeType })
    .from(demandResponse)
    .innerJoin(demand, eq(demand.id, demandResponse.demandId))
    .innerJoin(storedFile, eq(storedFile.id, demandResponse.resumeFileId))
    .where(eq(demandResponse.id, id));
  if (!row) throw notFound('投递记录不存在');
  const allowed = user.userKind === 1 || row.userId === user.id || (user.userKind === 2 && user.enterpriseId === row.enterpriseId);
  if (!allowed) throw forbidden();
  return row;
}

/**
 * Adds a tracking record to an allocated response.
 * @throws Fail 4009 when the response is not allocated yet
 */
export async function addTrack(db: Db, user: AuthUser, id: number, content: string): Promise<{ id: number }> {
  const row = await visibleResponse(db, id, user);
  if (row.adminId === null) throw new Fail(CODE.conflict, '请先分配后再添加跟踪记录');
  const [t] = await db.insert(demandTrack).values({ responseId: id, userId: user.id, content }).returning({ id: demandTrack.id });
  return { id: t!.id };
}

/** The tracking records of a response, oldest first. */
export async function tracksOf(db: Db, user: AuthUser, id: number) {
  await visibleResponse(db, id, user);
  const rows = await db
    .select({ id: demandTrack.id, content: demandTrack.content, userName: appUser.name, createdAt: demandTrack.createdAt })
    .from(demandTrack)
    .leftJoin(appUser, eq(appUser.id, demandTrack.userId))
    .where(eq(demandTrack.responseId, id))
    .orderBy(demandTrack.createdAt, demandTrack.id);
  return rows.map((r) => ({ ...r, userName: r.userName ?? '', createdAt: formatDateTime(r.createdAt) }));
}
