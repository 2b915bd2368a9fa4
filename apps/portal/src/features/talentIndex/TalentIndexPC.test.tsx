import { screen, waitFor, within } from '@testing-library/react';
import type * as Charts from '@portal/ui/charts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fakeApi';
import { loginAs, logoutAll, renderApp } from '../../test/render';

// jsdom has no canvas: charts are stood in for by their accessible names (their options are tested in libs/ui)
vi.mock('@portal/ui/charts', async (importOriginal) => ({
  ...(await importOriginal<typeof Charts>()),
  LazyEChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const sub = (code: string, name: string, value: number | null) => ({ code, name, weight: 10, value });
const home = {
  districtName: '南湾区',
  baseYear: 2021,
  year: 2025,
  composite: 142.37,
  subIndices: [sub('economy', '产业经济指数', 150.2), sub('scale', '人才规模指数', 131.04)],
  trend: [
    { year: 2021, composite: 100 },
    { year: 2025, composite: 142.37 },
  ],
  streets: [
    { streetCode: '440120001', streetName: '南湾街道', composite: 120.5 },
    { streetCode: '440120002', streetName: '东涌街道', composite: 160.25 },
  ],
};
const trade = {
  baseYear: 2021,
  year: 2025,
  industries: [
    { industryCode: 'C', industryName: '制造业', enterpriseCount: 143, talentCount: 2331, composite: 151.1, subIndices: [] },
    { industryCode: 'A', industryName: '农、林、牧、渔业', enterpriseCount: 0, talentCount: 0, composite: null, subIndices: [] },
  ],
};

describe('/talentIndexPC', () => {
  beforeEach(() => logoutAll());

  it('shows the district index, streets best first and industries with an index, from the calls', async () => {
    loginAs(1, { phonenumber: '13800000000' });
    fakeApi({ 'GET /api/talent-index/home': () => ok(home), 'GET /api/trade/talentIndex': () => ok(trade) });
    renderApp('/talentIndexPC');
    expect(await screen.findByRole('heading', { level: 1, name: '南湾区人才指数' }, { timeout: 5000 })).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('2025年 · 以2021年为基期（=100）')).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('img', { name: '综合人才指数 142.37' })).toBeInstanceOf(HTMLElement);
    const rows = within(screen.getByTestId('pc-streets')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['东涌街道160.25', '南湾街道120.50']);
    await waitFor(() => expect(within(screen.getByTestId('pc-industries')).getAllByRole('row')).toHaveLength(2));
    expect(within(screen.getByTestId('pc-industries')).getByText('制造业')).toBeInstanceOf(HTMLElement);
    expect(within(screen.getByTestId('pc-industries')).queryByText('农、林、牧、渔业')).toBeNull();
  });

  it('offers a retry when the index cannot be loaded', async () => {
    loginAs(1, { phonenumber: '13800000000' });
    fakeApi({ 'GET /api/talent-index/home': () => fail(5000, '服务器内部错误'), 'GET /api/trade/talentIndex': () => ok(trade) });
    renderApp('/talentIndexPC');
    expect((await screen.findAllByRole('button', { name: '重新加载' }, { timeout: 5000 })).length).toBeGreaterThan(0);
  });

  it('sends an enterprise user to /login2', async () => {
    loginAs(2);
    fakeApi({});
    const { router } = renderApp('/talentIndexPC');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login2'));
  });
});
