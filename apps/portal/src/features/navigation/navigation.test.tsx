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

describe('workbench tasks', () => {
  beforeEach(() => logoutAll());

  const tasks = [
    { key: 'demandAudit', label: '待审核的招聘需求', count: 3, path: '/modifyDemand', search: { status: 'pending' } },
    { key: 'responseAllocate', label: '待分配的简历投递', count: 0, path: '/allocation', search: { stage: 'submitted' } },
  ];

  it('lists the tasks of a staff member with their counts first in 工作台, each a link to the list filtered to them', async () => {
    fakeApi({ 'GET /api/workbench/tasks': () => ok({ tasks }) });
    loginAs(1, { name: '王建国', deptName: '就业中心', userType: ['就业中心'] });
    renderApp('/modifyPassword');
    // 个人中心 shows the same tasks as links
    const card = within(await screen.findByTestId('workbench-tasks'));
    expect(card.getByRole('link', { name: '待分配的简历投递' }).getAttribute('href')).toBe('/allocation?stage=submitted');
    expect(card.queryByText('暂无待办事项')).toBeNull();

    // the desktop navigation (jsdom applies no media query, so it counts as hidden)
    const nav = (await screen.findAllByRole('navigation', { name: '主导航', hidden: true }))[0]!;
    fireEvent.click(within(nav).getByRole('button', { name: '工作台', hidden: true }));
    const item = await screen.findByRole('menuitem', { name: /待审核的招聘需求/, hidden: true });
    expect(item.getAttribute('href')).toBe('/modifyDemand?status=pending');
    expect(within(item).getByTestId('item-count').textContent).toBe('3项');
    const items = screen.getAllByRole('menuitem', { hidden: true }).map((i) => i.textContent);
    expect(items.slice(0, 2)).toEqual(['待审核的招聘需求3项', '待分配的简历投递0项']);
    expect(items).toContain('招聘岗位审核');
  });

  it('tells an enterprise with nothing waiting so, in 个人中心, and gives it no 工作台', async () => {
    fakeApi({ 'GET /api/workbench/tasks': () => ok({ tasks: [{ key: 'returnedEntApplications', label: '退回修改的申请', count: 0, path: '/zygSubsidy', search: { status: 'against' } }] }) });
    loginAs(2, { name: '企业' });
    renderApp('/modifyPassword');
    const card = within(await screen.findByTestId('workbench-tasks'));
    expect(card.getByText('暂无待办事项')).toBeInstanceOf(HTMLElement);
    expect(card.getByRole('link', { name: '退回修改的申请' }).getAttribute('href')).toBe('/zygSubsidy?status=against');
    const nav = (await screen.findAllByRole('navigation', { name: '主导航', hidden: true }))[0]!;
    expect(within(nav).queryByRole('button', { name: '工作台', hidden: true })).toBeNull();
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

describe('links across departments (PageLink)', () => {
  beforeEach(() => logoutAll());

  /** 名录核对 of 2025 as the server answers it: the 科技局 figure beside 企业认定名录, the 人才交流中心 figure beside 高层次人才名录. */
  const reconcile = {
    year: 2025,
    collectingYear: 2025,
    items: [
      { module: 'tec', moduleTitle: '科技创新', department: '科技局', label: '高新技术企业数', unit: '家', status: 'submitted', reported: 40, register: '/modifyCompany', registerTitle: '企业认定名录', category: '高新技术企业', registered: 30, coverage: 75 },
      { module: 'highLevel', moduleTitle: '高层次人才', department: '人才交流中心', label: '认定高层次人才', unit: '人', status: 'submitted', reported: 20, register: '/modifyStaff', registerTitle: '高层次人才名录', category: '', registered: 18, coverage: 90 },
    ],
  };

  it('shows a data reviewer the registers it may not open as counts with their keepers, not as links into 暂无权限', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }), 'GET /api/deptData/reconcile': () => ok(reconcile) });
    loginAs(1, { name: '审核员', deptName: '区人力资源和社会保障局', userType: [] }, [{ name: '数据采集审核' }]);
    renderApp('/modifyDR');
    const registered = await screen.findAllByTestId('reconcile-registered');
    expect(registered.map((r) => r.closest('a'))).toEqual([null, null]);
    expect(registered[0]!.textContent).toContain('30 家');
    expect(registered[0]!.textContent).toContain('仅限科技局');
    expect(registered[1]!.textContent).toContain('仅限人才交流中心的工作人员查看');
    // the departments' own figures stay links: a reviewer opens every module page
    expect(screen.getByText('40 家').closest('a')?.getAttribute('href')).toBe('/kjj?module=tec&year=2025');
  });

  it('links 科技局 to its own register and shows the other keeper by name', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }), 'GET /api/deptData/reconcile': () => ok({ ...reconcile, items: reconcile.items.slice(0, 1) }) });
    loginAs(1, { name: '王建国', deptName: '科技局', userType: ['科技局'] });
    renderApp('/modifyDR');
    const [registered] = await screen.findAllByTestId('reconcile-registered');
    expect(registered!.closest('a')?.getAttribute('href')).toBe('/modifyCompany?category=%E9%AB%98%E6%96%B0%E6%8A%80%E6%9C%AF%E4%BC%81%E4%B8%9A');
  });
});
