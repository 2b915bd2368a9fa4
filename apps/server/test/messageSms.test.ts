import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/open';
import type { AuthUser } from '../src/modules/account/session';
import { appUser } from '../src/modules/account/tables';
import { transition } from '../src/modules/demand/service';
import { businessTextQueue } from '../src/modules/messages/service';
import { messageSms } from '../src/modules/messages/tables';
import { sendQueued } from '../src/modules/sms/queue';
import { demoLogins, get, post, recordingGateway, startTestServer, type TestServer } from './harness';

const job = {
  education: '大学本科',
  salaryMin: 8000,
  salaryMax: 12000,
  headcount: 2,
  workAddress: '南湾区短信路1号',
  description: '用于检查业务消息的短信提醒。',
  contactName: '刘女士',
  contactPhone: '13900139002',
};

/**
 * Business messages texted too (issue 24, docs/messages.md "SMS per kind"): each user chooses per
 * kind; the text is queued in the transaction of the change and sent after it by the SMS worker,
 * outside the quiet hours, once.
 */
describe('business messages by SMS, per kind', () => {
  let s: TestServer;
  const transport = recordingGateway();
  const sent = transport.sent;
  const login = demoLogins(() => s);
  const db = () => s.database.db;
  const call = async (path: string, body: object, token: string) => (await post(s.apiUrl, path, body, { token })).body;
  const choices = async (token: string) => (await get(s.apiUrl, '/api/notice/one/smsChoice', { token })).body.data as { phone: string; list: { kind: string; label: string; example: string; sms: boolean }[] };
  const pendingJob = async (postName: string) => (await call('/api/ent/demand/addOrUpdate', { ...job, postName, submit: true }, await login('ent_demo', 'ent'))).data.id as number;
  const entPhone = async () => (await db().select({ phone: appUser.phonenumber }).from(appUser).where(eq(appUser.username, 'ent_demo')))[0]!.phone;
  const textsTo = (phone: string, part: string) => sent.filter((m) => m.phone === phone && m.text.includes(part));

  beforeAll(async () => {
    s = await startTestServer('pglite', { SMS_QUIET_HOURS: 'off' }, undefined, { sms: transport });
  });
  afterAll(async () => s?.close());

  it('lists the kinds that reach the account, with their defaults and the masked phone', async () => {
    const ent = await choices(await login('ent_demo', 'ent'));
    expect(ent.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    expect(ent.list.map((c) => [c.kind, c.sms])).toEqual([
      ['demandApproved', false],
      ['demandReturned', true],
      ['responseReceived', false],
      ['dockingClosed', true],
      ['applicationReturned', true],
      ['applicationApproved', true],
      ['applicationRejected', true],
      ['applicationPublicity', false],
    ]);
    expect(ent.list[1]).toMatchObject({ label: '需求审核', example: '招聘需求“××”被退回，请修改后重新提交' });
    const person = await choices(await login('person_demo', 'person'));
    expect(person.list.map((c) => c.kind)).toContain('responseAllocated');
    expect(person.list.map((c) => c.kind)).not.toContain('demandReturned');
    // a kind that never reaches a person is not a person's choice
    expect((await call('/api/notice/one/smsChoice', { kind: 'demandReturned', sms: true }, await login('person_demo', 'person'))).code).toBe(4001);
  });

  it('a default-on kind is texted after the change; turned off, only the in-site message comes', async () => {
    const ent = await login('ent_demo', 'ent');
    const gov = await login('staff_jyzx', 'gov');
    const phone = await entPhone();
    const first = await pendingJob('短信测试岗甲');
    expect((await call('/api/center/demand/batchAudit', { ids: [first], action: 'reject', note: '请写明工作时间' }, gov)).data).toEqual({ updated: 1 });
    await expect.poll(() => textsTo(phone, '短信测试岗甲').length, { timeout: 15_000 }).toBe(1);
    expect(textsTo(phone, '短信测试岗甲')[0]!.text).toBe('【人才就业服务平台】招聘需求“短信测试岗甲”被退回，请修改后重新提交。退回原因：请写明工作时间。详情请登录平台在“我的消息”中查看。');

    expect((await call('/api/notice/one/smsChoice', { kind: 'demandReturned', sms: false }, ent)).data).toMatchObject({ kind: 'demandReturned', sms: false });
    expect((await choices(ent)).list.find((c) => c.kind === 'demandReturned')!.sms).toBe(false);
    const second = await pendingJob('短信测试岗乙');
    await call('/api/center/demand/batchAudit', { ids: [second], action: 'reject', note: '请补充薪资' }, gov);
    const messages = (await call('/api/notice/one/msg', { page: 1, limit: 10 }, ent)).data.list as { title: string }[];
    expect(messages[0]!.title).toBe('招聘需求“短信测试岗乙”被退回，请修改后重新提交');
    expect(await db().select().from(messageSms).where(eq(messageSms.phone, phone))).toHaveLength(1);
  });

  it('a default-off kind chosen on is texted; a rolled-back change queues no text', async () => {
    const ent = await login('ent_demo', 'ent');
    const gov = await login('staff_jyzx', 'gov');
    const phone = await entPhone();
    await call('/api/notice/one/smsChoice', { kind: 'demandApproved', sms: true }, ent);
    const id = await pendingJob('短信测试岗丙');
    await call('/api/center/demand/batchAudit', { ids: [id], action: 'approve' }, gov);
    await expect.poll(() => textsTo(phone, '短信测试岗丙').length, { timeout: 15_000 }).toBe(1);

    const other = await pendingJob('短信测试岗丁');
    const staff: AuthUser = { ...(await db().select().from(appUser).where(eq(appUser.username, 'staff_jyzx')))[0]!, token: '' };
    await expect(
      db().transaction(async (tx) => {
        await transition(tx as Db, [other], 'approve', { user: staff, enterpriseId: null });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await db().select().from(messageSms).where(and(eq(messageSms.phone, phone), eq(messageSms.kind, 'demandApproved')))).toHaveLength(1);
  });

  it('waits through the quiet hours and sends each text once', async () => {
    const [row] = await db().insert(messageSms).values({ userId: 1, kind: 'demandReturned', phone: '13900000001', summary: '夜间测试' }).returning();
    const quiet = { ...loadConfig({ SMS_QUIET_HOURS: '21:00-08:00' }), smsRatePerSecond: 50 };
    // 23:30 in Shanghai
    expect(await sendQueued({ db: db(), config: quiet, sms: transport, log: s.app.log }, businessTextQueue, quiet.smsRatePerSecond, new Date('2026-11-27T15:30:00Z'))).toBe(0);
    expect((await db().select().from(messageSms).where(eq(messageSms.id, row!.id)))[0]!.status).toBe('queued');
    // 09:00 in Shanghai: sent, and a second batch sends nothing again
    expect(await sendQueued({ db: db(), config: quiet, sms: transport, log: s.app.log }, businessTextQueue, quiet.smsRatePerSecond, new Date('2026-11-28T01:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await sendQueued({ db: db(), config: quiet, sms: transport, log: s.app.log }, businessTextQueue, quiet.smsRatePerSecond, new Date('2026-11-28T01:00:01Z'))).toBe(0);
    expect(sent.filter((m) => m.text === '【人才就业服务平台】夜间测试。详情请登录平台在“我的消息”中查看。')).toHaveLength(1);
    expect((await db().select().from(messageSms).where(eq(messageSms.id, row!.id)))[0]).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
