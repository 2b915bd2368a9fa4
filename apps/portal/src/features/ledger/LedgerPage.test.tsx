import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// the server answers identity and mobile numbers masked (issue 24)
const record = { id: 3, name: '黄小明', idCard: '440106********1235', phone: '138****8123', serviceType: '岗位推荐', content: '推荐至南湾科技面试', serviceDate: '2026-03-01', result: '已录用', userName: '李文华', updatedAt: '2026-03-01 10:00:00' };

describe('a ledger page: track service records (/track-service)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
    fakeApi({
      'POST /trackRecord/pageList': () => ok({ list: [record], total: 41 }),
      'POST /trackRecord/addUpd': () => ok({ id: 4 }),
      'POST /trackRecord/delete/3': () => ok(null),
    });
  });

  it('sends the filters from the URL and shows the records with masked identity numbers', async () => {
    renderApp('/track-service?serviceType=%E5%B2%97%E4%BD%8D%E6%8E%A8%E8%8D%90&beginTime=2026-01-01&keyword=%E9%BB%84');
    const row = (await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 }))[0]!;
    expect(row.textContent).toContain('黄小明');
    expect(row.textContent).toContain('440106********1235');
    expect(screen.getByTestId('ledger-total').textContent).toBe('共 41 条记录');
    expect(callsTo('POST', '/trackRecord/pageList').at(-1)!.body).toEqual({ page: 1, limit: 20, keyword: '黄', serviceType: '岗位推荐', beginTime: '2026-01-01' });
  });

  it('checks a new record with the contract rules before saving it, and deletes after a confirmation', async () => {
    renderApp('/track-service');
    await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: '新增记录', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: '新增跟踪服务记录', hidden: true });
    const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
    fireEvent.change(field('姓名'), { target: { value: '刘一' } });
    fireEvent.change(field('身份证号码'), { target: { value: '440106199001011234' } });
    fireEvent.change(field('手机号码'), { target: { value: '13800000001' } });
    fireEvent.change(field('服务日期'), { target: { value: '2026-02-01' } });
    fireEvent.change(field('服务内容'), { target: { value: '面谈了解就业意向' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));
    expect(await within(dialog).findByText('身份证号码应为18位，且出生日期和校验位正确')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/trackRecord/addUpd')).toHaveLength(0);
    fireEvent.change(field('身份证号码'), { target: { value: '440106199001011235' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/trackRecord/addUpd')).toHaveLength(1));
    expect(callsTo('POST', '/trackRecord/addUpd')[0]!.body).toEqual({ name: '刘一', idCard: '440106199001011235', phone: '13800000001', serviceType: '岗位推荐', content: '面谈了解就业意向', serviceDate: '2026-02-01' });

    fireEvent.click(screen.getAllByRole('button', { name: '删除', hidden: true })[0]!);
    expect(await screen.findByText('确定删除“黄小明”的这条跟踪服务记录吗？')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/trackRecord/delete/3')).toHaveLength(1));
  });
});

describe('the 显示 button beside a masked number (issue 24)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(1, { name: '李文华', deptName: '就业中心', userType: ['就业中心'] });
  });

  it('asks the server for the whole number with the page, shows it in place, and keeps the others masked', async () => {
    fakeApi({
      'POST /trackRecord/pageList': () => ok({ list: [record], total: 1 }),
      'POST /api/personalData/reveal': (c) => ok({ value: (c.body as { field: string }).field === 'idCard' ? '440106199001011235' : '13800138123' }),
    });
    renderApp('/track-service');
    const row = (await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 }))[0]!;
    fireEvent.click(within(row).getByRole('button', { name: '显示完整身份证号', hidden: true }));
    await waitFor(() => expect(row.textContent).toContain('440106199001011235'));
    expect(callsTo('POST', '/api/personalData/reveal').map((c) => c.body)).toEqual([{ source: 'trackRecord', id: 3, field: 'idCard', page: '/track-service' }]);
    expect(within(row).queryByRole('button', { name: '显示完整身份证号', hidden: true })).toBeNull();
    expect(row.textContent).toContain('138****8123');
  });

  it('keeps the number masked and shows the server’s message when the role may not see it', async () => {
    fakeApi({
      'POST /trackRecord/pageList': () => ok({ list: [record], total: 1 }),
      'POST /api/personalData/reveal': () => fail(4003, '您的岗位无权查看完整号码，本次操作已记录'),
    });
    renderApp('/track-service');
    const row = (await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 }))[0]!;
    fireEvent.click(within(row).getByRole('button', { name: '显示完整手机号', hidden: true }));
    expect(await screen.findByText('您的岗位无权查看完整号码，本次操作已记录')).toBeInstanceOf(HTMLElement);
    expect(row.textContent).toContain('138****8123');
    expect(within(row).getByRole('button', { name: '显示完整手机号', hidden: true })).toBeInstanceOf(HTMLElement);
  });

  it('fills the 修改 form with the whole numbers from the server, so an unchanged record saves', async () => {
    fakeApi({
      'POST /trackRecord/pageList': () => ok({ list: [record], total: 1 }),
      'POST /api/personalData/reveal': (c) => ok({ value: (c.body as { field: string }).field === 'idCard' ? '440106199001011235' : '13800138123' }),
      'POST /trackRecord/addUpd': () => ok({ id: 3 }),
    });
    renderApp('/track-service');
    const row = (await screen.findAllByTestId('ledger-row', {}, { timeout: 5000 }))[0]!;
    fireEvent.click(within(row).getByRole('button', { name: '修改', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: '修改跟踪服务记录', hidden: true });
    await waitFor(() => expect((within(dialog).getByLabelText(/^身份证号码/) as HTMLInputElement).value).toBe('440106199001011235'));
    expect((within(dialog).getByLabelText(/^手机号码/) as HTMLInputElement).value).toBe('13800138123');
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/trackRecord/addUpd')).toHaveLength(1));
    expect(callsTo('POST', '/trackRecord/addUpd')[0]!.body).toMatchObject({ id: 3, idCard: '440106199001011235', phone: '13800138123' });
  });
});
