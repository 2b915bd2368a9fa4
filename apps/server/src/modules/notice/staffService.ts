import { and, count, desc, eq, inArray, like, type SQL } from 'drizzle-orm';
import { CONTENT_WORKFLOW, type AuditAction, type ContentKind, type NoticeStatus } from '@portal/api';
import type { Db } from '../../db/open';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import { defineWorkflow } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { attachmentsOf } from '../files/service';
import { storedFile } from '../files/tables';
import { contentCached, invalidateLists } from './listCache';
import { containsPattern } from './publicService';
import { cleanRichText } from './richText';
import { notifySubscribers, withdrawMessages } from './subscriptionService';
import { notice, noticeAttachment, noticeTransition } from './tables';
import { allowedActions, checkEdit, checkTransition, ownsIt } from './workflow';

/** Filters of the staff list (POST /api/notice/one/page, the interpretation list and the export). */
export interface StaffFilter {
  category?: ContentKind | undefined;
  status?: NoticeStatus | undefined;
  keyword?: string | undefined;
  deptName?: string | undefined;
  /** only content related to this item (the interpretations of a policy) */
  relatedId?: number | undefined;
}

function staffWhere(f: StaffFilter): SQL | undefined {
  return and(
    f.category ? eq(notice.category, f.category) : undefined,
    f.status ? eq(notice.status, f.status) : undefined,
    f.deptName ? eq(notice.deptName, f.deptName) : undefined,
    f.relatedId ? eq(notice.relatedId, f.relatedId) : undefined,
    f.keyword ? like(notice.searchText, containsPattern(f.keyword)) : undefined,
  );
}

const staffColumns = {
  id: notice.id,
  title: notice.title,
  category: notice.category,
  deptName: notice.deptName,
  status: notice.status,
  rejectReason: notice.rejectReason,
  authorId: notice.authorId,
  authorName: appUser.name,
  updatedAt: notice.updatedAt,
  publishTime: notice.publishTime,
  viewCount: notice.viewCount,
  relatedId: notice.relatedId,
};

/** The staff list's rows with the author's name. */
const staffQuery = (db: Db) => db.select(staffColumns).from(notice).leftJoin(appUser, eq(appUser.id, notice.authorId));
type StaffRow = Awaited<ReturnType<typeof staffQuery>>[number];

/** A staff list row as the API shows it, with what `user` may do with it. */
function toStaffItem(user: AuthUser, r: StaffRow) {
  return {
    id: r.id,
    title: r.title,
    category: r.category as ContentKind,
    deptName: r.deptName,
    status: r.status as NoticeStatus,
    rejectReason: r.rejectReason,
    authorName: r.authorName ?? '',
    updatedAt: formatDateTime(r.updatedAt),
    publishTime: r.publishTime ? formatDateTime(r.publishTime) : null,
    viewCount: r.viewCount,
    relatedId: r.relatedId,
    editable: ownsIt(user, r),
    actions: allowedActions(user, r),
  };
}

/** A page of content for staff, any status, most recently changed first; the total is cached. */
export async function staffPage(db: Db, user: AuthUser, f: StaffFilter & { page: number; limit: number }) {
  const where = staffWhere(f);
  const key = JSON.stringify(['staff', f.category ?? '', f.status ?? '', f.deptName ?? '', f.relatedId ?? '', f.keyword ?? '']);
  const [rows, total] = await Promise.all([
    staffQuery(db)
      .where(where)
      .orderBy(desc(notice.updatedAt), desc(notice.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    contentCached(db, key, async () => (await db.select({ n: count() }).from(notice).where(where))[0]?.n ?? 0),
  ]);
  return { list: rows.map((r) => toStaffItem(user, r)), total };
}

/**
 * One item for staff, any status, with attachments and its transitions, oldest first.
 * @param kinds the kinds this door serves (interpretations only, for /api/second/interpretation/details)
 * @throws Fail 4004
 */
export async function staffDetail(db: Db, user: AuthUser, id: number, kinds?: readonly ContentKind[]) {
  const [row] = await db
    .select({ ...staffColumns, content: notice.content, summary: notice.summary, version: notice.version })
    .from(notice)
    .leftJoin(appUser, eq(appUser.id, notice.authorId))
    .where(and(eq(notice.id, id), kinds ? inArray(notice.category, [...kinds]) : undefined));
  if (!row) throw notFound('内容不存在');
  const [files, transitions] = await Promise.all([
    attachmentsOf(db, [id]),
    db.select().from(noticeTransition).where(eq(noticeTransition.noticeId, id)).orderBy(noticeTransition.at, noticeTransition.id),
  ]);
  return {
    ...toStaffItem(user, row),
    content: row.content,
    summary: row.summary,
    version: row.version,
    attachments: files.get(id) ?? [],
    transitions: transitions.map((t) => ({ action: t.action, fromStatus: t.fromStatus, toStatus: t.toStatus, actorName: t.actorName, note: t.note, at: formatDateTime(t.at) })),
  };
}

/** What an author writes (libs/api noticeFields). */
export interface Draft {
  title: string;
  content: string;
  summary: string;
  attachmentIds: number[];
  /** the related policy; on update, undefined keeps the current one and null removes it */
  relatedId?: number | null | undefined;
}

/** How a save goes on: submit it afterwards, and `extra` writes what a kind keeps beside the row (in the same transaction). */
export interface SaveOptions {
  submit?: boolean | undefined;
  extra?: ((tx: Db, id: number) => Promise<void>) | undefined;
}

/**
 * Checks the attachments: each must be a file the author uploaded, or one already attached to
 * this item (so nobody attaches another user's private upload).
 * @throws Fail 4001 naming the problem
 */
async function checkAttachments(db: Db, user: AuthUser, ids: number[], noticeId?: number): Promise<void> {
  if (ids.length === 0) return;
  if (new Set(ids).size !== ids.length) throw invalid('附件重复');
  const files = await db.select({ id: storedFile.id, uploadedBy: storedFile.uploadedBy }).from(storedFile).where(inArray(storedFile.id, ids));
  const attached = noticeId
    ? new Set((await db.select({ id: noticeAttachment.fileId }).from(noticeAttachment).where(eq(noticeAttachment.noticeId, noticeId))).map((r) => r.id))
    : new Set<number>();
  for (const id of ids) {
    const file = files.find((f) => f.id === id);
    if (!file) throw invalid(`附件 ${id} 不存在，请重新上传`);
    if (file.uploadedBy !== user.id && !attached.has(id)) throw invalid(`附件 ${id} 不是您上传的文件`);
  }
}

/**
 * An interpretation must explain a published policy; a policy matter may belong to one.
 * @throws Fail 4001 '请选择所解读的政策' / '所解读的政策不存在或未发布' / '所属政策不存在或未发布'
 */
async function checkRelated(db: Db, kind: ContentKind, relatedId: number | undefined): Promise<number | null> {
  if (kind !== 'explain' && kind !== 'matter') return null;
  if (!relatedId) {
    if (kind === 'matter') return null;
    throw invalid('请选择所解读的政策');
  }
  const [policy] = await db
    .select({ id: notice.id })
    .from(notice)
    .where(and(eq(notice.id, relatedId), eq(notice.category, 'policy'), eq(notice.status, 'published')));
  if (!policy) throw invalid(kind === 'matter' ? '所属政策不存在或未发布' : '所解读的政策不存在或未发布');
  return policy.id;
}

async function setAttachments(db: Db, noticeId: number, ids: number[]): Promise<void> {
  await db.delete(noticeAttachment).where(eq(noticeAttachment.noticeId, noticeId));
  if (ids.length) await db.insert(noticeAttachment).values(ids.map((fileId, sort) => ({ noticeId, fileId, sort })));
}

async function record(db: Db, user: AuthUser, noticeId: number, action: string, from: string, to: string, note = ''): Promise<void> {
  await db.insert(noticeTransition).values(historyRow(user, noticeId, action, from, to, note));
}

/** One row of notice_transition. */
const historyRow = (user: AuthUser, noticeId: number, action: string, from: string, to: string, note: string) => ({ noticeId, action, fromStatus: from, toStatus: to, actorId: user.id, actorName: user.name || user.username, note });

/** Content moves only through CONTENT_WORKFLOW; every change is a row of notice_transition. */
export const contentWorkflow = defineWorkflow('content', CONTENT_WORKFLOW, {
  table: notice,
  id: notice.id,
  status: notice.status,
  version: notice.version,
  history: {
    table: noticeTransition,
    ref: noticeTransition.noticeId,
    rows: (changes, { user, note }) => changes.map((c) => historyRow(user, c.id, c.action, c.from, c.to, note)),
  },
});

/**
 * Creates a draft owned by the author's department (and submits it when asked).
 * @throws Fail 4003 for staff without a department; 4001 for a bad body, attachment or policy
 */
export async function createContent(db: Db, user: AuthUser, kind: ContentKind, d: Draft & SaveOptions) {
  if (!user.deptName) throw forbidden('您的账号没有所属部门，不能发布内容');
  const content = await cleanRichText(d.content, '正文');
  const result = await db.transaction(async (tx) => {
    await checkAttachments(tx, user, d.attachmentIds);
    const relatedId = await checkRelated(tx, kind, d.relatedId ?? undefined);
    const [row] = await tx
      .insert(notice)
      .values({ title: d.title, content, summary: d.summary, category: kind, deptName: user.deptName, status: 'draft', relatedId, authorId: user.id })
      .returning({ id: notice.id, status: notice.status, version: notice.version });
    await setAttachments(tx, row!.id, d.attachmentIds);
    await d.extra?.(tx, row!.id);
    await record(tx, user, row!.id, 'create', '', 'draft');
    return row!;
  });
  invalidateLists(db);
  return d.submit ? auditContent(db, user, result.id, 'submit', '') : { ...result, status: result.status as NoticeStatus };
}

/**
 * Changes a draft or rejected item of the caller's department; `version` must be the latest.
 * @throws Fail 4004 unknown; 4003 another department; 4009 stale version or a status that does not allow edits
 */
export async function updateContent(db: Db, user: AuthUser, id: number, version: number, d: Draft & SaveOptions, kinds?: readonly ContentKind[]) {
  const content = await cleanRichText(d.content, '正文');
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notice)
      .where(and(eq(notice.id, id), kinds ? inArray(notice.category, [...kinds]) : undefined))
      .for('update');
    if (!row) throw notFound('内容不存在');
    checkEdit(user, row, 'edit');
    if (row.version !== version) throw conflict('内容已被他人修改，请刷新后再编辑');
    await checkAttachments(tx, user, d.attachmentIds, id);
    const relatedId = await checkRelated(tx, row.category as ContentKind, (d.relatedId === undefined ? row.relatedId : d.relatedId) ?? undefined);
    const [updated] = await tx
      .update(notice)
      .set({ title: d.title, content, summary: d.summary, relatedId, version: row.version + 1, updatedAt: new Date() })
      .where(and(eq(notice.id, id), eq(notice.version, version)))
      .returning({ id: notice.id, status: notice.status, version: notice.version });
    if (!updated) throw conflict('内容已被他人修改，请刷新后再编辑');
    await setAttachments(tx, id, d.attachmentIds);
    await d.extra?.(tx, id);
    await record(tx, user, id, 'update', row.status, row.status);
    return updated;
  });
  invalidateLists(db);
  return d.submit ? auditContent(db, user, id, 'submit', '') : { ...result, status: result.status as NoticeStatus };
}

/**
 * Deletes an item of the caller's department (a published one leaves the public pages and
 * its messages go with it).
 * @throws Fail 4004 unknown; 4003 another department
 */
export async function deleteContent(db: Db, user: AuthUser, id: number, kinds?: readonly ContentKind[]): Promise<null> {
  const [row] = await db
    .select()
    .from(notice)
    .where(and(eq(notice.id, id), kinds ? inArray(notice.category, [...kinds]) : undefined));
  if (!row) throw notFound('内容不存在');
  checkEdit(user, row, 'delete');
  await db.delete(notice).where(eq(notice.id, id));
  invalidateLists(db);
  return null;
}

/**
 * One step of CONTENT_WORKFLOW (contentWorkflow): the status moves only from the status (and
 * version) it was read in, so two staff acting at once cannot both succeed. Publishing notifies
 * the subscribers; withdrawing takes the messages back.
 * @throws Fail 4004 unknown; 4003 not allowed for this user; 4009 not allowed in this status, or changed meanwhile
 */
export async function auditContent(db: Db, user: AuthUser, id: number, action: AuditAction, reason: string, kinds?: readonly ContentKind[]) {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(notice)
      .where(and(eq(notice.id, id), kinds ? inArray(notice.category, [...kinds]) : undefined));
    if (!row) throw notFound('内容不存在');
    checkTransition(user, row, action);
    const now = new Date();
    const { row: updated } = await contentWorkflow.fireOne(
      tx,
      action,
      row,
      { user, note: reason },
      {
        set: {
          rejectReason: action === 'reject' ? reason : '',
          updatedAt: now,
          ...(action === 'publish' ? { publishTime: now } : {}),
          ...(action === 'withdraw' ? { publishTime: null } : {}),
        },
      },
    );
    if (action === 'publish') await notifySubscribers(tx, row);
    if (action === 'withdraw' && row.status === 'published') await withdrawMessages(tx, id);
    return { id: updated.id, status: updated.status, version: updated.version };
  });
  invalidateLists(db);
  return { ...result, status: result.status as NoticeStatus };
}

/** Every item matching a staff filter, most recently changed first, for the export. */
export async function staffRows(db: Db, user: AuthUser, f: StaffFilter) {
  const rows = await staffQuery(db)
    .where(staffWhere(f))
    .orderBy(desc(notice.updatedAt), desc(notice.id));
  return rows.map((r) => toStaffItem(user, r));
}
