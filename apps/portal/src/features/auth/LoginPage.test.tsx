import { useSession } from '@portal/auth';
import { userInfoFixture } from '@portal/auth/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { logoutAll, renderApp } from '../../test/render';

const loginResult = (kind: 1 | 2) => ({
  userKind: kind,
  userInfo: userInfoFixture({ token: 'tok-9', userId: 9, userName: 'ent_demo', name: '南湾示范企业', nickName: '', deptName: '', userType: [] }),
  personRouters: [],
});

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));

describe('login form', () => {
  beforeEach(() => logoutAll());

  it('says in Chinese that 账号 is empty and keeps the typed password', async () => {
    renderApp('/');
    await screen.findByLabelText('验证码');
    type('密码', 'secret');
    submit();
    expect(await screen.findByText('请输入账号')).toBeTruthy();
    expect(input('密码').value).toBe('secret');
    expect(input('账号').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('POST', '/api/ent/login/entLogin')).toHaveLength(0);
  });

  it('asks for the captcha when it is on and empty', async () => {
    renderApp('/');
    await screen.findByLabelText('验证码');
    type('账号', 'ent_demo');
    type('密码', 'Demo@2025');
    submit();
    expect(await screen.findByText('请输入验证码')).toBeTruthy();
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

  it('logs an enterprise in with the captcha answer and goes to /Home', async () => {
    fakeApi({ 'POST /api/ent/login/entLogin': () => ok(loginResult(2)) });
    const { router } = renderApp('/');
    await screen.findByLabelText('验证码');
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
      'POST /api/admin/accountLogin': () => ok(loginResult(1)),
    });
    const { router } = renderApp('/login2');
    expect(await screen.findByRole('heading', { name: '政府部门登录' })).toBeTruthy();
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
    expect(await screen.findByRole('heading', { name: '政府部门登录' })).toBeTruthy();
  });
});
