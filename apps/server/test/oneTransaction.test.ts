import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleApplication } from '../src/modules/account/tables';
import { verifyChain } from '../src/modules/center/auditChain';
import { operationLog } from '../src/modules/center/tables';
import type { GatewayMessage, SmsGateway } from '../src/modules/sms/gateways';
import { smsOutbox } from '../src/modules/sms/tables';
import { friendlyLink } from '../src/modules/system/tables';
import { demoLogins, get, post, startTestServer, testBackends, type TestServer } from './harness';

const backends = await testBackends();

/**
 * A logged write and its operation record in one transaction (issue 44, http/router.ts
 * recordedWrite; docs/audit.md "One transaction") on the real databases: a record that cannot be
 * written (the operation log's chain head taken away, so no row can be sealed) fails the call and
 * leaves the changed row as it was; two concurrent updates of one row each log their own before
 * and after; a text message sent for a change is written to the outbox in its transaction and
 * tried at the gateway only once it has committed, so a change that rolls back sends nothing.
 */
describe.each(backends)('one transaction for a write and its record on %s (issue 44)', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let admin: string;
  /** what the gateway was asked to send, each with whether its outbox row was committed when it was asked */
  const sent: { message: GatewayMessage; committed: boolean }[] = [];

  const db = () => s.database.db;
  const save = (body: object) => post(s.apiUrl, '/api/center/friendlyLink/save', { link: 'https://onetx.example.gov.cn/', sort: 9, ...body }, { token: admin });
  /** takes the operation log's chain head away while `run` runs: no record can be sealed */
  const withoutRecords = async (run: () => Promise<void>) => {
    await db().execute(sql`update audit_chain set log = 'operation_log_away' where log = 'operation_log'`);
    try {
      await run();
    } finally {
      await db().execute(sql`update audit_chain set log = 'operation_log' where log = 'operation_log_away'`);
    }
  };
  const linkNamed = async (name: string) => db().select().from(friendlyLink).where(eq(friendlyLink.name, name));

  beforeAll(async () => {
    // a gateway that reads, on the database itself, whether the message's outbox row is there: a message tried inside
    // the transaction that wrote it would not find it on PostgreSQL, and on PGlite (one connection) would wait for ever
    const gateway: SmsGateway = {
      name: 'log',
      send: async (message) => {
        const rows = await db().select({ id: smsOutbox.id }).from(smsOutbox).where(eq(smsOutbox.id, Number(message.outId)));
        sent.push({ message, committed: rows.length === 1 });
        return { status: 'accepted', bizId: `onetx-${message.outId}`, detail: 'OK' };
      },
    };
    s = await startTestServer(backend, {}, undefined, { sms: gateway });
    admin = await login('staff_admin', 'gov');
  }, 120_000);
  afterAll(async () => s?.close());

  it('a record that cannot be written fails the call (5000) and changes nothing: neither a new row nor an update', async () => {
    expect((await save({ name: '一个事务·原名' })).body.code).toBe(2000);
    const [created] = await linkNamed('一个事务·原名');
    await withoutRecords(async () => {
      const failedCreate = await save({ name: '一个事务·记录写不进' });
      expect(failedCreate.body).toEqual({ code: 5000, msg: '服务器内部错误', data: null });
      expect(await linkNamed('一个事务·记录写不进')).toEqual([]);
      const failedUpdate = await save({ id: created!.id, name: '一个事务·改名' });
      expect(failedUpdate.body.code).toBe(5000);
      expect(await db().select().from(friendlyLink).where(eq(friendlyLink.id, created!.id))).toEqual([created]);
    });
    // with its head back, the same update goes through with its record, and the chain holds
    expect((await save({ id: created!.id, name: '一个事务·改名' })).body.code).toBe(2000);
    const [logged] = await db().select().from(operationLog).where(and(eq(operationLog.endpoint, 'friendlyLinkSave'), eq(operationLog.objectId, String(created!.id)))).orderBy(desc(operationLog.id)).limit(1);
    expect(logged!.records).toEqual([{ table: 'friendly_link', id: created!.id, before: { name: '一个事务·原名' }, after: { name: '一个事务·改名' } }]);
    expect((await verifyChain(db(), 'operation_log')).problem).toBeNull();
  });

  it('logs each of two concurrent updates of one row with its own before and after: the second’s before is the first’s after', async () => {
    const [row] = await db().select({ id: friendlyLink.id }).from(friendlyLink).orderBy(asc(friendlyLink.id)).limit(1);
    const id = row!.id;
    const nameNow = async () => (await db().select({ name: friendlyLink.name }).from(friendlyLink).where(eq(friendlyLink.id, id)))[0]!.name;
    for (const round of [1, 2, 3]) {
      const previous = await nameNow();
      const names = [`并发甲${round}`, `并发乙${round}`];
      expect((await Promise.all(names.map((name) => save({ id, name })))).map((r) => r.body.code)).toEqual([2000, 2000]);
      const logged = await db().select().from(operationLog).where(and(eq(operationLog.endpoint, 'friendlyLinkSave'), eq(operationLog.objectId, String(id)))).orderBy(desc(operationLog.seq)).limit(2);
      // in the order they committed (their place in the chain)
      const [first, second] = logged.reverse().map((r) => r.records[0]!);
      expect([first!.before!['name'], second!.before!['name'], second!.after!['name']]).toEqual([previous, first!.after!['name'], await nameNow()]);
      expect(new Set([first!.after!['name'], second!.after!['name']])).toEqual(new Set(names));
    }
  });

  it('a text for a change that rolls back leaves no outbox row and is not sent; once it commits, it is sent after the commit', async () => {
    const pending = (await get(s.apiUrl, '/api/center/entList?settleStatus=awaiting_check', { token: admin })).body.data.list[0];
    const [application] = await db().select().from(settleApplication).where(eq(settleApplication.id, pending.application.id));
    const texts = () => db().select().from(smsOutbox).where(eq(smsOutbox.phone, application!.phone));
    const textsBefore = (await texts()).length;
    const sentBefore = sent.length;
    await withoutRecords(async () => {
      expect((await post(s.apiUrl, '/api/center/report', { id: application!.id, action: 'agree' }, { token: admin })).body.code).toBe(5000);
    });
    const [still] = await db().select().from(settleApplication).where(eq(settleApplication.id, application!.id));
    expect(still!.status).toBe('awaiting_check');
    expect((await texts()).length).toBe(textsBefore);
    expect(sent.length).toBe(sentBefore);

    expect((await post(s.apiUrl, '/api/center/report', { id: application!.id, action: 'agree' }, { token: admin })).body.data.status).toBe('agree');
    const after = await texts();
    expect(after.length).toBe(textsBefore + 1);
    expect(after.at(-1)).toMatchObject({ kind: 'settleResult', status: 'recorded', bizId: `onetx-${after.at(-1)!.id}` });
    expect(sent.slice(sentBefore).map((m) => [m.message.phone, m.committed])).toEqual([[application!.phone, true]]);
  });

  it('a refusal by the handler is logged with its code, in its transaction', async () => {
    expect((await post(s.apiUrl, '/api/center/report', { id: 999_999, action: 'agree' }, { token: admin })).body).toMatchObject({ code: 4004, msg: '入驻申请不存在' });
    const [logged] = await db().select().from(operationLog).where(eq(operationLog.endpoint, 'centerEntReport')).orderBy(desc(operationLog.id)).limit(1);
    expect([logged!.code, logged!.objectId, logged!.seq !== null]).toEqual([4004, '999999', true]);
    expect((await verifyChain(db(), 'operation_log')).problem).toBeNull();
  });
});
