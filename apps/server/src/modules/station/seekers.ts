import { and, count, countDistinct, desc, eq, ilike, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { EDUCATION_LEVELS, type JobSeeker } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { isUniqueViolation } from '../../db/unique';
import { pageOf } from '../../db/paging';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { demand } from '../demand/tables';
import { enterprise, street } from '../enterprise/tables';
import { jobSeeker, jobSeekerFollowUp } from './tables';

type SeekerRow = typeof jobSeeker.$inferSelect;

/** The fields of a registration (endpoints.h5ResumeAdd / h5ResumeUpdate). */
export interface ResumeInput {
  name: string;
  phone: string;
  streetCode: string;
  education: string;
  skills: string;
  category: string;
  workType: string;
}

/** Whether the account is an individual (a person account of type 3; schools do not register as job seekers). */
const isPerson = (user: AuthUser) => user.userKind === 3 && user.category === 'person';

/**
 * The words a seeker is matched by: the job category and each skill of two characters or more
 * (skills separated by commas, 、, semicolons or spaces), at most 8.
 */
export function matchWords(s: Pick<SeekerRow, 'skills' | 'category'>): string[] {
  const words = [s.category, ...s.skills.split(/[,，、;；\s]+/)].map((w) => w.trim()).filter((w) => w.length >= 2);
  return [...new Set(words)].slice(0, 8);
}

/** Education a job may require for the seeker to qualify: 不限 and every level up to the seeker's (EDUCATION_LEVELS runs from the highest). */
const qualifyingRequirements = (education: string) => ['不限', ...EDUCATION_LEVELS.slice(Math.max(0, EDUCATION_LEVELS.indexOf(education as (typeof EDUCATION_LEVELS)[number])))];

/** Jobs on shelf whose education the seeker meets and whose title or description holds one of the seeker's words. */
function matchCondition(s: SeekerRow): SQL {
  const words = matchWords(s);
  return and(
    eq(demand.status, 'on'),
    inArray(demand.education, qualifyingRequirements(s.education)),
    or(...words.flatMap((w) => [ilike(demand.postName, `%${likeLiteral(w)}%`), ilike(demand.description, `%${likeLiteral(w)}%`)])) ?? sql`false`,
  )!;
}

/** How many jobs are suggested to the seeker. */
async function matchCount(db: Db, s: SeekerRow): Promise<number> {
  const [r] = await db.select({ n: count() }).from(demand).where(matchCondition(s));
  return r?.n ?? 0;
}

/** Seekers as the contract gives them, with their street's name, follow-up counts and the number of suggested jobs. */
async function toSeekers(db: Db, rows: SeekerRow[]): Promise<JobSeeker[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [streets, follows] = await Promise.all([
    db.select({ code: street.code, name: street.name }).from(street),
    db
      .select({ id: jobSeekerFollowUp.seekerId, n: count(), last: max(jobSeekerFollowUp.at) })
      .from(jobSeekerFollowUp)
      .where(inArray(jobSeekerFollowUp.seekerId, ids))
      .groupBy(jobSeekerFollowUp.seekerId),
  ]);
  const out: JobSeeker[] = [];
  for (const r of rows) {
    const f = follows.find((x) => x.id === r.id);
    out.push({
      id: r.id,
      name: r.name,
      phone: r.phone,
      streetCode: r.streetCode,
      streetName: streets.find((s) => s.code === r.streetCode)?.name ?? '',
      education: r.education,
      skills: r.skills,
      category: r.category,
      workType: r.workType,
      source: r.userId === null ? 'staff' : 'self',
      createdAt: formatDateTime(r.createdAt),
      updatedAt: formatDateTime(r.updatedAt),
      followUps: f?.n ?? 0,
      lastFollowUp: f?.last ? formatDateTime(f.last) : null,
      matches: await matchCount(db, r),
    });
  }
  return out;
}

/** The person's own registration, or null. */
export async function myResume(db: Db, user: AuthUser): Promise<JobSeeker | null> {
  const [row] = await db.select().from(jobSeeker).where(eq(jobSeeker.userId, user.id));
  return row ? (await toSeekers(db, [row]))[0]! : null;
}

/**
 * Registers the person as a job seeker (one registration per account), or changes their registration.
 * @throws Fail 4003 not a person account; 4001 unknown street; 4009 registering twice, or changing before registering
 */
export async function saveResume(db: Db, user: AuthUser, input: ResumeInput, mode: 'add' | 'update'): Promise<JobSeeker> {
  if (!isPerson(user)) throw forbidden('劳动力登记仅限个人用户');
  const [known] = await db.select({ code: street.code }).from(street).where(eq(street.code, input.streetCode));
  if (!known) throw invalid('所在街道不存在');
  if (mode === 'add') {
    try {
      const [row] = await db
        .insert(jobSeeker)
        .values({ ...input, userId: user.id })
        .returning();
      return (await toSeekers(db, [row!]))[0]!;
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict('您已完成劳动力登记，可修改登记信息');
      throw e;
    }
  }
  const [row] = await db
    .update(jobSeeker)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(jobSeeker.userId, user.id))
    .returning();
  if (!row) throw conflict('您还没有劳动力登记，请先登记');
  return (await toSeekers(db, [row]))[0]!;
}

/** The street a street manager administers (SPEC.md section 6; the account's streetCode). @throws Fail 4003 without one */
function streetOf(user: AuthUser): string {
  if (!user.streetCode) throw forbidden('您的账号未设置所管理的街道，请联系管理员');
  return user.streetCode;
}

/** The job seekers of the manager's street (newest first, keyword on name, skills or phone) and the street's counts. */
export async function streetSeekers(db: Db, user: AuthUser, f: { page: number; limit: number; keyword?: string | undefined }) {
  const code = streetOf(user);
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : null;
  const inStreet = eq(jobSeeker.streetCode, code);
  const where = and(inStreet, kw ? or(ilike(jobSeeker.name, kw), ilike(jobSeeker.skills, kw), ilike(jobSeeker.phone, kw)) : undefined);
  const [{ list: rows, total }, [registered], [followed], [jobs]] = await Promise.all([
    pageOf(db.select().from(jobSeeker).where(where).orderBy(desc(jobSeeker.id)), db.select({ n: count() }).from(jobSeeker).where(where), f),
    db.select({ n: count() }).from(jobSeeker).where(inStreet),
    db.select({ n: countDistinct(jobSeekerFollowUp.seekerId) }).from(jobSeekerFollowUp).innerJoin(jobSeeker, eq(jobSeeker.id, jobSeekerFollowUp.seekerId)).where(inStreet),
    db
      .select({ n: count() })
      .from(demand)
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .where(and(eq(demand.status, 'on'), eq(enterprise.streetCode, code))),
  ]);
  return { list: await toSeekers(db, rows), total, counts: { registered: registered?.n ?? 0, followedUp: followed?.n ?? 0, openJobs: jobs?.n ?? 0 } };
}

/** A seeker of the manager's street. @throws Fail 4004 unknown or of another street */
async function streetSeeker(db: Db, user: AuthUser, id: number): Promise<SeekerRow> {
  const [row] = await db
    .select()
    .from(jobSeeker)
    .where(and(eq(jobSeeker.id, id), eq(jobSeeker.streetCode, streetOf(user))));
  if (!row) throw notFound('求职者不存在或不在本街道');
  return row;
}

/** One seeker of the street with up to 8 suggested jobs (those of the seeker's street first, then the newest) and the follow-up records, newest first. */
export async function seekerDetail(db: Db, user: AuthUser, id: number) {
  const row = await streetSeeker(db, user, id);
  const words = matchWords(row);
  const [seeker, jobs, followUps] = await Promise.all([
    toSeekers(db, [row]),
    db
      .select({ id: demand.id, postName: demand.postName, description: demand.description, entName: enterprise.name, education: demand.education, salaryMin: demand.salaryMin, salaryMax: demand.salaryMax, streetName: street.name })
      .from(demand)
      .innerJoin(enterprise, eq(enterprise.id, demand.enterpriseId))
      .innerJoin(street, eq(street.code, enterprise.streetCode))
      .where(matchCondition(row))
      .orderBy(sql`${enterprise.streetCode} = ${row.streetCode} desc`, desc(demand.publishedAt), desc(demand.id))
      .limit(8),
    db.select().from(jobSeekerFollowUp).where(eq(jobSeekerFollowUp.seekerId, id)).orderBy(desc(jobSeekerFollowUp.at), desc(jobSeekerFollowUp.id)),
  ]);
  return {
    seeker: seeker[0]!,
    jobs: jobs.map(({ description, ...j }) => ({ ...j, matched: words.filter((w) => j.postName.includes(w) || description.includes(w)) })),
    followUps: followUps.map((f) => ({ id: f.id, note: f.note, userName: f.userName, at: formatDateTime(f.at) })),
  };
}

/** Adds a follow-up record to a seeker of the manager's street. */
export async function addFollowUp(db: Db, user: AuthUser, seekerId: number, note: string) {
  await streetSeeker(db, user, seekerId);
  const [row] = await db.insert(jobSeekerFollowUp).values({ seekerId, note, userId: user.id, userName: user.name }).returning();
  return { id: row!.id, note: row!.note, userName: row!.userName, at: formatDateTime(row!.at) };
}
