import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, settleApplication } from '../src/modules/account/tables';
import { kshApplication } from '../src/modules/center/tables';
import { smsOutbox } from '../src/modules/sms/tables';
import { demoLogins, get, personalDataLog, post, recordingGateway, startTestServer, type TestServer } from './harness';

type Res = { code: number; msg: string; data: any };

/**
 * Centre administration (issue 18) on the real embedded database: staff accounts made and closed
 * by staff_admin, the visual-platform permission requests and the settle-in approval.
 */
describe('centre administration (issue 18)', () => {
  let s: TestServer;
  const phones = recordingGateway();
  const login = demoLogins(() => s);
  let admin: string;
  let adminId: number;

  const call = async (path: string, body: object, token = admin) => (await post(s.apiUrl, path, body, { token })).body as Res;
  const read = async (path: string, token = admin) => (await get(s.apiUrl, path, { token })).body as Res;
  const govLogin = async (username: string, password: string) => (await post(s.apiUrl, '/api/admin/accountLogin', { username, password })).body as Res;
  /** A listed account as the edit form holds it: the masked phone replaced by the revealed one, as /sysUser does. */
  const editable = async (u: { id: number; phonenumber: string }) => ({ ...u, phonenumber: (await call('/api/personalData/reveal', { source: 'sysUser', id: u.id, field: 'phonenumber', page: '/sysUser' })).data.value as string });

  beforeAll(async () => {
    s = await startTestServer('pglite', {}, undefined, { sms: phones });
    admin = await login('staff_admin', 'gov');
    adminId = (await read('/api/second/user/info')).data.userInfo.userId;
  });
  afterAll(async () => s?.close());

  it('only administrators reach the calls: another staff member gets 4003', async () => {
    const jyzx = await login('staff_jyzx', 'gov');
    expect((await read('/api/center/sysUserList', jyzx)).code).toBe(4003);
    expect((await call('/api/center/ksh/pass', { id: 1 }, jyzx)).code).toBe(4003);
    const list = await read('/api/center/sysUserList?keyword=staff_admin');
    expect(list.data.list.map((u: { username: string; personRouters: string[] }) => [u.username, u.personRouters])).toEqual([['staff_admin', ['admin']]]);
  });

  it('creates a staff account with a role and a street; it logs in with the temporary password, must set its own, and is routed by its role', async () => {
    const streets = (await read('/api/address/getAddress')).data.streets as { code: string; name: string }[];
    const created = await call('/api/center/update', { username: 'jd_wang', name: '王街道', deptName: '街道管理', roles: ['街道管理'], personRouters: [], streetCode: streets[1]!.code, phonenumber: '13800138199' });
    expect([created.code, created.msg]).toEqual([2000, '操作成功']);
    const temp = created.data.temporaryPassword as string;
    expect(temp).toMatch(/^.{12}$/);
    const listed = (await read('/api/center/sysUserList?keyword=jd_wang')).data.list[0];
    expect([listed.deptName, listed.roles, listed.streetName, listed.mustSetPassword, listed.status]).toEqual(['街道管理', ['街道管理'], streets[1]!.name, true, 'active']);
    // the phone is masked in the list (GB/T 35273-2020); the administrator reveals it, logged; no one else may
    expect(listed.phonenumber).toBe('138****8199');
    const reveal = { source: 'sysUser', id: listed.id, field: 'phonenumber', page: '/sysUser' };
    expect((await call('/api/personalData/reveal', reveal)).data).toEqual({ value: '13800138199' });
    expect((await call('/api/personalData/reveal', reveal, await login('staff_jyzx', 'gov'))).code).toBe(4003);
    expect((await personalDataLog(s.database, 'sysUser', listed.id)).map((a) => a.allowed)).toEqual([true, false]);

    const first = await govLogin('jd_wang', temp);
    expect([first.code, first.data.account.mustSetPassword, first.data.userInfo.userType]).toEqual([2000, true, ['街道管理']]);
    // nothing else until it sets its own password
    expect((await read('/api/center/ksh/adminGetKsh', first.data.userInfo.token)).code).toBe(4003);
    const set = await call('/api/ent/login/firstLoginSetPassword', { password: 'Jiedao#2026x' }, first.data.userInfo.token);
    expect([set.code, set.data.account.mustSetPassword]).toEqual([2000, false]);
    // its first message (accountCreated, docs/messages.md) waits in 我的消息
    const messages = (await call('/api/notice/one/msg', { page: 1, limit: 10 }, first.data.userInfo.token)).data.list;
    expect(messages.map((m: { event: string; title: string; link: string }) => [m.event, m.title, m.link])).toEqual([['accountCreated', '王街道，您的平台账号已开通', '/modifyPassword']]);
    expect((await read('/api/notice/one/getUnreadCount', first.data.userInfo.token)).data.count).toBe(1);
    const [row] = await s.database.db.select({ streetCode: appUser.streetCode }).from(appUser).where(eq(appUser.username, 'jd_wang'));
    expect(row!.streetCode).toBe(streets[1]!.code);

    // a second account with the same name or phone is refused
    expect((await call('/api/center/update', { username: 'jd_wang', name: '重复', deptName: '街道管理', roles: [], personRouters: [], phonenumber: '' })).code).toBe(4009);
    expect((await call('/api/center/update', { username: 'x', name: '短', deptName: '街道管理', roles: [], personRouters: [] })).msg).toContain('账号应为4-30位字母');
  });

  it('disabling an account ends its open session at once and refuses its login; enabling lets it in again', async () => {
    const session = (await govLogin('jd_wang', 'Jiedao#2026x')).data.userInfo.token as string;
    expect((await read('/api/second/user/info', session)).code).toBe(2000);
    const id = (await read('/api/center/sysUserList?keyword=jd_wang')).data.list[0].id as number;
    expect((await call('/api/center/able', { id, status: 'disabled' })).data.status).toBe('disabled');
    expect((await read('/api/second/user/info', session)).code).toBe(2003);
    const refused = await govLogin('jd_wang', 'Jiedao#2026x');
    expect([refused.code, refused.msg]).toEqual([4001, '该账号已停用，请联系管理员']);
    // the same change twice: the second starts from a status the account no longer has
    expect((await call('/api/center/able', { id, status: 'disabled' })).code).toBe(4009);
    expect((await call('/api/center/able', { id, status: 'active' })).data.status).toBe('active');
    expect((await govLogin('jd_wang', 'Jiedao#2026x')).code).toBe(2000);
  });

  it('resetting a password ends the sessions and asks for a new password at the next login', async () => {
    const session = (await govLogin('jd_wang', 'Jiedao#2026x')).data.userInfo.token as string;
    const u = await editable((await read('/api/center/sysUserList?keyword=jd_wang')).data.list[0]);
    const reset = await call('/api/center/update', { ...u, resetPassword: true });
    expect(reset.code).toBe(2000);
    expect((await read('/api/second/user/info', session)).code).toBe(2003);
    expect((await govLogin('jd_wang', 'Jiedao#2026x')).code).toBe(4001);
    expect((await govLogin('jd_wang', reset.data.temporaryPassword)).data.account.mustSetPassword).toBe(true);
  });

  it('an administrator cannot disable or delete itself, nor remove the last administrator', async () => {
    expect(await call('/api/center/able', { id: adminId, status: 'disabled' })).toMatchObject({ code: 4009, msg: '不能停用自己的账号' });
    expect(await call(`/api/center/delete/${adminId}`, {})).toMatchObject({ code: 4009, msg: '不能删除自己的账号' });
    const me = await editable((await read('/api/center/sysUserList?keyword=staff_admin')).data.list[0]);
    expect(await call('/api/center/update', { ...me, personRouters: [] })).toMatchObject({ code: 4009, msg: '不能移除最后一名管理员' });
    // a second administrator may be disabled, but then the first is the last again
    const second = await call('/api/center/update', { username: 'admin_two', name: '副管理员', deptName: '区人力资源和社会保障局', roles: [], personRouters: ['admin'], phonenumber: '13800138198' });
    expect((await call('/api/center/able', { id: second.data.id, status: 'disabled' })).code).toBe(2000);
    expect(await call('/api/center/update', { ...me, personRouters: [] })).toMatchObject({ code: 4009, msg: '不能移除最后一名管理员' });
    // an account without records can be deleted
    expect((await call(`/api/center/delete/${second.data.id}`, {})).data.removed).toBe(1);
  });

  it('a visual-platform request: apply, approve for 30 days, and the session info shows the permission; a second decision answers 4009', async () => {
    const zscqj = await login('staff_zscqj', 'gov');
    const before = await read('/api/center/ksh/adminGetKsh', zscqj);
    expect([before.data.duration, before.data.havePower, before.data.latest]).toEqual([0, 0, null]);
    expect((await call('/api/center/ksh/apply', { reason: '短', days: 30 }, zscqj)).msg).toContain('申请理由至少5个字');
    const applied = await call('/api/center/ksh/apply', { reason: '知识产权局需要查看区人才指数，用于专利人才分析。', days: 90 }, zscqj);
    expect(applied.code).toBe(2000);
    expect((await call('/api/center/ksh/apply', { reason: '再申请一次可视化平台权限', days: 30 }, zscqj)).code).toBe(4009);
    const waiting = (await read('/api/center/ksh/page?status=awaiting_check')).data.list.map((k: { username: string }) => k.username);
    expect(waiting).toContain('staff_zscqj');

    const passed = await call('/api/center/ksh/pass', { id: applied.data.id, days: 30 });
    expect([passed.code, passed.data.status, passed.data.days]).toEqual([2000, 'agree', 30]);
    expect((await call('/api/center/ksh/pass', { id: applied.data.id })).code).toBe(4009);
    expect((await call('/api/center/ksh/nopass', { id: applied.data.id, note: '重复审批' })).code).toBe(4009);
    // the same session, no new login: the session info and adminGetKsh give 30 days
    expect((await read('/api/second/user/info', zscqj)).data.userInfo.duration).toBe(30);
    expect((await read('/api/center/ksh/adminGetKsh', zscqj)).data.duration).toBe(30);

    // the period ends by itself
    await s.database.db.update(kshApplication).set({ endsAt: new Date(Date.now() - 1000) }).where(eq(kshApplication.id, applied.data.id));
    expect((await read('/api/second/user/info', zscqj)).data.userInfo.duration).toBe(0);
  });

  it('a refused request gives the applicant the reason', async () => {
    const kjj = await login('staff_kjj', 'gov');
    const seeded = (await read('/api/center/ksh/adminGetKsh', kjj)).data.latest;
    expect(seeded.status).toBe('awaiting_check');
    expect((await call('/api/center/ksh/nopass', { id: seeded.id, note: '' })).msg).toContain('不批准的理由');
    expect((await call('/api/center/ksh/nopass', { id: seeded.id, note: '请由分管领导确认后再申请' })).data.status).toBe('refused');
    const mine = (await read('/api/center/ksh/adminGetKsh', kjj)).data;
    expect([mine.duration, mine.latest.status, mine.latest.note]).toEqual([0, 'refused', '请由分管领导确认后再申请']);
  });

  it('settle-in: the pending enterprise sees /loginStatus only; approval opens its account and texts the applicant; closing ends its session', async () => {
    const list = (await read('/api/center/entList?settleStatus=awaiting_check')).data.list;
    expect(list.length).toBeGreaterThan(0);
    const pending = list[0];
    expect(pending.accountStatus).toBe('pending');
    const entLogin = async () => (await post(s.apiUrl, '/api/ent/login/entLogin', { username: pending.username, password: 'Demo@2025' })).body as Res;
    const before = await entLogin();
    expect([before.code, before.data.account.status, before.data.account.application.status]).toEqual([2000, 'pending', 'awaiting_check']);
    expect((await read('/api/ent/info', before.data.userInfo.token)).code).toBe(4003);

    expect((await call('/api/center/open', { id: pending.userId, status: 'active' })).code).toBe(4009);
    expect((await call('/api/center/report', { id: pending.application.id, action: 'refused', note: '' })).msg).toBe('请填写不通过的理由');
    expect((await call('/api/center/report', { id: pending.application.id, action: 'agree' })).data.status).toBe('agree');
    expect((await call('/api/center/report', { id: pending.application.id, action: 'refused', note: '再审一次' })).code).toBe(4009);

    const after = await entLogin();
    expect([after.code, after.data.account.status, after.data.account.application.status]).toEqual([2000, 'active', 'agree']);
    expect((await read('/api/ent/info', after.data.userInfo.token)).code).toBe(2000);
    const welcome = (await call('/api/notice/one/msg', { page: 1, limit: 10 }, after.data.userInfo.token)).data.list[0];
    expect([welcome.event, welcome.title, welcome.read]).toEqual(['accountCreated', `${pending.entName}，您的平台账号已开通`, false]);
    const [app] = await s.database.db.select().from(settleApplication).where(eq(settleApplication.id, pending.application.id));
    const texts = await s.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, app!.phone));
    expect(texts.map((t) => t.content).join('\n')).toContain('入驻申请已审核通过');

    expect((await call('/api/center/open', { id: pending.userId, status: 'disabled' })).data.status).toBe('disabled');
    expect((await read('/api/ent/info', after.data.userInfo.token)).code).toBe(2003);
    expect((await entLogin()).msg).toBe('该账号已停用，请联系管理员');
  });

  it('enterprise types: an administrator sets them, the enterprise logs in with them; an unknown type or a non-enterprise account is refused', async () => {
    const entLogin = async (username: string) => (await post(s.apiUrl, '/api/ent/login/entLogin', { username, password: 'Demo@2025' })).body as Res;
    const listed = (await read('/api/center/entList?keyword=ent_demo')).data.list[0];
    expect(listed.enterpriseTypes).toEqual([]);
    expect((await call('/api/center/entType', { id: listed.userId, enterpriseTypes: ['民办职业培训机构', '人力资源服务机构'] })).data).toEqual({ enterpriseTypes: ['人力资源服务机构', '民办职业培训机构'] });
    expect((await entLogin('ent_demo')).data.userInfo.enterpriseType).toBe('人力资源服务机构,民办职业培训机构');
    expect((await read(`/api/center/entList?keyword=${encodeURIComponent(listed.entName)}`)).data.list[0].enterpriseTypes).toEqual(['人力资源服务机构', '民办职业培训机构']);
    expect((await call('/api/center/entType', { id: listed.userId, enterpriseTypes: ['外资企业'] })).code).toBe(4001);
    expect((await call('/api/center/entType', { id: listed.userId, enterpriseTypes: [] })).data).toEqual({ enterpriseTypes: [] });
    expect((await entLogin('ent_demo')).data.userInfo.enterpriseType).toBe('');
    // a staff account is no enterprise account
    expect((await call('/api/center/entType', { id: adminId, enterpriseTypes: [] })).code).toBe(4004);
  });

  it('the SMS outbox lists what the transport recorded, phones masked and codes hidden, with filters; only for administrators', async () => {
    // ent_demo's phone asks for a login code
    expect((await post(s.apiUrl, '/common/sendCaptcha', { phone: '13900139001', scene: 'login', account: 'ent' })).body.code).toBe(2000);
    const code = phones.valueTo('13900139001', 'code')!;
    const page = (await read('/api/center/smsOutbox?phone=1390013900&scene=login')).data;
    expect(page.list[0]).toMatchObject({ phone: '139****9001', scene: 'login', sceneLabel: '登录验证码' });
    expect(page.list[0].content).toContain('验证码：******');
    expect(JSON.stringify(page)).not.toContain(code);
    expect(page.total).toBeGreaterThanOrEqual(1);
    expect(page).toMatchObject({ queued: expect.any(Number), failed: expect.any(Number) });
    // the settle-in decision of the walk above was texted too
    expect((await read('/api/center/smsOutbox?scene=settleResult')).data.list[0].content).toContain('入驻申请已审核通过');
    expect((await read('/api/center/smsOutbox?phone=abc')).code).toBe(4001);
    expect((await read('/api/center/smsOutbox', await login('staff_jyzx', 'gov'))).code).toBe(4003);
  });

  it('the login log shows the failed and successful attempts of the walk, with filters, and never a password', async () => {
    const all = (await read('/api/center/loginLog?account=jd_wang&limit=50')).data;
    const seen = all.list.map((r: { success: boolean; reason: string; reasonLabel: string }) => `${r.success ? '成功' : '失败'}:${r.reasonLabel}`);
    expect(seen).toContain('失败:账号已停用');
    expect(seen).toContain('失败:密码错误');
    expect(seen).toContain('成功:登录成功');
    const failures = (await read('/api/center/loginLog?account=jd_wang&result=failure&limit=50')).data;
    expect(failures.total).toBe(all.list.filter((r: { success: boolean }) => !r.success).length);
    expect(JSON.stringify(all)).not.toContain('Jiedao#2026x');
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await read(`/api/center/loginLog?account=jd_wang&beginTime=${today}&endTime=${today}`)).data.total).toBe(all.total);
    expect((await read('/api/center/loginLog?account=jd_wang&endTime=2020-01-01')).data.total).toBe(0);
    const res = await fetch(`${s.apiUrl}/api/center/loginLog/export?account=jd_wang`, { headers: { token: admin } });
    expect(res.headers.get('content-disposition')).toContain('filename');
  });

  it('exports staff accounts as a workbook without any password', async () => {
    const res = await fetch(`${s.apiUrl}/api/center/export?keyword=staff_`, { headers: { token: admin } });
    expect(res.headers.get('content-disposition')).toContain('filename');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.subarray(0, 2).toString()).toBe('PK');
  });
});
