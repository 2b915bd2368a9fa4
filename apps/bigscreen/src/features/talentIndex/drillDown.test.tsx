import { userInfoFixture } from '@portal/auth/testing';
import { useSession } from '@portal/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../api';
import { routeTree } from '../../routeTree.gen';
import { parseSearch, stringifySearch } from '../layout/search';

// the API client binds fetch when it is created (on import of src/api.ts): answer through `server` from the start
const server = vi.hoisted(() => {
  const state = { calls: [] as URL[], answer: (_url: URL): unknown => null };
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    state.calls.push(url);
    return new Response(JSON.stringify(state.answer(url)), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return state;
});

// charts and maps draw on canvas/WebGL, which jsdom has not: a labelled box stands in for each
vi.mock('@portal/ui/charts', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  EChart: ({ ariaLabel, 'data-testid': testId }: { ariaLabel: string; 'data-testid'?: string }) => <div role="img" aria-label={ariaLabel} data-testid={testId} />,
}));
vi.mock('@portal/ui/maps', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  DistrictMap: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

// a loaded machine renders the lazily loaded routes slowly
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 40_000 });

const sub = (code: string, value: number) => ({ code, name: `${code}指数`, value });
const square = { type: 'Polygon', coordinates: [[[0, 0], [1, 0], [1, 1], [0, 0]]] };
/** Two streets; the second has the higher talent index. */
const STREETS = [
  { streetCode: '440120001', streetName: '东湖街道', enterpriseCount: 120, talentCount: 3400, center: [0, 0], geometry: square, talentIndex: 104.5 },
  { streetCode: '440120002', streetName: '南湾街道', enterpriseCount: 80, talentCount: 2100, center: [1, 1], geometry: square, talentIndex: 131.2 },
];
/** Three industry sections; C has the highest talent index, A none. */
const INDUSTRIES = [
  { industryCode: 'A', industryName: '农、林、牧、渔业', enterpriseCount: 3, talentCount: 40, composite: null, subIndices: [] },
  { industryCode: 'I', industryName: '信息传输、软件和信息技术服务业', enterpriseCount: 50, talentCount: 900, composite: 118.4, subIndices: [sub('scale', 120)] },
  { industryCode: 'C', industryName: '制造业', enterpriseCount: 70, talentCount: 1800, composite: 126.9, subIndices: [sub('scale', 130)] },
];
const ENTERPRISES = [
  { id: 7, name: '南湾精密制造有限公司', creditCode: '91440101MA5CXXXX7A', streetName: '南湾街道', industryName: '制造业', talentCount: 900, highTech: true, onTheFour: true },
  { id: 3, name: '东湖软件有限公司', creditCode: '91440101MA5CXXXX3B', streetName: '东湖街道', industryName: '信息传输、软件和信息技术服务业', talentCount: 400, highTech: false, onTheFour: false },
];

const ok = (data: unknown) => ({ code: 2000, msg: '操作成功', data });
const fail = (code: number, msg: string) => ({ code, msg, data: null });

/** The server's answers these pages need, by path (below /prod-api). */
function answer(url: URL) {
  const q = url.searchParams;
  const path = url.pathname.replace(/^\/prod-api/, '');
  if (/^\/api\/entPortrayal\/(name|street\/\w+|industry\/\w+|onTheFour\/1)$/.test(path)) return ok({ list: ENTERPRISES, total: ENTERPRISES.length });
  const detail = /^\/api\/entPortrayal\/detail\/(\d+)$/.exec(path);
  if (detail) {
    const e = ENTERPRISES.find((x) => String(x.id) === detail[1]);
    if (!e) return fail(4004, '企业不存在');
    return ok({ ...e, streetCode: '440120002', industryCode: 'C', foundedOn: '2012-05-01', enterpriseType: '有限责任公司', education: [], annual: [] });
  }
  switch (path) {
    case '/api/street/home':
      return ok({ districtName: '南湾区', demoGeometry: true, streets: STREETS });
    case '/api/street/streetDetail': {
      const s = STREETS.find((x) => x.streetCode === q.get('streetCode'));
      if (!s) return fail(4004, '街道不存在');
      return ok({ ...s, degreeTalentCount: 1000, highTechCount: 9, onTheFourCount: 4, index: { baseYear: 2021, year: 2025, composite: s.talentIndex, subIndices: [sub('scale', 110)], trend: [] }, topEnterprises: [] });
    }
    case '/api/trade/talentIndex':
      return ok({ baseYear: 2021, year: 2025, industries: INDUSTRIES });
    case '/api/talent-index/home':
      return ok({ districtName: '南湾区', baseYear: 2021, year: 2025, composite: 120, subIndices: [], trend: [], streets: STREETS.map((s) => ({ streetCode: s.streetCode, streetName: s.streetName, composite: s.talentIndex })) });
    case '/api/dataBoard/getRevenueAndInputVO':
      return ok([]);
    case '/api/dataBoard/getHrResourcesVO':
      return ok({ enterpriseCount: 150, talentCount: 5500, degreeTalentCount: 2000, byIndustry: [] });
    case '/api/dataBoard/getStreetHrResourcesVO':
      return ok(STREETS.map(({ streetCode, streetName, enterpriseCount, talentCount }) => ({ streetCode, streetName, enterpriseCount, talentCount })));
    default:
      if (/^\/api\/dataBoard\/get\w+Index(VO)?$/.test(path)) return ok({ ...sub('scale', 100), baseYear: 2021, year: 2025, indicators: [], trend: [] });
      return ok({ title: '', columns: [], rows: [] });
  }
}

beforeEach(() => {
  server.calls.length = 0;
  server.answer = answer;
  useSession.setState({ user: userInfoFixture(), userType: 1 });
  queryClient.clear();
});

afterEach(() => {
  cleanup();
  useSession.getState().clear();
});

/** The bigscreen app at `path` (under /screen3), as main.tsx sets it up. */
function renderScreen(path: string) {
  const router = createRouter({ routeTree, basepath: '/screen3', parseSearch, stringifySearch, history: createMemoryHistory({ initialEntries: [path] }) });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const headingText = async () => (await screen.findByRole('heading', { level: 1 })).textContent;
const callsTo = (path: string) => server.calls.filter((u) => u.pathname === `/prod-api${path}`);
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLSelectElement).value;
const linksOf = (nav: HTMLElement) => within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('street and industry detail pages', () => {
  it('open on the street with the highest talent index when the address names none, with a picker showing it', async () => {
    renderScreen('/screen3/streetMacroDetail');
    await waitFor(async () => expect(await headingText()).toBe('南湾街道人才发展详情'));
    expect((await screen.findByTestId('scope-stats')).textContent).toContain('2,100');
    expect(valueOf('选择街道')).toBe('440120002');
    expect(within(screen.getByLabelText('选择街道')).getAllByRole('option').map((o) => o.textContent)).toEqual(['南湾街道', '东湖街道']);
    expect(callsTo('/api/street/streetDetail').map((u) => u.searchParams.get('streetCode'))).toEqual(['440120002']);
  });

  it('go to the street chosen in the picker', async () => {
    const router = renderScreen('/screen3/streetMacroDetail?streetCode=440120002');
    await waitFor(async () => expect(await headingText()).toBe('南湾街道人才发展详情'));
    fireEvent.change(screen.getByLabelText('选择街道'), { target: { value: '440120001' } });
    await waitFor(async () => expect(await headingText()).toBe('东湖街道人才发展详情'));
    expect(router.state.location.href).toBe('/streetMacroDetail?streetCode=440120001');
    await waitFor(() => expect(screen.getByTestId('scope-stats').textContent).toContain('3,400'));
  });

  it('say once that a street code names no street, and offer the streets as links and in the picker', async () => {
    renderScreen('/screen3/streetMacroDetail?streetCode=999');
    const message = await screen.findByTestId('scope-message');
    await waitFor(() => expect(message.textContent).toBe('没有街道代码为“999”的街道，请在下面选择街道。'));
    expect(screen.getAllByText(/999/)).toHaveLength(1);
    expect(await headingText()).toBe('街道人才发展详情');
    expect(linksOf(screen.getByRole('navigation', { name: '街道详情' }))).toEqual([
      ['南湾街道', '/screen3/streetMacroDetail?streetCode=440120002'],
      ['东湖街道', '/screen3/streetMacroDetail?streetCode=440120001'],
    ]);
    expect(valueOf('选择街道')).toBe('');
    // no panel asked the server about a street that is not there, so no panel has an error of its own
    expect(callsTo('/api/street/streetDetail')).toEqual([]);
    expect(server.calls.filter((u) => u.searchParams.get('streetCode') === '999')).toEqual([]);
  });

  it('open on the industry section with the highest talent index when the address names none; a wrong code is said once', async () => {
    renderScreen('/screen3/industryMacroDetail');
    await waitFor(async () => expect(await headingText()).toBe('制造业人才发展详情'));
    expect(valueOf('选择行业')).toBe('C');
    cleanup();
    renderScreen('/screen3/industryMacroDetail?industryCode=Z');
    await waitFor(async () => expect((await screen.findByTestId('scope-message')).textContent).toBe('没有行业门类代码为“Z”的行业，请在下面选择行业。'));
    expect(screen.getAllByText(/“Z”/)).toHaveLength(1);
    expect(linksOf(screen.getByRole('navigation', { name: '行业详情' })).map(([, href]) => href)).toEqual([
      '/screen3/industryMacroDetail?industryCode=C',
      '/screen3/industryMacroDetail?industryCode=I',
      '/screen3/industryMacroDetail?industryCode=A',
    ]);
  });
});

describe('enterprise portraits', () => {
  it('open on the enterprise with the most talent without an id, and say once that an id names no enterprise', async () => {
    renderScreen('/screen3/portraitDetail');
    await waitFor(async () => expect(await headingText()).toBe('南湾精密制造有限公司'));
    expect(valueOf('选择企业')).toBe('7');
    cleanup();
    renderScreen('/screen3/portraitDetail?id=99');
    await waitFor(async () => expect((await screen.findByTestId('scope-message')).textContent).toContain('企业不存在'));
    // and not a second time in a notice
    expect(screen.getAllByText(/企业不存在/)).toHaveLength(1);
  });
});

describe('links beside the charts that drill down', () => {
  it('the talent index page lists its streets and top industries as links, highest index first', async () => {
    renderScreen('/screen3/talentIndex');
    expect(linksOf(await screen.findByRole('navigation', { name: '街道详情' }))).toEqual([
      ['南湾街道', '/screen3/streetMacroDetail?streetCode=440120002'],
      ['东湖街道', '/screen3/streetMacroDetail?streetCode=440120001'],
    ]);
    // a section without an index is not in the top ten
    expect(linksOf(await screen.findByRole('navigation', { name: '行业详情' })).map(([, href]) => href)).toEqual(['/screen3/industryMacroDetail?industryCode=C', '/screen3/industryMacroDetail?industryCode=I']);
  });

  it('the street and industry tables and the enterprise list name each row by a link', async () => {
    renderScreen('/screen3/talentIndexStreet');
    expect(within(await screen.findByTestId('street-table')).getByRole('link', { name: '东湖街道' }).getAttribute('href')).toBe('/screen3/streetMacroDetail?streetCode=440120001');
    cleanup();
    renderScreen('/screen3/talentIndexIndustry');
    expect(within(await screen.findByTestId('industry-table')).getByRole('link', { name: '信息传输、软件和信息技术服务业' }).getAttribute('href')).toBe('/screen3/industryMacroDetail?industryCode=I');
    cleanup();
    renderScreen('/screen3/portraitSearch');
    expect(within(await screen.findByTestId('enterprise-table')).getByRole('link', { name: '东湖软件有限公司' }).getAttribute('href')).toBe('/screen3/portraitDetail?id=3');
  });

  it("the wall's own navigation reaches /welcome, /sandTable and /biglHome", async () => {
    renderScreen('/screen3/overview');
    await headingText();
    const hrefs = screen.getAllByRole('navigation', { name: /大屏页面/ }).flatMap((m) => linksOf(m).map(([, href]) => href));
    expect(hrefs).toEqual(expect.arrayContaining(['/screen3/welcome', '/screen3/sandTable', '/screen3/biglHome']));
  });
});
