import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@portal/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// role queries pass { hidden: true }: jsdom has no layout (see SiteHeader.test.tsx)
const request = { id: 7, userId: 1, username: 'staff_zscqj', name: '赵敏', deptName: '知识产权局', reason: '知识产权局需要查看区人才指数。', days: 30, status: 'agree', note: '', endsAt: '2026-12-27 10:00:00', createdAt: '2026-11-27 10:00:00', decidedAt: '2026-11-27 10:05:00' };

describe('/modifyScreen (visual-platform request)', () => {
  beforeEach(() => logoutAll());

  it('an approval answered by adminGetKsh enters the stored session, so the visual platform opens without a new login', async () => {
    fakeApi({ 'GET /api/center/ksh/adminGetKsh': () => ok({ duration: 30, havePower: 0, latest: request }) });
    loginAs(1, { name: '赵敏', deptName: '知识产权局', userType: ['知识产权局'] });
    expect(useSession.getState().user?.duration).toBe(0);
    renderApp('/modifyScreen');
    expect(await screen.findByText('已获得可视化平台权限，剩余 30 天。')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(useSession.getState().user?.duration).toBe(30));
    expect(screen.getByRole('link', { name: '打开可视化平台', hidden: true }).getAttribute('href')).toBe('/screen3/overview');
    expect(screen.queryByRole('button', { name: '提交申请', hidden: true })).toBeNull();
  });

  it('without a permission the user applies with a reason and a period; a short reason is refused before any call', async () => {
    fakeApi({ 'GET /api/center/ksh/adminGetKsh': () => ok({ duration: 0, havePower: 0, latest: null }), 'POST /api/center/ksh/apply': () => ok({ id: 8 }) });
    loginAs(1, { name: '赵敏', deptName: '知识产权局', userType: ['知识产权局'] });
    renderApp('/modifyScreen');
    const submit = await screen.findByRole('button', { name: '提交申请', hidden: true });
    fireEvent.change(screen.getByPlaceholderText('请说明使用可视化平台的用途（5-500字）'), { target: { value: '看看' } });
    fireEvent.click(submit);
    expect(await screen.findByText('申请理由至少5个字')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/center/ksh/apply')).toHaveLength(0);
    fireEvent.change(screen.getByPlaceholderText('请说明使用可视化平台的用途（5-500字）'), { target: { value: '知识产权局需要查看区人才指数，用于专利人才分析。' } });
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('POST', '/api/center/ksh/apply')).toHaveLength(1));
    expect(callsTo('POST', '/api/center/ksh/apply')[0]!.body).toEqual({ reason: '知识产权局需要查看区人才指数，用于专利人才分析。', days: 30 });
  });
});
