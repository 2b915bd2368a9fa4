import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar, idCardCheckChar } from '@portal/validators';
import { appUser, loginAttempt, settleApplication } from '../src/modules/account/tables';
import { enterprise } from '../src/modules/enterprise/tables';
import { smsCode, smsOutbox } from '../src/modules/sms/tables';
import { get, post, recordingGateway, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();
const PASSWORD = 'Demo@2025';

/** A valid credit code (GB 32100-2015) that the demo district does not use. */
const newCreditCode = (n: number) => {
  const head = `91440115MA5D${String(n).padStart(4, '0')}X`;
  return head + creditCodeCheckChar(head);
};
/** A valid identity number (GB 11643-1999) of someone born on 1990-03-07. */
const ADULT_ID = (() => {
  const body = '44011519900307123';
  return body + idCardCheckChar(body);
})();

describe.each(backends)('accounts on %s', (backend) => {
  let s: TestServer;
  const phones = recordingGateway();
  beforeAll(async () => {
    s = await startTestServer(backend, {}, undefined, { sms: phones });
  });
  afterAll(async () => s?.close());

  const db = () => s.database.db;
  const api = (path: string, body: unknown, token?: string) => post(s.apiUrl, path, body, token ? { token } : {});
  const read = (path: string, token?: string) => get(s.apiUrl, path, token ? { token } : {});
  const login = async (path: string, username: string, password = PASSWORD) => (await api(path, { username, password })).body;
  const tokenOf = async (path: string, username: string, password = PASSWORD) => {
    const body = await login(path, username, password);
    expect(body.code, body.msg).toBe(2000);
    return body.data.userInfo.token as string;
  };
  /** The code of the newest message the gateway took for `phone` (as the phone would show it). */
  const outboxCode = async (phone: string) => phones.valueTo(phone, 'code')!;
  /** Lets `phone` get a new code now (moves its earlier codes out of the 60 s window), sends one and reads it. */
  const freshCode = async (phone: string, scene: string, account: string, token?: string) => {
    await db().update(smsCode).set({ createdAt: sql`${smsCode.createdAt} - interval '61 seconds'` }).where(eq(smsCode.phone, phone));
    const sent = await api('/common/sendCaptcha', { phone, scene, account }, token);
    expect(sent.body.code, sent.body.msg).toBe(2000);
    return outboxCode(phone);
  };

  describe('demo accounts (password Demo@2025)', () => {
    it('log in at their own doors with the department, roles and types of issue 3', async () => {
      const gov = async (u: string) => (await login('/api/admin/accountLogin', u)).data;
      expect((await gov('staff_kjj')).userInfo).toMatchObject({ deptName: '科技局', userType: ['科技局'] });
      expect((await gov('staff_multi')).userInfo.userType).toEqual(['就业中心', '社保中心']);
      expect((await gov('staff_noperm')).userInfo.userType).toEqual([]);
      expect((await gov('staff_visual')).userInfo.havePower).toBe(1);
      expect((await gov('staff_jyzx')).personRouters).toEqual([{ name: '可视化查看权限' }]);
      expect((await gov('staff_nophone')).userInfo.phonenumber).toBe('');
      for (const u of ['staff_zscqj', 'staff_rcjt', 'staff_yshj', 'staff_migrant', 'staff_zhsj', 'staff_rcjl', 'staff_street', 'staff_industry', 'staff_vocational']) {
        expect((await login('/api/admin/accountLogin', u)).code, u).toBe(2000);
      }
      const ent = async (u: string) => (await login('/api/ent/login/entLogin', u)).data;
      expect((await ent('ent_hr')).userInfo.enterpriseType).toContain('人力资源服务机构');
      expect((await ent('ent_training')).userInfo.enterpriseType).toContain('民办职业培训机构');
      expect((await ent('ent_new')).account.mustSetPassword).toBe(true);
      expect((await login('/api/second/user/loginPwd', 'person_demo')).data).toMatchObject({ userKind: 3, account: { category: 'person' } });
      expect((await login('/api/h5/schoolInfo/login', 'school_demo')).data).toMatchObject({ userKind: 3, account: { category: 'school' } });
      // each kind only at its own login
      expect((await login('/api/second/user/loginPwd', 'school_demo')).msg).toBe('账号或密码错误');
      expect((await login('/api/ent/login/entLogin', 'staff_jyzx')).msg).toBe('账号或密码错误');
    });
  });

  describe('SMS verification codes', () => {
    it('sends 6 digits through the outbox and allows one send per phone per 60 s', async () => {
      const phone = '13800138002';
      const code = await freshCode(phone, 'login', 'gov');
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.id)).limit(1);
      // the outbox keeps the text without the code (a credential)
      expect(row!.content).toBe('【人才就业服务平台】您正在登录，验证码：******，5分钟内有效。如非本人操作，请忽略本短信。');
      const again = await api('/common/sendCaptcha', { phone, scene: 'login', account: 'gov' });
      expect(again.body.code).toBe(4029);
      expect(again.body.msg).toMatch(/^验证码已发送，请(60|59|58)秒后再获取$/);
      // the code is stored only as a hash
      const stored = await db().select().from(smsCode).where(eq(smsCode.phone, phone));
      expect(stored.some((c) => c.codeHash.includes(code))).toBe(false);
    });

    it('logs government staff and enterprises in by phone, once per code', async () => {
      const code = await freshCode('13800138003', 'login', 'gov');
      const ok = await api('/api/admin', { phone: '13800138003', smsCode: code });
      expect(ok.body.data.userInfo.userName).toBe('staff_zscqj');
      expect((await api('/api/admin', { phone: '13800138003', smsCode: code })).body).toMatchObject({ code: 4001, msg: '请先获取短信验证码' });
      const entCode = await freshCode('13900139002', 'login', 'ent');
      expect((await api('/api/ent/login/phoneLogin', { phone: '13900139002', smsCode: entCode })).body.data.userInfo.userName).toBe('ent_hr');
      // a government phone is no enterprise account: the answer does not say so, but no code goes to a phone without an account
      const before = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, '13800138004'));
      expect((await api('/common/sendCaptcha', { phone: '13800138004', scene: 'login', account: 'ent' })).body.code).toBe(2000);
      expect(await db().select().from(smsOutbox).where(eq(smsOutbox.phone, '13800138004'))).toHaveLength(before.length);
    });

    it('refuses an expired code', async () => {
      const code = await freshCode('13800138005', 'login', 'gov');
      await db().update(smsCode).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(smsCode.phone, '13800138005'));
      expect((await api('/api/admin', { phone: '13800138005', smsCode: code })).body).toEqual({ code: 4001, msg: '短信验证码已过期，请重新获取', data: null });
    });

    it('voids a code after 5 wrong tries and counts them down', async () => {
      const phone = '13800138006';
      const code = await freshCode(phone, 'login', 'gov');
      const wrong = code === '000000' ? '111111' : '000000';
      const answers: string[] = [];
      for (let i = 0; i < 5; i++) answers.push((await api('/api/admin', { phone, smsCode: wrong })).body.msg);
      expect(answers).toEqual(['短信验证码错误，还可以再试4次', '短信验证码错误，还可以再试3次', '短信验证码错误，还可以再试2次', '短信验证码错误，还可以再试1次', '短信验证码错误次数过多，已失效，请重新获取']);
      expect((await api('/api/admin', { phone, smsCode: code })).body.msg).toBe('短信验证码错误次数过多，已失效，请重新获取');
      // wrong SMS codes are recorded as failed logins but do not lock the password
      expect((await login('/api/admin/accountLogin', 'staff_migrant')).code).toBe(2000);
      const attempts = await db().select().from(loginAttempt).where(eq(loginAttempt.account, 'staff_migrant'));
      expect(attempts.filter((a) => !a.success)).toHaveLength(6);
    });

    it('names the field of a malformed phone or code', async () => {
      expect((await api('/common/sendCaptcha', { phone: '1380013800', scene: 'login', account: 'gov' })).body.msg).toBe('参数错误：phone 请输入正确的11位手机号');
      expect((await api('/api/admin', { phone: '13800138001', smsCode: '12a' })).body.msg).toBe('参数错误：smsCode 短信验证码为6位数字');
    });
  });

  describe('passwords', () => {
    it('resets a forgotten password by phone, ends the old sessions and unlocks the account', async () => {
      const old = await tokenOf('/api/admin/accountLogin', 'staff_zhsj');
      for (let i = 0; i < 5; i++) await login('/api/admin/accountLogin', 'staff_zhsj', 'Wrong@2025');
      expect((await login('/api/admin/accountLogin', 'staff_zhsj')).code).toBe(4029);
      const code = await freshCode('13800138007', 'resetPassword', 'gov');
      const weak = await api('/api/admin/forgetPassword', { phone: '13800138007', smsCode: code, password: 'abcdefgh' });
      expect(weak.body).toMatchObject({ code: 4001, msg: '参数错误：password 密码须同时包含字母、数字和符号（缺少数字、符号）' });
      expect((await api('/api/admin/forgetPassword', { phone: '13800138007', smsCode: code, password: 'New@2026x' })).body.code).toBe(2000);
      expect((await read('/api/second/user/info', old)).body.code).toBe(2003);
      expect((await login('/api/admin/accountLogin', 'staff_zhsj')).msg).toBe('账号或密码错误');
      expect((await login('/api/admin/accountLogin', 'staff_zhsj', 'New@2026x')).code).toBe(2000);
    });

    it('changes the password of the logged-in user with the old one (form body), keeping this session only', async () => {
      const here = await tokenOf('/api/ent/login/entLogin', 'ent_training');
      const there = await tokenOf('/api/ent/login/entLogin', 'ent_training');
      const change = (oldPassword: string, password: string) =>
        fetch(`${s.apiUrl}/api/ent/login/ent/resetPassword`, { method: 'POST', headers: { token: here }, body: new URLSearchParams({ oldPassword, password }) }).then((r) => r.json());
      expect(await change('Wrong@2025', 'Next#Harbor26')).toMatchObject({ code: 4001, msg: '原密码错误' });
      expect(await change(PASSWORD, PASSWORD)).toMatchObject({ code: 4001, msg: '新密码不能与原密码相同' });
      expect(await change(PASSWORD, 'Next#Harbor26')).toMatchObject({ code: 2000 });
      expect((await read('/api/second/user/info', here)).body.code).toBe(2000);
      expect((await read('/api/second/user/info', there)).body.code).toBe(2003);
      expect((await login('/api/ent/login/entLogin', 'ent_training', 'Next#Harbor26')).code).toBe(2000);
    });

    it('makes a staff-created account set its own password before anything else', async () => {
      const token = await tokenOf('/api/ent/login/entLogin', 'ent_new');
      expect((await read('/api/notice/one/getUnreadCount', token)).body).toMatchObject({ code: 4003, msg: '请先设置您的登录密码' });
      expect((await read('/api/home', token)).body.code).toBe(2000);
      expect((await api('/api/ent/login/firstLoginSetPassword', { password: PASSWORD }, token)).body).toMatchObject({ code: 4001, msg: '新密码不能与初始密码相同' });
      const done = await api('/api/ent/login/firstLoginSetPassword', { password: 'Mine#Harbor26' }, token);
      expect(done.body.data.account.mustSetPassword).toBe(false);
      expect((await read('/api/notice/one/getUnreadCount', token)).body.code).toBe(2000);
      expect((await api('/api/ent/login/firstLoginSetPassword', { password: 'Again@2026' }, token)).body.code).toBe(4009);
    });
  });

  describe('phones of accounts', () => {
    it('clears the session of a government user without a phone on any other call, and lets it bind one', async () => {
      let token = await tokenOf('/api/admin/accountLogin', 'staff_nophone');
      expect((await read('/api/notice/one/getUnreadCount', token)).body.code).toBe(2003);
      expect((await read('/api/second/user/info', token)).body.code).toBe(2003);
      token = await tokenOf('/api/admin/accountLogin', 'staff_nophone');
      expect((await read('/api/second/user/info', token)).body.code).toBe(2000);
      const taken = await api('/common/sendCaptcha', { phone: '13800138001', scene: 'bindPhone', account: 'gov' }, token);
      expect(taken.body).toMatchObject({ code: 4009, msg: '该手机号已被其他账号绑定' });
      const code = await freshCode('13500135001', 'bindPhone', 'gov', token);
      const bound = await api('/api/admin/bindPhone', { phone: '13500135001', smsCode: code }, token);
      expect(bound.body.data.userInfo.phonenumber).toBe('13500135001');
      expect((await read('/api/notice/one/getUnreadCount', token)).body.code).toBe(2000);
      // changing it later needs the password
      const code2 = await freshCode('13500135002', 'bindPhone', 'gov', token);
      expect((await api('/api/admin/bindPhone', { phone: '13500135002', smsCode: code2 }, token)).body.msg).toBe('更换手机号请输入登录密码');
    });

    it('changes an enterprise phone with the password and an SMS code to the new phone', async () => {
      const token = await tokenOf('/api/ent/login/entLogin', 'ent_demo');
      const code = await freshCode('13500135003', 'bindPhone', 'ent', token);
      expect((await api('/api/ent/login/restPhone', { password: 'Wrong@2025', phone: '13500135003', smsCode: code }, token)).body.msg).toBe('登录密码错误');
      const ok = await api('/api/ent/login/restPhone', { password: PASSWORD, phone: '13500135003', smsCode: code }, token);
      expect(ok.body.data.userInfo.phonenumber).toBe('13500135003');
      expect((await read('/api/ent/login/reservePhone?creditCode=' + (await entCreditCode(1)), token)).body.data).toMatchObject({ hasAccount: true, phone: '135****5003' });
      // the filler (contact) the greeting names
      expect((await api('/api/ent/login/restFilledBy', { name: '陈小明' }, token)).body.data.userInfo.name).toBe('陈小明');
      expect((await api('/api/ent/login/restFilledBy', { name: 'x' }, token)).body.msg).toBe('参数错误：name 姓名应为2-30个汉字或字母');
    });
  });

  const entCreditCode = async (id: number) => (await db().select({ c: enterprise.creditCode }).from(enterprise).where(eq(enterprise.id, id)))[0]!.c;

  describe('registration', () => {
    it('registers an individual who is then logged in, and a second one with the same identity number without telling of the first', async () => {
      const phone = '13600136101';
      await api('/api/second/register/captcha', { phone, account: 'person' });
      const code = await outboxCode(phone);
      const form = { username: 'liming01', name: '黎明', idCard: ADULT_ID.toLowerCase(), phone, smsCode: code, password: 'Liming@2026' };
      expect((await api('/api/second/register/user', { ...form, idCard: '440115199003071230' })).body.msg).toBe('参数错误：idCard 身份证号码不正确，请核对出生日期和最后一位校验码');
      const done = await api('/api/second/register/user', form);
      expect(done.body.data).toMatchObject({ userKind: 3, userInfo: { userName: 'liming01', phonenumber: phone }, account: { category: 'person' } });
      expect((await read('/api/second/user/info', done.body.data.userInfo.token)).body.code).toBe(2000);
      // records belong to accounts, not to identity numbers (docs/accounts.md "Ownership and claim"): refusing would tell who is registered
      await api('/api/second/register/captcha', { phone: '13600136102', account: 'person' });
      const again = await api('/api/second/register/user', { ...form, username: 'liming02', phone: '13600136102', smsCode: await outboxCode('13600136102') });
      expect(again.body.data).toMatchObject({ userKind: 3, userInfo: { userName: 'liming02' } });
      expect((await api('/api/second/register/captcha', { phone, account: 'person' })).body).toMatchObject({ code: 4009, msg: '该手机号已注册，请直接登录或找回密码' });
    });

    it('registers a listed enterprise as a pending application; the account may only see its status', async () => {
      const [ent] = await db().select().from(enterprise).where(eq(enterprise.id, 20));
      const phone = '13600136103';
      await api('/api/second/register/captcha', { phone, account: 'ent' });
      const code = await outboxCode(phone);
      const form = { entName: ent!.name, creditCode: ent!.creditCode.toLowerCase(), contactName: '欧阳娜娜', phone, smsCode: code, password: 'Ent@20260' };
      expect((await api('/api/second/register/enterprise', { ...form, entName: '广州不对科技有限公司' })).body.msg).toBe('企业名称与统一社会信用代码不一致，请核对');
      const done = await api('/api/second/register/enterprise', form);
      expect(done.body.data.username).toBe(ent!.creditCode);
      const pending = (await login('/api/ent/login/entLogin', ent!.creditCode, 'Ent@20260')).data;
      expect(pending.account).toMatchObject({ status: 'pending', application: { status: 'awaiting_check', entName: ent!.name } });
      expect((await read('/api/notice/one/getUnreadCount', pending.userInfo.token)).body).toMatchObject({ code: 4003, msg: '企业入驻申请尚未审核通过，暂不能使用该功能' });
      expect((await read(`/api/ent/login/reservePhone?creditCode=${ent!.creditCode}`)).body.data).toEqual({ hasAccount: false, phone: '', pendingApplication: true });
      expect((await api('/api/second/register/enterprise', { ...form, phone: '13600136104' })).body.code).toBe(4009);
    });
  });

  describe('enterprise settle-in', () => {
    it('goes through the steps and stores the application with the licence', async () => {
      const creditCode = newCreditCode(backend === 'pglite' ? 1 : 2);
      const phone = '13600136201';
      expect((await read(`/api/ent/login/valid/phone?phone=${phone}`)).body.data).toEqual({ available: true });
      expect((await read('/api/ent/login/valid/phone?phone=13900139003')).body.data).toEqual({ available: false });
      expect((await api('/api/ent/login/validPersonal', { name: '王五', idCard: ADULT_ID })).body.data.age).toBeGreaterThan(30);
      const childBody = `${String(new Date().getFullYear() - 10)}0101`;
      const child = `440115${childBody}123`;
      expect((await api('/api/ent/login/validPersonal', { name: '王五', idCard: child + idCardCheckChar(child) })).body.msg).toBe('经办人须年满18周岁');
      const sent = await fetch(`${s.apiUrl}/api/ent/login/sendCaptcha`, { method: 'POST', body: new URLSearchParams({ phone }) }).then((r) => r.json());
      expect(sent.code).toBe(2000);
      const { ticket } = (await api('/api/ent/login/verifyCode', { phone, smsCode: await outboxCode(phone) })).body.data;
      const submit = (licence: Blob, name: string) => {
        const f = new FormData();
        for (const [k, v] of Object.entries({ ticket, entName: '广州新来科技有限公司', creditCode, contactName: '王五', contactIdCard: ADULT_ID })) f.append(k, v);
        f.append('licence', licence, name);
        return fetch(`${s.apiUrl}/api/ent/login/submitAuth`, { method: 'POST', body: f }).then((r) => r.json());
      };
      const pdf = new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'], { type: 'application/pdf' });
      expect(await submit(pdf, '营业执照.pdf')).toMatchObject({ code: 4001, msg: '请先设置登录密码' });
      expect((await api('/api/ent/login/setPassword', { ticket, password: 'Settle@2026' })).body.code).toBe(2000);
      expect(await submit(pdf, '营业执照.docx')).toMatchObject({ code: 4001, msg: '营业执照只能是 PDF、PNG 或 JPG 文件' });
      expect(await submit(new Blob(['not a pdf']), '营业执照.pdf')).toMatchObject({ code: 4001, msg: '文件内容与扩展名 .pdf 不符' });
      const done = await submit(pdf, '营业执照.pdf');
      expect(done).toMatchObject({ code: 2000, data: { username: creditCode } });
      const [app] = await db().select().from(settleApplication).where(eq(settleApplication.id, done.data.applicationId));
      expect(app).toMatchObject({ status: 'awaiting_check', source: 'settle', phone, licenceName: '营业执照.pdf', contactIdCard: ADULT_ID });
      expect(app!.licenceKey).toMatch(/\.pdf$/);
      // the ticket is used up
      expect(await submit(pdf, '营业执照.pdf')).toMatchObject({ code: 4001, msg: '手机验证已失效，请重新验证手机号' });
      expect((await login('/api/ent/login/entLogin', creditCode, 'Settle@2026')).data.account.status).toBe('pending');
    });
  });

  describe('authorization per route', () => {
    it('refuses calls of another kind of user with 4003 and changes nothing', async () => {
      const gov = await tokenOf('/api/admin/accountLogin', 'staff_kjj');
      const ent = await tokenOf('/api/ent/login/entLogin', 'ent_hr');
      const person = await tokenOf('/api/second/user/loginPwd', 'person_demo');
      const school = await tokenOf('/api/h5/schoolInfo/login', 'school_demo');
      expect((await api('/api/ent/login/restPhone', { password: PASSWORD, phone: '13500135009', smsCode: '123456' }, gov)).body).toMatchObject({ code: 4003, msg: '暂无权限' });
      expect((await api('/api/admin/bindPhone', { phone: '13500135009', smsCode: '123456' }, ent)).body.code).toBe(4003);
      expect((await api('/api/second/user/update', { name: '改名' }, ent)).body.code).toBe(4003);
      const [kjj] = await db().select().from(appUser).where(eq(appUser.username, 'staff_kjj'));
      expect(kjj!.phonenumber).toBe('13800138002');
      expect((await api('/api/h5/schoolInfo/selectStudent', {}, person)).body).toMatchObject({ code: 4003, msg: '仅院校账号可以查询学生' });
      const students = (await api('/api/h5/schoolInfo/selectStudent', { limit: 10, graduationYear: 2024 }, school)).body.data;
      expect(students.total).toBe(12);
      expect(students.list[0].idCard).toMatch(/^440115\*{8}\d{3}[\dX]$/);
      expect(students.list[0].phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
      expect((await api('/api/h5/schoolInfo/selectStudent', {})).body.code).toBe(2003);
    });

    it('lets an individual update the profile and change the phone', async () => {
      const token = await tokenOf('/api/second/user/loginPwd', 'person_demo');
      expect((await api('/api/second/user/update', { name: '张伟伟', nickName: '伟' }, token)).body.data.userInfo).toMatchObject({ name: '张伟伟', nickName: '伟' });
      const code = await freshCode('13600136301', 'bindPhone', 'person', token);
      expect((await api('/api/second/user/updatePhone', { password: PASSWORD, phone: '13600136301', smsCode: code }, token)).body.data.userInfo.phonenumber).toBe('13600136301');
      const reset = await freshCode('13600136301', 'resetPassword', 'person');
      expect((await api('/api/second/user/forgetPwd', { phone: '13600136301', smsCode: reset, password: 'Zhang@2026' })).body.code).toBe(2000);
      expect((await login('/api/second/user/loginPwd', 'person_demo', 'Zhang@2026')).code).toBe(2000);
    });
  });
});

describe('captcha on (the default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { AUTH_CAPTCHA: 'on' });
  });
  afterAll(async () => s?.close());

  it('asks for the image captcha before sending an SMS code', async () => {
    const r = await post(s.apiUrl, '/common/sendCaptcha', { phone: '13800138001', scene: 'login', account: 'gov' });
    expect(r.body).toMatchObject({ code: 4001, msg: '请输入验证码' });
    const rows = await s.database.db.select().from(smsOutbox).where(and(eq(smsOutbox.phone, '13800138001')));
    expect(rows).toHaveLength(0);
  });
});
