import type { ChildProcess } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { verifyChain } from '../src/modules/center/auditChain';
import { auditChain } from '../src/modules/center/tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTENER_APPLICATION_NAME, notificationsOf } from '../src/db/notifications';
import { get, post, postgresAvailable, spawnServer, startTestServer, type TestServer } from './harness';

/**
 * Two server processes on one PostgreSQL behave as one system (issue 18, docs/operations.md
 * "Several servers"): server A runs in this process, server B is a second `node src/main.ts` on the
 * same DATABASE_URL. Sessions, failed-login counts and the dashboards' data versions live in the
 * database, so either server sees what the other did; so do the data versions its cached answers
 * are kept under (http/answerCache.ts), which each server keeps in memory and forgets at each
 * notification of its listening connection (db/notifications.ts, issue 45). (Outbox rows are
 * claimed with a lease: the race test is in responses.test.ts.)
 */

/** Waits until `check` answers true, asking every 20 ms; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not so within ${ms} ms`);

    await new Promise((r) => setTimeout(r, 20));
  }
}
const available = await postgresAvailable();

describe.runIf(available)('two servers on one PostgreSQL', () => {
  let a: TestServer;
  let b: ChildProcess;
  let bApi: string;
  beforeAll(async () => {
    a = await startTestServer('postgres');
    ({ server: b, apiUrl: bApi } = await spawnServer({ DATABASE_URL: a.databaseUrl! }));
  }, 240_000);
  afterAll(async () => {
    b?.kill('SIGKILL');
    await a?.close();
  });

  it('a session opened on one server works on the other, and a logout on the other ends it on both', async () => {
    const login = await post(a.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' });
    const token = login.body.data.userInfo.token as string;
    expect((await get(bApi, '/api/second/user/info', { token })).body.data.userInfo.userName).toBe('staff_jyzx');
    expect((await post(bApi, '/api/ent/login/logout', {}, { token })).body.code).toBe(2000);
    expect((await get(a.apiUrl, '/api/second/user/info', { token })).body.code).toBe(2003);
  });

  it('failed logins made on one server count on the other: after five, both make the address wait (4029)', async () => {
    const wrong = { username: 'staff_kjj', password: 'Wrong@2025x' };
    for (const api of [a.apiUrl, bApi, a.apiUrl, bApi, a.apiUrl]) expect((await post(api, '/api/admin/accountLogin', wrong)).body.code).not.toBe(4029);
    expect((await post(bApi, '/api/admin/accountLogin', wrong)).body.code).toBe(4029);
    expect((await post(a.apiUrl, '/api/admin/accountLogin', { ...wrong, password: 'Demo@2025' })).body.code).toBe(4029);
  });

  it('a change written through one server shows on the other server’s dashboards once notified', async () => {
    const token = (await post(bApi, '/api/admin/accountLogin', { username: 'staff_visual', password: 'Demo@2025' })).body.data.userInfo.token as string;
    const talent = async () => (await get(bApi, '/api/dataBoard/getHrResourcesVO', { token })).body.data.talentCount as number;
    const before = await talent();
    await a.database.db.execute(sql`insert into staff (enterprise_id, name, id_card, education, phone, entry_date) values (1, '双机测试', '440120199001011234', '本科', '13800000000', '2026-01-05')`);
    await until(async () => (await talent()) === before + 1);
  });

  it('a notice published through one server is in the other server’s cached list and home block once notified', async () => {
    const token = async (username: string) => (await post(bApi, '/api/admin/accountLogin', { username, password: 'Demo@2025' })).body.data.userInfo.token as string;
    const [author, auditor] = [await token('staff_jyzx'), await token('staff_audit')];
    const audit = (id: number, action: string, t: string) =>
      fetch(`${bApi}/api/notice/one/audit`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', token: t }, body: new URLSearchParams({ id: String(id), action }).toString() });
    const newest = async (path: string) => ((await get(a.apiUrl, path)).body.data.list ?? (await get(a.apiUrl, path)).body.data)[0].title as string;
    // server A has the list and the home block cached
    await newest('/api/notice/list?limit=10');
    await newest('/api/home/recentPublished');
    const created = await post(bApi, '/api/notice/one/insert', { category: 'notice', title: '另一台服务器发布的通知', content: '<p>正文</p>', submit: true }, { token: author });
    await audit(created.body.data.id, 'approve', auditor);
    await audit(created.body.data.id, 'publish', author);
    await until(async () => (await newest('/api/notice/list?limit=10')) === '另一台服务器发布的通知');
    await until(async () => (await newest('/api/home/recentPublished')) === '另一台服务器发布的通知');
  }, 90_000);

  it('a server hears writes made elsewhere by notification; while its listening connection is down it reads the versions on every request, and it listens again', async () => {
    const listener = notificationsOf(a.database.db)!;
    const readiness = async () => ((await get(a.apiUrl, '/health?readiness=1')).body as unknown as { readiness: { key: string; ok: boolean }[] }).readiness.find((i) => i.key === 'dataVersions')!.ok;
    await until(() => listener.listening);
    expect(await readiness()).toBe(true);
    const newest = async () => (await get(a.apiUrl, '/api/notice/list?limit=10')).body.data.list[0] as { id: number; title: string };
    const { id } = await newest();
    /** a change of the newest notice's title by another writer than server A's router (no request of A tells it) */
    const retitle = (title: string) => a.database.db.execute(sql`update notice set title = ${title} where id = ${id}`);
    await retitle('监听期间的修改');
    await until(async () => (await newest()).title === '监听期间的修改');
    // an administrator ends the listening connections (of both servers)
    await a.database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${LISTENER_APPLICATION_NAME}`);
    await until(() => !listener.listening);
    expect(await readiness()).toBe(false);
    await retitle('断开期间的修改');
    expect((await newest()).title).toBe('断开期间的修改');
    await until(() => listener.listening);
    expect(await readiness()).toBe(true);
    await retitle('重新监听后的修改');
    await until(async () => (await newest()).title === '重新监听后的修改');
    // server B reconnected too and sees the last change
    await until(async () => (await get(bApi, '/api/notice/list?limit=10')).body.data.list[0].title === '重新监听后的修改');
  });

  it('1,000 logged calls through both servers at once leave one whole chain of the operation log (issue 44)', async () => {
    const token = (await post(a.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Demo@2025' })).body.data.userInfo.token as string;
    const [before] = await a.database.db.select({ seq: auditChain.seq }).from(auditChain).where(eq(auditChain.log, 'operation_log'));
    // a refused save (4001) is logged like any write: 500 through each server, 10 at a time on each
    const calls = (api: string) => async () => {
      for (let i = 0; i < 50; i++) {
        const answers = await Promise.all(Array.from({ length: 10 }, (_, j) => post(api, '/api/center/friendlyLink/save', { name: `并发${i}-${j}`, link: 'not a url', sort: 1 }, { token })));
        for (const r of answers) expect(r.body.code).toBe(4001);
      }
    };
    await Promise.all([calls(a.apiUrl)(), calls(bApi)()]);
    const report = await verifyChain(a.database.db, 'operation_log');
    expect(report.problem).toBeNull();
    const [after] = await a.database.db.select({ seq: auditChain.seq }).from(auditChain).where(eq(auditChain.log, 'operation_log'));
    expect(after!.seq - before!.seq).toBe(1000);
    expect(report.rows).toBe(after!.seq);
  }, 180_000);
});
