import { useSession } from '@portal/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { logoutAll, renderApp } from '../../test/render';
import { landingPath, useAccountExtras } from './session';
import { loginResultFixture } from './testFixtures';

const entResult = loginResultFixture(2, { userName: 'ent_demo', name: '南湾示范企业', nickName: '' });
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
/** Opens the 短信登录 tab and waits until the password tab's panel has left (its exit can outlast the new panel's entry). */
const smsTab = async () => {
  fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
  await screen.findByLabelText('手机号', { exact: true });
  await waitFor(() => expect(screen.queryByLabelText('密码', { exact: true })).toBeNull());
};
/** Waits until the captcha image has loaded (the form then requires its answer). */
const captchaReady = () => waitFor(() => expect(screen.getByTestId('captcha-image').querySelector('img')).toBeInstanceOf(HTMLImageElement));

describe('login by account and password', () => {
  beforeEach(() => logoutAll());

  it('says in Chinese that 账号 is empty and keeps the typed password', async () => {
    renderApp('/');
    await screen.findByLabelText('验证码');
    type('密码', 'secret');
    submit();
    expect(await screen.findByText('请输入账号')).toBeInstanceOf(HTMLElement);
    expect(input('密码').value).toBe('secret');
    expect(input('账号').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', '/api/ent/login/entLogin')).toHaveLength(0);
  });

  it('asks for the captcha when it is on and empty', async () => {
    renderApp('/');
    await captchaReady();
    type('账号', 'ent_demo');
    type('密码', 'Demo@2025');
    submit();
    expect(await screen.findByText('请输入验证码')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/login/entLogin')).toHaveLength(0);
  });

  it('on a refused login shows the reason, keeps 账号 and 密码 and loads a new captcha', async () => {
    fakeApi({ 'POST /api/ent/login/entLogin': () => fail(4001, '账号或密码错误') });
    renderApp('/');
    await screen.findByLabelText('验证码');
    type('账号', 'ent_demo');
    type('密码', 'wrong');
    type('验证码', 'ab12');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toContain('账号或密码错误');
    expect(input('账号').value).toBe('ent_demo');
    expect(input('密码').value).toBe('wrong');
    expect(input('验证码').value).toBe('');
    await waitFor(() => expect(callsTo('GET', '/common/captcha')).toHaveLength(2));
    expect(useSession.getState().user).toBeNull();
  });

  it('shows how long to wait after too many failures and keeps what was typed', async () => {
    fakeApi({ 'POST /api/ent/login/entLogin': () => fail(4029, '登录失败次数过多，请30秒后再试') });
    renderApp('/');
    await screen.findByLabelText('验证码');
    type('账号', 'ent_demo');
    type('密码', 'Demo@2025');
    type('验证码', 'ab12');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toContain('请30秒后再试');
    expect(input('账号').value).toBe('ent_demo');
  });

  it('logs an enterprise in with the captcha answer and goes to /Home', async () => {
    fakeApi({ 'POST /api/ent/login/entLogin': () => ok(entResult) });
    const { router } = renderApp('/');
    await captchaReady();
    type('账号', ' ent_demo ');
    type('密码', 'Demo@2025');
    type('验证码', 'ab12');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    expect(callsTo('POST', '/api/ent/login/entLogin')[0]?.body).toEqual({ username: 'ent_demo', password: 'Demo@2025', code: 'ab12', uuid: 'u-1' });
    expect(useSession.getState().user?.name).toBe('南湾示范企业');
    expect(useSession.getState().userType).toBe(2);
  });

  it('hides 验证码 when the server has captchas off', async () => {
    fakeApi({
      'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }),
      'POST /api/admin/accountLogin': () => ok(loginResultFixture(1)),
    });
    const { router } = renderApp('/login2');
    expect(await screen.findByRole('heading', { name: '政府部门登录' })).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    type('账号', 'staff_jyzx');
    type('密码', 'Demo@2025');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    expect(callsTo('POST', '/api/admin/accountLogin')[0]?.body).toEqual({ username: 'staff_jyzx', password: 'Demo@2025' });
  });

  it('links the two login pages', async () => {
    const { router } = renderApp('/');
    fireEvent.click(await screen.findByRole('link', { name: '政府部门登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));
    expect(await screen.findByRole('heading', { name: '政府部门登录' })).toBeInstanceOf(HTMLElement);
  });

  it('logs individuals in at /?as=person with the second-phase call', async () => {
    fakeApi({ 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }), 'POST /api/second/user/loginPwd': () => ok(loginResultFixture(3)) });
    const { router } = renderApp('/?as=person');
    expect(await screen.findByRole('heading', { name: '个人用户登录' })).toBeInstanceOf(HTMLElement);
    type('账号', 'person_demo');
    type('密码', 'Demo@2025');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
    expect(useAccountExtras.getState().category).toBe('person');
    expect(screen.queryByRole('link', { name: '企业入驻' })).toBeNull();
  });
});

describe('where a login lands', () => {
  beforeEach(() => {
    logoutAll();
    fakeApi({ 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }) });
  });
  const loginWith = async (path: string, call: string, result: unknown) => {
    fakeApi({ 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }), [call]: () => ok(result) });
    const view = renderApp(path);
    await screen.findByLabelText('账号', { exact: true });
    type('账号', 'someone');
    type('密码', 'Demo@2025');
    submit();
    return view;
  };

  it('sends a government user without a phone to /bindPhone', async () => {
    const { router } = await loginWith('/login2', 'POST /api/admin/accountLogin', loginResultFixture(1, { phonenumber: '' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/bindPhone'));
    expect(await screen.findByRole('heading', { name: '绑定手机号' })).toBeInstanceOf(HTMLElement);
  });

  it('sends a staff-created account to /firstLogin and keeps it there', async () => {
    const { router } = await loginWith('/', 'POST /api/ent/login/entLogin', loginResultFixture(2, {}, { mustSetPassword: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/firstLogin'));
    await router.navigate({ to: '/Home' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/firstLogin'));
  });

  it('sends a pending enterprise to /loginStatus', async () => {
    const application = { id: 3, entName: '广州新来科技有限公司', creditCode: '91440115MA5D0000X9', status: 'awaiting_check' as const, note: '', submittedAt: '2026-11-21 18:00:00' };
    const pending = loginResultFixture(2, {}, { status: 'pending', application });
    fakeApi({ 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }), 'POST /api/ent/login/entLogin': () => ok(pending), 'GET /api/second/user/info': () => ok(pending) });
    const { router } = renderApp('/');
    await screen.findByLabelText('账号', { exact: true });
    type('账号', '91440115MA5D0000X9');
    type('密码', 'Settle@2026');
    submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginStatus'));
    expect((await screen.findByTestId('application-status')).textContent).toBe('待审核');
    expect(screen.getByText('广州新来科技有限公司')).toBeInstanceOf(HTMLElement);
  });

  it('goes back to the page that asked for a login', async () => {
    const { router } = await loginWith('/?redirect=%2FmodifyPassword', 'POST /api/ent/login/entLogin', entResult);
    await waitFor(() => expect(router.state.location.pathname).toBe('/modifyPassword'));
  });

  it('refuses a return address on another site and lands on 首页', async () => {
    for (const forged of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)']) expect(landingPath(entResult, forged)).toBe('/Home');
    expect(landingPath(entResult, '/entDemand?page=2')).toBe('/entDemand?page=2');
    const { router } = await loginWith('/?redirect=%2F%2Fevil.example%2Fx', 'POST /api/ent/login/entLogin', entResult);
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
  });
});

describe('login by phone and SMS code', () => {
  beforeEach(() => logoutAll());

  it('asks for the image captcha before sending, then counts down', async () => {
    fakeApi({ 'POST /common/sendCaptcha': () => ok({ resendAfterSeconds: 60, expiresInSeconds: 300 }) });
    renderApp('/login2');
    await smsTab();
    await captchaReady();
    type('手机号', '13800138001');
    fireEvent.click(await screen.findByTestId('send-sms'));
    expect(await screen.findByText('请输入验证码')).toBeInstanceOf(HTMLElement);
    type('图形验证码', 'ab12');
    const captchas = callsTo('GET', '/common/captcha').length;
    fireEvent.click(screen.getByTestId('send-sms'));
    await waitFor(() => expect(screen.getByTestId('send-sms').textContent).toMatch(/^\d+秒后重新获取$/));
    expect(callsTo('POST', '/common/sendCaptcha')[0]?.body).toEqual({ phone: '13800138001', scene: 'login', account: 'gov', code: 'ab12', uuid: 'u-1' });
    // the captcha was used up: its answer is cleared and a new image loaded
    expect(input('图形验证码').value).toBe('');
    await waitFor(() => expect(callsTo('GET', '/common/captcha')).toHaveLength(captchas + 1));
  });

  it('shows a refused send under 手机号', async () => {
    fakeApi({ 'POST /common/sendCaptcha': () => fail(4029, '验证码已发送，请42秒后再获取') });
    renderApp('/login2');
    await smsTab();
    await captchaReady();
    type('手机号', '13800138001');
    type('图形验证码', 'ab12');
    fireEvent.click(await screen.findByTestId('send-sms'));
    const field = (await screen.findAllByText('验证码已发送，请42秒后再获取')).find((el) => el.closest('[data-part="root"]'));
    expect(field).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('send-sms').textContent).toBe('获取验证码');
  });

  it('shows a wrong or expired code under 短信验证码 and keeps the phone', async () => {
    fakeApi({ 'POST /api/admin': () => fail(4001, '短信验证码已过期，请重新获取') });
    renderApp('/login2');
    await smsTab();
    type('手机号', '13800138001');
    type('短信验证码', '123456');
    submit();
    const form = await screen.findByRole('form', { name: '短信登录' });
    expect(await within(form).findByText('短信验证码已过期，请重新获取')).toBeInstanceOf(HTMLElement);
    expect(input('手机号').value).toBe('13800138001');
    expect(input('短信验证码').getAttribute('aria-invalid')).toBe('true');
  });

  it('checks the phone number before sending anything', async () => {
    renderApp('/');
    await smsTab();
    type('手机号', '1380013800');
    type('短信验证码', '12345');
    submit();
    expect(await screen.findByText('请输入正确的11位手机号')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('短信验证码为6位数字')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/login/phoneLogin')).toHaveLength(0);
  });
});

describe('captcha asked for by the server (issue 11)', () => {
  beforeEach(() => logoutAll());

  it('shows the captcha when the server asks for one although captchas are off, and sends its answer with the password', async () => {
    fakeApi({
      'GET /common/captcha': (call) => (call.params.get('required') === '1' ? ok({ captchaEnabled: true, uuid: 'u-9', img: 'data:image/svg+xml,%3Csvg%2F%3E' }) : ok({ captchaEnabled: false, uuid: '', img: '' })),
      'POST /api/ent/login/entLogin': (call) => ((call.body as { uuid?: string }).uuid === 'u-9' ? fail(4001, '账号或密码错误') : fail(4001, '请输入验证码')),
    });
    renderApp('/');
    await waitFor(() => expect(screen.queryByLabelText('验证码')).toBeNull());
    type('账号', 'ent_demo');
    type('密码', 'Demo@2025');
    submit();
    expect(await screen.findByText('请输入验证码')).toBeInstanceOf(HTMLElement);
    await captchaReady();
    expect(input('密码').value).toBe('Demo@2025');
    type('验证码', 'ab12');
    submit();
    expect((await screen.findByTestId('login-error')).textContent).toContain('账号或密码错误');
    expect(callsTo('POST', '/api/ent/login/entLogin')[1]!.body).toMatchObject({ code: 'ab12', uuid: 'u-9' });
  });
});
