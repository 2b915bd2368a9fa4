import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { logoutAll, renderApp } from '../../test/render';

const notice = {
  id: 7,
  title: '关于开展2026年新引进人才入户申报工作的通知',
  category: 'notice',
  deptName: '区科技局',
  publishTime: '2026-11-01 06:22:16',
  viewCount: 1356,
  content: '<p>为深入实施人才强区战略。</p><script>window.hacked = true</script><p><a href="javascript:alert(1)" onclick="alert(2)">点此</a></p><img src="x" onerror="window.hacked = true">',
};

describe('notice detail', () => {
  beforeEach(() => logoutAll());

  it('shows the title, department, publish time, view count and the sanitised body', async () => {
    fakeApi({ 'GET /api/notice/{id}': (c) => (c.path === '/api/notice/7' ? ok(notice) : fail(4004, '通知不存在')) });
    renderApp('/noticeDetail?id=7');
    const title = await screen.findByRole('heading', { level: 1, name: notice.title });
    expect(title.getAttribute('data-testid')).toBe('notice-detail-title');
    expect(screen.getByTestId('notice-detail-dept').textContent).toBe('区科技局');
    expect(screen.getByText('2026-11-01 06:22:16')).toBeTruthy();
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
    expect(await screen.findByText('该内容不存在或已下线')).toBeTruthy();
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/notice');
  });

  it('says the link is wrong without an id', async () => {
    renderApp('/noticeDetail');
    expect(await screen.findByText('链接地址有误，缺少内容编号。')).toBeTruthy();
  });
});
