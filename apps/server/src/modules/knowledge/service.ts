import { and, asc, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { CODE, HOTLINE_ROLE, KNOWLEDGE_STATUS_LABELS, KNOWLEDGE_WORKFLOW, NOTICE_AUDIT_PERMISSION, transitionAllowed, type KnowledgeAction, type KnowledgeDetail, type KnowledgeHit, type KnowledgeItem, type KnowledgeStatus } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { Fail, forbidden, notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay } from '../../http/time';
import { defineWorkflow, STATUS_CHANGED } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { eventDetail } from '../hotline/service';
import { cleanRichText } from '../notice/richText';
import { knowledgeItem, knowledgeLog } from './tables';
import { knowledgeIndex } from './searchIndex';
import { plainText, searchGrams } from './search';

/** At most this many search units of a query are looked for (a 100-character query has at most 99; the index counts up to 63 per item). */
const MAX_QUERY_GRAMS = 40;

/**
 * THE search of the knowledge base (issue 15): intake suggestions, staff answering and the public
 * /knowledgeBank all call it. Published items valid today that share search units (search.ts)
 * with the query — at least two when the query has two or more — ranked by the units shared,
 * those of the question and keywords counting three times, newest first on a tie; each hit
 * carries the units found, to highlight, and a snippet of the answer around the first. Ranked
 * in memory over the index of searchIndex.ts (brought up to date with the database first); the
 * text of the items found is read after.
 */
export async function searchKnowledge(db: Db, keyword: string, limit: number): Promise<KnowledgeHit[]> {
  const q = searchGrams(keyword).slice(0, MAX_QUERY_GRAMS);
  if (q.length === 0) return [];
  const ranked = (await knowledgeIndex(db)).rank(q, limit, shanghaiDay(new Date()));
  if (ranked.length === 0) return [];
  const found = await db
    .select({ id: knowledgeItem.id, question: knowledgeItem.question, keywords: knowledgeItem.keywords, answerText: knowledgeItem.answerText, category: knowledgeItem.category, sourcePolicy: knowledgeItem.sourcePolicy })
    .from(knowledgeItem)
    .where(inArray(knowledgeItem.id, ranked.map((r) => r.id)));
  const text = new Map(found.map((r) => [r.id, r]));
  // an item deleted since the index was brought up to date is left out
  return ranked.flatMap(({ id, score }) => {
    const r = text.get(id);
    if (!r) return [];
    const haystack = `${r.question} ${r.keywords} ${r.answerText}`.toLowerCase();
    const matches = q.filter((g) => haystack.includes(g));
    const at = Math.max(0, matches.reduce((first, g) => Math.min(first, r.answerText.toLowerCase().indexOf(g) < 0 ? first : r.answerText.toLowerCase().indexOf(g)), r.answerText.length) - 20);
    const snippet = `${at > 0 ? '…' : ''}${r.answerText.slice(at, at + 120)}${r.answerText.length > at + 120 ? '…' : ''}`;
    return [{ id, question: r.question, snippet, category: r.category, sourcePolicy: r.sourcePolicy, matches, score }];
  });
}

const isEditor = (user: AuthUser) => user.userKind === 1 && user.roles.includes(HOTLINE_ROLE);
const isAuditor = (user: AuthUser) => user.userKind === 1 && user.personRouters.includes(NOTICE_AUDIT_PERMISSION);

const itemColumns = {
  id: knowledgeItem.id,
  question: knowledgeItem.question,
  category: knowledgeItem.category,
  keywords: knowledgeItem.keywords,
  sourcePolicy: knowledgeItem.sourcePolicy,
  validFrom: knowledgeItem.validFrom,
  validTo: knowledgeItem.validTo,
  status: knowledgeItem.status,
  version: knowledgeItem.version,
  authorName: sql<string>`coalesce(${appUser.name}, '')`,
  auditNote: knowledgeItem.auditNote,
  updatedAt: knowledgeItem.updatedAt,
};
const toItem = (r: Omit<KnowledgeItem, 'status' | 'updatedAt'> & { status: string; updatedAt: Date }): KnowledgeItem => ({ ...r, status: r.status as KnowledgeStatus, updatedAt: formatDateTime(r.updatedAt) });

/** The filters of the staff's list and its export (endpoints.knowledgeList). */
export interface KnowledgeFilters {
  status?: KnowledgeStatus | undefined;
  keyword?: string | undefined;
}

/** The condition of {@link KnowledgeFilters}: the status, and the keyword in the question or the keywords. */
function filtered(f: KnowledgeFilters) {
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : null;
  return and(f.status ? eq(knowledgeItem.status, f.status) : undefined, kw ? or(sql`${knowledgeItem.question} ilike ${kw}`, sql`${knowledgeItem.keywords} ilike ${kw}`) : undefined);
}

/** Every item for staff, newest change first, by status and a keyword of the question or keywords. */
export async function listKnowledge(db: Db, f: KnowledgeFilters & { page: number; limit: number }) {
  const where = filtered(f);
  const { list: rows, total } = await pageOf(
    db
      .select(itemColumns)
      .from(knowledgeItem)
      .leftJoin(appUser, eq(appUser.id, knowledgeItem.createdBy))
      .where(where)
      .orderBy(desc(knowledgeItem.updatedAt), desc(knowledgeItem.id)),
    db.select({ n: count() }).from(knowledgeItem).where(where),
    f,
  );
  return { list: rows.map(toItem), total };
}

/** One page of the export (keysetPages of http/xlsxStream.ts): the filtered items after `afterId` by id, with the answer as plain text. */
export const exportPage = (db: Db, f: KnowledgeFilters) => async (afterId: number, size: number) =>
  (
    await db
      .select({ ...itemColumns, answerText: knowledgeItem.answerText })
      .from(knowledgeItem)
      .leftJoin(appUser, eq(appUser.id, knowledgeItem.createdBy))
      .where(and(filtered(f), gt(knowledgeItem.id, afterId)))
      .orderBy(asc(knowledgeItem.id))
      .limit(size)
  ).map((r) => ({ ...toItem(r), answerText: r.answerText }));

/**
 * One item: published ones for everyone, the others for staff only.
 * @throws Fail 4004 missing or not visible
 */
export async function knowledgeDetail(db: Db, user: AuthUser | null, id: number): Promise<KnowledgeDetail> {
  const [row] = await db
    .select({ ...itemColumns, answer: knowledgeItem.answer })
    .from(knowledgeItem)
    .leftJoin(appUser, eq(appUser.id, knowledgeItem.createdBy))
    .where(eq(knowledgeItem.id, id));
  if (!row || (row.status !== 'published' && user?.userKind !== 1)) throw notFound('知识条目不存在或未发布');
  return { ...toItem(row), answer: row.answer };
}

/** Knowledge items move only through KNOWLEDGE_WORKFLOW, guarded by status and version; each change is a row of knowledge_log. */
export const knowledgeWorkflow = defineWorkflow('knowledge', KNOWLEDGE_WORKFLOW, {
  table: knowledgeItem,
  id: knowledgeItem.id,
  status: knowledgeItem.status,
  version: knowledgeItem.version,
  history: {
    table: knowledgeLog,
    ref: knowledgeLog.itemId,
    rows: (changes, { user, note }) => changes.map((c) => ({ itemId: c.id, action: c.action, fromStatus: c.from, toStatus: c.to, userId: user.id, note, at: c.at })),
  },
});

/**
 * Fires one action of KNOWLEDGE_WORKFLOW: editors (the hotline centre) submit, take offline and
 * withdraw; auditors (通知公告审核) approve and reject items they did not write.
 * @throws Fail 4003 not the user's to do; 4004 unknown; 4009 not allowed from its status or changed meanwhile
 */
export async function auditKnowledge(db: Db, user: AuthUser, id: number, action: KnowledgeAction, note: string): Promise<{ status: KnowledgeStatus }> {
  const [row] = await db.select({ status: knowledgeItem.status, version: knowledgeItem.version, createdBy: knowledgeItem.createdBy }).from(knowledgeItem).where(eq(knowledgeItem.id, id));
  if (!row) throw notFound('知识条目不存在');
  const rule = KNOWLEDGE_WORKFLOW.actions[action];
  if (rule.by === 'editor' && !isEditor(user)) throw forbidden(`只有${HOTLINE_ROLE}可以${rule.label}`);
  if (rule.by === 'auditor' && !isAuditor(user)) throw forbidden(`需要${NOTICE_AUDIT_PERMISSION}权限`);
  if (rule.by === 'auditor' && row.createdBy === user.id) throw forbidden('不能审核自己撰写的知识条目');
  if (!transitionAllowed(KNOWLEDGE_WORKFLOW, action, row.status as KnowledgeStatus)) throw new Fail(CODE.conflict, `知识条目当前状态为“${KNOWLEDGE_STATUS_LABELS[row.status as KnowledgeStatus]}”，不能${rule.label}`);
  const change = await knowledgeWorkflow.fireOne(db, action, { id, status: row.status, version: row.version }, { user, note }, { set: { updatedAt: new Date(), ...(rule.by === 'auditor' ? { auditNote: note } : {}) } });
  return { status: change.to as KnowledgeStatus };
}

/** The fields of endpoints.knowledgeSave. */
export interface KnowledgeInput {
  id?: number | undefined;
  version?: number | undefined;
  question: string;
  answer: string;
  category: string;
  keywords: string;
  sourcePolicy: string;
  validFrom: string;
  validTo: string | null;
}

/** The stored columns of an item's fields: the answer sanitised, its plain text and the search units. */
export async function columnsOf(input: Omit<KnowledgeInput, 'id' | 'version'>) {
  const answer = await cleanRichText(input.answer, '答案');
  const answerText = plainText(answer);
  return { ...input, answer, answerText, questionGrams: searchGrams(`${input.question} ${input.keywords}`), grams: searchGrams(`${input.question} ${input.keywords} ${answerText}`) };
}

/**
 * Creates a draft, or changes a draft at the version the editor read.
 * @throws Fail 4001 validity ends before it starts, or an answer empty once sanitised; 4009 not a draft, or changed meanwhile
 */
export async function saveKnowledge(db: Db, user: AuthUser, input: KnowledgeInput): Promise<{ id: number; version: number }> {
  if (input.validTo && input.validTo < input.validFrom) throw new Fail(CODE.invalidInput, '失效日期不能早于生效日期');
  const { id, version, ...fields } = input;
  const values = await columnsOf(fields);
  if (id === undefined) {
    const [row] = await db.insert(knowledgeItem).values({ ...values, createdBy: user.id }).returning({ id: knowledgeItem.id, version: knowledgeItem.version });
    return row!;
  }
  const [row] = await db
    .update(knowledgeItem)
    .set({ ...values, version: sql`${knowledgeItem.version} + 1`, updatedAt: new Date() })
    .where(and(eq(knowledgeItem.id, id), eq(knowledgeItem.status, 'draft'), version === undefined ? undefined : eq(knowledgeItem.version, version)))
    .returning({ id: knowledgeItem.id, version: knowledgeItem.version });
  if (row) return row;
  const [exists] = await db.select({ status: knowledgeItem.status }).from(knowledgeItem).where(eq(knowledgeItem.id, id));
  if (!exists) throw notFound('知识条目不存在');
  throw new Fail(CODE.conflict, exists.status === 'draft' ? STATUS_CHANGED : '只能修改草稿，请先撤回修改');
}

/**
 * Deletes a draft.
 * @throws Fail 4009 not a draft
 */
export async function deleteKnowledge(db: Db, id: number): Promise<null> {
  const [row] = await db
    .delete(knowledgeItem)
    .where(and(eq(knowledgeItem.id, id), eq(knowledgeItem.status, 'draft')))
    .returning({ id: knowledgeItem.id });
  if (!row) throw new Fail(CODE.conflict, '只能删除草稿状态的知识条目');
  return null;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Plain text as rich text: each non-empty line a paragraph, escaped (a closed event's answer, an imported answer). */
export const paragraphsHtml = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');

/**
 * Turns a closed call event the user sees into a draft item: its question, its answer (as
 * paragraphs), its category, valid from today.
 * @throws Fail 4004 not visible; 4009 not closed
 */
export async function draftFromEvent(db: Db, user: AuthUser, eventId: number): Promise<{ id: number }> {
  const e = await eventDetail(db, user, eventId);
  if (e.status !== 'closed') throw new Fail(CODE.conflict, '只有已办结的诉求可以转为知识条目');
  const values = await columnsOf({ question: e.content.slice(0, 200), answer: paragraphsHtml(e.answer), category: e.categoryName, keywords: '', sourcePolicy: '', validFrom: shanghaiDay(new Date()), validTo: null });
  const [row] = await db.insert(knowledgeItem).values({ ...values, fromEventId: e.id, createdBy: user.id }).returning({ id: knowledgeItem.id });
  return row!;
}
