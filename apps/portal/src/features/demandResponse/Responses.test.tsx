import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const response = (id: number, stage: 'submitted' | 'allocated' | 'tracked', extra: object = {}) => ({
  id,
  demandId: 100 + id,
  postName: `数据分析师${id}`,
  entName: '广州演示科技有限公司',
  applicantName: '张伟',
  applicantPhone: '13700137001',
  source: 'online',
  resumeName: '张伟的简历.pdf',
  education: '大学本科',
  school: '南湾理工大学',
  major: '统计学',
  graduateDate: '2016-06-30',
  note: '期待加入',
  adminId: stage === 'submitted' ? null : 7,
  adminName: stage === 'submitted' ? '' : '李文华',
  stage,
  tracks: stage === 'tracked' ? 1 : 0,
  hidden: false,
  createdAt: '2026-10-20 10:00:00',
  ...extra,
});

describe('my responses (/myResponse)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(3, { name: '张伟' });
    fakeApi({
      'GET /api/demandResponse/myResponse': () => ok({ list: [response(1, 'tracked'), response(2, 'submitted')], total: 2 }),
      'GET /api/demandResponse/getDemandTarckById/1': () => ok([{ id: 55, content: '已电话联系，约定面试', userName: '李文华', createdAt: '2026-10-21 09:00:00', confirmedAt: null }]),
      'POST /api/demandResponse/confirmDemandTarckById': () => ok({ confirmedAt: '2026-10-22 09:00:00' }),
      'POST /api/demandResponse/deleteDemandResponseById/2': () => ok(null),
    });
  });

  it('shows each response with its progress and tracking records; the applicant confirms a record and withdraws a waiting one', async () => {
    renderApp('/myResponse');
    const cards = await screen.findAllByTestId('my-response');
    expect(cards.map((c) => within(c).getByTestId('my-response-post').textContent)).toEqual(['数据分析师1', '数据分析师2']);
    expect(within(cards[0]!).getByText('跟进人：李文华')).toBeInstanceOf(HTMLElement);
    // a tracked response opens its records at once
    const track = await within(cards[0]!).findByTestId('my-track');
    expect(track.textContent).toContain('已电话联系，约定面试');
    fireEvent.click(within(track).getByRole('button', { name: '确认属实', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/demandResponse/confirmDemandTarckById')).toHaveLength(1));
    expect(callsTo('POST', '/api/demandResponse/confirmDemandTarckById')[0]!.body).toEqual({ id: 55 });

    // only the waiting one can be withdrawn, after a confirmation
    expect(within(cards[0]!).queryByRole('button', { name: '撤回投递', hidden: true })).toBeNull();
    fireEvent.click(within(cards[1]!).getByRole('button', { name: '撤回投递', hidden: true }));
    fireEvent.click(await screen.findByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/demandResponse/deleteDemandResponseById/2')).toHaveLength(1));
  });

  it('shows staff and enterprises the 403 page: the page is for individuals', async () => {
    logoutAll();
    loginAs(2);
    renderApp('/myResponse');
    expect(within(await screen.findByTestId('forbidden')).getByText('此页面仅限个人用户访问')).toBeInstanceOf(HTMLElement);
    expect(callsTo('GET', '/api/demandResponse/myResponse')).toHaveLength(0);
  });
});

describe('allocation (/allocation)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
    fakeApi({
      'POST /api/demandResponse/selectAllResponse': () => ok({ list: [response(1, 'submitted', { applicantName: '王芳' }), response(2, 'allocated', { applicantName: '陈一', source: 'import', resumeName: '' })], total: 2 }),
      'GET /api/demandResponse/getGroupLists': () => ok([{ deptName: '就业中心', staff: [{ userId: 7, name: '李文华', responses: 3 }] }]),
      'GET /api/demandResponse/getStatistics': () => ok({ total: 62, submitted: 30, allocated: 20, tracked: 12, hidden: 3, imported: 57, thisMonth: 5, byStaff: [{ userId: 7, name: '李文华', responses: 32, tracked: 12 }] }),
      'GET /api/demandResponse/getGraduateDate': () => ok([{ year: '2023', count: 4 }, { year: '2024', count: 9 }]),
      'POST /api/demandResponse/allocation': () => ok({ updated: 1 }),
      'POST /api/demandResponse/unbindAdminId': () => ok({ updated: 1 }),
      'POST /api/demandResponse/automationAllocation': () => ok({ updated: 30, staff: [{ userId: 7, name: '李文华', added: 30, responses: 62 }] }),
    });
  });

  it('shows the statistics and allocates the selected response to the chosen staff member', async () => {
    renderApp('/allocation');
    expect((await screen.findByTestId('stat-待分配')).textContent).toBe('30');
    expect(screen.getByText('李文华：32 条，跟踪中 12 条')).toBeInstanceOf(HTMLElement);
    await screen.findAllByTestId('response-row', {}, { timeout: 5000 });
    const allocate = screen.getByRole('button', { name: '分配所选', hidden: true });
    expect(allocate).toHaveProperty('disabled', true);
    fireEvent.click(screen.getAllByLabelText('选择 王芳（数据分析师1）')[0]!);
    await waitFor(() => expect(screen.getAllByRole('option', { name: '李文华（就业中心，3条）', hidden: true }).length).toBeGreaterThan(0));
    fireEvent.change(screen.getByLabelText('分配给'), { target: { value: '7' } });
    // unbinding needs an allocated response among the selected
    expect(screen.getByRole('button', { name: '解绑所选（1）', hidden: true })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: '分配所选（1）', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/demandResponse/allocation')).toHaveLength(1));
    expect(callsTo('POST', '/api/demandResponse/allocation')[0]!.body).toEqual({ ids: [1], adminId: 7 });
  });

  it('asks before allocating every waiting response automatically, and unbinds an allocated one', async () => {
    renderApp('/allocation');
    await screen.findAllByTestId('response-row', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '自动分配', hidden: true }));
    expect(await screen.findByText('把全部待分配的投递平均分给就业中心的工作人员（先给负责最少的人）？')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/demandResponse/automationAllocation')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText('把全部待分配的投递平均分给就业中心的工作人员（先给负责最少的人）？')).toBeNull());

    fireEvent.click(screen.getAllByLabelText('选择 陈一（数据分析师2）')[0]!);
    fireEvent.click(screen.getByRole('button', { name: '解绑所选（1）', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/demandResponse/unbindAdminId')[0]?.body).toEqual({ ids: [2] }));
  });
});

describe('in-site mails in my messages (/userMessage)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(3, { name: '张伟' });
    fakeApi({
      'POST /api/notice/one/msg': () =>
        ok({
          list: [{ id: 9, kind: 'mail', noticeId: null, title: '面试通知', category: null, content: '请于下周一上午面试。', link: '/myResponse?id=1', deptName: '就业中心', publishTime: '2026-10-21 09:00:00', createdAt: '2026-10-21 09:00:00', read: false }],
          total: 1,
          unread: 1,
        }),
      'POST /api/notice/one/read': () => ok({ count: 0 }),
    });
  });

  it('opens a mail in place, marks it read by its message id, and links to its page', async () => {
    renderApp('/userMessage');
    const row = await screen.findByTestId('message-row', {}, { timeout: 5000 });
    expect(within(row).getByText('站内信')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(row).getByRole('button', { name: '面试通知', hidden: true }));
    expect((await within(row).findByTestId('mail-content')).textContent).toContain('请于下周一上午面试。');
    await waitFor(() => expect(callsTo('POST', '/api/notice/one/read')[0]?.body).toEqual({ messageIds: [9] }));
    expect(within(row).getByRole('link', { name: '前往查看', hidden: true }).getAttribute('href')).toBe('/myResponse?id=1');
  });
});
