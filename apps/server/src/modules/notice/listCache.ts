import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/open';
import { tableVersions, versionKey } from '../../http/answerCache';
import { notice } from './tables';

/**
 * Totals of content lists and the department list, cached per database for up to
 * {@link TTL_MS} and dropped at once on every content change made through this server.
 *
 * Why: a page of rows comes from an index in a few milliseconds, but its total ("共 N 条") has to
 * visit every matching row: 40-70 ms for 96,000 published notices, 100-700 ms for a keyword
 * found in most of them (PGlite, one query at a time). The totals change only when staff change
 * content, so they are computed once and reused. Content totals ({@link contentCached}) are kept
 * under the notice table's data version (http/answerCache.ts), so a change through any path (another
 * server, an import, psql) is counted at the next call; other values live up to their TTL.
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

/**
 * {@link cached} for a value computed from the notice table alone: kept under the table's data
 * version (table data_version), so a write through any path is seen at the next call.
 */
export async function contentCached<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cached(db, `${key}|${versionKey(await tableVersions(db), [notice])}`, load);
}
