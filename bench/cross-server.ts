// npm run bench -- --part servers (issue 45): how soon a write through one server is seen by another
// on the same PostgreSQL. Two database handles in this process stand for two servers, each with its
// own pool, its own listening connection (apps/server/src/db/notifications.ts) and its own data
// versions kept in memory (http/answerCache.ts): every cached answer, and every session, of server B
// is keyed by those versions, so the moment B's versions change is the moment B answers the new data.
// WRITES times: A inserts a row of friendly_link (a cached table; statement trigger, notification at
// commit), then B's versions are asked for again and again until they show it. Also the same while B's
// listening connection is down (B reads the versions on every request: seen at the first ask).
// Prints one JSON line: { writes, listening: { p50, p99, max }, down: { p50, p99, max } } in milliseconds.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/open';
import { tableVersions } from '../apps/server/src/http/answerCache';

const WRITES = Number(process.argv[2] ?? 200);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const name = `portal_bench_xs_${process.pid}`;
await admin.query(`create database ${name}`);
const url = new URL(ADMIN_URL);
url.pathname = `/${name}`;
const a = await openDatabase({ databaseUrl: url.toString() });
const b = await openDatabase({ databaseUrl: url.toString() });

/** Milliseconds from A's commit until B's versions show `friendly_link` past `before`. */
async function seenAfterWrite(i: number): Promise<number> {
  const before = (await tableVersions(b.db)).get('friendly_link') ?? 0;
  await a.db.execute(sql`insert into friendly_link (name, link, sort) values (${`跨服务器 ${i}`}, 'https://example.org', ${i})`);
  const committed = performance.now();
  while (((await tableVersions(b.db)).get('friendly_link') ?? 0) === before) await new Promise((r) => setImmediate(r));
  return performance.now() - committed;
}

/** p50, p99 and max of `ms`, rounded to 0.1 ms. */
function spread(ms: number[]) {
  const sorted = [...ms].sort((x, y) => x - y);
  const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  return { p50: at(0.5), p99: at(0.99), max: +sorted.at(-1)!.toFixed(1) };
}

try {
  await a.migrate();
  await tableVersions(b.db);
  while (!b.notifications!.listening) await new Promise((r) => setTimeout(r, 10));
  const listening: number[] = [];
  for (let i = 0; i < WRITES; i++) listening.push(await seenAfterWrite(i));
  // B's listening connection ended by an administrator: until it is back, B reads the versions per ask
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'portal-listen'`, [name]);
  while (b.notifications!.listening) await new Promise((r) => setTimeout(r, 1));
  const down: number[] = [];
  for (let i = 0; i < 20 && !b.notifications!.listening; i++) down.push(await seenAfterWrite(WRITES + i));
  console.log(JSON.stringify({ writes: WRITES, listening: spread(listening), down: { writes: down.length, ...spread(down) } }));
} finally {
  await a.close();
  await b.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
