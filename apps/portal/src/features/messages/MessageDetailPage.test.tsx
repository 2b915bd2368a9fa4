import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const message = { id: 5, title: '关于报送用工情况的通知', content: '请于本月底前报送。', senderDept: '就业中心', senderName: '李文华', createdAt: '2026-11-20 10:00:00' };
const reply = { id: 1, fromStaff: false, authorName: '陈晓明', content: '已收到，本周内报送。', createdAt: '2026-11-20 11:00:00' };

describe('a department message and its thread', () => {
  beforeEach(() => logoutAll());

  it('shows the enterprise the message and the thread, sets the header count, and refuses an empty reply before calling', async () => {
    loginAs(2, { name: '陈晓明' });
    fakeApi({
      'GET /api/msg/detail': () => ok({ ...message, enterprise: { id: 1, name: '广州湾凯生物医药有限公司' }, thread: [reply], recipients: null, unread: 3 }),
      'GET /api/notice/one/getUnreadCount': () => ok({ count: 4 }),
    });
    renderApp('/userMessageReply?id=5');
    expect((await screen.findByTestId('msg-title')).textContent).toContain('关于报送用工情况的通知');
    expect(screen.getByTestId('msg-post').textContent).toContain('已收到，本周内报送。');
    // the header had 4 unread; opening the message leaves the 3 the detail answers
    await waitFor(() => expect(screen.getAllByTestId('unread-badge')[0]!.textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: '回复' }));
    // the reply field itself is marked invalid, with what is missing written in place of its hint
    const field = screen.getByRole('textbox', { name: '回复内容' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const group = field.closest('[role="group"]') as HTMLElement;
    expect(within(group).getByText('请填写回复内容')).toBeInstanceOf(HTMLElement);
    expect(within(group).queryByText('1至1000个字；发送后对方会在“我的消息”中收到')).toBeNull();
    expect(callsTo('POST', '/api/msg/reply')).toHaveLength(0);
  });

  it('shows the sender who read and who replied, each with its thread and a reply link', async () => {
    loginAs(1, { name: '李文华' });
    fakeApi({
      'GET /api/msg/detail': () =>
        ok({
          ...message,
          enterprise: null,
          thread: [],
          recipients: [
            { enterpriseId: 1, name: '广州湾凯生物医药有限公司', accounts: 1, readAt: '2026-11-20 10:30:00', readBy: '陈晓明', repliedAt: '2026-11-20 11:00:00', replies: 1 },
            { enterpriseId: 3, name: '广州源珠港口服务有限公司', accounts: 0, readAt: null, readBy: '', repliedAt: null, replies: 0 },
          ],
          unread: 0,
        }),
      'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }),
    });
    renderApp('/userMessageDetail?id=5');
    expect((await screen.findByTestId('msg-summary')).textContent).toContain('收信企业 2 家，已读 1 家，已回复 1 家');
    const [read, unread] = screen.getAllByTestId('msg-recipient') as [HTMLElement, HTMLElement];
    expect(read.textContent).toContain('2026-11-20 10:30 陈晓明');
    expect(read.textContent).toContain('1 条，最近 11-20 11:00');
    expect(within(read).getByRole('link', { name: '查看往来：广州湾凯生物医药有限公司' }).getAttribute('href')).toBe('/userMessageDetail?id=5&entId=1');
    expect(within(read).getByRole('link', { name: '回复：广州湾凯生物医药有限公司' }).getAttribute('href')).toBe('/userMessageReply?id=5&entId=1');
    expect(unread.textContent).toContain('无账号');
    expect(unread.textContent).toContain('未读');
  });
});
