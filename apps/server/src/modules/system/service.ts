import { FRIENDLY_LINKS_SHOWN, SITE_NOTICE_KEY, siteNoticeConfig, type SiteNotice } from '@portal/api';
import { and, asc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { shanghaiDay } from '../../http/time';
import { friendlyLink, siteNoticeAck, siteVisit, sysConfig } from './tables';

/** Keys of the site texts kept in sys_config beside SPEC.md's configuration keys. */
export const SITE_KEYS = {
  districtName: 'district.name',
  bureau: 'district.bureau',
  filingNumber: 'site.filingNumber',
  topImage: 'platform_top_image',
} as const;

/** Values of the given configuration keys; a missing key reads as ''. */
export async function readConfig<K extends string>(db: Db, keys: readonly K[]): Promise<Record<K, string>> {
  const rows = await db.select().from(sysConfig).where(inArray(sysConfig.key, [...keys]));
  return Object.fromEntries(keys.map((k) => [k, rows.find((r) => r.key === k)?.value ?? ''])) as Record<K, string>;
}

/** Today's (Asia/Shanghai) and total visit counts. */
export async function visitCounts(db: Db, now = new Date()): Promise<{ today: number; total: number }> {
  const today = shanghaiDay(now);
  const [row] = await db
    .select({ total: sum(siteVisit.count).mapWith(Number), today: sql<number>`coalesce(max(case when ${siteVisit.day} = ${today} then ${siteVisit.count} end), 0)`.mapWith(Number) })
    .from(siteVisit);
  return { today: row?.today ?? 0, total: row?.total ?? 0 };
}

/**
 * Visits counted in memory and written at most once per `flushMs` (default 1 s) in one statement
 * (issue 20: a visit must not write on every request). Several server processes each add their
 * own counts, so the sum stays right; a crash loses at most the last second's visits
 * (docs/decisions.md, "Visit counting").
 */
export interface VisitCounter {
  /** Counts one visit on today's (Asia/Shanghai) row and answers the counts with it included. */
  record(now?: Date): Promise<{ today: number; total: number }>;
  /** Writes the visits counted so far (also on close); a failed write keeps them for the next. */
  flush(): Promise<void>;
}

/** A {@link VisitCounter} on `db`; `onError` hears a failed background write. */
export function visitCounter(db: Db, onError: (e: unknown) => void, flushMs = 1000): VisitCounter {
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | null = null;
  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return;
    const rows = [...pending].map(([day, count]) => ({ day, count }));
    pending.clear();
    try {
      await db
        .insert(siteVisit)
        .values(rows)
        .onConflictDoUpdate({ target: siteVisit.day, set: { count: sql`${siteVisit.count} + excluded.count` } });
    } catch (e) {
      for (const r of rows) pending.set(r.day, (pending.get(r.day) ?? 0) + r.count);
      throw e;
    }
  };
  return {
    async record(now = new Date()) {
      const day = shanghaiDay(now);
      pending.set(day, (pending.get(day) ?? 0) + 1);
      if (!timer) {
        timer = setTimeout(() => void flush().catch(onError), flushMs);
        timer.unref();
      }
      const stored = await visitCounts(db, now);
      let unwritten = 0;
      for (const n of pending.values()) unwritten += n;
      return { today: stored.today + (pending.get(day) ?? 0), total: stored.total + unwritten };
    },
    flush,
  };
}

/**
 * The home page frame: top banner, the first 5 friendly links by sort (FRIENDLY_LINKS_SHOWN), the
 * district's name and bureau (区情配置, modules/setup/district.ts; '' on a new install) with the
 * footer's 主办单位 written from the bureau, and the filing number.
 */
export async function homeFrame(db: Db) {
  const cfg = await readConfig(db, Object.values(SITE_KEYS));
  const links = await db.select({ name: friendlyLink.name, link: friendlyLink.link }).from(friendlyLink).orderBy(asc(friendlyLink.sort), asc(friendlyLink.id)).limit(FRIENDLY_LINKS_SHOWN);
  return {
    topImage: cfg[SITE_KEYS.topImage],
    blogRollList: links,
    districtName: cfg[SITE_KEYS.districtName],
    bureau: cfg[SITE_KEYS.bureau],
    copyright: cfg[SITE_KEYS.bureau] ? `主办单位：${cfg[SITE_KEYS.bureau]}` : '',
    filingNumber: cfg[SITE_KEYS.filingNumber],
  };
}

/** One configuration value by key. */
export async function configValue(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(sysConfig).where(eq(sysConfig.key, key));
  return row?.value;
}

/**
 * The site notice as configured (sys_config {@link SITE_NOTICE_KEY}), or null when it is missing
 * or does not parse as {@link siteNoticeConfig} (a broken item hides the notice rather than the page).
 */
export async function siteNoticeConfigured(db: Db): Promise<SiteNotice | null> {
  const raw = await configValue(db, SITE_NOTICE_KEY);
  if (raw === undefined) return null;
  try {
    const parsed = siteNoticeConfig.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The site notice to show account `userId` now (SPEC.md section 1): the configured notice while
 * today (Asia/Shanghai) is on or before its deadline and the account has not acknowledged it for
 * that deadline; null otherwise. Only enterprise accounts ask (the endpoint's access).
 */
export async function siteNoticeFor(db: Db, userId: number, now = new Date()): Promise<SiteNotice | null> {
  const notice = await siteNoticeConfigured(db);
  if (!notice || shanghaiDay(now) > notice.deadline) return null;
  const [ack] = await db
    .select({ userId: siteNoticeAck.userId })
    .from(siteNoticeAck)
    .where(and(eq(siteNoticeAck.userId, userId), eq(siteNoticeAck.deadline, notice.deadline)));
  return ack ? null : notice;
}

/** Records that account `userId` acknowledged the current notice (我知道了); again is harmless. No notice configured: nothing to record. */
export async function acknowledgeSiteNotice(db: Db, userId: number): Promise<void> {
  const notice = await siteNoticeConfigured(db);
  if (!notice) return;
  await db.insert(siteNoticeAck).values({ userId, deadline: notice.deadline }).onConflictDoNothing();
}
