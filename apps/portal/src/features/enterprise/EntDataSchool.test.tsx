import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

const overview = () =>
  ok({
    info: { id: 3, name: '广州启航职业培训学校有限公司', creditCode: '91440120MA00000003', streetName: '北岭街道', industryName: '教育', enterpriseType: '民办职业培训机构', foundedOn: '2012-01-01', address: '', legalPerson: '', contactName: '', contactPhone: '', email: '', registeredCapital: null, intro: '' },
    years: [2024, 2025],
    annual: [2024, 2025].map((year) => ({ year, revenue: null, tax: null, rdInput: null, talentInput: null, patents: null, demand: null })),
    school: [
      { year: 2024, trainees: 800, certified: 600, employed: 500, teachers: 12, courses: 6, trainingRevenue: 120 },
      { year: 2025, trainees: null, certified: null, employed: null, teachers: null, courses: null, trainingRevenue: null },
    ],
    talent: { total: 20, byEducation: [{ education: '大学本科', count: 10 }], under35: 8 },
  });

describe('annual data of a vocational training institution (/entdataSchool)', () => {
  beforeEach(() => {
    logoutAll();
    localStorage.clear();
    loginAs(2, { onOffEnt: '1', enterpriseType: '民办职业培训机构' });
  });

  it('asks for the school’s figures, checks them together, and sends them as section school', async () => {
    fakeApi({ 'GET /api/ent/info': overview, 'POST /api/ent/info/modify': () => ok(null) });
    renderApp('/entdataSchool');
    const form = await screen.findByRole('form', { name: '2025年度', hidden: true });
    expect(screen.getByRole('heading', { name: '培训机构年度数据', hidden: true })).toBeInstanceOf(HTMLElement);
    for (const [label, value] of [['培训人次', '100'], ['取得证书人数', '150'], ['培训后就业人数', '60'], ['专职教师人数', '8'], ['开设培训项目数', '4'], ['培训收入', '88.5']] as const) {
      fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
    }
    fireEvent.click(within(form).getByRole('button', { name: '提交2025年度数据', hidden: true }));
    expect(await within(form).findByText('取得证书人数和培训后就业人数不能超过培训人次')).toBeInstanceOf(HTMLElement);
    expect(callsTo('POST', '/api/ent/info/modify')).toHaveLength(0);
    fireEvent.change(within(form).getByLabelText(/^取得证书人数/), { target: { value: '90' } });
    fireEvent.click(within(form).getByRole('button', { name: '提交2025年度数据', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/ent/info/modify')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/info/modify')[0]!.body).toEqual({ section: 'school', year: 2025, trainees: 100, certified: 90, employed: 60, teachers: 8, courses: 4, trainingRevenue: 88.5 });
    expect(Object.keys(localStorage).some((k) => k.includes('entdataSchool-3-2025'))).toBe(false);
  });
});
