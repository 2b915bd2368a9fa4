import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open';

/**
 * The totals of ledger pages ("共 N 条"), cached per database, ledger, scope and filters for up
 * to {@link TTL_MS}, and forgotten at once when the ledger changes through this server (the
 * engine's save, remove, setColumns and import call {@link forgetTotals}).
 *
 * Why: a page of rows comes from an index in a few milliseconds, but its total has to visit every
 * matching row: 250 ms for 400,000 petitions unfiltered, 150 ms for a status shared by 150,000
 * inspection cases (PGlite, one query at a time). Paging through a list, or coming back to it,
 * asks for the same total again; it changes only when the ledger does. Another server on the same
 * PostgreSQL sees a change within TTL_MS (totals only; rows are always read fresh). The same
 * reasoning as the content lists' totals (notice/listCache.ts).
 */
const TTL_MS = 60_000;

const caches = new WeakMap<Db, LRUCache<string, { n: number }>>();
/**
 * How often each ledger changed in this process, by ledger name: part of every key, so a total
 * counted before a change is never answered after it. Kept by name, not by database, because a
 * change may come through a transaction (e.g. a postdoctoral exit's setColumns), which is another
 * object than the database the pages read.
 */
const generations = new Map<string, number>();

/**
 * The total of ledger `ledger` for `key` (its scope and filters, as text), counted by `count`
 * when missing, older than {@link TTL_MS}, or counted before the ledger last changed.
 */
export async function cachedTotal(db: Db, ledger: string, key: string, count: () => Promise<number>): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LRUCache({ max: 2000, ttl: TTL_MS })));
  const at = `${ledger}\u0000${generations.get(ledger) ?? 0}\u0000${key}`;
  const hit = cache.get(at);
  if (hit) return hit.n;
  const n = await count();
  cache.set(at, { n });
  return n;
}

/** Forgets every cached total of `ledger`: called after each change of its records (after the transaction that made it). */
export function forgetTotals(ledger: string): void {
  generations.set(ledger, (generations.get(ledger) ?? 0) + 1);
}
