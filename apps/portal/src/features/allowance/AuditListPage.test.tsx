import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AreaAuditPerson } from '@portal/api';

// Chakra's responsive styles (table from md, cards below) make jsdom, which has no layout, count
// some elements as hidden: role queries pass { hidden: true } (as StaffPage.test.tsx).
import { callsTo, fail, fakeApi, ok, type FakeCall } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const person = (id: number, status: AreaAuditPerson['status'] = 'awaiting_check'): AreaAuditPerson => ({
  id,
  name: `申报人${id}`,
  idCard: '440106********1234',
  phone: '138****0000',
  companyId: 1,
  companyName: '广州测试科技有限公司',
  streetName: '南湾街道',
  subsidyItem: '见习补贴',
  year: 2026,
  amount: 3000,
  education: '大学本科',
  status,
  version: 0,
  comment: '',
  auditedBy: '',
  auditedAt: null,
  expertScore: null,
  pushedAt: null,
});

const auditor = { 'GET /api/allowance/areaAudit/abilities': () => ok({ audit: true, evaluate: true, fullNumbers: true }) };
const account = {
  'GET /api/allowance/areaAudit/accountInfo': () => ok({ bound: false, accountNum: '', boundAt: null }),
  'GET /allowance/pushData/loginInfo': () => ok({ accountNum: '', loggedIn: false, sessionExpiresAt: null, lastPushAt: null, lastPushOk: null, lastPushMessage: '' }),
};

describe('person area audit (/modifyGJN)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
  });

  it('shows the records, then batch-audits the selected ones in one request and reports each record that was not changed', async () => {
    let rows = [person(1), person(2), person(3, 'agree')];
    fakeApi({
      ...auditor,
      ...account,
      'GET /api/allowance/areaAudit/personList': () => ok({ list: rows, total: rows.length }),
      'POST /api/allowance/areaAudit/batchAudit': (c: FakeCall) => {
        const { ids, status } = c.body as { ids: number[]; status: 'against' };
        rows = rows.map((r) => (ids.includes(r.id) && r.status === 'awaiting_check' ? { ...r, status } : r));
        return ok({
          succeeded: 2,
          failed: 1,
          results: [
            { id: 1, ok: true, status, message: '操作成功' },
            { id: 2, ok: true, status, message: '操作成功' },
            { id: 3, ok: false, status: 'agree', message: '当前状态为“审核通过”，不能改为“退回修改”' },
          ],
        });
      },
    });
    renderApp('/modifyGJN');
    await screen.findAllByText('申报人1');
    expect(screen.getByTestId('audit-total').textContent).toBe('共 3 条');
    const table = within(screen.getByTestId('audit-list'));
    for (const n of [1, 2, 3]) fireEvent.click((await table.findAllByLabelText(`选择 申报人${n}`))[0]!);
    fireEvent.change(screen.getByLabelText('审核意见'), { target: { value: '请补充劳动合同' } });
    fireEvent.click(screen.getByRole('button', { name: '退回修改', hidden: true }));

    const outcome = await screen.findByTestId('batch-outcome');
    expect(outcome.textContent).toContain('2 条已处理，1 条未处理');
    expect(outcome.textContent).toContain('申报人3：当前状态为“审核通过”，不能改为“退回修改”');
    const sent = callsTo('POST', '/api/allowance/areaAudit/batchAudit');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ kind: 'person', ids: [1, 2, 3], status: 'against', comment: '请补充劳动合同' });
    // the list is asked again and shows the new statuses
    await waitFor(() => expect(within(screen.getByTestId('audit-list')).getAllByText('退回修改').length).toBeGreaterThanOrEqual(2));
  });

  it('offers no audit buttons to a reader and says so', async () => {
    fakeApi({
      'GET /api/allowance/areaAudit/abilities': () => ok({ audit: false, evaluate: false, fullNumbers: false }),
      'GET /api/allowance/areaAudit/personList': () => ok({ list: [person(1)], total: 1 }),
    });
    renderApp('/modifyGJN');
    await screen.findAllByText('申报人1');
    expect(await screen.findByText('您可以查看，但没有审核权限')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: '退回修改', hidden: true })).toBeNull();
    expect(screen.queryByTestId('account-panel')).toBeNull();
    // issue 24: masked, with neither a reveal nor a full export for this role
    expect(within(screen.getByTestId('audit-list')).getAllByTestId('masked-number')[0]!.textContent).toBe('440106********1234');
    expect(screen.queryByRole('button', { name: '显示完整身份证号', hidden: true })).toBeNull();
    expect(screen.queryByRole('button', { name: '导出完整号码', hidden: true })).toBeNull();
    expect(screen.getByRole('button', { name: '导出', hidden: true })).toBeInstanceOf(HTMLElement);
  });

  it('shows identity numbers masked to an auditor, reveals one on a click and exports full numbers only when asked (issue 24)', async () => {
    fakeApi({
      ...auditor,
      ...account,
      'GET /api/allowance/areaAudit/personList': () => ok({ list: [person(1)], total: 1 }),
      'POST /api/personalData/reveal': () => ok({ value: '440106199001011234' }),
      // the fake API answers JSON only: the download is checked by its request, not its file
      'GET /api/allowance/areaAudit/personExport': () => ok(null),
    });
    renderApp('/modifyGJN');
    const table = within(await screen.findByTestId('audit-list'));
    const row = (await table.findAllByTestId('audit-row'))[0]!;
    expect(within(row).getByTestId('masked-number').textContent).toBe('440106********1234');
    fireEvent.click(within(row).getByRole('button', { name: '显示完整身份证号', hidden: true }));
    await waitFor(() => expect(within(row).getByTestId('masked-number').textContent).toBe('440106199001011234'));
    expect(callsTo('POST', '/api/personalData/reveal').map((c) => c.body)).toEqual([{ source: 'areaAuditPerson', id: 1, field: 'idCard', page: '/modifyGJN' }]);

    fireEvent.click(screen.getByRole('button', { name: '导出', hidden: true }));
    await waitFor(() => expect(callsTo('GET', '/api/allowance/areaAudit/personExport')).toHaveLength(1));
    expect(callsTo('GET', '/api/allowance/areaAudit/personExport')[0]!.params.get('fullNumbers')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '导出完整号码', hidden: true }));
    await waitFor(() => expect(callsTo('GET', '/api/allowance/areaAudit/personExport')).toHaveLength(2));
    const full = callsTo('GET', '/api/allowance/areaAudit/personExport')[1]!.params;
    expect([full.get('fullNumbers'), full.get('page')]).toEqual(['true', '/modifyGJN']);
  });

  it('shows the person’s identity number and phone masked in the detail, with the reveal for an auditor', async () => {
    fakeApi({
      ...auditor,
      ...account,
      'GET /api/allowance/areaAudit/personList': () => ok({ list: [person(1)], total: 1 }),
      'GET /api/allowance/areaAudit/personDetail/1': () => ok({ person: person(1), school: '广州大学', certificateNo: '', history: [], scores: [] }),
      'GET /api/allowance/areaAudit/socialPay': () => ok({ months: 0, periods: [] }),
      'GET /api/allowance/areaAudit/degree': () => ok({ claimed: '大学本科', school: '广州大学', certificateNo: '', recorded: null, result: 'unknown', message: '无记录' }),
      'GET /api/allowance/areaAudit/subsidies': () => ok({ total: 0, granted: [] }),
      'POST /api/personalData/reveal': () => ok({ value: '13800000000' }),
    });
    renderApp('/modifyGJN');
    const table = within(await screen.findByTestId('audit-list'));
    fireEvent.click((await table.findAllByRole('button', { name: '申报人1', hidden: true }))[0]!);
    const phone = await screen.findByRole('button', { name: '显示完整手机号', hidden: true });
    expect(screen.getAllByText('138****0000').length).toBeGreaterThan(0);
    fireEvent.click(phone);
    await waitFor(() => expect(callsTo('POST', '/api/personalData/reveal')).toHaveLength(1));
    expect(callsTo('POST', '/api/personalData/reveal')[0]!.body).toEqual({ source: 'areaAuditPerson', id: 1, field: 'phone', page: '/modifyGJN' });
    expect(await screen.findByText('13800000000')).toBeInstanceOf(HTMLElement);
  });

  it('shows the empty state, and the error state with a retry that loads the list', async () => {
    let down = true;
    fakeApi({
      ...auditor,
      ...account,
      'GET /api/allowance/areaAudit/personList': (c) => {
        if (down) return fail(5000, '服务器内部错误');
        if (c.params.get('keyword') === '无此人') return ok({ list: [], total: 0 });
        return ok({ list: [person(7)], total: 1 });
      },
    });
    renderApp('/modifyGJN');
    expect(await screen.findByText('加载失败')).toBeInstanceOf(HTMLElement);
    down = false;
    fireEvent.click(screen.getByRole('button', { name: '重新加载', hidden: true }));
    await screen.findAllByText('申报人7');

    fireEvent.change(screen.getByLabelText('关键字'), { target: { value: '无此人' } });
    fireEvent.click(screen.getByRole('button', { name: '搜索', hidden: true }));
    expect(await screen.findByText('没有符合条件的记录')).toBeInstanceOf(HTMLElement);
  });

  it('binds the external account with the password as a query parameter and never shows it again', async () => {
    let bound = false;
    fakeApi({
      ...auditor,
      ...account,
      'GET /api/allowance/areaAudit/personList': () => ok({ list: [], total: 0 }),
      'GET /api/allowance/areaAudit/accountInfo': () => ok(bound ? { bound: true, accountNum: 'jy*****01', boundAt: '2026-11-21 10:00:00' } : { bound: false, accountNum: '', boundAt: null }),
      'POST /api/allowance/areaAudit/bindAccount': () => {
        bound = true;
        return ok({ bound: true, accountNum: 'jy*****01', boundAt: '2026-11-21 10:00:00' });
      },
    });
    renderApp('/modifyGJN');
    const panel = within(await screen.findByTestId('account-panel'));
    fireEvent.click(await panel.findByRole('button', { name: '去绑定', hidden: true }));
    fireEvent.change(await panel.findByLabelText(/补贴系统账号/), { target: { value: 'jyzx_gz01' } });
    fireEvent.change(panel.getByLabelText(/补贴系统密码/), { target: { value: 'Zfbt#2026' } });
    fireEvent.click(panel.getByRole('button', { name: '绑定账号', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('account-state').textContent).toContain('已绑定：jy*****01'));
    const call = callsTo('POST', '/api/allowance/areaAudit/bindAccount')[0]!;
    expect([call.params.get('accountNum'), call.params.get('password')]).toEqual(['jyzx_gz01', 'Zfbt#2026']);
    expect(screen.getByTestId('account-panel').textContent).not.toContain('Zfbt#2026');
  });
});
