import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

// Chakra's responsive styles (table from md, cards below; dialog sizes) make jsdom, which has no
// layout, count some elements as hidden: role queries pass { hidden: true } (as SiteHeader.test.tsx).
import { callsTo, fakeApi, ok, fail, type FakeCall } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';
import { idCardCheckChar, maskIdCard, maskMobile } from '@portal/validators';

/** A valid identity number with sequence `seq`. */
const idCard = (seq: number) => {
  const body = `44010619900101${String(seq).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
};
/** A valid identity number ending in X, as a user may type it (lower case). */
const withX = Array.from({ length: 300 }, (_, i) => idCard(i)).find((c) => c.endsWith('X'))!;

/** A staff record as the server lists it: identity and mobile numbers masked (issue 24). */
const person = (i: number) => ({
  id: i,
  name: `员工${i}`,
  idCard: maskIdCard(idCard(i)),
  sex: '男',
  age: 36,
  phone: maskMobile(`1380000${String(i).padStart(4, '0')}`),
  education: '大学本科',
  position: '工程师',
  entryDate: '2024-03-01',
  leftOn: i === 2 ? '2025-01-31' : null,
});

/** A fake staff table answering page/limit/keyword like the server. */
function staffTable(total: number) {
  const rows = Array.from({ length: total }, (_, i) => person(i + 1));
  return (c: FakeCall) => {
    const page = Number(c.params.get('page') ?? 1);
    const limit = Number(c.params.get('limit') ?? 20);
    const found = rows.filter((r) => r.name.includes(c.params.get('keyword') ?? ''));
    return ok({ list: found.slice((page - 1) * limit, page * limit), total: found.length });
  };
}

describe('staff records (/talentdata)', () => {
  beforeEach(() => {
    logoutAll();
    loginAs(2, { name: '陈晓明' });
  });

  it('sends a visitor to the enterprise login with 请先登录', async () => {
    logoutAll();
    const { router } = renderApp('/talentdata');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('请先登录')).toBeInstanceOf(HTMLElement);
  });

  it('lists the records of the page and searches by keyword, education and status through the URL', async () => {
    fakeApi({ 'GET /api/ent/personal/personalList': staffTable(45) });
    const { router } = renderApp('/talentdata?page=2');
    await screen.findAllByText('员工21');
    expect(screen.getByTestId('staff-total').textContent).toBe('共 45 人');
    const row = screen.getAllByTestId('staff-row').find((r) => r.textContent?.includes('员工21'))!;
    expect(row.textContent).toContain(maskIdCard(idCard(21)));
    expect(within(row).getByRole('button', { name: '显示完整身份证号', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(within(row).getByRole('button', { name: '显示完整手机号', hidden: true })).toBeInstanceOf(HTMLElement);
    // the filter bar's own subtree: a role query over the whole page (shell, menus, 20 rows) takes about a second in jsdom
    const filters = within(screen.getByLabelText('姓名或身份证号').closest('form')!);
    fireEvent.change(filters.getByLabelText('姓名或身份证号'), { target: { value: '员工1' } });
    fireEvent.change(filters.getByLabelText('最高学历'), { target: { value: '硕士研究生' } });
    fireEvent.change(filters.getByLabelText('在职状态'), { target: { value: 'left' } });
    fireEvent.click(filters.getByRole('button', { name: '搜索', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: '员工1', education: '硕士研究生', status: 'left' }));
    const last = callsTo('GET', '/api/ent/personal/personalList').at(-1)!;
    expect([last.params.get('keyword'), last.params.get('education'), last.params.get('status'), last.params.get('page')]).toEqual(['员工1', '硕士研究生', 'left', '1']);
  });

  it('checks a new record with the contract rules before sending it', async () => {
    fakeApi({ 'GET /api/ent/personal/personalList': staffTable(0), 'POST /api/ent/personal/modify': () => ok({ id: 99 }) });
    renderApp('/talentdata');
    fireEvent.click(await screen.findByRole('button', { name: '新增人员', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: '新增人员', hidden: true });
    fireEvent.change(await within(dialog).findByLabelText(/^姓名/), { target: { value: '张三' } });
    fireEvent.change(within(dialog).getByLabelText(/^身份证号码/), { target: { value: '440106199013011234' } });
    fireEvent.change(within(dialog).getByLabelText(/^手机号码/), { target: { value: '1380013' } });
    fireEvent.change(within(dialog).getByLabelText(/^入职日期/), { target: { value: '2024-03-01' } });
    fireEvent.click(await within(dialog).findByRole('button', { name: '保存', hidden: true }));
    expect(await within(dialog).findByText('身份证号码应为18位，且出生日期和校验位正确')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('手机号码应为11位大陆手机号')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/personal/modify')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^身份证号码/), { target: { value: withX.toLowerCase() } });
    fireEvent.change(within(dialog).getByLabelText(/^手机号码/), { target: { value: '13800138000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/ent/personal/modify')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/personal/modify')[0]!.body).toEqual({ name: '张三', idCard: withX, phone: '13800138000', education: '大学本科', entryDate: '2024-03-01' });
  });

  it('keeps what was typed when the server refuses the record', async () => {
    fakeApi({
      'GET /api/ent/personal/personalList': staffTable(1),
      'POST /api/personalData/reveal': (c) => ok({ value: (c.body as { field: string }).field === 'idCard' ? idCard(1) : '13800000001' }),
      'POST /api/ent/personal/modify': () => fail(4009, '身份证号码重复'),
    });
    renderApp('/talentdata');
    fireEvent.click((await screen.findAllByRole('button', { name: '编辑 员工1', hidden: true }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: '编辑人员', hidden: true });
    fireEvent.change(await within(dialog).findByLabelText(/^岗位/), { target: { value: '主管' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存', hidden: true }));
    expect(await screen.findByText('身份证号码重复')).toBeInstanceOf(HTMLElement);
    expect((within(dialog).getByLabelText(/^岗位/) as HTMLInputElement).value).toBe('主管');
    // the form holds the whole numbers the server revealed for the edit, not the masked ones of the list
    expect(callsTo('POST', '/api/ent/personal/modify')[0]!.body).toMatchObject({ id: 1, position: '主管', idCard: idCard(1), phone: '13800000001' });
    expect(callsTo('POST', '/api/personalData/reveal').map((c) => c.body)).toEqual([
      { source: 'staff', id: 1, field: 'idCard', page: '/talentdata' },
      { source: 'staff', id: 1, field: 'phone', page: '/talentdata' },
    ]);
  });

  it('deletes the selected records after confirmation, with the ids in the path', async () => {
    fakeApi({ 'GET /api/ent/personal/personalList': staffTable(3), 'POST /api/ent/personal/remove/1%2C3': () => ok({ removed: 2 }) });
    renderApp('/talentdata');
    fireEvent.click((await screen.findAllByLabelText('选择 员工1'))[0]!);
    fireEvent.click(screen.getAllByLabelText('选择 员工3')[0]!);
    fireEvent.click(screen.getByRole('button', { name: '删除所选（2）', hidden: true }));
    const confirm = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(confirm).getByText('确定删除所选的 2 人的人员记录吗？删除后不可恢复。')).toBeInstanceOf(HTMLElement);
    fireEvent.click(await within(confirm).findByRole('button', { name: '确定', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/ent/personal/remove/1%2C3')).toHaveLength(1));
    expect(await screen.findByText('已删除 2 条人员记录')).toBeInstanceOf(HTMLElement);
  });

  it('imports a workbook and shows each rejected row with its column and reason', async () => {
    fakeApi({
      'GET /api/ent/personal/personalList': staffTable(0),
      'POST /api/ent/personal/import': () =>
        ok({ total: 200, inserted: 197, updated: 0, problems: [{ row: 5, column: '身份证号码', reason: '身份证号码应为18位，且出生日期和校验位正确' }, { row: 9, column: '手机号码', reason: '手机号码应为11位大陆手机号' }], errorWorkbook: 'UEsDBA==' }),
    });
    renderApp('/talentdata');
    fireEvent.click((await screen.findAllByRole('button', { name: '导入人员', hidden: true }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: '导入人员', hidden: true });
    const start = await within(dialog).findByRole('button', { name: '开始导入', hidden: true });
    expect((start as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('import-file'), { target: { files: [new File(['x'], '人员.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })] } });
    await waitFor(() => expect((start as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(start);
    expect((await within(dialog).findByTestId('import-summary')).textContent).toBe('共读取 200 行：新增 197 人，更新 0 人，2 行未导入');
    const problems = within(dialog).getAllByTestId('import-problem');
    expect(problems.map((p) => p.textContent)).toEqual(['第5行身份证号码身份证号码应为18位，且出生日期和校验位正确', '第9行手机号码手机号码应为11位大陆手机号']);
    expect(within(dialog).getByRole('button', { name: '下载错误报告', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/personal/import')).toHaveLength(1);
  });
});
