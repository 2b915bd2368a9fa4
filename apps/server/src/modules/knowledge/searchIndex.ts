import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/open';
import { tableVersions } from '../../http/answerCache';
import { knowledgeItem, knowledgeItemDeleted } from './tables';

/**
 * The knowledge search's inverted index (issue 15, docs/hotline.md 'How it stays fast'): the
 * search units (search.ts) of every published item, held by the server process, so that ranking
 * one query costs a pass over the posting lists of its units (a few ms at 100,000 items) instead
 * of SQL over the whole table (which on PGlite runs in the server's thread, blocking every other
 * request). It follows the database through the data version of knowledge_item (table
 * data_version, http/answerCache.ts): a write through any path (the API, an import, the seed,
 * psql, a second server on the same PostgreSQL) raises it, and the next search first brings the
 * index up to date (the rows written since are read again, by their write_xact, and the ids deleted
 * since taken out, by knowledge_item_deleted) before ranking.
 */

/** A posting: `slot << 1 | 1` when the unit is in the item's question or keywords, `slot << 1` when only in its answer. */
type Postings = Int32Array;

/** Rows read per query while building, with a turn of the event loop between pages. */
const BUILD_PAGE = 1_000;
/** More changed rows than this since the last refresh: the index is built again rather than patched. */
const PATCH_MAX_ROWS = 20_000;
/** A unit's per-item weight in the accumulator: the score (1, or 3 when in the question) in the high bits, one unit held in the low {@link HELD_BITS}. */
const HELD_BITS = 6;
const ANSWER_HIT = (1 << HELD_BITS) + 1;
const QUESTION_HIT = (3 << HELD_BITS) + 1;
const HELD_MASK = (1 << HELD_BITS) - 1;
/** Validity dates as YYYYMMDD numbers; an item with no end date ends at this. */
const NO_END = 99_991_231;

const dayNumber = (day: string) => Number(day.slice(0, 10).replaceAll('-', ''));

/** One item as the index holds it: its search units (those of its question and keywords among them) and validity. */
interface IndexedRow {
  id: number;
  grams: string[];
  questionGrams: string[];
  validFrom: string;
  validTo: string | null;
}

/** One ranked item: its id and score (units held + 2 × units held by its question and keywords). */
export interface RankedItem {
  id: number;
  score: number;
}

const grown = <T extends Int32Array | Uint8Array>(a: T, need: number, make: (n: number) => T): T => {
  if (need <= a.length) return a;
  const b = make(Math.max(need, Math.ceil(a.length * 1.5) + 16));
  b.set(a);
  return b;
};

/**
 * The posting lists of the published items' units. Each item version takes the next slot (slots
 * only grow, so every list stays in slot order); an item edited or withdrawn leaves a dead slot,
 * and once a quarter of the slots are dead the lists are compacted in place.
 * Memory: 4 bytes per (item, unit) pair, 15 bytes per slot, and the unit dictionary and id map.
 */
export class KnowledgeIndex {
  private readonly unitOf = new Map<string, number>();
  private lists: Postings[] = [];
  private lens: number[] = [];
  private slotItem = new Int32Array(0);
  private slotFrom = new Int32Array(0);
  private slotTo = new Int32Array(0);
  private dead = new Uint8Array(0);
  private slots = 0;
  private deadSlots = 0;
  private readonly slotOfItem = new Map<number, number>();
  private acc = new Uint16Array(0);

  /** How many items the index holds. */
  get size(): number {
    return this.slotOfItem.size;
  }

  /** Whether the index holds item `id`. */
  has(id: number): boolean {
    return this.slotOfItem.has(id);
  }

  /** The ids of the items held. */
  ids(): IterableIterator<number> {
    return this.slotOfItem.keys();
  }

  /** Adds an item (replacing the one of the same id). Its question units must be among its units (they are: search.ts cuts the question and keywords as part of the whole text). */
  put(row: IndexedRow): void {
    this.remove(row.id);
    const slot = this.slots++;
    if (slot >= this.slotItem.length) {
      const n = slot + 1;
      this.slotItem = grown(this.slotItem, n, (k) => new Int32Array(k));
      this.slotFrom = grown(this.slotFrom, n, (k) => new Int32Array(k));
      this.slotTo = grown(this.slotTo, n, (k) => new Int32Array(k));
      this.dead = grown(this.dead, n, (k) => new Uint8Array(k));
    }
    this.slotItem[slot] = row.id;
    this.slotFrom[slot] = dayNumber(row.validFrom);
    this.slotTo[slot] = row.validTo ? dayNumber(row.validTo) : NO_END;
    this.slotOfItem.set(row.id, slot);
    const inQuestion = new Set(row.questionGrams);
    for (const g of row.grams) {
      let u = this.unitOf.get(g);
      if (u === undefined) {
        u = this.lists.length;
        this.unitOf.set(g, u);
        this.lists.push(new Int32Array(4));
        this.lens.push(0);
      }
      const len = this.lens[u]!;
      const list = (this.lists[u] = grown(this.lists[u]!, len + 1, (k) => new Int32Array(k)));
      list[len] = (slot << 1) | (inQuestion.has(g) ? 1 : 0);
      this.lens[u] = len + 1;
    }
  }

  /** Takes item `id` out (nothing when it is not held); compacts when a quarter of the slots are dead. */
  remove(id: number): void {
    const slot = this.slotOfItem.get(id);
    if (slot === undefined) return;
    this.slotOfItem.delete(id);
    this.dead[slot] = 1;
    this.deadSlots += 1;
    if (this.deadSlots > 1024 && this.deadSlots * 4 > this.slots) this.compact();
  }

  /** Drops the dead slots: every slot renumbered in order (so the lists stay sorted) and every list filtered in place. */
  private compact(): void {
    const renumber = new Int32Array(this.slots);
    let live = 0;
    for (let s = 0; s < this.slots; s++) {
      if (this.dead[s]) renumber[s] = -1;
      else {
        renumber[s] = live;
        this.slotItem[live] = this.slotItem[s]!;
        this.slotFrom[live] = this.slotFrom[s]!;
        this.slotTo[live] = this.slotTo[s]!;
        this.slotOfItem.set(this.slotItem[s]!, live);
        live += 1;
      }
    }
    for (let u = 0; u < this.lists.length; u++) {
      const list = this.lists[u]!;
      let out = 0;
      for (let i = 0; i < this.lens[u]!; i++) {
        const to = renumber[list[i]! >> 1]!;
        if (to >= 0) list[out++] = (to << 1) | (list[i]! & 1);
      }
      this.lens[u] = out;
    }
    this.dead.fill(0);
    this.slots = live;
    this.deadSlots = 0;
  }

  /** Gives back the spare capacity of the lists (after a build). */
  trim(): void {
    for (let u = 0; u < this.lists.length; u++) if (this.lists[u]!.length > this.lens[u]!) this.lists[u] = this.lists[u]!.slice(0, this.lens[u]!);
  }

  /** Bytes held by the typed arrays (lists, per-slot columns, accumulator); the unit dictionary and the id map come on top. */
  bytes(): number {
    let n = this.slotItem.byteLength + this.slotFrom.byteLength + this.slotTo.byteLength + this.dead.byteLength + this.acc.byteLength;
    for (const l of this.lists) n += l.byteLength;
    return n;
  }

  /**
   * The best `limit` items for the distinct units `q` among those valid on `today` (YYYY-MM-DD):
   * score = units held + 2 × units held by the question and keywords, at least two units held (one
   * for a one-unit query), newest (highest id) first on a tie. Exact: every posting of every unit
   * is counted, so the cost is the total length of the query's lists (at most 40 × the items).
   */
  rank(q: string[], limit: number, today: string): RankedItem[] {
    const need = Math.min(2, q.length);
    const units = q.map((g) => this.unitOf.get(g)).filter((u): u is number => u !== undefined);
    if (units.length < need) return [];
    if (this.acc.length < this.slots) this.acc = new Uint16Array(this.slotItem.length);
    const acc = this.acc;
    for (const u of units) {
      const list = this.lists[u]!;
      for (let i = 0, n = this.lens[u]!; i < n; i++) {
        const p = list[i]!;
        acc[p >> 1] = acc[p >> 1]! + (p & 1 ? QUESTION_HIT : ANSWER_HIT);
      }
    }
    const day = dayNumber(today);
    // the best `limit` so far, best first; slots are walked newest first (slots follow ids but for
    // edited items), so on the many ties of common units a candidate is refused by one comparison
    const topScore = new Int32Array(limit);
    const topId = new Int32Array(limit);
    let kept = 0;
    for (let s = this.slots - 1; s >= 0; s--) {
      const v = acc[s]!;
      if (v === 0) continue;
      acc[s] = 0;
      if ((v & HELD_MASK) < need || this.dead[s] || this.slotFrom[s]! > day || this.slotTo[s]! < day) continue;
      const score = v >> HELD_BITS;
      const id = this.slotItem[s]!;
      let at = kept;
      while (at > 0 && (topScore[at - 1]! < score || (topScore[at - 1] === score && topId[at - 1]! < id))) at--;
      if (at >= limit) continue;
      if (kept < limit) kept++;
      topScore.copyWithin(at + 1, at, kept - 1);
      topId.copyWithin(at + 1, at, kept - 1);
      topScore[at] = score;
      topId[at] = id;
    }
    return Array.from({ length: kept }, (_, i) => ({ id: topId[i]!, score: topScore[i]! }));
  }
}

/** Units joined by spaces: a unit never holds one (search.ts), and one string per row costs PGlite far less to hand over than an array. */
const unitsText = (col: AnyPgColumn) => sql<string>`array_to_string(${col}, ' ')`;
const readColumns = {
  id: knowledgeItem.id,
  status: knowledgeItem.status,
  grams: unitsText(knowledgeItem.grams),
  questionGrams: unitsText(knowledgeItem.questionGrams),
  validFrom: knowledgeItem.validFrom,
  validTo: knowledgeItem.validTo,
};
type ReadRow = { id: number; status: string; grams: string; questionGrams: string; validFrom: string; validTo: string | null };
const split = (units: string) => (units ? units.split(' ') : []);
const indexed = (r: ReadRow): IndexedRow => ({ id: r.id, grams: split(r.grams), questionGrams: split(r.questionGrams), validFrom: r.validFrom, validTo: r.validTo });
const published = eq(knowledgeItem.status, 'published');
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The oldest transaction still running as seen by the caller's snapshot (pg_snapshot_xmin): every transaction before it has finished. */
async function snapshotXmin(db: Db): Promise<number> {
  const r = (await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as x`)) as unknown as { rows: { x: string | number }[] };
  return Number(r.rows[0]!.x);
}

/** An index and the xmin of the snapshot it reflects: rows with a write_xact from it on may be newer than the index. */
interface Built {
  index: KnowledgeIndex;
  since: number;
}

/**
 * A new index of every published item, read in pages of {@link BUILD_PAGE} by id with a turn of
 * the event loop between them (pages are separate snapshots: rows written meanwhile carry a
 * write_xact from `since` on, and the next {@link patchIndex} reads them again).
 */
async function buildIndex(db: Db): Promise<Built> {
  const since = await snapshotXmin(db);
  const index = new KnowledgeIndex();
  for (let after = 0; ; ) {
    const rows = await db.select(readColumns).from(knowledgeItem).where(and(published, gt(knowledgeItem.id, after))).orderBy(knowledgeItem.id).limit(BUILD_PAGE);
    for (const r of rows) index.put(indexed(r));
    if (rows.length < BUILD_PAGE) break;
    after = rows[rows.length - 1]!.id;
    await nextTurn();
  }
  index.trim();
  return { index, since };
}

/**
 * Brings `built` to the published items of the database, in one snapshot: the rows written by a
 * transaction that had not finished when it was last brought up to date (write_xact ≥ `since`) are
 * read again, put in when published and taken out otherwise, and the items deleted by such a
 * transaction (knowledge_item_deleted) taken out; applied in one synchronous step, so a search
 * never ranks a half-patched index.
 * @returns false when too many rows changed to patch ({@link PATCH_MAX_ROWS}) or the table was truncated: build anew
 */
async function patchIndex(db: Db, built: Built): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const since = await snapshotXmin(tx as unknown as Db);
      const changed = await tx
        .select(readColumns)
        .from(knowledgeItem)
        .where(gte(knowledgeItem.writeXact, built.since))
        .limit(PATCH_MAX_ROWS + 1);
      const deleted = await tx
        .select({ id: knowledgeItemDeleted.id })
        .from(knowledgeItemDeleted)
        .where(gte(knowledgeItemDeleted.writeXact, built.since))
        .limit(PATCH_MAX_ROWS + 1);
      if (changed.length + deleted.length > PATCH_MAX_ROWS || deleted.some((d) => d.id === 0)) return false;
      const { index } = built;
      // deletions first: an id deleted and written again since holds its new row
      for (const d of deleted) index.remove(d.id);
      for (const r of changed) {
        if (r.status === 'published') index.put(indexed(r));
        else index.remove(r.id);
      }
      built.since = since;
      return true;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The index of one database and the data version of knowledge_item it reflects. */
interface Held {
  built: Built | null;
  version: number | null;
  refreshing: Promise<void> | null;
}

const held = new WeakMap<Db, Held>();

/**
 * The knowledge index of `db`, up to date with every write committed before the call: when the
 * data version of knowledge_item differs from the one the index was brought to, the index is
 * patched ({@link patchIndex}) or, the first time or after a large change, built
 * ({@link buildIndex}); concurrent callers share one refresh.
 */
export async function knowledgeIndex(db: Db): Promise<KnowledgeIndex> {
  let h = held.get(db);
  if (!h) held.set(db, (h = { built: null, version: null, refreshing: null }));
  for (;;) {
    const version = (await tableVersions(db)).get('knowledge_item') ?? 0;
    if (h.built && h.version === version) return h.built.index;
    if (h.refreshing) {
      await h.refreshing;
      continue;
    }
    const state = h;
    state.refreshing = (async () => {
      if (!state.built || !(await patchIndex(db, state.built))) state.built = await buildIndex(db);
      state.version = version;
    })().finally(() => {
      state.refreshing = null;
    });
    await state.refreshing;
    return state.built!.index;
  }
}
