import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';
import { useElderMode } from '../elder';

const entrance = (code: string, name: string) => ({ code, name, description: `${name}说明`, href: `/serviceGuide?code=${code}`, enabled: true });

/** Every home block answering with data. */
const blocks = {
  'GET /api/home/importantService': () => ok([entrance('10', '人才入户'), entrance('20', '人才住房补贴')]),
  'GET /api/home/recentPublished': () =>
    ok([
      { id: 5, title: '2026年南湾区各街道企业分布统计', category: 'data', deptName: '区人社局', publishTime: '2026-10-29 09:00:00' },
      { id: 6, title: '人才发展年度报告', category: 'report', deptName: '区人社局', publishTime: '2026-10-20 09:00:00' },
    ]),
  'GET /api/home/areaCondOverview': () => ok({ districtName: '南湾区', streetCount: 7, enterpriseCount: 600, talentCount: 9954, degreeTalentCount: 3950, publishedThisYear: 81 }),
  'GET /api/home/industryData': () => ok([{ industryCode: 'C', industryName: '制造业', enterpriseCount: 143, talentCount: 2331 }]),
  'GET /api/home/serviceOrg': () => ok([{ id: 1, name: '广州兴安人力资源服务有限公司', intro: '', address: '', phone: '020-13770101', tags: ['猎头服务'] }]),
};

describe('home blocks', () => {
  beforeEach(() => logoutAll());

  it('shows every block from its own call, with links to where each item is read', async () => {
    fakeApi(blocks);
    renderApp('/Home');
    const services = await screen.findByTestId('home-services');
    await waitFor(() => expect(within(services).getAllByTestId('entrance')).toHaveLength(2));
    expect(within(services).getByText('人才入户').closest('a')!.getAttribute('href')).toBe('/serviceGuide?code=10');
    const recent = screen.getByTestId('home-recent');
    expect(within(recent).getByRole('link', { name: '2026年南湾区各街道企业分布统计' }).getAttribute('href')).toBe('/sjgkDetail?id=5');
    expect(within(recent).getByRole('link', { name: '人才发展年度报告' }).getAttribute('href')).toBe('/rcbgDetail?id=6');
    const area = screen.getByTestId('home-area');
    expect(within(area).getByText('9,954')).toBeInstanceOf(HTMLElement);
    expect(within(area).getByText('40')).toBeInstanceOf(HTMLElement); // 3950 / 9954 = 40 %
    expect(within(screen.getByTestId('home-industry')).getByText('制造业')).toBeInstanceOf(HTMLElement);
    expect(within(screen.getByTestId('home-orgs')).getByText('广州兴安人力资源服务有限公司')).toBeInstanceOf(HTMLElement);
    // a visitor is invited to log in for 我的数据
    expect(within(screen.getByTestId('home-self')).getByText('登录后查看您的数据')).toBeInstanceOf(HTMLElement);
  });

  it('keeps the other blocks when one fails, and retries that one', async () => {
    let broken = true;
    fakeApi({ ...blocks, 'GET /api/home/industryData': () => (broken ? fail(5000, '服务器内部错误') : blocks['GET /api/home/industryData']()), 'GET /api/home/serviceOrg': () => ok([]) });
    renderApp('/Home');
    const industry = await screen.findByTestId('home-industry');
    expect(await within(industry).findByText('加载失败')).toBeInstanceOf(HTMLElement);
    expect(within(screen.getByTestId('home-area')).getByText('600')).toBeInstanceOf(HTMLElement);
    expect(within(screen.getByTestId('home-orgs')).getByText('暂无人力资源服务机构')).toBeInstanceOf(HTMLElement);
    broken = false;
    fireEvent.click(within(industry).getByRole('button', { name: '重新加载' }));
    expect(await within(industry).findByText('制造业')).toBeInstanceOf(HTMLElement);
  });

  it("shows a logged-in enterprise's own figures", async () => {
    loginAs(2, { name: '陈晓明' });
    fakeApi({
      ...blocks,
      'GET /api/home/selfData': () => ok({ title: '广州湾凯生物医药有限公司', figures: [{ key: 'staff', value: 30 }, { key: 'unread', value: 12 }] }),
    });
    renderApp('/Home');
    const self = await screen.findByTestId('home-self');
    expect(await within(self).findByText('广州湾凯生物医药有限公司')).toBeInstanceOf(HTMLElement);
    const figures = within(self).getAllByTestId('figure').map((f) => f.textContent);
    expect(figures).toEqual(['在职人员30人', '未读消息12条']);
  });

  it('in elder mode (长者模式) shows the same blocks in one column, 重点服务 first, then notices and policies', async () => {
    fakeApi(blocks);
    useElderMode.getState().set(true);
    try {
      renderApp('/Home');
      const home = await screen.findByTestId('elder-home');
      const order = Array.from(home.querySelectorAll('section[data-testid]')).map((el) => el.getAttribute('data-testid'));
      expect(order.slice(0, 3)).toEqual(['home-services', 'home-notices', 'home-policies']);
      expect(new Set(order)).toEqual(new Set(['home-services', 'home-notices', 'home-policies', 'home-self', 'home-area', 'home-recent', 'home-industry', 'home-orgs']));
      expect(await screen.findByRole('button', { name: '朗读本页' }).catch(() => null)).toBeNull();
    } finally {
      useElderMode.getState().set(false);
    }
  });

  it('shows the latest recruitment session with its enterprises and posts only while the switch is on', async () => {
    const activity = { id: 9, type: 'recruitment', title: '2027年春季人才招聘会', content: '', place: '区人才服务中心一楼招聘大厅', startTime: '2027-03-02 09:00:00', endTime: '2027-03-02 17:00:00', capacity: 200, signUpStart: '2026-10-27 00:00:00', signUpEnd: '2027-03-01 00:00:00', audience: 'both', status: 'published', ownerName: '就业中心', enrolled: 5, waiting: 0, signUp: 'open', cancelReason: '', mine: null };
    const session = {
      activity,
      enterpriseCount: 1,
      postCount: 2,
      enterprises: [{ entId: 3, name: '广州华港网络科技有限公司', industry: '信息传输、软件和信息技术服务业', postCount: 2, posts: [{ id: 41, postName: 'Java开发工程师', education: '大学本科', salaryMin: 12000, salaryMax: 22000, headcount: 3 }] }],
    };
    let on = true;
    let switchReads = 0;
    fakeApi({
      ...blocks,
      'GET /recruitmentSession/getSwitch': () => {
        switchReads++;
        return ok({ on });
      },
      'GET /recruitmentSession/getLatestRecruitmentSession': () => ok(session),
    });
    const { unmount } = renderApp('/Home');
    const block = await screen.findByTestId('home-session');
    expect(within(block).getByRole('heading', { name: '近期招聘会' })).toBeInstanceOf(HTMLElement);
    expect((await within(block).findByRole('link', { name: '2027年春季人才招聘会' })).getAttribute('href')).toBe('/registerAct?id=9');
    expect(within(block).getByText('参会企业 1 家')).toBeInstanceOf(HTMLElement);
    expect(within(block).getByRole('link', { name: 'Java开发工程师' }).getAttribute('href')).toBe('/entDemandDetail?id=41');
    unmount();

    on = false;
    switchReads = 0;
    renderApp('/Home');
    await waitFor(() => expect(switchReads).toBe(1));
    await waitFor(() => expect(within(screen.getByTestId('home-services')).getAllByTestId('entrance')).toHaveLength(2));
    expect(screen.queryByTestId('home-session')).toBeNull();
  });
});
