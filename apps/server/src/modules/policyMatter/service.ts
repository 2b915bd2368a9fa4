import { and, asc, eq, inArray, isNotNull, like, ne, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApplicationType, Attachment, HandlingMode, PolicyMatterTheme } from '@portal/api';
import type { Db } from '../../db/open';
import { notFound } from '../../http/errors';
import { formatDateTime } from '../../http/time';
import type { AuthUser } from '../account/session';
import { applicationCashStats } from '../application/service';
import { containsPattern, openPublished } from '../notice/publicService';
import { cleanRichText } from '../notice/richText';
import { createContent, staffDetail, updateContent } from '../notice/staffService';
import { notice, noticeAttachment } from '../notice/tables';
import { policyMatter, type MaterialRow, type SectionRow, type StandardRow } from './tables';

const MATTER = ['matter'] as const;
/** An application type of issue 6, or '' for a matter handled at the counter only. */
type ApplyType = ApplicationType | '';
/** The most matters one public list answers (/serviceHandle shows them all, grouped). */
const LIST_CAP = 500;

/** Filters of the public lists (libs/api policyMatterList, policyCash). */
export interface MatterFilter {
  keyword?: string | undefined;
  deptName?: string | undefined;
  theme?: PolicyMatterTheme | undefined;
  handling?: HandlingMode | undefined;
}

const policyRow = alias(notice, 'policy');

const itemColumns = {
  id: notice.id,
  title: notice.title,
  deptName: notice.deptName,
  publishTime: notice.publishTime,
  theme: policyMatter.theme,
  handling: policyMatter.handling,
  applyType: policyMatter.applyType,
  timeLimit: policyMatter.timeLimit,
  standard: policyMatter.standard,
  amount: policyMatter.amount,
  policyId: policyRow.id,
  policyTitle: policyRow.title,
  policyTime: policyRow.publishTime,
};
type ItemRow = {
  id: number;
  title: string;
  deptName: string;
  publishTime: Date | null;
  theme: string;
  handling: string;
  applyType: string;
  timeLimit: string;
  standard: string;
  amount: number | null;
  policyId: number | null;
  policyTitle: string | null;
  policyTime: Date | null;
};

/** The policy a matter belongs to, as a link; only a published policy is shown. */
const policyLink = (r: Pick<ItemRow, 'policyId' | 'policyTitle' | 'policyTime'>) =>
  r.policyId !== null && r.policyTitle !== null && r.policyTime !== null ? { id: r.policyId, title: r.policyTitle, publishTime: formatDateTime(r.policyTime) } : null;

const toItem = (r: ItemRow) => ({
  id: r.id,
  title: r.title,
  deptName: r.deptName,
  publishTime: formatDateTime(r.publishTime!),
  theme: r.theme as PolicyMatterTheme,
  handling: r.handling as HandlingMode,
  applyType: r.applyType as ApplyType,
  timeLimit: r.timeLimit,
  standard: r.standard,
  amount: r.amount,
  policy: policyLink(r),
});

/** Published matters joined with their guide and (published) policy. */
function publishedMatters(db: Db, f: MatterFilter, extra?: SQL) {
  return db
    .select(itemColumns)
    .from(notice)
    .innerJoin(policyMatter, eq(policyMatter.noticeId, notice.id))
    .leftJoin(policyRow, and(eq(policyRow.id, notice.relatedId), eq(policyRow.status, 'published')))
    .where(
      and(
        eq(notice.status, 'published'),
        eq(notice.category, 'matter'),
        f.keyword ? like(notice.searchText, containsPattern(f.keyword)) : undefined,
        f.deptName ? eq(notice.deptName, f.deptName) : undefined,
        f.theme ? eq(policyMatter.theme, f.theme) : undefined,
        f.handling ? eq(policyMatter.handling, f.handling) : undefined,
        extra,
      ),
    )
    .orderBy(asc(notice.deptName), asc(notice.id))
    .limit(LIST_CAP);
}

/**
 * GET /api/policyMatter/list: the published matters (at most 500) by department, and every
 * department that has published matters (the filter's options, whatever the filter).
 */
export async function listMatters(db: Db, f: MatterFilter) {
  const [rows, depts] = await Promise.all([
    publishedMatters(db, f),
    db
      .selectDistinct({ d: notice.deptName })
      .from(notice)
      .where(and(eq(notice.status, 'published'), eq(notice.category, 'matter')))
      .orderBy(notice.deptName),
  ]);
  return { list: rows.map(toItem), departments: depts.map((d) => d.d) };
}

/** The guide columns of a matter as the API shows them; templates resolved against the matter's attachments. */
function toGuide(g: typeof policyMatter.$inferSelect, attachments: Attachment[]) {
  const byId = new Map(attachments.map((a) => [a.id, a]));
  return {
    theme: g.theme as PolicyMatterTheme,
    handling: g.handling as HandlingMode,
    applyType: g.applyType as ApplyType,
    conditions: g.conditions,
    process: g.process,
    materials: g.materials.map((m) => ({ ...m, template: m.templateFileId === null ? null : (byId.get(m.templateFileId) ?? null) })),
    timeLimit: g.timeLimit,
    standard: g.standard,
    amount: g.amount,
    place: g.place,
    contact: g.contact,
    special: g.standards.length > 0 || g.sections.length > 0,
    standards: g.standards,
    sections: g.sections,
  };
}

async function guideOf(db: Db, id: number) {
  const [g] = await db.select().from(policyMatter).where(eq(policyMatter.noticeId, id));
  if (!g) throw notFound('事项不存在');
  return g;
}

async function policyOf(db: Db, relatedId: number | null) {
  if (relatedId === null) return null;
  const [p] = await db
    .select({ policyId: notice.id, policyTitle: notice.title, policyTime: notice.publishTime })
    .from(notice)
    .where(and(eq(notice.id, relatedId), eq(notice.status, 'published')));
  return p ? policyLink(p) : null;
}

/**
 * GET /api/policyMatter/{id}: a published matter's guide; counts the view (and the read of a
 * logged-in user, as every published item does).
 * @throws Fail 4004 '内容不存在或未发布' for a matter that is not published
 */
export async function openMatter(db: Db, id: number, userId: number | undefined) {
  const row = await openPublished(db, id, MATTER, userId);
  const [g, policy] = await Promise.all([guideOf(db, id), policyOf(db, row.relatedId)]);
  const guide = toGuide(g, row.attachments);
  return {
    id: row.id,
    title: row.title,
    deptName: row.deptName,
    publishTime: row.publishTime,
    content: row.content,
    viewCount: row.viewCount,
    attachments: row.attachments,
    policy,
    ...guide,
  };
}

/**
 * GET /api/policyMatter/one/detail: any status, for staff, with the workflow facts of the content
 * table (status, version, actions, transitions).
 * @throws Fail 4004 for an unknown matter
 */
export async function staffMatter(db: Db, user: AuthUser, id: number) {
  const d = await staffDetail(db, user, id, MATTER);
  const [g, policy] = await Promise.all([guideOf(db, id), policyOf(db, d.relatedId)]);
  return { ...d, policy, ...toGuide(g, d.attachments) };
}

/** What staff save at /modifyPolicyMatterDetail (libs/api policyMatterSave, parsed). */
export interface MatterInput {
  id?: number | undefined;
  version?: number | undefined;
  title: string;
  content: string;
  attachmentIds: number[];
  policyId: number | null;
  theme: PolicyMatterTheme;
  handling: HandlingMode;
  applyType: ApplyType;
  conditions: string;
  process: string;
  materials: MaterialRow[];
  timeLimit: string;
  standard: string;
  amount: number | null;
  place: string;
  contact: string;
  submit?: boolean | undefined;
}

/**
 * Creates (no id) or changes a matter and its guide in one transaction, through the content
 * workflow: a new matter is a draft of the author's department; only that department may change
 * it, in draft or rejected, at the version read. Rich text is sanitised before it is stored.
 * @throws Fail 4001 (a section with nothing readable, an unknown policy or attachment), 4003
 *   (another department), 4004, 4009 (stale version, or a status that does not allow edits)
 */
export async function saveMatter(db: Db, user: AuthUser, m: MatterInput) {
  const guide = {
    theme: m.theme,
    handling: m.handling,
    applyType: m.applyType,
    conditions: await cleanRichText(m.conditions, '申请条件', '请填写申请条件'),
    process: await cleanRichText(m.process, '办理流程', '请填写办理流程'),
    materials: m.materials,
    timeLimit: m.timeLimit,
    standard: m.standard,
    amount: m.amount,
    place: m.place,
    contact: m.contact,
  };
  const draft = { title: m.title, content: m.content, summary: '', attachmentIds: m.attachmentIds, relatedId: m.policyId, submit: m.submit };
  if (m.id === undefined) {
    return createContent(db, user, 'matter', {
      ...draft,
      extra: async (tx, id) => {
        await tx.insert(policyMatter).values({ noticeId: id, ...guide });
      },
    });
  }
  return updateContent(
    db,
    user,
    m.id,
    m.version ?? 0,
    {
      ...draft,
      extra: async (tx, id) => {
        await tx.update(policyMatter).set(guide).where(eq(policyMatter.noticeId, id));
      },
    },
    MATTER,
  );
}

/**
 * Saves the special parts of a matter (table of standards, extra sections) at
 * /modifyPolicyMatterDetailSpecial, with the same department, status and version checks as any
 * edit; the rest of the matter stays as it is. Empty lists make it an ordinary matter again.
 * @throws Fail 4001 (a section with nothing readable), 4003, 4004, 4009
 */
export async function saveSpecial(db: Db, user: AuthUser, s: { id: number; version: number; standards: StandardRow[]; sections: SectionRow[] }) {
  const sections: SectionRow[] = [];
  for (const x of s.sections) sections.push({ title: x.title, content: await cleanRichText(x.content, `“${x.title}”的内容`, `请填写“${x.title}”的内容`) });
  const [row] = await db
    .select({ title: notice.title, content: notice.content, summary: notice.summary, relatedId: notice.relatedId })
    .from(notice)
    .where(and(eq(notice.id, s.id), inArray(notice.category, [...MATTER])));
  if (!row) throw notFound('内容不存在');
  const files = await db.select({ id: noticeAttachment.fileId }).from(noticeAttachment).where(eq(noticeAttachment.noticeId, s.id)).orderBy(noticeAttachment.sort);
  return updateContent(
    db,
    user,
    s.id,
    s.version,
    {
      ...row,
      attachmentIds: files.map((f) => f.id),
      extra: async (tx, id) => {
        await tx.update(policyMatter).set({ standards: s.standards, sections }).where(eq(policyMatter.noticeId, id));
      },
    },
    MATTER,
  );
}

/**
 * GET /api/policyMatter/cash (/policyCash): the published matters that pay money (an amount, or an
 * application type) with their standard and what has been cashed: per matter, the applications of
 * its type (issue 6, `applicationCashStats`), how many were approved and the sum granted to them.
 * Matters of one type share its figures; the totals count each type once.
 */
export async function cashList(db: Db, f: MatterFilter) {
  const [rows, stats] = await Promise.all([publishedMatters(db, f, or(isNotNull(policyMatter.amount), ne(policyMatter.applyType, ''))), applicationCashStats(db)]);
  const none = { applications: 0, approved: 0, amount: 0 };
  const list = rows.map((r) => {
    const s = (r.applyType && stats.get(r.applyType)) || none;
    return { ...toItem(r), applications: s.applications, approved: s.approved, cashedAmount: s.amount };
  });
  const types = [...new Set(rows.map((r) => r.applyType).filter(Boolean))].map((t) => stats.get(t) ?? none);
  return {
    list,
    totals: {
      matters: list.length,
      applications: types.reduce((a, s) => a + s.applications, 0),
      approved: types.reduce((a, s) => a + s.approved, 0),
      cashedAmount: types.reduce((a, s) => a + s.amount, 0),
    },
  };
}
