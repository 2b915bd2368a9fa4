import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// Chakra's responsive styles make jsdom count some elements as hidden: role queries pass { hidden: true }.

const overview = () =>
  ok({
    info: { id: 1, name: '广州演示科技有限公司', creditCode: '91440120MA00000001', streetName: '北岭街道', industryName: '制造业', enterpriseType: '', foundedOn: '2010-01-01', address: '', legalPerson: '', contactName: '', contactPhone: '', email: '', registeredCapital: null, intro: '' },
    years: [2024, 2025],
    annual: [
      { year: 2024, revenue: 10, tax: 1, rdInput: 1, talentInput: 1, patents: 0, demand: 2 },
      { year: 2025, revenue: null, tax: null, rdInput: null, talentInput: null, patents: null, demand: null },
    ],
    talent: { total: 30, byEducation: [{ education: '博士研究生', count: 1 }], under35: 6 },
  });

const fill = async (label: string, value: string) => {
  const form = await screen.findByRole('form', { name: '2025年度', hidden: true });
  fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  return form;
};

describe('annual data (/entdata)', () => {
  beforeEach(() => {
    logoutAll();
    localStorage.clear();
    loginAs(2, { onOffEnt: '0' });
  });

  it('keeps what was typed after a failed submit and restores it as a draft on the next visit', async () => {
    fakeApi({ 'GET /api/ent/info': overview, 'POST /api/ent/info/modify': () => fail(5000, '服务器内部错误') });
    const first = renderApp('/entdata');
    for (const [label, value] of [['营业收入', '1200'], ['纳税总额', '80'], ['研发投入', '30'], ['人才投入', '12'], ['有效专利数', '4'], ['岗位需求数', '9']]) await fill(label!, value!);
    const form = await fill('营业收入', '1200.5');
    fireEvent.click(within(form).getByRole('button', { name: '提交2025年度数据', hidden: true }));
    await waitFor(() => expect(callsTo('POST', '/api/ent/info/modify')).toHaveLength(1));
    expect(callsTo('POST', '/api/ent/info/modify')[0]!.body).toEqual({ section: 'annual', year: 2025, revenue: 1200.5, tax: 80, rdInput: 30, talentInput: 12, patents: 4, demand: 9 });
    expect(await screen.findByText('服务器内部错误')).toBeInstanceOf(HTMLElement);
    expect((within(form).getByLabelText(/^营业收入/) as HTMLInputElement).value).toBe('1200.5');
    first.unmount();

    renderApp('/entdata');
    expect(await screen.findByTestId('draft-restored')).toBeInstanceOf(HTMLElement);
    const again = await screen.findByRole('form', { name: '2025年度', hidden: true });
    expect((within(again).getByLabelText(/^营业收入/) as HTMLInputElement).value).toBe('1200.5');
  });

  it('removes the draft once the year is submitted, and shows the display year first', async () => {
    fakeApi({ 'GET /api/ent/info': overview, 'POST /api/ent/info/modify': () => ok(null) });
    renderApp('/entdata');
    const tabs = await screen.findAllByRole('tab', { hidden: true });
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['2025年度', 'true'],
      ['2024年度', 'false'],
    ]);
    for (const [label, value] of [['营业收入', '1'], ['纳税总额', '1'], ['研发投入', '1'], ['人才投入', '1'], ['有效专利数', '1'], ['岗位需求数', '1']]) await fill(label!, value!);
    await waitFor(() => expect(Object.keys(localStorage).some((k) => k.includes('entdata-1-2025'))).toBe(true));
    const form = await screen.findByRole('form', { name: '2025年度', hidden: true });
    fireEvent.click(within(form).getByRole('button', { name: '提交2025年度数据', hidden: true }));
    expect(await screen.findByText('2025年度数据已提交')).toBeInstanceOf(HTMLElement);
    expect(Object.keys(localStorage).some((k) => k.includes('entdata-1-2025'))).toBe(false);
  });
});
