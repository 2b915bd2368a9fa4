import { and, count, desc, eq, gte, ilike, lt, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import { notice, noticeRead } from './tables';

/** Filters of the public notice list (libs/api endpoints.noticeList). */
export interface NoticeFilter {
  category?: string | undefined;
  keyword?: string | undefined;
  deptName?: string | undefined;
  /** 'YYYY-MM-DD', inclusive, Asia/Shanghai */
  beginTime?: string | undefined;
  /** 'YYYY-MM-DD', inclusive, Asia/Shanghai */
  endTime?: string | undefined;
}

/** Escapes LIKE wildcards so a keyword matches literally. */
const likeLiteral = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function publicWhere(f: NoticeFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [eq(notice.status, 'published')];
  if (f.category) conds.push(eq(notice.category, f.category));
  if (f.deptName) conds.push(eq(notice.deptName, f.deptName));
  if (f.keyword) conds.push(or(ilike(notice.title, likeLiteral(f.keyword)), ilike(notice.content, likeLiteral(f.keyword))));
  if (f.beginTime) conds.push(gte(notice.publishTime, startOfShanghaiDay(f.beginTime)));
  if (f.endTime) conds.push(lt(notice.publishTime, startOfShanghaiDay(f.endTime, 1)));
  return and(...conds);
}

const listColumns = { id: notice.id, title: notice.title, category: notice.category, deptName: notice.deptName, publishTime: notice.publishTime };

/** A page of published notices, newest first: `{ list, total }`. */
export async function listPublished(db: Db, f: NoticeFilter & { page: number; limit: number }) {
  const where = publicWhere(f);
  const [rows, [total]] = await Promise.all([
    db.select(listColumns).from(notice).where(where).orderBy(desc(notice.publishTime), desc(notice.id)).limit(f.limit).offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(notice).where(where),
  ]);
  return { list: rows.map((r) => ({ ...r, category: r.category as 'notice' | 'policy', publishTime: formatDateTime(r.publishTime) })), total: total?.n ?? 0 };
}

/**
 * One published notice; counts the view and, for a logged-in user, records it as read.
 * @throws Fail 4004 when the notice does not exist or is not published
 */
export async function openPublished(db: Db, id: number, userId: number | undefined) {
  const [row] = await db
    .update(notice)
    .set({ viewCount: sql`${notice.viewCount} + 1` })
    .where(and(eq(notice.id, id), eq(notice.status, 'published')))
    .returning({ ...listColumns, content: notice.content, viewCount: notice.viewCount });
  if (!row) throw notFound('通知不存在或未发布');
  if (userId !== undefined) await db.insert(noticeRead).values({ userId, noticeId: id }).onConflictDoNothing();
  return { ...row, category: row.category as 'notice' | 'policy', publishTime: formatDateTime(row.publishTime) };
}

/** Published notices the user has not opened. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notice)
    .where(
      and(
        eq(notice.status, 'published'),
        eq(notice.category, 'notice'),
        notExists(db.select({ one: sql`1` }).from(noticeRead).where(and(eq(noticeRead.noticeId, notice.id), eq(noticeRead.userId, userId)))),
      ),
    );
  return row?.n ?? 0;
}

/** All published notices matching a filter, newest first, for the export. */
export async function allPublished(db: Db, f: NoticeFilter) {
  const rows = await db.select(listColumns).from(notice).where(publicWhere(f)).orderBy(desc(notice.publishTime), desc(notice.id));
  return rows.map((r) => ({ ...r, publishTime: formatDateTime(r.publishTime) }));
}
