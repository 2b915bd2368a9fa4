import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open';

/**
 * Totals of content lists and the department list, cached per database for up to
 * {@link TTL_MS} and dropped at once on every content change made through this server.
 *
 * Why: a page of rows comes from an index in a few milliseconds, but its total ("共 N 条") has to
 * visit every matching row: 40-70 ms for 96,000 published notices, 100-700 ms for a keyword
 * found in most of them (PGlite, one query at a time). The totals change only when staff change
 * content, so they are computed once and reused. Another server on the same PostgreSQL sees a
 * change within TTL_MS (totals only; rows are always read fresh).
 */
const TTL_MS = 60_000;

const caches = new WeakMap<Db, LRUCache<string, { value: unknown }>>();

function cacheOf(db: Db): LRUCache<string, { value: unknown }> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: 2000, ttl: TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/** The cached value for `key`, computed by `load` when missing or older than `ttlMs` (default 60 s). */
export async function cached<T>(db: Db, key: string, load: () => Promise<T>, ttlMs = TTL_MS): Promise<T> {
  const cache = cacheOf(db);
  const hit = cache.get(key);
  if (hit) return hit.value as T;
  const value = await load();
  cache.set(key, { value }, { ttl: ttlMs });
  return value;
}

/** Forgets every cached total of `db`; called after any content change. */
export function invalidateLists(db: Db): void {
  caches.get(db)?.clear();
}
