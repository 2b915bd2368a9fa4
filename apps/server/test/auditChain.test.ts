import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempt } from '../src/modules/account/tables';
import { verifyChains } from '../src/modules/center/auditArchive';
import { AUDIT_LOGS, chainContent, chainHash, verifyChain, type AuditLogName } from '../src/modules/center/auditChain';
import { auditChain, operationLog } from '../src/modules/center/tables';
import { personalDataAccess } from '../src/modules/personalData/tables';
import { demoLogins, post, startTestServer, testBackends, type TestServer } from './harness';

const backends = await testBackends();

/**
 * The audit logs' hash chains (issue 44, modules/center/auditChain.ts) on the real databases:
 * writes, logins and a reveal through the API leave three whole chains; a row changed, removed or
 * inserted by SQL, or changed with its hash recomputed, is named by the verifier at the row where
 * the chain breaks, and the chain holds again once the row is put back as it was.
 */
describe.each(backends)('audit log chains on %s (issue 44)', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let admin: string;

  const db = () => s.database.db;
  const execute = (query: ReturnType<typeof sql>) => db().execute(query);
  const verify = (log: AuditLogName) => verifyChain(db(), log);
  /** the sealed rows of the operation log in chain order */
  const chained = async () => db().select().from(operationLog).where(isNotNull(operationLog.seq)).orderBy(asc(operationLog.seq));

  beforeAll(async () => {
    s = await startTestServer(backend);
    admin = await login('staff_admin', 'gov');
    for (const name of ['审计链一', '审计链二', '审计链三']) expect((await post(s.apiUrl, '/api/center/friendlyLink/save', { name, link: 'https://audit.example.gov.cn/', sort: 9 }, { token: admin })).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/center/friendlyLink/save', { name: '坏链接', link: 'not a url', sort: 1 }, { token: admin })).body.code).toBe(4001);
    expect((await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Wrong@2025x' })).body.code).toBe(4001);
    const jyzx = await login('staff_jyzx', 'gov');
    await post(s.apiUrl, '/api/personalData/reveal', { source: 'staff', id: 1, field: 'idCard', page: '/talentdata' }, { token: jyzx });
  }, 120_000);
  afterAll(async () => s?.close());

  it('seals every write, login and reveal into its log’s chain, and each chain verifies whole', async () => {
    const reports = await verifyChains(db(), s.config.auditArchiveDir);
    expect(reports.map((r) => [r.log, r.problem])).toEqual(Object.keys(AUDIT_LOGS).map((log) => [log, null]));
    for (const r of reports) expect(r.rows, r.log).toBeGreaterThan(0);
    // the login attempts are sealed with their result, not while pending
    const [pending] = await db().select({ n: count() }).from(loginAttempt).where(eq(loginAttempt.reason, 'pending'));
    expect(pending!.n).toBe(0);
    const [reveals] = await db().select({ n: count() }).from(personalDataAccess).where(isNotNull(personalDataAccess.seq));
    expect(reveals!.n).toBeGreaterThan(0);
    // the head is the last row, and the verification is kept for the readiness check
    const rows = await chained();
    const [head] = await db().select().from(auditChain).where(eq(auditChain.log, 'operation_log'));
    expect([head!.seq, head!.hash, head!.verifiedOk]).toEqual([rows.at(-1)!.seq, rows.at(-1)!.hash, true]);
    const health = (await (await fetch(`${s.apiUrl}/health?readiness=1`)).json()) as { readiness: { key: string; ok: boolean }[] };
    expect(health.readiness.find((i) => i.key === 'auditChain')?.ok).toBe(true);
  });

  it('names a row whose content was changed by SQL, and holds again once it is put back', async () => {
    const row = (await chained()).at(-2)!;
    await execute(sql`update operation_log set changes = '{"name":"改过的"}' where id = ${row.id}`);
    expect((await verify('operation_log')).problem).toMatchObject({ kind: 'changed', seq: row.seq, id: row.id });
    const readiness = (await (await fetch(`${s.apiUrl}/health?readiness=1`)).json()) as { readiness: { key: string; ok: boolean }[] };
    expect(readiness.readiness.find((i) => i.key === 'auditChain')?.ok).toBe(false);
    await execute(sql`update operation_log set changes = ${row.changes} where id = ${row.id}`);
    expect((await verify('operation_log')).problem).toBeNull();
  });

  it('names the row after one changed with its hash recomputed by hand', async () => {
    const rows = await chained();
    const [previous, row, next] = rows.slice(-3);
    // what someone who knows the algorithm (docs/audit.md) would write: the row's hash made again for its new content
    const hash = chainHash(previous!.hash!, row!.seq!, chainContent('operation_log', { ...row!, code: 2000, changes: '' }));
    await execute(sql`update operation_log set code = 2000, changes = '', hash = ${hash} where id = ${row!.id}`);
    expect((await verify('operation_log')).problem).toMatchObject({ kind: 'changed', seq: next!.seq, id: next!.id });
    await execute(sql`update operation_log set code = ${row!.code}, changes = ${row!.changes}, hash = ${row!.hash} where id = ${row!.id}`);
    expect((await verify('operation_log')).problem).toBeNull();
  });

  it('names rows deleted by SQL: inside the chain and at its end', async () => {
    const rows = await chained();
    for (const row of [rows.at(-3)!, rows.at(-1)!]) {
      await execute(sql`delete from operation_log where id = ${row.id}`);
      expect((await verify('operation_log')).problem).toMatchObject({ kind: 'removed', seq: row.seq });
      await db().insert(operationLog).values(row);
      expect((await verify('operation_log')).problem).toBeNull();
    }
  });

  it('names a row inserted by SQL, without a seal or with a seal beyond the head', async () => {
    const [loose] = await db().insert(operationLog).values({ account: 'intruder', userKind: 1, endpoint: 'friendlyLinkSave', method: 'POST', path: '/api/center/friendlyLink/save', code: 2000 }).returning();
    expect((await verify('operation_log')).problem).toMatchObject({ kind: 'inserted', id: loose!.id });
    const [head] = await db().select().from(auditChain).where(eq(auditChain.log, 'operation_log'));
    await execute(sql`update operation_log set seq = ${head!.seq + 1}, hash = 'f00d' where id = ${loose!.id}`);
    expect((await verify('operation_log')).problem).toMatchObject({ kind: 'inserted', id: loose!.id, seq: head!.seq + 1 });
    await execute(sql`delete from operation_log where id = ${loose!.id}`);
    expect((await verify('operation_log')).problem).toBeNull();
  });
});
