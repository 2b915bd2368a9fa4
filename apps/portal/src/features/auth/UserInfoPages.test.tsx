import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useSession } from '@portal/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';
import { loginResultFixture } from './testFixtures';

describe('my information (/modifyUserInfo, /modifyUserInfoEdit, /modifyFilledBy)', () => {
  beforeEach(() => {
    logoutAll();
  });

  it('shows an enterprise its account and filler, with the ways to change them', async () => {
    loginAs(2, { userName: 'ent_demo', name: '陈晓明' });
    renderApp('/modifyUserInfo');
    const card = await screen.findByTestId('user-info');
    expect(card.textContent).toContain('ent_demo');
    expect(card.textContent).toContain('填报人姓名陈晓明');
    expect(screen.getByRole('link', { name: '修改信息', hidden: true }).getAttribute('href')).toBe('/modifyUserInfoEdit');
    expect(screen.getByRole('link', { name: '更换填报人', hidden: true }).getAttribute('href')).toBe('/modifyFilledBy');
  });

  it('changes the filler through restFilledBy and updates the stored user', async () => {
    loginAs(2, { userName: 'ent_demo', name: '陈晓明' });
    fakeApi({ 'POST /api/ent/login/restFilledBy': () => ok(loginResultFixture(2, { userName: 'ent_demo', name: '王小红' })) });
    const { router } = renderApp('/modifyFilledBy');
    expect((await screen.findByTestId('filled-by')).textContent).toContain('当前填报人：陈晓明');
    fireEvent.change(screen.getByLabelText(/^填报人姓名/), { target: { value: '王小红' } });
    fireEvent.click(screen.getByRole('button', { name: '保存资料', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/ent/login/restFilledBy')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/login/restFilledBy')[0]!.body).toEqual({ name: '王小红' });
    await waitFor(() => expect(useSession.getState().user?.name).toBe('王小红'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/business'));
  });

  it('tells government staff that administrators keep their details, and gives them no edit page', async () => {
    loginAs(1, { userName: 'staff_jyzx', name: '张敏', deptName: '就业中心' });
    renderApp('/modifyUserInfo');
    expect(await screen.findByText('政府工作人员的姓名和所属部门由系统管理员维护，如需修改请联系管理员。')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('link', { name: '修改信息', hidden: true })).toBeNull();
    logoutAll();
    loginAs(1, { userName: 'staff_jyzx', name: '张敏', deptName: '就业中心' });
    renderApp('/modifyUserInfoEdit');
    expect((await screen.findByTestId('forbidden')).textContent).toContain('工作人员和院校的信息由系统管理员维护');
  });
});
