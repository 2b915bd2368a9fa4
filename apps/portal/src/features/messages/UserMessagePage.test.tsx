import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

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

  it('sends a visitor to the login page', async () => {
    const { router } = renderApp('/userMessage');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
