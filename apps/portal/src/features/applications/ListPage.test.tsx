import { DEPARTMENTS } from '@portal/api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const item = (id: number, status: string) => ({
  id,
  applyNo: `ZF202600000${id}`,
  type: 'zhufang',
  typeLabel: '人才住房（公寓）申请',
  taskTypeCode: '20',
  status,
  statusLabel: status === 'awaiting_check' ? '待审核' : '审核通过',
  version: id + 10,
  applicantName: `申请人${id}`,
  applicantIdCard: '440106********1238',
  applicantPhone: '137****7001',
  entName: '广州演示科技有限公司',
  peopleCount: 0,
  amount: 0,
  submittedAt: '2026-11-20 11:00:00',
  updatedAt: '2026-11-20 11:00:00',
});

describe('application lists (/perBusiness, kept alive)', () => {
  beforeEach(() => logoutAll());

  it('reads the filters and the page from the URL and lists the individuals’ applications of the staff member’s department', async () => {
    loginAs(1, { name: '孙立', userType: [DEPARTMENTS.talentGroupApartments] });
    fakeApi({ 'GET /api/second/task/list': () => ok({ list: [item(1, 'awaiting_check'), item(2, 'agree')], total: 42 }) });
    renderApp('/perBusiness?type=zhufang&status=awaiting_check&keyword=%E5%BC%A0&page=2');
    const rows = await screen.findAllByTestId('application-row');
    expect(rows).toHaveLength(2);
    const params = Object.fromEntries(callsTo('GET', '/api/second/task/list').at(-1)!.params);
    expect(params).toMatchObject({ filer: 'person', type: 'zhufang', status: 'awaiting_check', keyword: '张', page: '2', limit: '20' });
    expect(screen.getByTestId('application-total').textContent).toBe('共 42 条申请');
    expect(within(rows[0]!).getAllByRole('link', { hidden: true })[0]!.getAttribute('href')).toBe('/perAuditDetail?id=1');
    expect((screen.getByLabelText('申请类型') as HTMLSelectElement).value).toBe('zhufang');
  });

  it('audits the chosen pending applications in one request with their versions and reports the outcome', async () => {
    loginAs(1, { name: '孙立', userType: [DEPARTMENTS.talentGroupApartments] });
    fakeApi({
      'GET /api/second/task/list': () => ok({ list: [item(1, 'awaiting_check'), item(2, 'agree'), item(3, 'awaiting_check')], total: 3 }),
      'POST /api/second/task/batchAudit': () =>
        ok({
          total: 2,
          succeeded: 1,
          failed: 1,
          results: [
            { id: 1, ok: true, code: 2000, msg: '', status: 'agree', version: 12 },
            { id: 3, ok: false, code: 4009, msg: '该申请已被他人处理，请刷新后重试', status: 'agree', version: 14 },
          ],
        }),
    });
    renderApp('/perBusiness');
    await screen.findAllByTestId('application-row');
    // only pending applications can be chosen
    expect(screen.queryByLabelText('选择 ZF2026000002')).toBeNull();
    fireEvent.click(screen.getByLabelText('全选本页待审核（2）'));
    const bar = await screen.findByTestId('batch-bar');
    fireEvent.click(within(bar).getByRole('button', { name: '批量退回修改', hidden: true }));
    expect(within(bar).getByText('请填写“退回修改”的意见')).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(bar).getByRole('button', { name: '批量审核通过', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/second/task/batchAudit')).toHaveLength(1));
    expect(callsTo('POST', '/api/second/task/batchAudit')[0]!.body).toEqual({ items: [{ id: 1, version: 11 }, { id: 3, version: 13 }], action: 'agree' });
    expect(await screen.findByText('已处理 1 条，1 条未成功')).toBeInstanceOf(HTMLElement);
    expect(await screen.findByText('ZF2026000003：该申请已被他人处理，请刷新后重试')).toBeInstanceOf(HTMLElement);
  });

  it('shows an individual only its own applications, opening its detail', async () => {
    loginAs(3, { name: '张伟' });
    fakeApi({ 'GET /api/second/apply/list': () => ok({ list: [item(5, 'awaiting_check')], total: 1 }) });
    renderApp('/perBusiness');
    const row = await screen.findByTestId('application-row');
    expect(within(row).getAllByRole('link', { hidden: true })[0]!.getAttribute('href')).toBe('/perBusDetail?id=5');
    expect(within(row).queryByRole('checkbox', { hidden: true })).toBeNull();
    expect(callsTo('GET', '/api/second/task/list')).toHaveLength(0);
  });
});
