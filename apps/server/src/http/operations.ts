import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import { MIGRATIONS_DIR, type Db, type PoolStats } from '../db/open';
import { readiness } from '../modules/setup/install';
import { notificationsOf, type Notifications } from '../db/notifications';

/** One check of {@link health}: 'ok', or what is wrong (never a secret, never a stack). */
export type CheckResult = 'ok' | string;

/** The answer of `GET {apiBase}/health`: `status` 'ok' when every check is, else 'fail' (HTTP 503). */
export interface Health {
  status: 'ok' | 'fail';
  checks: { database: CheckResult; migrations: CheckResult; storage: CheckResult };
}

/** How many migrations drizzle-kit generated (entries of migrations/meta/_journal.json). */
function generatedMigrations(): number {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/** Runs one check, turning a thrown error into its message. */
async function check(run: () => Promise<CheckResult>): Promise<CheckResult> {
  try {
    return await run();
  } catch (e) {
    return (e as Error).message.split('\n')[0]!.slice(0, 200);
  }
}

/**
 * The server's health for operators and load balancers (docs/operations.md): the database answers,
 * every generated migration is applied (the rows of drizzle.__drizzle_migrations against the
 * journal), and the file storage directory takes a write.
 */
export async function health(db: Db, storageDir: string): Promise<Health> {
  const [database, migrations, storage] = await Promise.all([
    check(async () => {
      await db.execute(sql`select 1`);
      return 'ok';
    }),
    check(async () => {
      const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const applied = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
      const generated = generatedMigrations();
      return applied === generated ? 'ok' : `已应用 ${applied} 个迁移，应为 ${generated} 个`;
    }),
    check(async () => {
      const probe = path.join(storageDir, `.health-${process.pid}-${crypto.randomUUID()}`);
      await fs.promises.mkdir(storageDir, { recursive: true });
      await fs.promises.writeFile(probe, 'ok');
      await fs.promises.rm(probe);
      return 'ok';
    }),
  ]);
  const checks = { database, migrations, storage };
  return { status: Object.values(checks).every((c) => c === 'ok') ? 'ok' : 'fail', checks };
}

/**
 * Mounts the operators' routes (docs/operations.md):
 * - `GET {apiBase}/health`: {@link Health}, HTTP 200 when healthy, 503 otherwise; public (it tells
 *   nothing secret), outside the contract's envelope so that any load balancer can read it; with
 *   `?readiness=1` also `readiness`, the items of 上线检查 (issue 42) with their fixes;
 * - `GET /metrics`: Prometheus text (prom-client) of this process: requests by method, route pattern
 *   and status with their latency (`http_request_duration_seconds`), the PostgreSQL pool
 *   (`db_pool_connections`), event-loop lag and memory (default metrics). Only with
 *   `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN configured it answers 404.
 */
export function registerOperations(app: FastifyInstance, deps: { db: Db; config: Config; poolStats?: (() => PoolStats) | undefined }): void {
  const { config } = deps;
  app.get<{ Querystring: { readiness?: string } }>(`${config.apiBase}/health`, async (req, reply) => {
    const result = await health(deps.db, config.storageDir);
    // ?readiness=1: also what a production install still lacks (modules/setup/install.ts), for the operator's scripts;
    // without the details, which name accounts (those are for the administrators' /sysReadiness)
    const items = req.query.readiness === '1' ? await readiness(deps.db, config, { request: { protocol: req.protocol } }) : null;
    const body = items ? { ...result, readiness: items.map((i) => ({ key: i.key, label: i.label, ok: i.ok, fix: i.fix })) } : result;
    return reply
      .status(result.status === 'ok' ? 200 : 503)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(body));
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pool = deps.poolStats;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting requests); absent on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      if (!pool) return;
      const stats = pool();
      for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, stats[state]);
    },
  });
  // the data versions' listening connection (issue 45); absent on PGlite, whose one process hears its own writes
  const notifications = notificationsOf(deps.db);
  const listenerGauges: [string, string, (n: Notifications) => number][] = [
    ['data_version_listening', 'Whether the PostgreSQL listening connection of the data versions is up (1) or every request reads them (0); absent on PGlite', (n) => (n.listening ? 1 : 0)],
    ['data_version_listen_losses', 'Times the PostgreSQL listening connection was lost since the server started; absent on PGlite', (n) => n.losses],
  ];
  for (const [name, help, value] of listenerGauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        if (notifications) this.set(value(notifications));
      },
    });
  }
  // a callback hook, not an async one: no promise and microtask per request
  app.addHook('onResponse', (req, reply, done) => {
    // the route pattern (never the raw URL, which would grow the label set without bound)
    const route = req.routeOptions.url ?? 'unmatched';
    duration.observe({ method: req.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
    done();
  });

  const expected = config.metricsToken ? Buffer.from(`Bearer ${config.metricsToken}`) : undefined;
  app.get('/metrics', async (req, reply) => {
    if (!expected) return reply.status(404).type('text/plain; charset=utf-8').send('metrics disabled: set METRICS_TOKEN');
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').type('text/plain; charset=utf-8').send('unauthorized');
    }
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
}
