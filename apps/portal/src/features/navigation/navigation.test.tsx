import { userInfoFixture } from '@portal/auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

/** What the enterprise login answers (SPEC.md section 3). */
const entLogin = { userKind: 2, userInfo: userInfoFixture({ deptName: '', userType: [], name: '南湾示范企业' }), personRouters: [], account: { status: 'active', mustSetPassword: false, category: '', application: null } };

describe('one guard for every page', () => {
  beforeEach(() => logoutAll());

  it('sends a visitor to the login with the page and its query as return address, and the login returns there', async () => {
    fakeApi({ 'GET /common/captcha': () => ok({ captchaEnabled: false, uuid: '', img: '' }), 'POST /api/ent/login/entLogin': () => ok(entLogin) });
    const { router } = renderApp('/perBusDetail?id=7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toEqual({ redirect: '/perBusDetail?id=7' });
    expect(await screen.findByText('请先登录')).toBeInstanceOf(HTMLElement);
    fireEvent.change(await screen.findByLabelText('账号', { exact: true }), { target: { value: 'ent_demo' } });
    fireEvent.change(screen.getByLabelText('密码', { exact: true }), { target: { value: 'Demo@2025' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(router.state.location.href).toBe('/perBusDetail?id=7'));
  });

  it('sends a visitor of a staff page to the staff login /login2', async () => {
    const { router } = renderApp('/modifyDemand');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));
    expect(router.state.location.search).toEqual({ redirect: '/modifyDemand' });
  });

  it('shows the 403 page naming the role to an enterprise on a staff page, and to staff of another department', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }) });
    loginAs(2, { name: '企业' });
    const ent = renderApp('/modifyDemand');
    const page = await screen.findByTestId('forbidden');
    expect(within(page).getByText('暂无权限')).toBeInstanceOf(HTMLElement);
    expect(within(page).getByText('此页面仅限就业中心工作人员访问')).toBeInstanceOf(HTMLElement);
    expect(ent.router.state.location.pathname).toBe('/modifyDemand');
    ent.unmount();

    loginAs(1, { name: '王建国', deptName: '科技局', userType: ['科技局'] });
    renderApp('/allocation');
    expect(within(await screen.findByTestId('forbidden')).getByText('此页面仅限就业中心工作人员访问')).toBeInstanceOf(HTMLElement);
  });
});

describe('个人中心 reads the navigation table', () => {
  beforeEach(() => logoutAll());

  it('offers an enterprise 我的招聘岗位 and 发布招聘岗位 in 个人中心', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }) });
    loginAs(2, { name: '企业' });
    renderApp('/modifyPassword');
    const links = within(await screen.findByTestId('profile-links'));
    expect(links.getByRole('link', { name: '我的招聘岗位' }).getAttribute('href')).toBe('/entDemand');
    expect(links.getByRole('link', { name: '发布招聘岗位' }).getAttribute('href')).toBe('/entDemandAddType');
    expect(links.getByRole('link', { name: '我的信息' }).getAttribute('href')).toBe('/modifyUserInfo');
  });
});

describe('pages for the lost', () => {
  beforeEach(() => logoutAll());

  it('answers an unknown address with the 404 page and links to the main sections', async () => {
    const { router } = renderApp('/no-such-page');
    const page = await screen.findByTestId('page-missing');
    expect(within(page).getByText('您访问的页面不存在')).toBeInstanceOf(HTMLElement);
    const sections = within(within(page).getByRole('navigation', { name: '常用栏目' }));
    expect(sections.getByRole('link', { name: '通知公告' }).getAttribute('href')).toBe('/notice');
    fireEvent.click(sections.getByRole('link', { name: '首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Home'));
  });
});
