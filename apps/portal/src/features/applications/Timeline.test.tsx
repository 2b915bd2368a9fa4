import { DEPARTMENTS, type TimelineEntry } from '@portal/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp, renderInRouter } from '../../test/render';
import { ApplicationTimeline } from './Timeline';

const steps: TimelineEntry[] = [
  { id: 1, action: 'fill', actionLabel: '提交申请', fromStatus: null, toStatus: 'awaiting_check', actorName: '张伟', actorRole: 'applicant', comment: '', at: '2026-11-20 09:00:00' },
  { id: 2, action: 'against', actionLabel: '退回修改', fromStatus: 'awaiting_check', toStatus: 'against', actorName: '孙立', actorRole: 'staff', comment: '请补充租赁合同', at: '2026-11-20 10:15:00' },
  { id: 3, action: 'fill', actionLabel: '提交申请', fromStatus: 'against', toStatus: 'awaiting_check', actorName: '张伟', actorRole: 'applicant', comment: '', at: '2026-11-20 11:00:00' },
  { id: 4, action: 'agree', actionLabel: '审核通过', fromStatus: 'awaiting_check', toStatus: 'agree', actorName: '孙立', actorRole: 'staff', comment: '', at: '2026-11-21 08:30:00' },
];

/** An application as staff of its department get it (task/adminDetail): the applicant's numbers masked, revealable. */
const detail = (status: string, allowedActions: string[], mayRevealNumbers = true) => ({
  id: 9,
  applyNo: 'ZF2026000009',
  type: 'zhufang',
  typeLabel: '人才住房（公寓）申请',
  taskTypeCode: '20',
  status,
  statusLabel: '待审核',
  version: 4,
  applicantName: '张伟',
  applicantIdCard: '440106********1238',
  applicantPhone: '137****7001',
  entName: '广州演示科技有限公司',
  peopleCount: 0,
  amount: 0,
  submittedAt: '2026-11-20 11:00:00',
  updatedAt: '2026-11-20 11:00:00',
  filedBy: 'person',
  fields: { name: '张伟', roomType: '一房', preferredStreet: '440120001' },
  attachments: [],
  eligibility: [{ rule: 'socialMonths', label: '本区参保月数', ok: true, message: '已参保 14 个月' }],
  scores: [],
  suggestedScore: null,
  timeline: steps.slice(0, 3),
  allowedActions,
  mayRevealNumbers,
  publicityStart: null,
  publicityEnd: null,
});

describe('the application timeline', () => {
  it('shows each step with its action, the status it left and reached, who in which role, the time and the note', async () => {
    renderInRouter(<ApplicationTimeline steps={steps} />);
    const rows = await screen.findAllByTestId('timeline-step');
    expect(rows).toHaveLength(4);
    expect(rows.map((r) => within(r).getByTestId('timeline-action').textContent)).toEqual(['提交申请', '退回修改', '提交申请', '审核通过']);
    expect(rows.map((r) => within(r).getByTestId('timeline-to').textContent)).toEqual(['待审核', '退回修改', '待审核', '审核通过']);
    expect(rows[0]!.textContent).toContain('新建 →');
    expect(rows[1]!.textContent).toContain('待审核 →');
    expect(rows[1]!.textContent).toContain('孙立（工作人员）2026-11-20 10:15:00');
    expect(within(rows[1]!).getByTestId('timeline-comment').textContent).toBe('意见：请补充租赁合同');
    expect(within(rows[3]!).queryByTestId('timeline-comment')).toBeNull();
  });

  it('says so when nothing has been recorded yet', async () => {
    renderInRouter(<ApplicationTimeline steps={[]} />);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('暂无办理记录');
  });
});

describe('staff audit (/perAuditDetail)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '孙立', deptName: '人才集团', userType: [DEPARTMENTS.talentGroupApartments] });
  });

  it('requires a note to return an application for correction, sends the version shown, and shows a 4009 without changing the page', async () => {
    fakeApi({
      'GET /api/address/getAddress': () => ok({ streets: [{ code: '440120001', name: '北岭街道' }], industries: [] }),
      'GET /api/second/task/adminDetail': () => ok(detail('awaiting_check', ['agree', 'refused', 'against', 'fail'])),
      'POST /api/second/task/audit': () => fail(4009, '该申请已被他人处理，请刷新后重试'),
    });
    renderApp('/perAuditDetail?id=9');
    const box = await screen.findByTestId('action-box');
    expect(within(box).getAllByRole('button', { hidden: true }).map((b) => b.textContent)).toEqual(['审核通过', '退回修改', '审核不通过', '办理失败']);
    expect(await screen.findByTestId('value-preferredStreet')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(screen.getByTestId('value-preferredStreet').textContent).toBe('北岭街道'));
    expect(screen.getAllByTestId('timeline-step')).toHaveLength(3);

    fireEvent.click(within(box).getByRole('button', { name: '退回修改', hidden: true }));
    expect(within(box).getByText('请填写“退回修改”的意见')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/second/task/audit')).toHaveLength(0);

    fireEvent.change(within(box).getByLabelText('办理意见'), { target: { value: '请补充租赁合同' } });
    fireEvent.click(within(box).getByRole('button', { name: '退回修改', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/second/task/audit')).toHaveLength(1));
    expect(callsTo('POST', '/api/second/task/audit')[0]!.body).toEqual({ id: 9, version: 4, action: 'against', comment: '请补充租赁合同' });
    expect(await screen.findByText('该申请已被他人处理，请刷新后重试')).toBeInstanceOf(HTMLElement);
    expect((within(box).getByLabelText('办理意见') as HTMLTextAreaElement).value).toBe('请补充租赁合同');
    expect(screen.getAllByTestId('application-status')[0]!.textContent).toBe('待审核');
  });

  it('shows the applicant’s numbers masked and reveals one on a click, naming the page for the access log (issue 24)', async () => {
    fakeApi({
      'GET /api/address/getAddress': () => ok({ streets: [], industries: [] }),
      'GET /api/second/task/adminDetail': () => ok(detail('awaiting_check', ['agree', 'refused', 'against', 'fail'])),
      'POST /api/personalData/reveal': (c) => ok({ value: (c.body as { field: string }).field === 'applicantIdCard' ? '440106199206181238' : '13700137001' }),
    });
    renderApp('/perAuditDetail?id=9');
    const summary = await screen.findByTestId('application-summary');
    expect(within(summary).getAllByTestId('masked-number').map((n) => n.textContent)).toEqual(['440106********1238', '137****7001']);
    fireEvent.click(within(summary).getByRole('button', { name: '显示完整身份证号', hidden: true }));
    await waitFor(() => expect(within(summary).getAllByTestId('masked-number')[0]!.textContent).toBe('440106199206181238'));
    expect(callsTo('POST', '/api/personalData/reveal').map((c) => c.body)).toEqual([{ source: 'application', id: 9, field: 'applicantIdCard', page: '/perAuditDetail' }]);
    expect(within(summary).queryByRole('button', { name: '显示完整身份证号', hidden: true })).toBeNull();
    expect(within(summary).getByRole('button', { name: '显示完整手机号', hidden: true })).toBeInstanceOf(HTMLElement);
  });

  it('offers no reveal where the server says the viewer may not (an expert)', async () => {
    fakeApi({
      'GET /api/address/getAddress': () => ok({ streets: [], industries: [] }),
      'GET /api/second/task/adminDetail': () => ok(detail('awaiting_check', [], false)),
    });
    renderApp('/perAuditDetail?id=9');
    const summary = await screen.findByTestId('application-summary');
    expect(within(summary).getAllByTestId('masked-number').map((n) => n.textContent)).toEqual(['440106********1238', '137****7001']);
    expect(within(summary).queryByRole('button', { name: /^显示完整/, hidden: true })).toBeNull();
  });
});
