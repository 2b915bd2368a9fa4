import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';
import { useSession } from '@portal/auth';

describe('my messages', () => {
  beforeEach(() => logoutAll());

  it('lists new notices of my subscriptions and clears the unread count with 全部标为已读', async () => {
    loginAs(2, { name: '陈晓明' });
    let unread = 1;
    const message = (read: boolean) => ({ id: 1, noticeId: 40, title: '科技人才专项扶持办法', category: 'policy', deptName: '科技局', publishTime: '2026-11-01 09:00:00', createdAt: '2026-11-01 09:00:00', read });
    fakeApi({
      'POST /api/notice/one/msg': () => ok({ list: [message(unread === 0)], total: 1, unread }),
      'GET /api/notice/one/getUnreadCount': () => ok({ count: unread }),
      'POST /api/notice/one/read': () => {
        unread = 0;
        return ok({ count: 0 });
      },
    });
    renderApp('/userMessage');
    const link = await screen.findByRole('link', { name: '科技人才专项扶持办法' });
    expect(link.getAttribute('href')).toBe('/noticeDetail?id=40');
    expect(screen.getByTestId('messages-unread').textContent).toBe('未读 1 条');
    fireEvent.click(screen.getByRole('button', { name: '全部标为已读' }));
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/read')[0]!.body).toEqual({ all: true }));
    await waitFor(() => expect(screen.getByTestId('messages-unread').textContent).toBe('未读 0 条'));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('lists business messages as links to their item, with the reason, and marks one read when opened', async () => {
    loginAs(2, { name: '陈晓明' });
    let unread = 2;
    const event = (id: number, event: string, title: string, link: string, content: string) => ({
      id,
      kind: 'event',
      event,
      noticeId: null,
      title,
      category: null,
      content,
      link,
      deptName: '就业中心',
      publishTime: '2026-11-20 10:00:00',
      createdAt: '2026-11-20 10:00:00',
      read: id === 11 ? unread < 2 : false,
    });
    fakeApi({
      'POST /api/notice/one/msg': () =>
        ok({
          list: [event(11, 'demandReturned', '招聘需求“前端工程师”被退回，请修改后重新提交', '/entDemandDetail?id=7', '退回原因：薪资描述不清'), event(12, 'responseReceived', '岗位“数据分析师”收到新的简历投递', '/entDemandDetail?id=8', '')],
          total: 2,
          unread,
        }),
      'GET /api/notice/one/getUnreadCount': () => ok({ count: unread }),
      'POST /api/notice/one/read': () => {
        unread = 1;
        return ok({ count: 1 });
      },
      'POST /api/ent/demand/detail': () => ok(null),
    });
    const { router } = renderApp('/userMessage');
    const link = await screen.findByRole('link', { name: '招聘需求“前端工程师”被退回，请修改后重新提交' });
    expect(link.getAttribute('href')).toBe('/entDemandDetail?id=7');
    expect(screen.getByRole('link', { name: '岗位“数据分析师”收到新的简历投递' }).getAttribute('href')).toBe('/entDemandDetail?id=8');
    // each row carries its kind's label: the returned demand 需求审核, the new resume 简历投递
    const rows = screen.getAllByTestId('message-row');
    const rowOf = (title: string) => rows.find((r) => within(r).queryByRole('link', { name: title }))!;
    expect(within(rowOf('招聘需求“前端工程师”被退回，请修改后重新提交')).getByText('需求审核')).toBeInstanceOf(HTMLElement);
    expect(within(rowOf('岗位“数据分析师”收到新的简历投递')).getByText('简历投递')).toBeInstanceOf(HTMLElement);
    expect(screen.getAllByText('需求审核')).toHaveLength(1);
    expect(screen.getByTestId('event-note').textContent).toBe('退回原因：薪资描述不清');
    expect(screen.getByTestId('messages-unread').textContent).toBe('未读 2 条');
    fireEvent.click(link);
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/read')[0]!.body).toEqual({ messageIds: [11] }));
    await waitFor(() => expect(router.state.location.href).toBe('/entDemandDetail?id=7'));
    await waitFor(() => expect(useSession.getState().unreadCount).toBe(1));
  });

  it("shows the 403 page, not the item, for a message link to someone else's application", async () => {
    loginAs(3, { name: '王芳' });
    fakeApi({ 'GET /api/second/apply/detail': () => fail(4003, '暂无权限') });
    renderApp('/perBusDetail?id=9');
    const page = await screen.findByTestId('forbidden');
    expect(page.textContent).toContain('暂无权限');
    expect(page.textContent).toContain('此页面仅限该申请的申请人、申报企业或主管部门工作人员访问');
  });

  it('sends a visitor to the login page', async () => {
    const { router } = renderApp('/userMessage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('短信提醒设置: each kind that reaches the account is a checkbox, saved at once; a refused save puts it back', async () => {
    loginAs(2, { name: '陈晓明' });
    const list = [
      { kind: 'demandApproved', label: '需求审核', example: '招聘需求“××”已审核通过并上架', sms: false },
      { kind: 'demandReturned', label: '需求审核', example: '招聘需求“××”被退回，请修改后重新提交', sms: true },
    ];
    let refuse = false;
    fakeApi({
      'POST /api/notice/one/msg': () => ok({ list: [], total: 0, unread: 0 }),
      'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }),
      'GET /api/notice/one/smsChoice': () => ok({ phone: '139****0005', list }),
      'POST /api/notice/one/smsChoice': (call) => {
        if (refuse) return fail(5000, '保存失败，请稍后再试');
        const c = call.body as { kind: string; sms: boolean };
        const item = list.find((x) => x.kind === c.kind)!;
        item.sms = c.sms;
        return ok(item);
      },
    });
    renderApp('/userMessage');
    fireEvent.click(await screen.findByRole('button', { name: '短信提醒设置' }));
    const dialog = await screen.findByRole('dialog', { name: '短信提醒设置' });
    expect(within(dialog).getByText(/还会以短信发送到/).textContent).toBe('勾选的消息除在“我的消息”中显示外，还会以短信发送到 139****0005（晚间免打扰时段的短信在次日早上发出）。');
    const approved = await within(dialog).findByRole('checkbox', { name: /已审核通过并上架/ });
    expect((approved as HTMLInputElement).checked).toBe(false);
    fireEvent.click(approved);
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/smsChoice')[0]!.body).toEqual({ kind: 'demandApproved', sms: true }));
    await waitFor(() => expect((approved as HTMLInputElement).checked).toBe(true));

    refuse = true;
    const returned = within(dialog).getByRole('checkbox', { name: /被退回/ });
    fireEvent.click(returned);
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/smsChoice')).toHaveLength(2));
    await waitFor(() => expect((returned as HTMLInputElement).checked).toBe(true));
  });
});
