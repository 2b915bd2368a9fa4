import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { EDUCATION_LEVELS, type ServedCompany, type TalentItem } from '@portal/api';
import type { Db } from '../../db/open';
import type { CachePolicy } from '../../http/answerCache';
import { likeLiteral } from '../../db/like';
import { isUniqueViolation } from '../../db/unique';
import { pageOf } from '../../db/paging';
import { conflict, forbidden, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { demand } from '../demand/tables';
import { enterprise, industry, street } from '../enterprise/tables';
import { appUser } from '../account/tables';
import { sendMessages } from '../messages/service';
import { activityApply, companyDocking, jobSeeker, talentInvite } from './tables';

/*
 * 服务企业 (/rcfnzCompany) and 人才寻珑 (/xunlong) of the talent empowerment station (issue 17,
 * docs/station.md).
 */

/**
 * The ids of the enterprises the station has served, each with how: a service request closed
 * (docking), an active sign-up for a station activity by one of its accounts (activity), an
 * invitation sent through 人才寻珑 (invite).
 */
const servedSql = sql<number>`(
  select enterprise_id as id, 'docking' as how from company_docking where status = 'closed'
  union select u.enterprise_id, 'activity' from activity_apply a join app_user u on u.id = a.user_id where a.status <> 'cancelled' and u.enterprise_id is not null
  union select enterprise_id, 'invite' from talent_invite
)`;

/** What {@link servedCompanies} reads, for the answer cache (issue 45). */
export const SERVED_COMPANIES_CACHE: CachePolicy = { tables: [companyDocking, activityApply, appUser, talentInvite, enterprise, street, industry, demand] };

/**
 * The enterprises served by the station (public), named like the keyword, by name; each with how
 * it was served, its open jobs count and its 3 newest open jobs.
 */
export async function servedCompanies(db: Db, f: { page: number; limit: number; keyword?: string | undefined }): Promise<{ list: ServedCompany[]; total: number }> {
  const served = db.$with('served').as(db.select({ id: sql<number>`s.id`.as('sid'), how: sql<string>`string_agg(s.how, ',' order by s.how)`.as('how') }).from(sql`${servedSql} s`).groupBy(sql`s.id`));
  const where = f.keyword ? ilike(enterprise.name, `%${likeLiteral(f.keyword)}%`) : undefined;
  const base = () => db.with(served).select({ id: enterprise.id, name: enterprise.name, streetName: street.name, industryName: industry.name, how: served.how }).from(served).innerJoin(enterprise, eq(enterprise.id, served.id)).innerJoin(street, eq(street.code, enterprise.streetCode)).innerJoin(industry, eq(industry.code, enterprise.industryCode));
  const { list: rows, total } = await pageOf(
    base()
      .where(where)
      .orderBy(enterprise.name, enterprise.id),
    db.with(served).select({ n: count() }).from(served).innerJoin(enterprise, eq(enterprise.id, served.id)).where(where),
    f,
  );
  const ids = rows.map((r) => r.id);
  const jobs = ids.length
    ? await db
        .select({ id: demand.id, enterpriseId: demand.enterpriseId, postName: demand.postName, education: demand.education, salaryMin: demand.salaryMin, salaryMax: demand.salaryMax })
        .from(demand)
        .where(and(eq(demand.status, 'on'), inArray(demand.enterpriseId, ids)))
        .orderBy(desc(demand.publishedAt), desc(demand.id))
    : [];
  return {
    list: rows.map((r) => {
      const own = jobs.filter((j) => j.enterpriseId === r.id);
      return {
        id: r.id,
        name: r.name,
        streetName: r.streetName,
        industryName: r.industryName,
        servedBy: r.how.split(',') as ServedCompany['servedBy'],
        openJobs: own.length,
        jobs: own.slice(0, 3).map(({ enterpriseId: _e, ...j }) => j),
      };
    }),
    total,
  };
}

/** 张* / 欧阳** : the first character, then one * per further character. */
export const maskName = (name: string) => {
  const chars = [...name];
  return chars.length <= 1 ? `${name}*` : chars[0] + '*'.repeat(chars.length - 1);
};
/** 138****0001: the middle four digits hidden. */
export const maskPhone = (phone: string) => (phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : '****');

/** The enterprise of an enterprise account. @throws Fail 4003 none */
function enterpriseOf(user: AuthUser): number {
  if (user.userKind !== 2 || !user.enterpriseId) throw forbidden('人才寻珑仅限企业用户使用');
  return user.enterpriseId;
}

/**
 * 人才寻珑: the job seekers registered at the station, newest registration first; keyword on the
 * skills or the job category; education at least the one given (EDUCATION_LEVELS runs from the
 * highest); street. Names and phones masked; `invitable` for those who registered themselves (an
 * account to tell); `invitedAt` when this enterprise invited them.
 */
export async function searchTalent(db: Db, user: AuthUser, f: { page: number; limit: number; keyword?: string | undefined; education?: string | undefined; streetCode?: string | undefined }): Promise<{ list: TalentItem[]; total: number }> {
  const entId = enterpriseOf(user);
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : null;
  const levels = f.education ? EDUCATION_LEVELS.slice(0, EDUCATION_LEVELS.indexOf(f.education as (typeof EDUCATION_LEVELS)[number]) + 1) : null;
  const where = and(kw ? or(ilike(jobSeeker.skills, kw), ilike(jobSeeker.category, kw)) : undefined, levels ? inArray(jobSeeker.education, [...levels]) : undefined, f.streetCode ? eq(jobSeeker.streetCode, f.streetCode) : undefined);
  const { list: rows, total } = await pageOf(
    db
      .select({ s: jobSeeker, streetName: street.name, invitedAt: talentInvite.at })
      .from(jobSeeker)
      .innerJoin(street, eq(street.code, jobSeeker.streetCode))
      .leftJoin(talentInvite, and(eq(talentInvite.seekerId, jobSeeker.id), eq(talentInvite.enterpriseId, entId)))
      .where(where)
      .orderBy(desc(jobSeeker.updatedAt), desc(jobSeeker.id)),
    db.select({ n: count() }).from(jobSeeker).where(where),
    f,
  );
  return {
    list: rows.map(({ s, streetName, invitedAt }) => ({
      id: s.id,
      name: maskName(s.name),
      phone: maskPhone(s.phone),
      streetName,
      education: s.education,
      skills: s.skills,
      category: s.category,
      workType: s.workType,
      updatedAt: formatDateTime(s.updatedAt),
      invitable: s.userId !== null,
      invitedAt: invitedAt ? formatDateTime(invitedAt) : null,
    })),
    total,
  };
}

/**
 * The enterprise invites a self-registered job seeker: the invitation is recorded (once per
 * enterprise and seeker) and the seeker gets the in-site message talentInvited with the
 * enterprise's name and the message, in one transaction. The enterprise learns nothing more of
 * the seeker; the seeker decides whether to answer.
 * @throws Fail 4004 unknown seeker; 4009 registered by the post without an account, or invited already
 */
export async function inviteTalent(db: Db, user: AuthUser, input: { seekerId: number; message: string }): Promise<{ invitedAt: string }> {
  const entId = enterpriseOf(user);
  const [seeker] = await db.select({ id: jobSeeker.id, userId: jobSeeker.userId }).from(jobSeeker).where(eq(jobSeeker.id, input.seekerId));
  if (!seeker) throw notFound('求职者不存在');
  if (seeker.userId === null) throw conflict('该求职者由就业驿站代为登记，暂不能在线邀约，请联系人才赋能站');
  const [ent] = await db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, entId));
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(talentInvite).values({ seekerId: seeker.id, enterpriseId: entId, userId: user.id, message: input.message }).returning();
      await sendMessages(tx, [{ kind: 'talentInvited', to: { userId: seeker.userId }, facts: { id: entId, name: ent?.name ?? '', note: input.message } }]);
      return { invitedAt: formatDateTime(row!.at) };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('已向该求职者发出过邀约，请等待对方回复');
    throw e;
  }
}

