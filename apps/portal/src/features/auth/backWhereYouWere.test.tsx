import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';
import { loginAfterLostSession, safeRedirect } from './session';
import { loginResultFixture } from './testFixtures';

describe('safeRedirect: same-origin paths only (issue 24, "Bad input")', () => {
  it('keeps a path of this site with its query', () => {
    for (const path of ['/applySubsidies?type=zhufang&id=3', '/Home', '/track-service?keyword=%E9%BB%84#top']) expect(safeRedirect(path)).toBe(path);
  });

  it('refuses another site, a scheme, a backslash, whitespace, control characters and the bigscreen', () => {
    const forged = [
      '//evil.com',
      '//evil.com/applySubsidies',
      'https://evil.com',
      'http://evil.com/Home',
      '/\\evil.com',
      '\\\\evil.com',
      '/\\/evil.com',
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' /Home',
      '/\t/evil.com',
      '/\n/evil.com',
      '/\u0000evil',
      'evil.com',
      '',
      '/screen3/welcome',
    ];
    for (const value of forged) expect(safeRedirect(value), JSON.stringify(value)).toBeNull();
    for (const value of [undefined, null, 42, ['/Home'], { href: '/Home' }]) expect(safeRedirect(value)).toBeNull();
  });
});

describe('the login after a lost session (code 2003)', () => {
  it('is the form of the account that was logged in, returning to the page and its query', () => {
    expect(loginAfterLostSession('/track-service?keyword=x', { userType: 1, category: '' })).toEqual({ to: '/login2', search: { redirect: '/track-service?keyword=x' } });
    expect(loginAfterLostSession('/applySubsidies?type=zhufang', { userType: 2, category: '' })).toEqual({ to: '/', search: { redirect: '/applySubsidies?type=zhufang' } });
    expect(loginAfterLostSession('/applySubsidies?type=zhufang', { userType: 3, category: 'person' })).toEqual({ to: '/', search: { redirect: '/applySubsidies?type=zhufang', as: 'person' } });
    // no stored user: the page's own form, as the guard would choose
    expect(loginAfterLostSession('/modifyDemand', { userType: null, category: '' })).toEqual({ to: '/login2', search: { redirect: '/modifyDemand' } });
    // on a login page: nowhere else to return to
    expect(loginAfterLostSession('/login2', { userType: 1, category: '' })).toEqual({ to: '/login2', search: {} });
  });
});

describe('back where you were from the guard', () => {
  beforeEach(() => logoutAll());

  it('keeps the return address when a visitor switches to the individual login form', async () => {
    fakeApi({ 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }), 'POST /api/second/user/loginPwd': () => ok(loginResultFixture(3, { name: '张伟' })) });
    const { router } = renderApp('/applySubsidies?type=zhufang');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ redirect: '/applySubsidies?type=zhufang' });
    fireEvent.click(within(await screen.findByRole('navigation', { name: '登录身份' })).getByRole('link', { name: '个人用户' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ as: 'person', redirect: '/applySubsidies?type=zhufang' }));
    fireEvent.change(await screen.findByLabelText('账号', { exact: true }), { target: { value: 'person_demo' } });
    fireEvent.change(screen.getByLabelText('密码', { exact: true }), { target: { value: 'Demo@2025' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.href).toBe('/applySubsidies?type=zhufang'));
    expect(callsTo('POST', '/api/second/user/loginPwd')).toHaveLength(1);
  }, 60_000);

  it('keeps it between the enterprise and the staff login pages', async () => {
    const { router } = renderApp('/?redirect=%2FmodifyPassword');
    fireEvent.click(within(await screen.findByRole('navigation', { name: '登录方式' })).getByRole('link', { name: /政府/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));
    expect(router.state.location.search).toEqual({ redirect: '/modifyPassword' });
  }, 60_000);
});

describe('back where you were, with what was typed', () => {
  const staff = loginResultFixture(1, { userId: 7, name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
  let sessionAlive = true;

  beforeEach(() => {
    logoutAll();
    sessionAlive = true;
    fakeApi({
      'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }),
      'POST /api/admin/accountLogin': () => {
        sessionAlive = true;
        return ok(staff);
      },
      'POST /trackRecord/pageList': () => (sessionAlive ? ok({ list: [], total: 0 }) : fail(2003, '登录已过期')),
      'POST /trackRecord/addUpd': () => {
        sessionAlive = false;
        return fail(2003, '登录已过期');
      },
    });
  });

  it('sends a staff member whose session ends while saving to /login2, back to the page with its query, and gives the form back', async () => {
    loginAs(1, { userId: 7, name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
    const { router } = renderApp('/track-service?keyword=%E5%88%98');
    await screen.findByTestId('ledger-total', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '新增记录', hidden: true }));
    let dialog = await screen.findByRole('dialog', { name: '新增跟踪服务记录', hidden: true });
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(field('姓名'), { target: { value: '刘一' } });
    fireEvent.change(field('身份证号码'), { target: { value: '440106199001011235' } });
    fireEvent.change(field('手机号码'), { target: { value: '13800000001' } });
    fireEvent.change(field('服务日期'), { target: { value: '2026-02-01' } });
    fireEvent.change(field('服务内容'), { target: { value: '面谈了解就业意向' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));
    expect(router.state.location.search).toEqual({ redirect: '/track-service?keyword=%E5%88%98' });
    expect(await screen.findByText('请先登录')).toBeInstanceOf(HTMLElement);

    fireEvent.change(await screen.findByLabelText('账号', { exact: true }), { target: { value: 'staff_jyzx' } });
    fireEvent.change(screen.getByLabelText('密码', { exact: true }), { target: { value: 'Demo@2025' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.href).toBe('/track-service?keyword=%E5%88%98'));

    await screen.findByTestId('ledger-total', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '新增记录', hidden: true }));
    dialog = await screen.findByRole('dialog', { name: '新增跟踪服务记录', hidden: true });
    await waitFor(() => expect(field('姓名').value).toBe('刘一'));
    expect(field('服务内容').value).toBe('面谈了解就业意向');
    expect(field('身份证号码').value).toBe('440106199001011235');
    expect(await screen.findByText('已恢复登录前填写的内容，请核对后提交')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/trackRecord/addUpd')).toHaveLength(1);
  }, 60_000);

  it('gives no draft to another account logging in after the session was lost', async () => {
    loginAs(1, { userId: 8, name: '王芳', deptName: '就业中心', userType: ['就业中心'] });
    const { router } = renderApp('/track-service');
    await screen.findByTestId('ledger-total', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '新增记录', hidden: true }));
    let dialog = await screen.findByRole('dialog', { name: '新增跟踪服务记录', hidden: true });
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    fireEvent.change(field('姓名'), { target: { value: '刘一' } });
    fireEvent.change(field('身份证号码'), { target: { value: '440106199001011235' } });
    fireEvent.change(field('手机号码'), { target: { value: '13800000001' } });
    fireEvent.change(field('服务日期'), { target: { value: '2026-02-01' } });
    fireEvent.change(field('服务内容'), { target: { value: '面谈了解就业意向' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));

    // staff (userId 7) logs in on this browser: the form of userId 8 is not theirs
    fireEvent.change(await screen.findByLabelText('账号', { exact: true }), { target: { value: 'staff_jyzx' } });
    fireEvent.change(screen.getByLabelText('密码', { exact: true }), { target: { value: 'Demo@2025' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/track-service'));
    await screen.findByTestId('ledger-total', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: '新增记录', hidden: true }));
    dialog = await screen.findByRole('dialog', { name: '新增跟踪服务记录', hidden: true });
    await new Promise((r) => setTimeout(r, 50));
    expect(field('姓名').value).toBe('');
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('portal-draft:'))).toEqual([]);
  }, 60_000);
});
