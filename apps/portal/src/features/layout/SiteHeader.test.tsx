import { useSession } from '@portal/auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderInRouter } from '../../test/render';
import { PAGES, offers, placeHref } from '../navigation';
import { SiteHeader } from './SiteHeader';

// jsdom applies no media queries, so the desktop nav bar and user area (display: none below
// the lg breakpoint) count as hidden: role queries for them pass { hidden: true }.
const desktopNav = async () => (await screen.findAllByRole('navigation', { name: '主导航', hidden: true }))[0]!;
const nav = () => screen.getAllByRole('navigation', { name: '主导航', hidden: true })[0]!;

describe('site header', () => {
  beforeEach(() => logoutAll());

  it('offers 登录 and no 我的企业 to a visitor', async () => {
    renderInRouter(<SiteHeader />);
    expect(await screen.findByRole('button', { name: '登录', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(within(nav()).getByText('首页')).toBeInstanceOf(HTMLElement);
    expect(within(nav()).getByText('通知公告')).toBeInstanceOf(HTMLElement);
    expect(within(nav()).queryByText('我的企业')).toBeNull();
    expect(screen.queryByText(/您好/)).toBeNull();
    expect(screen.queryByText('退出')).toBeNull();
  });

  it('shows 我的企业, the greeting and the unread count to an enterprise user', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 7 }) });
    loginAs(2, { name: '南湾科技有限公司' });
    renderInRouter(<SiteHeader />);
    expect(await screen.findByText('您好，南湾科技有限公司')).toBeInstanceOf(HTMLElement);
    expect(within(nav()).getByText('我的企业')).toBeInstanceOf(HTMLElement);
    const badge = await screen.findAllByTestId('unread-badge');
    expect(badge[0]!.textContent).toBe('7');
    expect(screen.getByText('我的消息').closest('a')?.getAttribute('href')).toBe('/userMessage');
    expect(screen.getByText('个人中心').closest('a')?.getAttribute('href')).toBe('/modifyPassword');
    expect(useSession.getState().unreadCount).toBe(7);
    // the poll sends the session token
    expect(callsTo('GET', '/api/notice/one/getUnreadCount')[0]?.token).toBe('tok-1');
  });

  it('shows no badge when nothing is unread', async () => {
    loginAs(2, { name: '企业' });
    renderInRouter(<SiteHeader />);
    await screen.findByText('您好，企业');
    await waitFor(() => expect(callsTo('GET', '/api/notice/one/getUnreadCount').length).toBe(1));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('sends government staff to the hotline entrance and hides 我的企业', async () => {
    loginAs(1, { name: '张三', deptName: '就业中心', userType: ['就业中心'] });
    renderInRouter(<SiteHeader />);
    await screen.findByText('您好，张三');
    expect(within(nav()).queryByText('我的企业')).toBeNull();
    expect(within(nav()).getByText('热线服务').closest('a')?.getAttribute('href')).toBe('/respondCallEntrance');
  });

  it('lists the area-audit pages under 在线服务 for an area auditor, and the read-only scores for a reader', async () => {
    const areaAuditLinks = async () => {
      fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
      const drawer = await screen.findByRole('dialog');
      return Object.fromEntries(['个人补贴区级审核', '单位补贴区级审核', '补贴专家评审', '区级审核记录'].map((label) => [label, within(drawer).queryByText(label)?.closest('a')?.getAttribute('href') ?? null]));
    };
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
    const auditor = renderInRouter(<SiteHeader />);
    expect(await areaAuditLinks()).toEqual({ 个人补贴区级审核: '/modifyGJN', 单位补贴区级审核: '/modifyGJNS', 补贴专家评审: '/evaluateGJN', 区级审核记录: '/modifyRecord' });
    auditor.unmount();

    loginAs(1, { name: '王科员', deptName: '就业促进科', userType: ['就业促进科'] });
    const reader = renderInRouter(<SiteHeader />);
    expect(await areaAuditLinks()).toEqual({ 个人补贴区级审核: '/modifyGJN', 单位补贴区级审核: '/modifyGJNS', 补贴专家评审: '/evaluateGJNNoEdit', 区级审核记录: '/modifyRecord' });
    reader.unmount();

    loginAs(1, { name: '赵专家', deptName: '人才发展科', userType: ['人才发展科'] }, [{ name: '专家评审' }]);
    const expert = renderInRouter(<SiteHeader />);
    expect((await areaAuditLinks())['补贴专家评审']).toBe('/evaluateGJN');
    expert.unmount();
  });

  it('shows no area-audit page to other staff or to an enterprise', async () => {
    const others: [1 | 2, { name: string; deptName?: string; userType: string[] }][] = [
      [1, { name: '其他科室', deptName: '人才发展科', userType: ['人才发展科'] }],
      [2, { name: '企业', userType: ['就业中心'] }],
    ];
    for (const [kind, info] of others) {
      loginAs(kind, info);
      const view = renderInRouter(<SiteHeader />);
      fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
      const drawer = await screen.findByRole('dialog');
      expect(within(drawer).getByText('公示名单')).toBeInstanceOf(HTMLElement);
      expect(within(drawer).queryByText('个人补贴区级审核')).toBeNull();
      expect(within(drawer).queryByText('区级审核记录')).toBeNull();
      view.unmount();
    }
  });

  it('has no 数据采集 item for a type 3 user', async () => {
    loginAs(3, { name: '培训机构' });
    renderInRouter(<SiteHeader />);
    await screen.findByText('您好，培训机构');
    expect(within(nav()).queryByText('数据采集')).toBeNull();
    expect(within(nav()).getByText('热线服务').closest('a')?.getAttribute('href')).toBe('/respondIntellectCall');
  });

  it('asks a visitor to log in when 数据采集 is clicked, and goes to the login page', async () => {
    const { router } = renderInRouter(<SiteHeader />, '/notice');
    fireEvent.click(within(await desktopNav()).getByText('数据采集'));
    expect(await screen.findByText('请先登录')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends an enterprise to its data form when 数据采集 is clicked', async () => {
    loginAs(2, { name: '企业' });
    const { router } = renderInRouter(<SiteHeader />);
    fireEvent.click(within(await desktopNav()).getByText('数据采集'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entdata'));
  });

  it('renders dropdown items that navigate as links with their href, and a click on one goes there', async () => {
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] }, [{ name: '可视化查看权限' }]);
    const { router } = renderInRouter(<SiteHeader />);
    fireEvent.click(within(await desktopNav()).getByRole('button', { name: '在线服务', hidden: true }));
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    // every item of this dropdown navigates, 可视化平台 included (the rule sends this user to the bigscreen)
    expect(Object.fromEntries(items.map((i) => [i.textContent, `${i.tagName} ${i.getAttribute('href')}`]))).toMatchObject({
      在线办理: 'A /serviceHandle',
      可视化平台: 'A /screen3/overview',
      公示名单: 'A /servicePublicity',
      个人补贴区级审核: 'A /modifyGJN',
    });
    fireEvent.click(items.find((i) => i.textContent === '公示名单')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/servicePublicity'));
  });

  it('makes 数据采集 a link to where the role rule sends the user, and an action where the rule answers a message', async () => {
    loginAs(1, { name: '王建国', deptName: '科技局', userType: ['科技局'] });
    const kjj = renderInRouter(<SiteHeader />);
    expect(within(await desktopNav()).getByText('数据采集').closest('a')?.getAttribute('href')).toBe('/xzsjIndex?type=2');
    kjj.unmount();

    loginAs(1, { name: '卫东', deptName: '街道管理', userType: ['街道管理'] });
    const { router } = renderInRouter(<SiteHeader />, '/notice');
    fireEvent.click(within(await desktopNav()).getByRole('button', { name: '数据采集', hidden: true }));
    const summary = await screen.findByRole('menuitem', { name: '数据采集汇总', hidden: true });
    expect(summary.getAttribute('href')).toBe('/entdataAll');
    const collect = screen.getByRole('menuitem', { name: '数据采集', hidden: true });
    expect(collect.tagName).toBe('BUTTON');
    fireEvent.click(collect);
    expect(await screen.findByText('请通知管理员设置权限')).toBeInstanceOf(HTMLElement);
    expect(router.state.location.pathname).toBe('/notice');
  });

  it('logs out: calls the server, forgets the user, goes to the login page', async () => {
    loginAs(2, { name: '企业' });
    const { router } = renderInRouter(<SiteHeader />);
    fireEvent.click(await screen.findByRole('button', { name: '退出', hidden: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(callsTo('POST', '/api/ent/login/logout')).toHaveLength(1);
    expect(useSession.getState().user).toBeNull();
    expect(await screen.findByRole('button', { name: '登录', hidden: true })).toBeInstanceOf(HTMLElement);
  });

  it('collapses into a menu button that opens the whole menu (phone width)', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 3 }) });
    loginAs(2, { name: '企业' });
    const { router } = renderInRouter(<SiteHeader />);
    fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('您好，企业')).toBeInstanceOf(HTMLElement);
    expect(within(drawer).getByText('我的企业')).toBeInstanceOf(HTMLElement);
    expect(within(drawer).getByText('政策文件')).toBeInstanceOf(HTMLElement);
    expect(within(drawer).getByText('人力资源服务机构')).toBeInstanceOf(HTMLElement);
    expect(within(drawer).getByText('退出')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(within(drawer).getByTestId('unread-badge').textContent).toBe('3'));
    fireEvent.click(within(drawer).getByText('政策文件'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/policy'));
  });
});

/** The links of the header's menu drawer (every item and dropdown item of the menu), label to href. */
async function drawerLinks(): Promise<Map<string, string>> {
  fireEvent.click(await screen.findByRole('button', { name: '打开菜单' }));
  const drawer = await screen.findByRole('dialog');
  return new Map(within(drawer).getAllByRole('link').map((a) => [a.getAttribute('href') ?? '', a.textContent ?? '']));
}

/** The hrefs the navigation table offers the current session in the header. */
function tableMenuHrefs(): string[] {
  const s = useSession.getState();
  return PAGES.flatMap((p) => p.places.filter((pl) => pl.in === 'menu' && offers(p, pl, s)).map((pl) => placeHref(p, pl)));
}

const KINDS: { name: string; login: () => void; sees: Record<string, string>; hidden: string[] }[] = [
  { name: 'a visitor', login: () => undefined, sees: { '/Home': '首页', '/serviceProgress': '办理进度查询' }, hidden: ['/business', '/modifyDemand', '/applySubsidies'] },
  { name: 'an enterprise', login: () => loginAs(2, { name: '企业' }), sees: { '/business': '我的企业', '/zygSubsidy': '我的申请', '/minihome': '我的微主页' }, hidden: ['/modifyDemand', '/allocation'] },
  { name: 'an individual', login: () => loginAs(3, { name: '个人' }), sees: { '/perBusiness': '我的申请', '/respondIntellectCall': '热线服务' }, hidden: ['/business', '/modifyNotice'] },
  {
    name: 'employment-centre staff',
    login: () => loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] }),
    sees: { '/modifyDemand': '招聘岗位审核', '/allocation': '简历分配与跟踪', '/track-service': '跟踪服务台账', '/modifyNotice': '通知公告管理', '/perBusiness': '申请审核' },
    hidden: ['/business', '/applySubsidies'],
  },
  { name: 'technology-bureau staff', login: () => loginAs(1, { name: '王建国', deptName: '科技局', userType: ['科技局'] }), sees: { '/modifyNotice': '通知公告管理' }, hidden: ['/modifyDemand', '/allocation', '/track-service'] },
];

describe('the header reads the navigation table', () => {
  beforeEach(() => logoutAll());

  for (const kind of KINDS) {
    it(`shows ${kind.name} every menu item and 工作台 tile the table grants it`, async () => {
      kind.login();
      const view = renderInRouter(<SiteHeader />);
      const links = await drawerLinks();
      for (const href of tableMenuHrefs()) expect(links.has(href), href).toBe(true);
      for (const [href, label] of Object.entries(kind.sees)) expect(links.get(href), href).toBe(label);
      for (const href of kind.hidden) expect(links.has(href), href).toBe(false);
      view.unmount();
    });
  }
});

describe('header dropdowns from the keyboard (WAI-ARIA menu button)', () => {
  beforeEach(() => logoutAll());

  it('closes an open dropdown on Escape, each time, and gives the focus back to its trigger', async () => {
    renderInRouter(<SiteHeader />);
    const trigger = within(await desktopNav()).getByRole('button', { name: '通知公告', hidden: true });
    for (let round = 0; round < 3; round++) {
      fireEvent.click(trigger);
      const menu = await screen.findByRole('menu', { hidden: true });
      // the menu takes the focus once open, so arrows choose its items
      await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
      await waitFor(() => expect(screen.queryByRole('menu', { hidden: true })).toBeNull());
      expect(document.activeElement).toBe(trigger);
    }
  });
});
