import { useSession } from '@portal/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { logoutAll, renderApp } from '../../test/render';
import { completeLogin, useAccountExtras } from './session';
import { loginResultFixture } from './testFixtures';

const NO_CAPTCHA = { 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }) };
const SENT = () => ok({ resendAfterSeconds: 60, expiresInSeconds: 300 });
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const field = async (label: string) => screen.findByLabelText(label, { exact: true });
/** The form field (label, input, message) around an input. */
const fieldOf = (label: string) => input(label).closest('[data-part="root"]') as HTMLElement;

describe('account guard', () => {
  beforeEach(() => logoutAll());

  it('clears the session of a government user without a phone who opens another page, and sends it to /login2', async () => {
    completeLogin(loginResultFixture(1, { phonenumber: '' }));
    const { router } = renderApp('/Home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));
    expect(useSession.getState().user).toBeNull();
    expect(await screen.findByText('您的账号尚未绑定手机号，请重新登录并先绑定手机号')).toBeInstanceOf(HTMLElement);
  });

  it('sends a visitor of the personal centre to the login page, which brings them back', async () => {
    const { router } = renderApp('/modifyPassword');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ redirect: '/modifyPassword' });
    expect(await screen.findByText('请先登录')).toBeInstanceOf(HTMLElement);
  });
});

describe('/bindPhone', () => {
  beforeEach(() => logoutAll());

  it('binds the phone with an SMS code and goes to 首页', async () => {
    fakeApi({ ...NO_CAPTCHA, 'POST /common/sendCaptcha': SENT, 'POST /api/admin/bindPhone': () => ok(loginResultFixture(1, { phonenumber: '13500135001' })) });
    completeLogin(loginResultFixture(1, { phonenumber: '', name: '杨帆' }));
    const { router } = renderApp('/bindPhone');
    expect(await screen.findByText(/杨帆，您的账号尚未绑定手机号/)).toBeInstanceOf(HTMLElement);
    type('手机号', '13500135001');
    click('获取验证码');
    await waitFor(() => expect(callsTo('POST', '/common/sendCaptcha')[0]?.body).toEqual({ phone: '13500135001', scene: 'bindPhone', account: 'gov' }));
    type('短信验证码', '123456');
    click('绑定并进入平台');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    expect(useSession.getState().user?.phonenumber).toBe('13500135001');
    expect(callsTo('POST', '/api/admin/bindPhone')[0]?.body).toEqual({ phone: '13500135001', smsCode: '123456' });
  });
});

describe('/firstLogin', () => {
  beforeEach(() => logoutAll());

  it('says what is wrong with a weak password, then saves a good one and goes to 首页', async () => {
    fakeApi({ 'POST /api/ent/login/firstLoginSetPassword': () => ok(loginResultFixture(2)) });
    completeLogin(loginResultFixture(2, {}, { mustSetPassword: true }));
    const { router } = renderApp('/firstLogin');
    await field('新密码');
    type('新密码', 'abcdefgh1');
    type('确认新密码', 'abcdefgh2');
    click('保存并进入平台');
    expect(await screen.findByText('密码须同时包含字母、数字和符号（缺少符号）')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('两次输入的密码不一致')).toBeInstanceOf(HTMLElement);
    expect(input('新密码').value).toBe('abcdefgh1');
    // a common password and one containing the account name are refused before anything is sent
    type('新密码', 'P@ssw0rd');
    type('确认新密码', 'P@ssw0rd');
    click('保存并进入平台');
    expect(await screen.findByText(/密码过于简单或常见/, {}, { timeout: 10_000 })).toBeInstanceOf(HTMLElement);
    const account = useSession.getState().user!.userName;
    type('新密码', `${account}#2026`);
    type('确认新密码', `${account}#2026`);
    click('保存并进入平台');
    expect(await screen.findByText('密码不能包含账号')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/login/firstLoginSetPassword')).toHaveLength(0);
    type('新密码', 'Mine#Harbor26');
    type('确认新密码', 'Mine#Harbor26');
    click('保存并进入平台');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    expect(useAccountExtras.getState().page).toBeNull();
  });
});

describe('/forgetPwdEnt', () => {
  beforeEach(() => logoutAll());

  it('shows an expired code under 短信验证码, keeps everything typed, then confirms the reset', async () => {
    let answer: ReturnType<typeof ok> = fail(4001, '短信验证码已过期，请重新获取');
    fakeApi({ ...NO_CAPTCHA, 'POST /api/ent/login/forgetPassword': () => answer });
    renderApp('/forgetPwdEnt');
    await field('手机号');
    type('手机号', '13900139001');
    type('短信验证码', '123456');
    type('新密码', 'Next#Harbor26');
    type('确认新密码', 'Next#Harbor26');
    click('重设密码');
    expect(await within(await waitFor(() => fieldOf('短信验证码'))).findByText('短信验证码已过期，请重新获取')).toBeInstanceOf(HTMLElement);
    expect(input('手机号').value).toBe('13900139001');
    expect(input('新密码').value).toBe('Next#Harbor26');
    answer = ok(null);
    click('重设密码');
    expect(await screen.findByTestId('reset-done')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '返回登录' }).getAttribute('href')).toBe('/');
  });
});

describe('/register', () => {
  beforeEach(() => logoutAll());

  it('checks the identity number and the password before sending, keeping what was typed', async () => {
    fakeApi(NO_CAPTCHA);
    renderApp('/register');
    await field('账号');
    type('账号', 'wangfang01');
    type('姓名', '王芳');
    type('身份证号', '440115199003071230');
    type('手机号', '13600136501');
    type('短信验证码', '123456');
    type('密码', 'password1');
    type('确认密码', 'password1');
    click('注册');
    expect(await screen.findByText('身份证号码不正确，请核对出生日期和最后一位校验码')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('密码须同时包含字母、数字和符号（缺少符号）')).toBeInstanceOf(HTMLElement);
    expect(input('账号').value).toBe('wangfang01');
    expect(input('身份证号').value).toBe('440115199003071230');
    expect(callsTo('POST', '/api/second/register/user')).toHaveLength(0);
  });

  it('registers an individual, who is logged in on 首页', async () => {
    fakeApi({ ...NO_CAPTCHA, 'POST /api/second/register/user': () => ok(loginResultFixture(3, { name: '王芳' })) });
    const { router } = renderApp('/register');
    await field('账号');
    type('账号', 'wangfang01');
    type('姓名', '王芳');
    type('身份证号', '11010519491231002x');
    type('手机号', '13600136501');
    type('短信验证码', '123456');
    type('密码', 'Wang#Harbor26');
    type('确认密码', 'Wang#Harbor26');
    click('注册');
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    expect(callsTo('POST', '/api/second/register/user')[0]?.body).toEqual({ username: 'wangfang01', name: '王芳', idCard: '11010519491231002X', phone: '13600136501', smsCode: '123456', password: 'Wang#Harbor26' });
    expect(useSession.getState().user?.name).toBe('王芳');
  });

  it('registers an enterprise of the district list as an application and shows its number', async () => {
    fakeApi({
      ...NO_CAPTCHA,
      'GET /api/second/user/entNameList': () => ok(['广州湾凯生物医药有限公司']),
      'POST /api/second/register/enterprise': () => ok({ applicationId: 7, username: '91440115MA5D0000X9' }),
    });
    const { router } = renderApp('/register?type=ent');
    await field('企业名称');
    type('企业名称', '广州湾凯');
    await waitFor(() => expect(document.querySelector('datalist option')?.getAttribute('value')).toBe('广州湾凯生物医药有限公司'));
    type('企业名称', '广州湾凯生物医药有限公司');
    type('统一社会信用代码', '91440115ma5d0000x9');
    type('联系人姓名', '欧阳娜娜');
    type('手机号', '13600136103');
    type('短信验证码', '123456');
    type('密码', 'Ent@20260');
    type('确认密码', 'Ent@20260');
    click('提交注册申请');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settledSuccess'));
    expect((await screen.findByTestId('application-id')).textContent).toBe('7');
    expect(callsTo('POST', '/api/second/register/enterprise')[0]?.body).toMatchObject({ creditCode: '91440115MA5D0000X9' });
  });
});

describe('/settledEnt', () => {
  beforeEach(() => logoutAll());

  it('stops an enterprise that already has an account at the first step', async () => {
    fakeApi({ ...NO_CAPTCHA, 'GET /api/ent/login/reservePhone': () => ok({ hasAccount: true, phone: '139****9001', pendingApplication: false }) });
    renderApp('/settledEnt');
    await field('企业名称');
    type('企业名称', '广州湾凯生物医药有限公司');
    type('统一社会信用代码', '91440115MA5D0000X9');
    click('下一步');
    expect(await screen.findByText('该企业已开通账号（预留手机号 139****9001），请直接登录或找回密码')).toBeInstanceOf(HTMLElement);
  });

  it('goes through the four steps and sends the licence', async () => {
    fakeApi({
      ...NO_CAPTCHA,
      'GET /api/ent/login/reservePhone': () => ok({ hasAccount: false, phone: '', pendingApplication: false }),
      'POST /api/ent/login/validPersonal': () => ok({ age: 40 }),
      'POST /api/ent/login/sendCaptcha': SENT,
      'POST /api/ent/login/verifyCode': () => ok({ ticket: 't'.repeat(64), expiresInSeconds: 1800 }),
      'POST /api/ent/login/setPassword': () => ok(null),
      'POST /api/ent/login/submitAuth': () => ok({ applicationId: 9, username: '91440115MA5D0000X9' }),
    });
    const { router } = renderApp('/settledEnt');
    await field('企业名称');
    type('企业名称', '广州南湾新材料科技有限公司');
    type('统一社会信用代码', '91440115MA5D0000X9');
    click('下一步');
    await field('经办人姓名');
    type('经办人姓名', '王五');
    type('经办人身份证号', '11010519491231002X');
    click('下一步');
    await field('手机号');
    type('手机号', '13600136601');
    click('获取验证码');
    await waitFor(() => expect(callsTo('POST', '/api/ent/login/sendCaptcha')).toHaveLength(1));
    type('短信验证码', '123456');
    click('下一步');
    await field('密码');
    type('密码', 'Settle@2026');
    type('确认密码', 'Settle@2026');
    click('提交申请');
    expect(await screen.findByText('请上传营业执照')).toBeInstanceOf(HTMLElement);
    fireEvent.change(input('营业执照'), { target: { files: [new File(['x'], '执照.docx')] } });
    expect(await screen.findByText('营业执照只能是 PDF、PNG 或 JPG 文件')).toBeInstanceOf(HTMLElement);
    fireEvent.change(input('营业执照'), { target: { files: [new File(['%PDF-1.4'], '营业执照.pdf', { type: 'application/pdf' })] } });
    click('提交申请');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settledSuccess'));
    expect(callsTo('POST', '/api/ent/login/submitAuth')).toHaveLength(1);
    expect(callsTo('POST', '/api/ent/login/verifyCode')[0]?.body).toEqual({ phone: '13600136601', smsCode: '123456' });
    expect((await screen.findByTestId('application-username')).textContent).toBe('91440115MA5D0000X9');
  });
});

describe('/loginStatus', () => {
  beforeEach(() => logoutAll());

  it('shows a refused application with the reviewer note and offers to apply again', async () => {
    const application = { id: 3, entName: '广州新来科技有限公司', creditCode: '91440115MA5D0000X9', status: 'refused' as const, note: '营业执照不清晰', submittedAt: '2026-11-21 18:00:00' };
    const refused = loginResultFixture(2, {}, { status: 'pending', application });
    fakeApi({ 'GET /api/second/user/info': () => ok(refused) });
    completeLogin(refused);
    renderApp('/loginStatus');
    expect((await screen.findByTestId('application-status')).textContent).toBe('未通过');
    expect(screen.getByText('营业执照不清晰')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '重新申请' }).getAttribute('href')).toBe('/settledEnt');
  });
});

describe('personal centre', () => {
  beforeEach(() => logoutAll());
  /** Logs in as an enterprise whose site dialog was already acknowledged (it would cover the page). */
  const loginEnterprise = () => {
    completeLogin(loginResultFixture(2, { phonenumber: '13900139001' }));
  };

  it('changes the password: a wrong old one is shown under 原密码 and the new one is kept', async () => {
    let answer: ReturnType<typeof ok> = fail(4001, '原密码错误');
    fakeApi({ 'POST /api/ent/login/ent/resetPassword': () => answer });
    loginEnterprise();
    renderApp('/modifyPassword');
    expect((await screen.findByTestId('bound-phone')).textContent).toBe('139****9001');
    type('原密码', 'Wrong@2025');
    type('新密码', 'Next#Harbor26');
    type('确认新密码', 'Next#Harbor26');
    click('确认修改');
    expect(await within(fieldOf('原密码')).findByText('原密码错误')).toBeInstanceOf(HTMLElement);
    expect(input('新密码').value).toBe('Next#Harbor26');
    answer = ok(null);
    type('原密码', 'Demo@2025');
    click('确认修改');
    await waitFor(() => expect(input('新密码').value).toBe(''));
    expect(callsTo('POST', '/api/ent/login/ent/resetPassword')).toHaveLength(2);
    expect(within(fieldOf('原密码')).queryByText('原密码错误')).toBeNull();
  });

  it('changes the phone of an enterprise with the password and an SMS code', async () => {
    fakeApi({ ...NO_CAPTCHA, 'POST /common/sendCaptcha': SENT, 'POST /api/ent/login/restPhone': () => ok(loginResultFixture(2, { phonenumber: '13500135003' })) });
    loginEnterprise();
    const { router } = renderApp('/userBindPhone');
    expect((await screen.findByTestId('current-phone')).textContent).toContain('139****9001');
    type('登录密码', 'Demo@2025');
    type('新手机号', '13500135003');
    click('获取验证码');
    await waitFor(() => expect(callsTo('POST', '/common/sendCaptcha')[0]?.body).toMatchObject({ scene: 'bindPhone', account: 'ent' }));
    type('短信验证码', '123456');
    click('确认更换');
    await waitFor(() => expect(router.state.location.pathname).toBe('/modifyPassword'));
    expect(useSession.getState().user?.phonenumber).toBe('13500135003');
    expect(callsTo('POST', '/api/ent/login/restPhone')[0]?.body).toEqual({ password: 'Demo@2025', phone: '13500135003', smsCode: '123456' });
  });
});

describe('/LoginAction', () => {
  beforeEach(() => logoutAll());

  it('checks the handed-over token and lands on the page it names', async () => {
    fakeApi({ 'GET /api/second/user/info': () => ok(loginResultFixture(1, { name: '王建国', token: 'handed-over' })) });
    const { router } = renderApp('/LoginAction?token=handed-over&redirect=%2Fnotice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(callsTo('GET', '/api/second/user/info')[0]?.token).toBe('handed-over');
    expect(useSession.getState().user?.name).toBe('王建国');
  });

  it('says the link is broken without a token', async () => {
    renderApp('/LoginAction');
    expect(await screen.findByText('登录链接无效：缺少登录凭证。请重新登录。')).toBeInstanceOf(HTMLElement);
  });
});
