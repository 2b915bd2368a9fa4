import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

describe('page shell', () => {
  beforeEach(() => logoutAll());

  const NOTICE = { text: '各位企业联系人：请于{deadline}前通过「数据采集」模块更新本企业数据。', deadline: '2027-02-28', phones: ['020-34680001', '020-34680002'], email: 'help@example.gov.cn' };

  it('shows an enterprise the site notice from the server with its deadline, phones and mailbox; 我知道了 tells the server and closes it', async () => {
    let acknowledged = false;
    fakeApi({
      'GET /api/home/siteNotice': () => ok(acknowledged ? null : NOTICE),
      'POST /api/home/siteNotice/acknowledge': () => {
        acknowledged = true;
        return ok(null);
      },
    });
    loginAs(2, { name: '企业' });
    const first = renderApp('/Home');
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('温馨提示')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByTestId('site-dialog-text').textContent).toBe('各位企业联系人：请于2027年2月28日前通过「数据采集」模块更新本企业数据。');
    expect(within(dialog).getByTestId('site-dialog-deadline').textContent).toBe('2027年2月28日');
    expect(within(dialog).getAllByTestId('site-dialog-phone').map((a) => a.textContent)).toEqual(['020-34680001', '020-34680002']);
    expect(within(dialog).getByTestId('site-dialog-email').textContent).toBe('help@example.gov.cn');
    fireEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(callsTo('POST', '/api/home/siteNotice/acknowledge')).toHaveLength(1));
    first.unmount();

    // a new browser session of the same account: the server no longer answers the notice
    sessionStorage.clear();
    loginAs(2, { name: '企业' });
    renderApp('/notice');
    await screen.findByRole('heading', { name: '通知公告', level: 1 });
    await waitFor(() => expect(callsTo('GET', '/api/home/siteNotice')).toHaveLength(2));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  }, 90_000);

  it.each([
    [1, '工作人员'],
    [3, '个人'],
  ] as const)('never shows the site notice to user type %i (%s), nor asks for it', async (kind, name) => {
    fakeApi({ 'GET /api/home/siteNotice': () => ok(NOTICE) });
    loginAs(kind, { name });
    renderApp('/notice');
    await screen.findByRole('heading', { name: '通知公告', level: 1 });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('GET', '/api/home/siteNotice')).toHaveLength(0);
  });

  it('shows no site dialog to a visitor', async () => {
    fakeApi({ 'GET /api/home/siteNotice': () => ok(NOTICE) });
    renderApp('/Home');
    await screen.findAllByText('主办单位：测试区人力资源和社会保障局');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(callsTo('GET', '/api/home/siteNotice')).toHaveLength(0);
  });

  it('records the visit once per browser session and shows the counts, friendly links and filing number', async () => {
    const first = renderApp('/Home');
    expect((await screen.findByTestId('visits-today')).textContent).toBe('12');
    expect(screen.getByTestId('visits-total').textContent).toBe('3,456');
    expect(screen.getByRole('link', { name: '人力资源和社会保障部' }).getAttribute('href')).toBe('http://www.mohrss.gov.cn/');
    expect(screen.getByText('粤ICP备00000000号')).toBeInstanceOf(HTMLElement);
    first.unmount();
    renderApp('/notice');
    await screen.findByTestId('visits-today');
    expect(callsTo('POST', '/system/pv')).toHaveLength(1);
    expect(callsTo('GET', '/system/pv')).toHaveLength(1);
  });

  it('shows the latest notices and policies on 首页 with 更多 links, or says there are none', async () => {
    fakeApi({
      'GET /api/notice/list': (c) =>
        c.params.get('category') === 'notice'
          ? ok({ list: [{ id: 1, title: '关于做好2026年度人才住房补贴工作的通知', category: 'notice', deptName: '区就业中心', publishTime: '2026-10-27 10:00:00' }], total: 1 })
          : ok({ list: [], total: 0 }),
    });
    renderApp('/Home');
    const notices = await screen.findByTestId('home-notices');
    expect(await within(notices).findByText('关于做好2026年度人才住房补贴工作的通知')).toBeInstanceOf(HTMLElement);
    expect(within(notices).getByText('2026-10-27')).toBeInstanceOf(HTMLElement);
    expect(within(notices).getByRole('link', { name: '更多通知公告' }).getAttribute('href')).toBe('/notice');
    const policies = screen.getByTestId('home-policies');
    expect(await within(policies).findByText('暂无政策文件')).toBeInstanceOf(HTMLElement);
    expect(within(policies).getByRole('link', { name: '更多政策文件' }).getAttribute('href')).toBe('/policy');
    expect(callsTo('GET', '/api/notice/list').find((c) => c.params.get('category') === 'notice')?.params.get('limit')).toBe('10');
  });

  it('puts a click-through watermark over the page for government staff and restores it when removed', async () => {
    loginAs(1, { name: '张三', deptName: '就业中心', userType: ['就业中心'] });
    renderApp('/Home');
    const mark = await screen.findByTestId('watermark');
    expect(mark.style.pointerEvents).toBe('none');
    expect(mark.style.position).toBe('fixed');
    expect(decodeURIComponent(mark.style.backgroundImage)).toContain('张三');
    act(() => mark.remove());
    await waitFor(() => expect(document.querySelector('[data-testid="watermark"]')).not.toBeNull(), { timeout: 1500 });
  });

  it('puts no watermark over the page for an enterprise', async () => {
    fakeApi({ 'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }) });
    loginAs(2, { name: '企业' });
    renderApp('/Home');
    await screen.findAllByText('您好，企业');
    expect(document.querySelector('[data-testid="watermark"]')).toBeNull();
  });
});
