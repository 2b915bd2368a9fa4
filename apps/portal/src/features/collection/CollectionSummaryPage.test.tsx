import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const STREET = { code: '440120002', name: '南湾街道' };
const row = (id: number, name: string, filledYears: number[]) => ({ id, name, creditCode: `91440120MA5ABC${String(id).padStart(4, '0')}`, streetName: STREET.name, industryName: '制造业', talentCount: 20 + id, filledYears });
const empty = { year: 2024, revenue: null, tax: null, rdInput: null, talentInput: null, patents: null, demand: null };

describe('the data-collection summary (/entdataAll, issue 13)', () => {
  beforeEach(() => {
    logoutAll();
    fakeApi({
      'GET /api/summary/administerList': () => ok({ kind: 'enterprise', streets: [STREET], industries: [{ code: 'C', name: '制造业' }, { code: 'I', name: '信息传输、软件和信息技术服务业' }], allStreets: false, allIndustries: true }),
      'GET /api/entData/collect/statistics': () =>
        ok({
          year: 2025,
          years: [2024, 2025],
          overall: { total: 80, filled: 73, rate: 91.3 },
          byStreet: [{ code: STREET.code, name: STREET.name, total: 80, filled: 73, rate: 91.3 }],
          byIndustry: [
            { code: 'C', name: '制造业', total: 50, filled: 45, rate: 90 },
            { code: 'I', name: '信息传输、软件和信息技术服务业', total: 30, filled: 28, rate: 93.3 },
          ],
        }),
      'GET /api/summary/data/page': (c) =>
        c.params.get('filled') === '0'
          ? ok({ list: [row(1, '广州湾凯生物医药有限公司', [2024])], total: 7, year: 2025, years: [2024, 2025] })
          : ok({ list: [row(1, '广州湾凯生物医药有限公司', [2024]), row(2, '广州润智数据科技有限公司', [2024, 2025])], total: 80, year: 2025, years: [2024, 2025] }),
      'POST /api/entData/collect/remind': () => ok({ reminded: 1, skipped: 0, unreachable: 6, messages: 1, sms: 1 }),
      'GET /api/entData/collect/getEntInfoByCreditCode': () =>
        ok({
          info: { id: 1, name: '广州湾凯生物医药有限公司', creditCode: row(1, '', []).creditCode, streetName: STREET.name, industryName: '制造业', enterpriseType: '', foundedOn: '1999-06-25', address: '', legalPerson: '', contactName: '陈晓明', contactPhone: '13900139001', email: '', registeredCapital: null, intro: '' },
          years: [2024, 2025],
          annual: [{ ...empty, revenue: 1200.5, tax: 60, rdInput: 30, talentInput: 12, patents: 2, demand: 5 }, { ...empty, year: 2025 }],
          school: [],
          talent: { total: 21, byEducation: [{ education: '大学本科', count: 21 }], under35: 9 },
          reminders: [{ year: 2025, remindedAt: '2026-11-27 09:30:00', remindedBy: '卫东', deptName: '街道管理' }],
        }),
    });
    loginAs(1, { name: '卫东', deptName: '街道管理', userType: ['街道管理'] });
  });

  it('shows a street manager its street, the year’s completion by industry and each enterprise’s open years filled or not', async () => {
    renderApp('/entdataAll');
    const rows = await screen.findAllByTestId('collection-row', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: '数据采集汇总', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(screen.getByTestId('collection-scope').textContent).toBe('管理街道：南湾街道');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getAllByText(/已填报|未填报/).map((b) => b.textContent)).toEqual(['已填报', '未填报']);
    expect(screen.getByTestId('collection-rate').textContent).toBe('91.3%');
    expect(screen.getByTestId('collection-not-filled').textContent).toBe('7');
    // one street: no street choice and no by-street bars; two sections: both, with their names
    expect(screen.queryByRole('combobox', { name: '街道', hidden: true })).toBeNull();
    expect(screen.queryByTestId('collection-by-street')).toBeNull();
    expect(within(screen.getByTestId('collection-by-industry')).getByText('信息传输、软件和信息技术服务业')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('option', { name: '信息传输、软件和信息技术服务业', hidden: true })).toBeInstanceOf(HTMLElement);
  });

  it('filters by status through the URL and reminds the unfilled of the filter after saying how many', async () => {
    renderApp('/entdataAll?filled=0');
    await screen.findAllByTestId('collection-row', {}, { timeout: 5000 });
    expect(callsTo('GET', '/api/summary/data/page').at(-1)!.params.get('filled')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: '提醒未填报', hidden: true }));
    const dialog = await screen.findByRole('alertdialog', { hidden: true });
    expect(await within(dialog).findByText(/将向 7 家符合当前筛选条件、2025年度数据尚未填报的单位发送站内消息/)).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(dialog).getByRole('button', { name: '发送提醒', hidden: true }));
    expect(await screen.findByText('已提醒 1 家（站内消息 1 条，短信 1 条）；6 家尚无账号和联系电话，无法提醒')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/entData/collect/remind')[0]!.body).toEqual({ year: 2025 });
  });

  it('opens an enterprise’s detail: the filled year’s figures with units, the year not filled, and who reminded it', async () => {
    renderApp('/entdataAll');
    fireEvent.click((await screen.findAllByRole('button', { name: '查看', hidden: true }, { timeout: 5000 }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: '广州湾凯生物医药有限公司', hidden: true });
    expect(await within(dialog).findByText('2025年度数据尚未填报')).toBeInstanceOf(HTMLElement);
    expect(within(dialog).getByText('营业收入（万元）').nextSibling?.textContent).toBe('1,200.5');
    expect(within(dialog).getByText('联系人：').parentElement?.textContent).toBe('联系人：陈晓明 13900139001');
    expect(within(dialog).getByTestId('collection-reminders').textContent).toBe('2026-11-27 09:30:00 街道管理 卫东 提醒填报2025年度数据');
    fireEvent.click(within(dialog).getByRole('button', { name: '提醒填报2025年度数据', hidden: true }));
    await screen.findByText(/已提醒 1 家/);
    expect(callsTo('POST', '/api/entData/collect/remind')[0]!.body).toEqual({ year: 2025, ids: [1] });
  });

  it('names training institutions 机构 at /entdataAllSchool for the vocational-construction centre', async () => {
    loginAs(1, { name: '沈强', deptName: '职业能力建设指导中心', userType: ['职业能力建设指导中心'] });
    renderApp('/entdataAllSchool');
    await screen.findAllByTestId('collection-row', {}, { timeout: 5000 });
    expect(screen.getByRole('columnheader', { name: '机构名称', hidden: true })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('机构总数')).toBeInstanceOf(HTMLElement);
  });
});
