import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { CODE, HOTLINE_ROLE, KNOWLEDGE_STATUS_LABELS, KNOWLEDGE_WORKFLOW, NOTICE_AUDIT_PERMISSION, transitionAllowed, type KnowledgeAction, type KnowledgeDetail, type KnowledgeHit, type KnowledgeItem, type KnowledgeStatus } from '@portal/api';
import type { Db } from '../../db/open';
import { likeLiteral } from '../../db/like';
import { Fail, forbidden, notFound } from '../../http/errors';
import { formatDateTime, shanghaiDay } from '../../http/time';
import { defineWorkflow, STATUS_CHANGED } from '../../http/workflow';
import type { AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { eventDetail } from '../hotline/service';
import { cleanRichText } from '../notice/richText';
import { knowledgeGram, knowledgeItem, knowledgeLog } from './tables';
import { plainText, searchGrams } from './search';

/** At most this many search units of a query are looked for (a 100-character query has at most 99). */
const MAX_QUERY_GRAMS = 40;

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** How many of the units `q` a units column holds (one containment test per unit: cheaper per row than intersecting arrays). */
const held = (col: PgColumn, q: string[]) =>
  sql.join(
    q.map((g) => sql`(${col} @> array[${g}]::text[])::int`),
    sql` + `,
  );

/**
 * A condition the GIN index evaluates that every item holding at least `t` of `units` (rarest
 * first) meets: lacking all of `units.length − t + 1` of them leaves at most t − 1, so the item
 * holds one of each disjoint group of that size (as many groups as fit, the rarest first).
 */
function holdsAtLeast(col: PgColumn, units: string[], t: number): SQL[] {
  if (t <= 0) return [];
  const size = units.length - t + 1;
  return Array.from({ length: Math.floor(units.length / size) }, (_, i) => sql`${col} && ${textArray(units.slice(i * size, (i + 1) * size))}`);
}

/** A unit held by at most this many items is rare: the items holding one are always ranked. */
const RARE_UNIT_ITEMS = 2_000;
/** When the units that are not rare are held by more than this many items together, the search is bounded ({@link boundedUniverse}). */
const COMMON_UNIT_ITEMS = 10_000;
/** How many of the newest items holding only common units a bounded search ranks. */
const COMMON_WINDOW = 1_000;

/**
 * The items the last round of a search may rank (the one that ranks every item holding `need`
 * units), or undefined for all. A query whose units are common (办理, 人力, 资源, 在线… held by most
 * items) would rank nearly every item there, for seconds, during which PGlite answers nothing
 * else (it runs in the server's thread). So when the units that are not rare
 * ({@link RARE_UNIT_ITEMS}) are held by more than {@link COMMON_UNIT_ITEMS} items together, that
 * round ranks the items holding one of the rare units and the newest {@link COMMON_WINDOW} items
 * holding `need` of the units: exactly, within those; an older item holding only common units can
 * be left out, in favour of newer ones that tie or nearly tie with it.
 */
async function boundedUniverse(tx: Db, units: string[], counts: Map<string, number>, need: number, live: SQL | undefined): Promise<SQL | undefined> {
  const rare = units.filter((g) => counts.get(g)! <= RARE_UNIT_ITEMS);
  const common = units.reduce((sum, g) => sum + (counts.get(g)! > RARE_UNIT_ITEMS ? counts.get(g)! : 0), 0);
  if (common <= COMMON_UNIT_ITEMS) return undefined;
  // walks the primary key from the newest item: the common units make the matches dense
  const [edge] = await tx
    .select({ id: knowledgeItem.id })
    .from(knowledgeItem)
    .where(and(sql`${held(knowledgeItem.grams, units)} >= ${need}`, live))
    .orderBy(desc(knowledgeItem.id))
    .offset(COMMON_WINDOW - 1)
    .limit(1);
  if (!edge) return undefined;
  return or(gte(knowledgeItem.id, edge.id), rare.length ? sql`${knowledgeItem.grams} && ${textArray(rare)}` : undefined);
}

/**
 * The best `limit` items for the units `q`, exactly as ranking every published item valid today
 * would give them (score = units held + 2 × units held by the question and keywords; at least
 * `need` units; newest first on a tie), while ranking only a few rows. A unit no item holds
 * (knowledge_gram, read in the same snapshot) counts for no item, so the `n` units some item
 * holds are the ones looked at, rarest first. An item scoring θ or more holds ⌈θ/3⌉ of them and
 * its question ⌈(θ − n)/2⌉ ({@link holdsAtLeast}: the GIN indexes look those up). Starting from
 * the highest score possible (3n), items meeting the condition of θ are ranked: when `limit` of
 * them score θ or more, no item outside can pass them; otherwise θ is lowered (to the last score
 * found when the list is full, else by 3, 6, 12… units) until the condition is only `need` units.
 * The rounds read ids and scores only (carrying the text columns through the sort cost ten times
 * as much); the text of the items found is read after, in the same snapshot. A query of common
 * units ranks a bounded set ({@link boundedUniverse}).
 */
async function rankKnowledge(db: Db, q: string[], limit: number) {
  const need = Math.min(2, q.length);
  const today = shanghaiDay(new Date());
  return db.transaction(
    async (tx) => {
      const counts = new Map((await tx.select().from(knowledgeGram).where(inArray(knowledgeGram.gram, q))).map((r) => [r.gram, r.items]));
      const units = q.filter((g) => (counts.get(g) ?? 0) > 0).sort((a, b) => counts.get(a)! - counts.get(b)!);
      if (units.length < need) return [];
      const n = units.length;
      const live = and(eq(knowledgeItem.status, 'published'), lte(knowledgeItem.validFrom, today), or(isNull(knowledgeItem.validTo), gte(knowledgeItem.validTo, today)));
      let universe: SQL | undefined;
      const score = sql<number>`(${held(knowledgeItem.grams, units)} + 2 * (${held(knowledgeItem.questionGrams, units)}))`.mapWith(Number);
      let ranked: { id: number; score: number }[];
      for (let theta = 3 * n, round = 0; ; round++) {
        const t = Math.max(need, Math.ceil(theta / 3));
        const tq = Math.ceil((theta - n) / 2);
        // θ = 3n: every unit in the question, the one highest score, so the newest such items
        const top = theta === 3 * n;
        // the last round ranks every item holding `need` units: bounded when they are common
        if (t <= need && tq <= 0) universe = await boundedUniverse(tx, units, counts, need, live);
        const rows = await tx
          .select({ id: knowledgeItem.id, score: top ? sql<number>`${theta}::int`.mapWith(Number) : score })
          .from(knowledgeItem)
          .where(
            and(
              ...(top ? [sql`${knowledgeItem.questionGrams} @> ${textArray(units)}`] : [...holdsAtLeast(knowledgeItem.grams, units, t), ...holdsAtLeast(knowledgeItem.questionGrams, units, tq), sql`${held(knowledgeItem.grams, units)} >= ${need}`]),
              live,
              universe,
            ),
          )
          // id + 0: the few rows the GIN index finds are sorted, rather than the primary key walked backwards for them
          .orderBy(...(top ? [] : [desc(score)]), desc(sql`${knowledgeItem.id} + 0`))
          .limit(limit);
        const full = rows.length === limit;
        if ((t <= need && tq <= 0) || (full && rows[limit - 1]!.score >= theta)) {
          ranked = rows;
          break;
        }
        theta = full ? rows[limit - 1]!.score : theta - 3 * 2 ** round;
      }
      if (ranked.length === 0) return [];
      const found = await tx
        .select({ id: knowledgeItem.id, question: knowledgeItem.question, keywords: knowledgeItem.keywords, answerText: knowledgeItem.answerText, category: knowledgeItem.category, sourcePolicy: knowledgeItem.sourcePolicy })
        .from(knowledgeItem)
        .where(inArray(knowledgeItem.id, ranked.map((r) => r.id)));
      const text = new Map(found.map((r) => [r.id, r]));
      return ranked.map((r) => ({ ...text.get(r.id)!, score: r.score }));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * THE search of the knowledge base (issue 15): intake suggestions, staff answering and the public
 * /knowledgeBank all call it. Published items valid today that share search units (search.ts)
 * with the query — at least two when the query has two or more — ranked by the units shared,
 * those of the question and keywords counting three times, newest first on a tie; each hit
 * carries the units found, to highlight, and a snippet of the answer around the first.
 */
export async function searchKnowledge(db: Db, keyword: string, limit: number): Promise<KnowledgeHit[]> {
  const q = searchGrams(keyword).slice(0, MAX_QUERY_GRAMS);
  if (q.length === 0) return [];
  const rows = await rankKnowledge(db, q, limit);
  return rows.map((r) => {
    const haystack = `${r.question} ${r.keywords} ${r.answerText}`.toLowerCase();
    const matches = q.filter((g) => haystack.includes(g));
    const at = Math.max(0, matches.reduce((first, g) => Math.min(first, r.answerText.toLowerCase().indexOf(g) < 0 ? first : r.answerText.toLowerCase().indexOf(g)), r.answerText.length) - 20);
    const snippet = `${at > 0 ? '…' : ''}${r.answerText.slice(at, at + 120)}${r.answerText.length > at + 120 ? '…' : ''}`;
    return { id: r.id, question: r.question, snippet, category: r.category, sourcePolicy: r.sourcePolicy, matches, score: r.score };
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
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(knowledgeItem)
      .leftJoin(appUser, eq(appUser.id, knowledgeItem.createdBy))
      .where(where)
      .orderBy(desc(knowledgeItem.updatedAt), desc(knowledgeItem.id))
      .limit(f.limit)
      .offset((f.page - 1) * f.limit),
    db.select({ n: count() }).from(knowledgeItem).where(where),
  ]);
  return { list: rows.map(toItem), total: total?.n ?? 0 };
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
