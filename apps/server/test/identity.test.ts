import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar, maskPersonName } from '@portal/validators';
import { appUser } from '../src/modules/account/tables';
import { application } from '../src/modules/application/tables';
import { smsOutbox } from '../src/modules/sms/tables';
import { get, post, recordingGateway, startTestServer, type TestServer } from './harness';

/*
 * Records belong to accounts, not to identity numbers (issue 11, docs/accounts.md "Ownership and
 * claim"): an account registered with someone else's identity number sees nothing of theirs, and
 * a record filed by staff for a person becomes an account's only after the SMS code sent to the
 * phone on the record.
 */
describe('ownership of records by account, and the claim of records filed for a person', () => {
  let s: TestServer;
  const phones = recordingGateway();
  const db = () => s.database.db;
  const api = (path: string, body: unknown, token?: string) => post(s.apiUrl, path, body, token ? { token } : {});
  const read = (path: string, token?: string) => get(s.apiUrl, path, token ? { token } : {});
  /** The code of the newest message the gateway took for `phone`, as the phone shows it. */
  const outboxCode = async (phone: string) => phones.valueTo(phone, 'code');
  /** Registers an individual through /register (SMS code of scene register) and answers its token. */
  async function register(username: string, name: string, idCard: string, phone: string): Promise<string> {
    const sent = await api('/api/second/register/captcha', { phone, account: 'person' });
    expect(sent.body.code, sent.body.msg).toBe(2000);
    const done = await api('/api/second/register/user', { username, name, idCard, phone, smsCode: await outboxCode(phone), password: 'Claim@2026x' });
    expect(done.body.code, done.body.msg).toBe(2000);
    return done.body.data.userInfo.token as string;
  }
  const tokenOf = async (path: string, username: string) => {
    const { body } = await api(path, { username, password: 'Demo@2025' });
    expect(body.code, body.msg).toBe(2000);
    return body.data.userInfo.token as string;
  };

  beforeAll(async () => {
    s = await startTestServer('pglite', {}, undefined, { sms: phones });
  });
  afterAll(async () => s?.close());

  it("a new account with person_demo's identity number sees nothing of person_demo's", async () => {
    const [demo] = await db().select().from(appUser).where(eq(appUser.username, 'person_demo'));
    const demoApps = await db().select({ id: application.id }).from(application).where(eq(application.applicantUserId, demo!.id));
    expect(demoApps.length).toBeGreaterThan(0);

    const token = await register('squatter01', '李四', demo!.idCard, '13611136001');
    const mine = (await read('/api/second/apply/list?limit=50', token)).body.data;
    expect(mine).toEqual({ list: [], total: 0 });
    for (const { id } of demoApps) {
      expect((await read(`/api/second/apply/detail?id=${id}`, token)).body.code).toBe(4003);
      expect((await read(`/api/second/apply/queryJindu?id=${id}`, token)).body.code).toBe(4003);
    }
    const housing = (await read('/api/second/apply/zhufang/get', token)).body.data;
    expect(housing.application).toBeNull();
    // the staff record of person_demo carries another phone: nothing of it fills the form
    expect(housing.prefill).toEqual({ name: '李四', idCard: demo!.idCard, phone: '13611136001' });
    expect((await read('/api/second/apply/ruhu/get', token)).body.data.application).toBeNull();
    // filing the same type for that number is refused without the other application's number
    const filing = { name: '李四', idCard: demo!.idCard, phone: '13611136001', education: '硕士研究生', entName: '南湾测试公司', maritalStatus: '未婚', familySize: 1, ownsHousing: '无', preferredStreet: '440120001', roomType: '一房' };
    const tried = (await api('/api/second/apply/zhufang/fill', { fields: filing }, token)).body;
    expect(tried.code).toBe(4009);
    expect(tried.msg).not.toMatch(/[A-Z]{2}\d{10}/);
    // records owned by an account are not offered for claiming
    expect((await read('/api/second/apply/claim/list', token)).body.data).toEqual({ list: [] });
    expect((await api('/api/second/apply/claim/sendCode', { id: demoApps[0]!.id }, token)).body.code).toBe(4003);

    // the owner keeps its records and their prefill
    const owner = await tokenOf('/api/second/user/loginPwd', 'person_demo');
    const own = (await read('/api/second/apply/list?limit=50', owner)).body.data;
    expect(own.list.map((a: { id: number }) => a.id).sort()).toEqual(demoApps.map((a) => a.id).sort());
    expect((await read('/api/second/apply/zhufang/get', owner)).body.data.prefill).toMatchObject({ education: '硕士研究生' });
  });

  it('claims a record filed by staff only with the code sent to the phone on the record', async () => {
    const body = '44010619930305' + '246';
    const idCard = body + idCardCheckChar(body);
    const recordPhone = '13611136101';
    const staffToken = await tokenOf('/api/admin/accountLogin', 'staff_rcjt');
    const fields = { name: '王小明', idCard, phone: recordPhone, education: '硕士研究生', entName: '南湾测试公司', maritalStatus: '未婚', familySize: 1, ownsHousing: '无', preferredStreet: '440120001', roomType: '一房' };
    const filed = await api('/api/second/task/adminApply', { type: 'zhufang', fields }, staffToken);
    expect(filed.body.code, filed.body.msg).toBe(2000);
    const id = filed.body.data.id as number;

    // the person registers with another phone: the record is not theirs yet
    const token = await register('wxm2026', '王小明', idCard, '13611136102');
    expect((await read('/api/second/apply/list?limit=50', token)).body.data.total).toBe(0);
    expect((await read(`/api/second/apply/detail?id=${id}`, token)).body.code).toBe(4003);
    const offered = (await read('/api/second/apply/claim/list', token)).body.data.list;
    expect(offered).toEqual([{ id, type: 'zhufang', typeLabel: '人才住房（公寓）申请', filedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), applicantName: maskPersonName('王小明'), phone: '136****6101' }]);

    // the claim scene cannot be asked for through the public SMS call, nor for a typed phone
    expect((await api('/common/sendCaptcha', { phone: '13611136102', scene: 'claim', account: 'person' }, token)).body.code).toBe(4001);
    expect((await api('/api/second/apply/claim', { id, smsCode: '123456' }, token)).body).toMatchObject({ code: 4001, msg: '请先获取短信验证码' });
    const sent = await api('/api/second/apply/claim/sendCode', { id, phone: '13611136102' }, token);
    expect(sent.body.code, sent.body.msg).toBe(2000);
    expect(sent.body.data).toMatchObject({ phone: '136****6101' });
    const code = await outboxCode(recordPhone);
    expect(code).toMatch(/^\d{6}$/);
    const [message] = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, recordPhone)).orderBy(desc(smsOutbox.id)).limit(1);
    expect(message!.content).toContain('认领办事记录');
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await api('/api/second/apply/claim', { id, smsCode: wrong }, token)).body).toMatchObject({ code: 4001, msg: '短信验证码错误，还可以再试4次' });
    expect((await read('/api/second/apply/list?limit=50', token)).body.data.total).toBe(0);

    const claimed = await api('/api/second/apply/claim', { id, smsCode: code }, token);
    expect(claimed.body).toMatchObject({ code: 2000, data: { claimed: 1 } });
    const list = (await read('/api/second/apply/list?limit=50', token)).body.data;
    expect(list.list.map((a: { id: number }) => a.id)).toEqual([id]);
    expect((await read(`/api/second/apply/detail?id=${id}`, token)).body.code).toBe(2000);
    expect((await read('/api/second/apply/claim/list', token)).body.data).toEqual({ list: [] });
    // once owned, nobody else (another account with the same identity number) is offered it
    const other = await register('wxm2026b', '王小明', idCard, '13611136103');
    expect((await read('/api/second/apply/claim/list', other)).body.data).toEqual({ list: [] });
    expect((await api('/api/second/apply/claim/sendCode', { id }, other)).body.code).toBe(4003);
    expect((await read(`/api/second/apply/detail?id=${id}`, other)).body.code).toBe(4003);
  });
});
