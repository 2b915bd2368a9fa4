import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const row = (id: number, status: string, actions: string[], extra: Record<string, unknown> = {}) => ({
  id,
  title: `第${id}号通知`,
  category: 'notice',
  deptName: '就业中心',
  status,
  rejectReason: '',
  authorName: '李文华',
  updatedAt: '2026-11-01 09:00:00',
  publishTime: null,
  viewCount: 0,
  relatedId: null,
  editable: true,
  actions,
  ...extra,
});

function staffLogin() {
  loginAs(1, { name: '林审', deptName: '区人力资源和社会保障局', userType: [] }, [{ name: '通知公告审核' }]);
}

describe('content management (staff)', () => {
  beforeEach(() => logoutAll());

  it('sends a visitor to the staff login and shows an enterprise the 403 page', async () => {
    const visitor = renderApp('/modifyNotice');
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login2'));
    expect(await screen.findByText('请先登录')).toBeInstanceOf(HTMLElement);
    visitor.unmount();
    loginAs(2);
    const ent = renderApp('/modifyPolicy');
    expect(within(await screen.findByTestId('forbidden')).getByText('暂无权限')).toBeInstanceOf(HTMLElement);
    expect(ent.router.state.location.pathname).toBe('/modifyPolicy');
  });

  it('lists every status with the actions the server allows, and filters by status through the URL', async () => {
    staffLogin();
    fakeApi({
      'POST /api/notice/one/page': () => ok({ list: [row(1, 'pending', ['approve', 'reject', 'withdraw']), row(2, 'rejected', ['submit'], { rejectReason: '缺少附件' })], total: 2 }),
    });
    const { router } = renderApp('/modifyNotice');
    // jsdom has no media queries: the phone cards are the rows it shows
    const rows = await screen.findAllByTestId('workbench-card');
    expect(within(rows[0]!).getByText('待审核')).toBeInstanceOf(HTMLElement);
    expect(within(rows[0]!).getByRole('button', { name: '审核通过' })).toBeInstanceOf(HTMLElement);
    expect(within(rows[0]!).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rows[1]!).getByText('驳回原因：缺少附件')).toBeInstanceOf(HTMLElement);
    expect(within(rows[1]!).getByRole('button', { name: '编辑' })).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/notice/one/page').at(-1)!.body).toMatchObject({ category: 'notice', page: 1, limit: 20, adminId: 1 });
    fireEvent.click(screen.getByRole('button', { name: '待审核' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ status: 'pending' }));
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/page').at(-1)!.body).toMatchObject({ status: 'pending' }));
  });

  it('asks for a reason before rejecting and sends it with the audit call', async () => {
    staffLogin();
    let status = 'pending';
    fakeApi({
      'POST /api/notice/one/page': () => ok({ list: [row(1, status, status === 'pending' ? ['approve', 'reject'] : ['submit'])], total: 1 }),
      'POST /api/notice/one/audit': (c) => {
        status = 'rejected';
        return ok({ id: 1, status: 'rejected', version: 2, echo: c.body });
      },
    });
    renderApp('/modifyNotice');
    fireEvent.click(within(await screen.findByTestId('workbench-card')).getByRole('button', { name: '驳回' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/notice/one/audit')).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '请补充申报条件' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确定驳回' }));
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/audit')[0]!.body).toEqual({ id: '1', action: 'reject', reason: '请补充申报条件' }));
    await waitFor(() => expect(within(screen.getByTestId('workbench-card')).getByTestId('status').textContent).toBe('已驳回'));
  });

  it('uses the interpretation calls on /modifyExplain', async () => {
    staffLogin();
    fakeApi({ 'GET /api/second/interpretation/list': () => ok({ list: [row(9, 'approved', ['publish'], { category: 'explain', relatedId: 3 })], total: 1 }), 'POST /api/second/interpretation/audit': () => ok({ id: 9, status: 'published', version: 3 }) });
    renderApp('/modifyExplain');
    fireEvent.click(within(await screen.findByTestId('workbench-card')).getByRole('button', { name: '发布' }));
    // the empty reason is dropped, as every empty parameter (SPEC.md section 9)
    await waitFor(() => expect(callsTo('POST', '/api/second/interpretation/audit')[0]!.body).toEqual({ id: '9', action: 'publish' }));
    expect(callsTo('POST', '/api/notice/one/page')).toHaveLength(0);
  });
});
