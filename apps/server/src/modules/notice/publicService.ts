import { and, count, desc, eq, gte, inArray, like, lt, sql, type SQL } from 'drizzle-orm';
import type { ContentKind, NoticeCategory } from '@portal/api';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/open';
import type { CachePolicy } from '../../http/answerCache';
import { notFound } from '../../http/errors';
import { formatDateTime, startOfShanghaiDay } from '../../http/time';
import { storedFile } from '../files/tables';
import { attachmentsOf } from '../files/service';
import { contentCached } from './listCache';
import { markRead } from './subscriptionService';
import { noticeViews } from './viewCounter';
import { notice, noticeAttachment } from './tables';

/** Filters of the public lists (libs/api publicFilters). Days are 'YYYY-MM-DD', inclusive, Asia/Shanghai. */
export interface PublicFilter {
  keyword?: string | undefined;
  deptName?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

/** A LIKE pattern matching `s` literally anywhere, lower-cased like notice.search_text. */
export const containsPattern = (s: string) => `%${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The WHERE of published content of the given kinds. The keyword is matched against
 * `search_text` (lower-cased title and tag-free body), which the trigram GIN index serves; the
 * rest follows the index (status, [category,] publish_time desc, id desc).
 */
export function publishedWhere(kinds: readonly ContentKind[], f: PublicFilter): SQL {
  const conds: (SQL | undefined)[] = [eq(notice.status, 'published'), kinds.length === 1 ? eq(notice.category, kinds[0]!) : inArray(notice.category, [...kinds])];
  if (f.deptName) conds.push(eq(notice.deptName, f.deptName));
  if (f.keyword) conds.push(like(notice.searchText, containsPattern(f.keyword)));
  if (f.beginTime) conds.push(gte(notice.publishTime, startOfShanghaiDay(f.beginTime)));
  if (f.endTime) conds.push(lt(notice.publishTime, startOfShanghaiDay(f.endTime, 1)));
  return and(...conds)!;
}

const newestFirst = [desc(notice.publishTime), desc(notice.id)];
const listColumns = { id: notice.id, title: notice.title, category: notice.category, deptName: notice.deptName, publishTime: notice.publishTime };

/**
 * The rows of one page of published content of `kinds` (the notice columns `columns`), newest
 * first, and the total of all pages (cached by kinds and filters, listCache.ts).
 */
async function publishedPage<C extends SelectedFields>(db: Db, kinds: readonly ContentKind[], f: PublicFilter & { page: number; limit: number }, columns: C): Promise<[SelectResultFields<C>[], number]> {
  const where = publishedWhere(kinds, f);
  const key = JSON.stringify(['public', kinds, f.keyword ?? '', f.deptName ?? '', f.beginTime ?? '', f.endTime ?? '']);
  const [rows, total] = await Promise.all([
    db
      .select(columns as SelectedFields)
      .from(notice)
      .where(where)
      .orderBy(...newestFirst)
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    contentCached(db, key, async () => (await db.select({ n: count() }).from(notice).where(where))[0]?.n ?? 0),
  ]);
  return [rows as SelectResultFields<C>[], total];
}

/**
 * A page of published content of `kinds`, newest first, and the total (cached, listCache.ts).
 * @returns rows with publishTime as 'YYYY-MM-DD HH:mm:ss'
 */
export async function listPublished(db: Db, kinds: readonly ContentKind[], f: PublicFilter & { page: number; limit: number }) {
  const [rows, total] = await publishedPage(db, kinds, f, listColumns);
  return { list: rows.map((r) => ({ ...r, publishTime: formatDateTime(r.publishTime!) })), total };
}

/** The public list of /notice and /policy (GET /api/notice/list). */
export async function listNotices(db: Db, f: PublicFilter & { category?: NoticeCategory | undefined; page: number; limit: number }) {
  const page = await listPublished(db, f.category ? [f.category] : ['notice', 'policy'], f);
  return { ...page, list: page.list.map((r) => ({ ...r, category: r.category as NoticeCategory })) };
}

/**
 * Opens one published item of `kinds`: counts the view (in memory, written within a second,
 * viewCounter.ts; the count answered includes it) and, for a logged-in user, records it as read
 * (and its message as read).
 * @throws Fail 4004 '内容不存在或未发布'
 */
export async function openPublished(db: Db, id: number, kinds: readonly ContentKind[], userId: number | undefined) {
  const [[row], attachments] = await Promise.all([
    db
      .select({ ...listColumns, content: notice.content, summary: notice.summary, viewCount: notice.viewCount, relatedId: notice.relatedId })
      .from(notice)
      .where(and(eq(notice.id, id), eq(notice.status, 'published'), inArray(notice.category, [...kinds]))),
    attachmentsOf(db, [id]).then((m) => m.get(id) ?? []),
  ]);
  if (!row) throw notFound('内容不存在或未发布');
  const unwritten = noticeViews(db).add(id);
  if (userId !== undefined) await markRead(db, userId, [id]);
  return { ...row, viewCount: row.viewCount + unwritten, publishTime: formatDateTime(row.publishTime!), attachments };
}

const linkColumns = { id: notice.id, title: notice.title, publishTime: notice.publishTime };
const toLink = (r: { id: number; title: string; publishTime: Date | null }) => ({ id: r.id, title: r.title, publishTime: formatDateTime(r.publishTime!) });

/** GET /api/notice/{id}: a notice, policy or interpretation with its attachments and related items. */
export async function noticeForReader(db: Db, id: number, userId: number | undefined) {
  const row = await openPublished(db, id, ['notice', 'policy', 'explain'], userId);
  const [policy] =
    row.category === 'explain' && row.relatedId
      ? await db.select(linkColumns).from(notice).where(and(eq(notice.id, row.relatedId), eq(notice.status, 'published')))
      : [];
  const interpretations =
    row.category === 'policy'
      ? await db
          .select(linkColumns)
          .from(notice)
          .where(and(eq(notice.relatedId, id), eq(notice.category, 'explain'), eq(notice.status, 'published')))
          .orderBy(...newestFirst)
      : [];
  return {
    id: row.id,
    title: row.title,
    category: row.category as 'notice' | 'policy' | 'explain',
    deptName: row.deptName,
    publishTime: row.publishTime,
    content: row.content,
    viewCount: row.viewCount,
    attachments: row.attachments,
    policy: policy ? toLink(policy) : null,
    interpretations: interpretations.map(toLink),
  };
}

/** Per item: how many files it has and how often they were downloaded. */
async function fileFigures(db: Db, ids: number[]): Promise<Map<number, { fileCount: number; downloadCount: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: noticeAttachment.noticeId, files: count(), downloads: sql<number>`coalesce(sum(${storedFile.downloadCount}), 0)`.mapWith(Number) })
    .from(noticeAttachment)
    .innerJoin(storedFile, eq(storedFile.id, noticeAttachment.fileId))
    .where(inArray(noticeAttachment.noticeId, ids))
    .groupBy(noticeAttachment.noticeId);
  return new Map(rows.map((r) => [r.id, { fileCount: r.files, downloadCount: r.downloads }]));
}

/**
 * A page of published items of `kinds` with summaries and file figures: public data, talent
 * reports, the station's service items and news (`category` tells which).
 */
export async function listPublications<K extends ContentKind>(db: Db, kinds: readonly K[], f: PublicFilter & { page: number; limit: number }) {
  const [rows, total] = await publishedPage(db, kinds, f, { ...listColumns, summary: notice.summary, viewCount: notice.viewCount });
  const figures = await fileFigures(db, rows.map((r) => r.id));
  return {
    list: rows.map((r) => ({
      id: r.id,
      category: r.category as K,
      title: r.title,
      summary: r.summary,
      deptName: r.deptName,
      publishTime: formatDateTime(r.publishTime!),
      viewCount: r.viewCount,
      ...(figures.get(r.id) ?? { fileCount: 0, downloadCount: 0 }),
    })),
    total,
  };
}

/**
 * What {@link listPublications} reads, for the answer cache (issue 45): the rows, their
 * attachments and files (the download counts), and 'notice_views', raised each time the view
 * counter writes (at most once a second), so that 浏览次数 follows as it did uncached.
 */
export const PUBLICATION_LIST_CACHE: CachePolicy = { tables: [notice, noticeAttachment, storedFile, 'notice_views'] };

/** One published item of `kinds` (public data, a talent report, a station item), with its files; counts the view. 4004 when not published. */
export async function openPublication<K extends ContentKind>(db: Db, kinds: readonly K[], id: number, userId: number | undefined) {
  const row = await openPublished(db, id, kinds, userId);
  return {
    id: row.id,
    category: row.category as K,
    title: row.title,
    summary: row.summary,
    deptName: row.deptName,
    publishTime: row.publishTime,
    viewCount: row.viewCount,
    content: row.content,
    attachments: row.attachments,
    fileCount: row.attachments.length,
    downloadCount: row.attachments.reduce((a, f) => a + f.downloadCount, 0),
  };
}

/** Departments that have published content, by name (GET /api/notice/one/deptAll); cached. */
export function publishingDepartments(db: Db): Promise<string[]> {
  return contentCached(db, 'deptAll', async () => {
    const rows = await db.selectDistinct({ d: notice.deptName }).from(notice).where(eq(notice.status, 'published')).orderBy(notice.deptName);
    return rows.map((r) => r.d);
  });
}

/** The newest published items of every kind (the home page's 最新发布). */
export async function recentlyPublished(db: Db, limit: number) {
  const rows = await db.select(listColumns).from(notice).where(eq(notice.status, 'published')).orderBy(...newestFirst).limit(limit);
  return rows.map((r) => ({ ...r, category: r.category as ContentKind, publishTime: formatDateTime(r.publishTime!) }));
}
