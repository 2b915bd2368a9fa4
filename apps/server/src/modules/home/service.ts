import { and, asc, count, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { ContentKind, Entrance, EntranceCode } from '@portal/api';
import type { Db } from '../../db/open';
import { pageOf } from '../../db/paging';
import { startOfShanghaiDay, shanghaiDay } from '../../http/time';
import type { AuthUser } from '../account/session';
import { hrResources } from '../dashboard/service';
import { DEGREE_LEVELS, enterprise, staff, street } from '../enterprise/tables';
import { cached } from '../notice/listCache';
import { containsPattern } from '../notice/publicService';
import { notice, noticeMessage, noticeSubscription } from '../notice/tables';
import { isAuditor } from '../notice/workflow';
import { configValue } from '../system/service';
import { entranceConfig, organisation } from './tables';
import { productCards } from '../minihome/products';

/**
 * District figures change with data imports, not by the second: they are computed at most every
 * 10 minutes (their answers are cached so, routes.ts: the answer cache's `everyMs`, issue 45).
 */
export const DISTRICT_FIGURES_EVERY_MS = 10 * 60_000;

const toEntrance = (r: typeof entranceConfig.$inferSelect): Entrance => ({ code: r.code as EntranceCode, name: r.name, description: r.description, href: r.href, enabled: r.enabled });

/** Every service entrance by its sort order (GET /oa/entranceConfig). */
export async function entrances(db: Db): Promise<Entrance[]> {
  return (await db.select().from(entranceConfig).orderBy(asc(entranceConfig.sort), asc(entranceConfig.code))).map(toEntrance);
}

/** The entrances marked important (the home page's 重点服务). */
export async function importantEntrances(db: Db): Promise<Entrance[]> {
  return (await db.select().from(entranceConfig).where(eq(entranceConfig.important, true)).orderBy(asc(entranceConfig.sort), asc(entranceConfig.code))).map(toEntrance);
}

const cardColumns = { id: organisation.id, name: organisation.name, intro: organisation.intro, address: organisation.address, phone: organisation.phone, tags: organisation.tags, enterpriseId: organisation.enterpriseId };

/** A page of /organList of one type, by sort order; the keyword matches the name or a tag. Type 3 lists the published HR products (modules/minihome). */
export async function organisationsPage(db: Db, q: { type: number; page: number; limit: number; keyword?: string | undefined }) {
  if (q.type === 3) return productCards(db, q);
  const where = and(
    eq(organisation.type, q.type),
    q.keyword ? sql`(${organisation.name} ilike ${containsPattern(q.keyword)} or ${q.keyword} = any(${organisation.tags}))` : undefined,
  );
  return pageOf(
    db
      .select(cardColumns)
      .from(organisation)
      .where(where)
      .orderBy(asc(organisation.sort), asc(organisation.id)),
    db.select({ n: count() }).from(organisation).where(where),
    q,
  );
}

/** The first six HR service organisations (the home page block). */
export async function topServiceOrganisations(db: Db) {
  return db.select(cardColumns).from(organisation).where(eq(organisation.type, 1)).orderBy(asc(organisation.sort), asc(organisation.id)).limit(6);
}

/** The home page's 区情概况, from the enterprise, staff, street and notice tables. */
export async function areaOverview(db: Db, now = new Date()) {
  const yearStart = startOfShanghaiDay(`${shanghaiDay(now).slice(0, 4)}-01-01`);
  const [hr, [streets], [published], districtName] = await Promise.all([
    hrResources(db),
    db.select({ n: count() }).from(street),
    db
      .select({ n: count() })
      .from(notice)
      .where(and(eq(notice.status, 'published'), gte(notice.publishTime, yearStart))),
    configValue(db, 'district.name'),
  ]);
  return {
    districtName: districtName ?? '',
    streetCount: streets?.n ?? 0,
    enterpriseCount: hr.enterpriseCount,
    talentCount: hr.talentCount,
    degreeTalentCount: hr.degreeTalentCount,
    publishedThisYear: published?.n ?? 0,
  };
}

/** The home page's 产业数据: the eight industry sections with the most staff. */
export async function topIndustries(db: Db) {
  const { byIndustry } = await hrResources(db);
  return [...byIndustry].sort((a, b) => b.talentCount - a.talentCount).slice(0, 8);
}

type Figure = { key: 'staff' | 'degreeStaff' | 'unread' | 'subscriptions' | 'drafts' | 'pending' | 'published' | 'toAudit'; value: number };

async function messageFigures(db: Db, userId: number): Promise<Figure[]> {
  const [[unread], [subs]] = await Promise.all([
    db
      .select({ n: count() })
      .from(noticeMessage)
      .where(and(eq(noticeMessage.userId, userId), isNull(noticeMessage.readAt))),
    db.select({ n: count() }).from(noticeSubscription).where(eq(noticeSubscription.userId, userId)),
  ]);
  return [
    { key: 'unread', value: unread?.n ?? 0 },
    { key: 'subscriptions', value: subs?.n ?? 0 },
  ];
}

/**
 * The home page's 我的数据 for the logged-in user: an enterprise's staff and degree staff, a
 * department's drafts, pending and published content (and, for auditors, what waits for them),
 * and everyone's unread messages and subscriptions.
 */
export async function selfFigures(db: Db, user: AuthUser): Promise<{ title: string; figures: Figure[] }> {
  const own = await messageFigures(db, user.id);
  if (user.userKind === 2 && user.enterpriseId) {
    const [[ent], [all], [degree]] = await Promise.all([
      db.select({ name: enterprise.name }).from(enterprise).where(eq(enterprise.id, user.enterpriseId)),
      db.select({ n: count() }).from(staff).where(eq(staff.enterpriseId, user.enterpriseId)),
      db
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.enterpriseId, user.enterpriseId), inArray(staff.education, [...DEGREE_LEVELS]))),
    ]);
    return { title: ent?.name ?? user.name, figures: [{ key: 'staff', value: all?.n ?? 0 }, { key: 'degreeStaff', value: degree?.n ?? 0 }, ...own] };
  }
  if (user.userKind === 1 && user.deptName) {
    const kinds: ContentKind[] = ['notice', 'policy', 'explain', 'data', 'report'];
    const dept = user.deptName;
    const byStatus = await cached(db, `home:dept:${dept}`, () =>
      db
        .select({ status: notice.status, n: count() })
        .from(notice)
        .where(and(eq(notice.deptName, dept), inArray(notice.category, kinds), inArray(notice.status, ['draft', 'pending', 'published'])))
        .groupBy(notice.status),
    );
    const n = (s: string) => byStatus.find((r) => r.status === s)?.n ?? 0;
    const figures: Figure[] = [
      { key: 'drafts', value: n('draft') },
      { key: 'pending', value: n('pending') },
      { key: 'published', value: n('published') },
    ];
    if (isAuditor(user)) {
      const [toAudit] = await db
        .select({ n: count() })
        .from(notice)
        .where(and(eq(notice.status, 'pending'), sql`${notice.authorId} is distinct from ${user.id}`));
      figures.push({ key: 'toAudit', value: toAudit?.n ?? 0 });
    }
    return { title: user.deptName, figures: [...figures, ...own] };
  }
  return { title: user.name || user.username, figures: own };
}
