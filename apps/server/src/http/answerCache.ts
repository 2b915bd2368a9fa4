import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { getTableName, sql, type Table } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/open';
import { notificationsOf } from '../db/notifications';

/**
 * The server's one cache of answers (issue 20): an answer that depends only on the data, the
 * parsed input and the caller's kind is kept as its JSON text (and, above {@link COMPRESS_FROM}
 * bytes, its brotli and gzip bodies, each compressed once) under the versions of the tables it
 * reads. The versions live in the database (table data_version, raised by statement triggers of
 * migration 'data_version' in the writing transaction), so a write through any path (the API, an
 * import, the seed, psql, another server on the same PostgreSQL) changes the key of every answer
 * made from that table: the next request misses and reads afresh. A hit costs at most one read of
 * the versions, shared by the requests that arrived while it was under way (none on PGlite while
 * nothing was written, {@link versionReader}), and no query of the data and no serialisation.
 */

/**
 * How an endpoint's answer is cached: the tables its handler reads (every one must have a
 * data_version trigger), and by name the other data versions it follows: 'notice_views', raised
 * by writes of notice.view_count (migration 0066).
 */
export interface CachePolicy {
  tables: readonly (Table | VersionName)[];
  /**
   * Also made again at most this often (ms), for an answer that reads a table too busy to carry a
   * version (the public counts of applications: a version row would make every application write
   * wait for the one before it to commit; docs/decisions.md).
   */
  everyMs?: number;
  /**
   * Cached for visitors only: a logged-in caller's answer also holds what is their own (their
   * sign-up of each activity), so it is made afresh for them; a visitor's is the same for every visitor.
   */
  visitorsOnly?: boolean;
}

/** A data version that is not a table's (migration 0066: the view counts of published content). */
export type VersionName = 'notice_views';

const versionNameOf = (t: Table | VersionName): string => (typeof t === 'string' ? t : getTableName(t));

/** Table name to data version; a table with no row is at version 0. */
export type Versions = ReadonlyMap<string, number>;

/**
 * A table of versions read by {@link versionReader}: its query, on the driver itself (drizzle's
 * mapping would add a third to its cost), answering rows (key, version), and the channel its
 * trigger notifies at commit.
 */
export interface VersionSource {
  /** the prepared statement's name on PostgreSQL */
  name: string;
  sql: string;
  channel: string;
}

/** Every cached table's data version (migration 0044_data_version; trigger data_version_touch). */
export const DATA_VERSIONS: VersionSource = { name: 'data_versions', sql: 'select table_name as key, version from data_version', channel: 'data_version' };

/** The client under a drizzle database: PGlite (has `listen`) or a node-postgres pool. */
type Client = { query: (q: string | { name: string; text: string }) => Promise<{ rows: { key: string; version: string | number }[] }>; listen?: (channel: string, cb: () => void) => Promise<unknown> };

const toVersions = (rows: { key: string; version: string | number }[]): Versions => new Map(rows.map((r) => [r.key, Number(r.version)]));

/** A reader of one {@link VersionSource} on one database (see {@link versionReader}). */
interface VersionReader {
  read: () => Promise<Versions>;
  /** forgets the versions kept: the next read goes to the database */
  forget: () => void;
}

/**
 * Reads of `source` on a node-postgres pool, shared: a call made while a read is under way does
 * not join it (that read may have started before the caller's write was visible) but waits for
 * the next, which every caller arriving meanwhile shares; so at most two reads run back to back
 * however many requests come in.
 */
function sharedReads(client: Client, source: VersionSource): () => Promise<Versions> {
  let running: Promise<Versions> | null = null;
  let next: Promise<Versions> | null = null;
  const launch = (): Promise<Versions> => {
    const p = client.query({ name: source.name, text: source.sql }).then((r) => toVersions(r.rows));
    running = p;
    const clear = () => {
      if (running === p) running = null;
    };
    p.then(clear, clear);
    return p;
  };
  const noop = () => undefined;
  return () => {
    if (!running) return launch();
    return (next ??= running.then(noop, noop).then(() => {
      next = null;
      return launch();
    }));
  };
}

/**
 * A reader of the versions of `source` on `db` whose answer reflects every write committed
 * before the call on this server, and every write of another process once its notification has
 * arrived (issue 45: within a second; docs/decisions.md "Data versions by LISTEN/NOTIFY").
 *
 * The versions are kept in memory while the database tells of each change: on PGlite its client
 * listens (a notification of the source's trigger is sent at commit and delivered before the
 * writing statement's promise settles); on PostgreSQL the listening connection of
 * db/notifications.ts does (delivered at commit, on its own connection: so the router also calls
 * {@link versionsChanged} after each write it serves, and this server's writes are seen at once).
 * They are read again after a notification; a read that overlaps one is not kept. While the
 * PostgreSQL listening connection is down (or on a database opened without one) every call reads
 * the table, as {@link sharedReads}.
 */
export function versionReader(db: Db, source: VersionSource): VersionReader {
  const client = (db as unknown as { $client: Client }).$client;
  const fresh = client.listen ? () => client.query(source.sql).then((r) => toVersions(r.rows)) : sharedReads(client, source);
  let generation = 0;
  /** the versions read since the last notification, as a settled promise (every request that follows shares it: no new promise per request) */
  let kept: Promise<Versions> | null = null;
  let listening = false;
  const forget = () => {
    generation += 1;
    kept = null;
  };
  const notifications = notificationsOf(db);
  if (client.listen) {
    void client.listen(source.channel, forget).then(() => {
      listening = true;
    });
  } else {
    notifications?.listen(source.channel, {
      notify: forget,
      state: (up) => {
        listening = up;
        forget();
      },
    });
  }
  return {
    forget,
    read: () => {
      if (!listening) return fresh();
      if (kept) return kept;
      const at = generation;
      const reading = fresh();
      reading.then((versions) => {
        if (at === generation && listening) kept = Promise.resolve(versions);
      }, () => undefined);
      return reading;
    },
  };
}

const readers = new WeakMap<Db, Map<VersionSource, VersionReader>>();

/**
 * The versions of `source` on `db`, through the one {@link versionReader} of each; in a transaction
 * (a logged write's, http/router.ts) read in it, as it sees them (it has no client of its own to
 * listen on, and on PGlite a read beside it would wait for its end).
 */
export function sharedVersions(db: Db, source: VersionSource): Promise<Versions> {
  if (!('$client' in db)) return db.execute(sql.raw(source.sql)).then((r) => toVersions((r as unknown as { rows: { key: string; version: string | number }[] }).rows));
  let bySource = readers.get(db);
  if (!bySource) readers.set(db, (bySource = new Map()));
  let reader = bySource.get(source);
  if (!reader) bySource.set(source, (reader = versionReader(db, source)));
  return reader.read();
}

/**
 * Tells the readers of `db` that this server has just written (http/router.ts, after each write
 * it serves): the versions they keep may be older than the write, whose notification comes on
 * another connection a moment later.
 */
export function versionsChanged(db: Db): void {
  for (const reader of readers.get(db)?.values() ?? []) reader.forget();
}

/** Every cached table's data version ({@link DATA_VERSIONS}) on `db`. */
export function tableVersions(db: Db): Promise<Versions> {
  return sharedVersions(db, DATA_VERSIONS);
}

/** The versions of `tables` (tables or {@link VersionName}s) as one key part, e.g. 'notice:12,sys_config:3'. */
export function versionKey(versions: Versions, tables: readonly (Table | VersionName)[]): string {
  return tables.map((t) => `${versionNameOf(t)}:${versions.get(versionNameOf(t)) ?? 0}`).join(',');
}

/** JSON with object keys sorted at every level: one text per value, whatever the order its fields were set in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/** Bodies shorter than this many bytes are sent as they are (as @fastify/compress's threshold in app.ts). */
export const COMPRESS_FROM = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A kept answer: its JSON envelope, a weak ETag of it, and its compressed bodies once asked for. */
export interface CachedAnswer {
  json: Buffer;
  etag: string;
  /** the body in `encoding`, compressed on the first request that accepts it and kept */
  encoded(encoding: 'br' | 'gzip'): Promise<Buffer>;
}

/** Makes a {@link CachedAnswer} of a JSON text. */
export function cachedAnswer(text: string): CachedAnswer {
  const json = Buffer.from(text);
  const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`;
  const bodies: Partial<Record<'br' | 'gzip', Promise<Buffer>>> = {};
  return {
    json,
    etag,
    encoded: (encoding) =>
      (bodies[encoding] ??= encoding === 'br' ? brotli(json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length } }) : gzip(json, { level: 9 })),
  };
}

/** Most bytes of JSON kept (compressed copies are counted as half again). */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The kept answers of one server, by key (endpoint, caller kind, canonical input, table versions).
 * Keys of older versions are never asked for again and leave as the least recently used.
 * Concurrent misses of one key compute the answer once.
 */
export class AnswerCache {
  private readonly kept = new LRUCache<string, CachedAnswer>({ maxSize: MAX_BYTES, sizeCalculation: (a) => Math.max(1, Math.ceil(a.json.length * 1.5) + 200) });
  private readonly computing = new Map<string, Promise<CachedAnswer>>();

  /**
   * The answer kept under `key` (at once, not as a promise: a hit costs no turn of the microtask
   * queue), or the one `compute` makes (kept unless it throws; a failure is never kept).
   */
  get(key: string, compute: () => Promise<string>): CachedAnswer | Promise<CachedAnswer> {
    const hit = this.kept.get(key);
    if (hit) return hit;
    let pending = this.computing.get(key);
    if (!pending) {
      pending = compute().then(cachedAnswer);
      this.computing.set(key, pending);
      const done = () => this.computing.delete(key);
      pending.then((a) => {
        this.kept.set(key, a);
        done();
      }, done);
    }
    return pending;
  }
}

/** The body encoding to send for an Accept-Encoding header: brotli when accepted, else gzip, else none. */
export function chooseEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const accepted = (name: string) => accept.split(',').some((part) => {
    const [token, ...params] = part.trim().split(';');
    return token?.trim().toLowerCase() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });
  return accepted('br') ? 'br' : accepted('gzip') ? 'gzip' : null;
}

/**
 * Sends a kept answer as `type` (its ETag set): 304 without a body when a GET's If-None-Match
 * names it, else its body, compressed as the request accepts from {@link COMPRESS_FROM} bytes.
 */
export function sendKept(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, type: string): FastifyReply | Promise<FastifyReply> {
  reply.header('etag', answer.etag);
  if (req.method === 'GET' && matchesEtag(req.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  const encoding = answer.json.length >= COMPRESS_FROM ? chooseEncoding(req.headers['accept-encoding']) : null;
  if (!encoding) return reply.type(type).send(answer.json);
  return answer.encoded(encoding).then((body) => reply.type(type).header('content-encoding', encoding).send(body));
}

/** Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 section 13.1.2), or is '*'. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => t.trim() === '*' || bare(t) === bare(etag));
}

/**
 * Checks that each of `tables` has a data_version trigger, so that a write to it changes the keys
 * of the answers made from it, and that the trigger function notifies channel 'data_version'.
 * @throws Error naming the tables without one (the server does not start: add the trigger in a migration, see 'data_version'), or when the function does not notify
 */
export async function checkVersionTriggers(db: Db, tables: Iterable<string>): Promise<void> {
  const result = await db.execute(sql`
    select distinct c.relname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
    where p.proname = 'data_version_touch' and not t.tgisinternal`);
  const have = new Set((result as unknown as { rows: { relname: string }[] }).rows.map((r) => r.relname));
  const missing = [...new Set(tables)].filter((t) => !have.has(t));
  if (missing.length) throw new Error(`cached answers read tables without a data_version trigger: ${missing.join(', ')} (add one in a migration, see migrations/0044_data_version.sql)`);
  // PGlite keeps the versions until the trigger's notification (versionReader): a function without it would keep answers stale
  const fn = await db.execute(sql`select prosrc from pg_proc where proname = 'data_version_touch'`);
  const source = (fn as unknown as { rows: { prosrc: string }[] }).rows[0]?.prosrc ?? '';
  if (missing.length === 0 && [...tables].length > 0 && !source.includes("pg_notify('data_version'")) throw new Error("data_version_touch() does not notify channel 'data_version' (migration 'data_version')");
}
