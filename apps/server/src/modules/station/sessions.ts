import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { RECRUITMENT_SESSION_SWITCH_KEY, SESSION_POSTS_PER_ENTERPRISE, type RecruitmentSession } from '@portal/api';
import type { Db } from '../../db/open';
import type { CachePolicy } from '../../http/answerCache';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { demand } from '../demand/tables';
import { enterprise, industry } from '../enterprise/tables';
import { sysConfig } from '../system/tables';
import { publicOrderPage, toItems } from './activities';
import { activity, activityApply } from './tables';

type ActivityRow = typeof activity.$inferSelect;

/** Recruitment sessions are the public activities of type recruitment (招聘会). */
const publicSessions = and(eq(activity.type, 'recruitment'), inArray(activity.status, ['published', 'ended']))!;

/**
 * The participating enterprises of each session: enterprise accounts whose sign-up is enrolled or
 * attended (waiting and cancelled ones do not take part), each with its demands on shelf, the
 * newest first, at most SESSION_POSTS_PER_ENTERPRISE listed (postCount counts them all).
 */
async function enterprisesOf(db: Db, sessionIds: number[]): Promise<Map<number, RecruitmentSession['enterprises']>> {
  const out = new Map<number, RecruitmentSession['enterprises']>(sessionIds.map((id) => [id, []]));
  if (sessionIds.length === 0) return out;
  const joined = await db
    .select({ sessionId: activityApply.activityId, entId: enterprise.id, name: enterprise.name, industry: industry.name, at: activityApply.createdAt })
    .from(activityApply)
    .innerJoin(appUser, eq(appUser.id, activityApply.userId))
    .innerJoin(enterprise, eq(enterprise.id, appUser.enterpriseId))
    .leftJoin(industry, eq(industry.code, enterprise.industryCode))
    .where(and(inArray(activityApply.activityId, sessionIds), inArray(activityApply.status, ['enrolled', 'attended']), eq(appUser.userKind, 2)))
    .orderBy(asc(activityApply.createdAt), asc(enterprise.id));
  const entIds = [...new Set(joined.map((j) => j.entId))];
  const posts =
    entIds.length === 0
      ? []
      : await db
          .select({ id: demand.id, entId: demand.enterpriseId, postName: demand.postName, education: demand.education, salaryMin: demand.salaryMin, salaryMax: demand.salaryMax, headcount: demand.headcount })
          .from(demand)
          .where(and(inArray(demand.enterpriseId, entIds), eq(demand.status, 'on')))
          .orderBy(desc(demand.publishedAt), desc(demand.id));
  for (const j of joined) {
    const list = out.get(j.sessionId)!;
    if (list.some((e) => e.entId === j.entId)) continue; // two accounts of one enterprise count once
    const own = posts.filter((p) => p.entId === j.entId);
    list.push({ entId: j.entId, name: j.name, industry: j.industry ?? '', postCount: own.length, posts: own.slice(0, SESSION_POSTS_PER_ENTERPRISE).map(({ entId: _e, ...p }) => p) });
  }
  return out;
}

/**
 * What the public lists of activities and recruitment sessions read, for the answer cache (issue 45):
 * made again when an activity, a sign-up or a joined enterprise's data changes, and at least every
 * minute, for the sign-up windows that open and close with the clock (`signUp`, the latest session);
 * for visitors only, since a logged-in caller's answer holds their own sign-ups.
 */
export const PUBLIC_ACTIVITIES_CACHE: CachePolicy = { tables: [activity, activityApply, appUser, enterprise, industry, demand], everyMs: 60_000, visitorsOnly: true };

/** Sessions as the contract gives them: the activity with counts and the caller's sign-up, and its enterprises. */
async function toSessions(db: Db, user: AuthUser | null, rows: ActivityRow[]): Promise<RecruitmentSession[]> {
  const [items, ents] = await Promise.all([toItems(db, user, rows), enterprisesOf(db, rows.map((r) => r.id))]);
  return items.map((a) => {
    const enterprises = ents.get(a.id) ?? [];
    return { activity: a, enterpriseCount: enterprises.length, postCount: enterprises.reduce((n, e) => n + e.postCount, 0), enterprises };
  });
}

/**
 * The latest recruitment session (GET /recruitmentSession/getLatestRecruitmentSession, SPEC.md
 * section 7): of the published sessions not yet over, the one that starts first; null when none.
 */
export async function latestSession(db: Db, user: AuthUser | null, now = new Date()): Promise<RecruitmentSession | null> {
  const rows = await db
    .select()
    .from(activity)
    .where(and(eq(activity.type, 'recruitment'), eq(activity.status, 'published'), gt(activity.endTime, now)))
    .orderBy(asc(activity.startTime), asc(activity.id))
    .limit(1);
  return (await toSessions(db, user, rows))[0] ?? null;
}

/** Whether /Home shows the latest session (GET /recruitmentSession/getSwitch): the sys_config item RECRUITMENT_SESSION_SWITCH_KEY is '1'. */
export async function sessionSwitch(db: Db): Promise<{ on: boolean }> {
  const [row] = await db.select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, RECRUITMENT_SESSION_SWITCH_KEY));
  return { on: row?.value === '1' };
}

/**
 * The sessions (GET /recruitmentSession/getList): published ones first by start time, then ended
 * ones, the newest first; with `id` only that session (an empty page when it is not a public
 * recruitment session).
 */
export async function sessionList(db: Db, user: AuthUser | null, f: { page: number; limit: number; id?: number | undefined }) {
  const where = f.id === undefined ? publicSessions : and(publicSessions, eq(activity.id, f.id))!;
  const { list: rows, total } = await publicOrderPage(db, where, f);
  return { list: await toSessions(db, user, rows), total };
}
