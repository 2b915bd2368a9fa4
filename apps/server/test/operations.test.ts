import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();
const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(backends)('operations on %s: health and metrics (docs/operations.md)', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend, { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => s?.close());

  it('reports a healthy server: database, migrations and storage ok, HTTP 200, not cached', async () => {
    const res = await fetch(`${s.apiUrl}/health`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('serves Prometheus metrics only with the token: requests by route pattern with latency, event-loop lag, and the pool on PostgreSQL', async () => {
    expect((await get(s.apiUrl, '/api/home/importantService')).body.code).toBe(2000);
    expect((await fetch(`${s.origin}/metrics`)).status).toBe(401);
    expect((await fetch(`${s.origin}/metrics`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    const res = await fetch(`${s.origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/prod-api\/api\/home\/importantService",status_code="200"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).not.toContain(TOKEN);
    if (backend === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});

describe('operations: what the health check catches', () => {
  it('answers 503 naming the failing checks: storage that takes no write, a migration not applied', async () => {
    const s = await startTestServer('pglite', { STORAGE_DIR: '/dev/null/files' });
    try {
      await s.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      const res = await fetch(`${s.apiUrl}/health`);
      expect(res.status).toBe(503);
      const body = (await res.json()) as { status: string; checks: Record<string, string> };
      expect(body.status).toBe('fail');
      expect(body.checks.database).toBe('ok');
      expect(body.checks.migrations).toMatch(/^已应用 \d+ 个迁移，应为 \d+ 个$/);
      expect(body.checks.storage).not.toBe('ok');
    } finally {
      await s.close();
    }
  });

  it('does not serve metrics when no token is configured', async () => {
    const s = await startTestServer('pglite');
    try {
      expect((await fetch(`${s.origin}/metrics`)).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
