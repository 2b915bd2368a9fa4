import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok, type FakeCall } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

/** A fake notice table of `total` rows answering page/limit/keyword like the server. */
function noticeTable(total: number) {
  const rows = Array.from({ length: total }, (_, i) => ({
    id: i + 1,
    title: `关于第${i + 1}号人才政策的通知`,
    category: 'notice' as const,
    deptName: i % 2 ? '区就业中心' : '区科技局',
    publishTime: `2026-10-${String(28 - (i % 28)).padStart(2, '0')} 09:00:00`,
  }));
  return (c: FakeCall) => {
    const page = Number(c.params.get('page') ?? 1);
    const limit = Number(c.params.get('limit') ?? 20);
    const keyword = c.params.get('keyword') ?? '';
    const found = rows.filter((r) => r.title.includes(keyword));
    return ok({ list: found.slice((page - 1) * limit, page * limit), total: found.length });
  };
}

const rows = () => screen.getAllByTestId('notice-row');

describe('notice list', () => {
  beforeEach(() => logoutAll());

  it('reads page and page size from the URL and shows the total and the rows as links', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(45) });
    renderApp('/notice?page=2&limit=10');
    await screen.findByText('关于第11号人才政策的通知');
    expect(rows()).toHaveLength(10);
    expect(rows()[0]!.getAttribute('href')).toBe('/noticeDetail?id=11');
    expect(within(rows()[0]!).getByText('区科技局')).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 45 条');
    const list = callsTo('GET', '/api/notice/list').at(-1)!;
    expect(list.params.get('category')).toBe('notice');
    expect(list.params.get('page')).toBe('2');
    expect(list.params.get('limit')).toBe('10');
  });

  it('offers 10, 20, 30 and 50 rows per page and starts again at page 1 on a new size', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(45) });
    const { router } = renderApp('/notice?page=3&limit=10');
    await screen.findByText('关于第21号人才政策的通知');
    const select = screen.getByLabelText('每页条数') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    expect(select.value).toBe('10');
    fireEvent.change(select, { target: { value: '50' } });
    await waitFor(() => expect(router.state.location.href).toBe('/notice?limit=50'));
    await waitFor(() => expect(rows()).toHaveLength(45));
  });

  it('goes to another page with the page buttons and keeps it in the URL', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(45) });
    const { router } = renderApp('/notice');
    await screen.findByText('关于第1号人才政策的通知');
    expect(rows()).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: '第2页' }));
    await screen.findByText('关于第21号人才政策的通知');
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(router.state.location.href).toBe('/notice?page=2');
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await screen.findByText('关于第41号人才政策的通知');
    expect(rows()).toHaveLength(5);
  });

  it('searches by keyword from page 1 and says when nothing matches', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(45) });
    const { router } = renderApp('/notice?page=2');
    await screen.findByText('关于第21号人才政策的通知');
    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '第4' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '第4' }));
    await waitFor(() => expect(rows().map((r) => r.textContent)).toEqual(expect.arrayContaining([expect.stringContaining('关于第4号')])));
    expect(screen.getByTestId('pagination-total').textContent).toBe('共 7 条');

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '不存在的内容' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(await screen.findByText('暂无相关内容')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('没有找到包含“不存在的内容”的内容，请换个关键字试试。')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '清除搜索条件' }));
    await waitFor(() => expect(router.state.location.href).toBe('/notice'));
    expect((screen.getByLabelText('关键字') as HTMLInputElement).value).toBe('');
  });

  it('shows 政策文件 on /policy with category policy', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(3) });
    renderApp('/policy');
    expect(await screen.findByRole('heading', { name: '政策文件', level: 1 })).toBeInstanceOf(HTMLElement);
    await screen.findByText('关于第1号人才政策的通知');
    expect(callsTo('GET', '/api/notice/list').at(-1)!.params.get('category')).toBe('policy');
  });

  it('shows a retry when the list cannot be loaded', async () => {
    let failing = true;
    const table = noticeTable(3);
    fakeApi({ 'GET /api/notice/list': (c) => (failing ? { code: 5000, msg: '服务器内部错误' } : table(c)) });
    renderApp('/notice');
    expect(await screen.findByText('加载失败')).toBeInstanceOf(HTMLElement);
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('关于第1号人才政策的通知')).toBeInstanceOf(HTMLElement);
  });

  it('falls back to page 1 and 20 rows for a hand-edited URL', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(45) });
    renderApp('/notice?page=abc&limit=7');
    await screen.findByText('关于第1号人才政策的通知');
    const list = callsTo('GET', '/api/notice/list').at(-1)!;
    expect(list.params.get('page')).toBe('1');
    expect(list.params.get('limit')).toBe('20');
  });
});

describe('notice list filters, read marks and subscriptions', () => {
  beforeEach(() => logoutAll());

  it('filters by department and date range through the URL and sends them to the server', async () => {
    fakeApi({ 'GET /api/notice/list': noticeTable(45), 'GET /api/notice/one/deptAll': () => ok(['就业中心', '科技局']) });
    const { router } = renderApp('/notice?page=2');
    await screen.findByText('关于第21号人才政策的通知');
    const dept = screen.getByLabelText('发布部门') as HTMLSelectElement;
    await waitFor(() => expect([...dept.options].map((o) => o.textContent)).toEqual(['全部部门', '就业中心', '科技局']));
    fireEvent.change(dept, { target: { value: '科技局' } });
    fireEvent.change(screen.getByLabelText('发布日期起'), { target: { value: '2026-10-10' } });
    fireEvent.change(screen.getByLabelText('发布日期止'), { target: { value: '2026-10-01' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    // a reversed range is put in order; the page goes back to 1
    await waitFor(() => expect(router.state.location.search).toEqual({ deptName: '科技局', beginTime: '2026-10-01', endTime: '2026-10-10' }));
    await waitFor(() => expect(callsTo('GET', '/api/notice/list').at(-1)!.params.get('deptName')).toBe('科技局'));
    const last = callsTo('GET', '/api/notice/list').at(-1)!;
    expect([last.params.get('beginTime'), last.params.get('endTime'), last.params.get('page')]).toEqual(['2026-10-01', '2026-10-10', '1']);
    fireEvent.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(router.state.location.href).toBe('/notice'));
  });

  it('shows which rows wait unread for a logged-in user and saves a subscription at once', async () => {
    loginAs(2, { name: '陈晓明', entId: 41 });
    const item = (id: number, unread: boolean) => ({ id, title: `第${id}号通知`, category: 'notice', deptName: '科技局', publishTime: '2026-10-01 09:00:00', read: !unread, unread });
    let subscriptions = [{ deptName: '就业中心', category: 'notice' }];
    let refuse = false;
    fakeApi({
      'POST /api/notice/one/index': () => ok({ list: [item(1, true), item(2, false)], total: 2 }),
      'GET /api/notice/one/getSubscribeInfo': () => ok({ subscriptions, departments: ['就业中心', '科技局'] }),
      'POST /api/notice/one/subscribe': (c) => {
        if (refuse) return fail(5000, '服务繁忙，请稍后再试');
        const b = c.body as Record<string, string>;
        subscriptions = b.subscribed === 'true' ? [...subscriptions, { deptName: b.deptName!, category: b.category! }] : subscriptions;
        return ok({ subscriptions, departments: ['就业中心', '科技局'] });
      },
    });
    renderApp('/notice');
    await screen.findByText('第1号通知');
    expect(screen.getAllByTestId('notice-unread')).toHaveLength(1);
    expect(within(rows()[0]!).getByText('未读')).toBeInstanceOf(HTMLElement);
    expect(callsTo('GET', '/api/notice/list')).toHaveLength(0);
    // an enterprise's notice index attaches its enterprise id (SPEC.md section 3)
    expect(callsTo('POST', '/api/notice/one/index')[0]!.body).toMatchObject({ entId: 41 });

    fireEvent.click(await screen.findByRole('button', { name: /订阅/ }));
    const box = (await screen.findByRole('checkbox', { name: '科技局 政策文件' })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: '就业中心 通知公告' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(box);
    // the click shows at once, before the server answers
    expect(box.checked).toBe(true);
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/subscribe').at(-1)!.body).toEqual({ deptName: '科技局', category: 'policy', subscribed: 'true' }));
    await waitFor(() => expect((screen.getByRole('checkbox', { name: '科技局 政策文件' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByTestId('subscription-count').textContent).toBe('2');

    // a save the server refuses goes back to the saved state and says why
    refuse = true;
    const saved = screen.getByRole('checkbox', { name: '就业中心 通知公告' }) as HTMLInputElement;
    fireEvent.click(saved);
    expect(saved.checked).toBe(false);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '服务繁忙，请稍后再试');
    await waitFor(() => expect((screen.getByRole('checkbox', { name: '就业中心 通知公告' }) as HTMLInputElement).checked).toBe(true));
  });
});
