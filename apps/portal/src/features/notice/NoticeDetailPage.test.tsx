import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const notice = {
  id: 7,
  title: '关于开展2026年新引进人才入户申报工作的通知',
  category: 'notice',
  deptName: '区科技局',
  publishTime: '2026-11-01 06:22:16',
  viewCount: 1356,
  content: '<p>为深入实施人才强区战略。</p><script>window.hacked = true</script><p><a href="javascript:alert(1)" onclick="alert(2)">点此</a></p><img src="x" onerror="window.hacked = true">',
  attachments: [] as unknown[],
  policy: null,
  interpretations: [] as unknown[],
};

describe('notice detail', () => {
  beforeEach(() => logoutAll());

  it('shows the title, department, publish time, view count and the sanitised body', async () => {
    fakeApi({ 'GET /api/notice/{id}': (c) => (c.path === '/api/notice/7' ? ok(notice) : fail(4004, '通知不存在')) });
    renderApp('/noticeDetail?id=7');
    const title = await screen.findByRole('heading', { level: 1, name: notice.title });
    expect(title.getAttribute('data-testid')).toBe('notice-detail-title');
    expect(screen.getByTestId('notice-detail-dept').textContent).toBe('区科技局');
    expect(screen.getByText('2026-11-01 06:22:16')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('notice-detail-views').textContent).toBe('1,356');
    const body = screen.getByTestId('notice-detail-body');
    expect(body.textContent).toContain('为深入实施人才强区战略。');
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('onclick');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('javascript:');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(document.title).toBe(`${notice.title} - 人才就业服务平台`);
  });

  it('返回 goes back to the list the user came from', async () => {
    fakeApi({
      'GET /api/notice/{id}': () => ok(notice),
      'GET /api/notice/list': () => ok({ list: [{ id: 7, title: notice.title, category: 'notice', deptName: '区科技局', publishTime: notice.publishTime }], total: 1 }),
    });
    const { router } = renderApp('/notice?keyword=%E4%BA%BA%E6%89%8D');
    fireEvent.click(await screen.findByText(notice.title));
    await screen.findByRole('heading', { level: 1, name: notice.title });
    expect(router.state.location.href).toBe('/noticeDetail?id=7');
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notice'));
    expect(router.state.location.search).toEqual({ keyword: '人才' });
  });

  it('says when the notice does not exist', async () => {
    fakeApi({ 'GET /api/notice/{id}': () => fail(4004, '通知不存在或已下线') });
    renderApp('/noticeDetail?id=999');
    expect(await screen.findByText('该内容不存在或已下线')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/notice');
  });

  it('says the link is wrong without an id', async () => {
    renderApp('/noticeDetail');
    expect(await screen.findByText('链接地址有误，缺少内容编号。')).toBeInstanceOf(HTMLElement);
  });
});

describe('notice detail attachments and related items', () => {
  beforeEach(() => logoutAll());

  const file = (id: number, name: string, previewable: boolean) => ({ id, name, size: 20480, mimeType: 'application/octet-stream', previewable, downloadCount: 0 });

  it('offers 预览 only for pdf, png and jpg and 下载 for every attachment', async () => {
    fakeApi({ 'GET /api/notice/{id}': () => ok({ ...notice, attachments: [file(3, '申报指南.pdf', true), file(4, '申报表.docx', false)] }) });
    renderApp('/noticeDetail?id=7');
    const items = await screen.findAllByTestId('attachment');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('button', { name: '预览 申报指南.pdf' })).toBeInstanceOf(HTMLElement);
    expect(within(items[1]!).queryByRole('button', { name: /预览/ })).toBeNull();
    expect(within(items[1]!).getByRole('link', { name: '下载 申报表.docx' }).getAttribute('href')).toBe('/prod-api/common/file/4');
    expect(within(items[0]!).getByText('20.0 KB')).toBeInstanceOf(HTMLElement);
  });

  it('links a policy to its published interpretations', async () => {
    fakeApi({
      'GET /api/notice/{id}': () =>
        ok({ ...notice, category: 'policy', interpretations: [{ id: 12, title: '《南湾区人才住房补贴实施办法》政策解读', publishTime: '2026-10-03 09:00:00' }] }),
    });
    renderApp('/noticeDetail?id=7');
    const related = await screen.findByTestId('notice-related');
    expect(within(related).getByText('政策解读')).toBeInstanceOf(HTMLElement);
    expect(within(related).getByRole('link', { name: '《南湾区人才住房补贴实施办法》政策解读' }).getAttribute('href')).toBe('/noticeDetail?id=12');
  });

  it("refreshes a logged-in user's unread count after opening, and subscribes to the department from the page", async () => {
    loginAs(2);
    let unread = 3;
    fakeApi({
      'GET /api/notice/{id}': () => {
        unread = 2;
        return ok(notice);
      },
      'GET /api/notice/one/getUnreadCount': () => ok({ count: unread }),
      'GET /api/notice/one/match': () => ok({ deptName: '区科技局', category: 'notice', subscribed: false }),
      'POST /api/notice/one/subscribe': () => ok({ subscriptions: [{ deptName: '区科技局', category: 'notice' }], departments: ['区科技局'] }),
    });
    renderApp('/noticeDetail?id=7');
    await screen.findByRole('heading', { level: 1, name: notice.title });
    await waitFor(() => expect(screen.getAllByTestId('unread-badge').map((b) => b.textContent)).toContain('2'));
    fireEvent.click(await screen.findByRole('button', { name: '订阅区科技局的通知公告' }));
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/subscribe')[0]!.body).toEqual({ deptName: '区科技局', category: 'notice', subscribed: 'true' }));
  });
});
