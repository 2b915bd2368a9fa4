import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, PASSWORD } from './session';

/** Pixels of a canvas that are not the dark background (WebGL canvases keep their drawing buffer). */
async function drawnPixels(canvas: Locator): Promise<number> {
  return canvas.evaluate((c: HTMLCanvasElement) => {
    const copy = document.createElement('canvas');
    copy.width = c.width;
    copy.height = c.height;
    const ctx = copy.getContext('2d')!;
    ctx.drawImage(c, 0, 0);
    const d = ctx.getImageData(0, 0, copy.width, copy.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4) if (d[i + 3]! > 0 && (d[i]! > 40 || d[i + 1]! > 60 || d[i + 2]! > 90)) n++;
    return n;
  });
}

test.use({ viewport: { width: 1920, height: 1080 } });

test('government staff log in and see the overview dashboard with a chart and a street map drawn from the server', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (r) => {
    if (!/^(http:\/\/127\.0\.0\.1|data:|blob:)/.test(r.url())) foreign.push(r.url());
  });
  await page.goto('/login2');
  await page.getByLabel('账号', { exact: true }).fill('staff_jyzx');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);

  await page.goto('/screen3/overview');
  await expect(page.getByText('南湾区人才发展总览')).toBeVisible();
  const hr = await page.evaluate(async () => {
    const token = JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token;
    return (await (await fetch('/prod-api/api/dataBoard/getHrResourcesVO', { headers: { token } })).json()).data;
  });
  await expect(page.getByTestId('kpi-enterprise')).toContainText(hr.enterpriseCount.toLocaleString('zh-CN'));
  await expect(page.getByTestId('kpi-talent')).toContainText(hr.talentCount.toLocaleString('zh-CN'));

  const chart = page.locator('[data-testid="chart-industry"][data-ready="true"]');
  const map = page.locator('[data-testid="district-map"][data-ready="true"]');
  await expect(chart).toBeVisible();
  await expect(map).toBeVisible();
  expect(await drawnPixels(chart.locator('canvas').first())).toBeGreaterThan(5000);
  await expect.poll(async () => drawnPixels(map.locator('canvas').last()), { timeout: 20_000 }).toBeGreaterThan(20000);
  await expect(page.getByTestId('demo-geometry-note')).toContainText('示意边界');
  expect(foreign).toEqual([]);
});

test('a visitor without a stored government user is sent to /login2', async ({ page }) => {
  await page.goto('/screen3/overview');
  await expect(page).toHaveURL(/\/login2$/);
  await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
});

/** Calls the API with the stored session's token, answering `data`. */
async function apiData(page: Page, path: string) {
  return page.evaluate(async (p) => {
    const token = JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token;
    return (await (await fetch(`/prod-api${p}`, { headers: { token } })).json()).data;
  }, path);
}

/** Every bigscreen page of issue 7 that is built, with the heading it shows; `content` (a test id) for a page of lists without charts. */
const SCREEN_PAGES: { path: string; heading: RegExp; content?: string }[] = [
  { path: 'overview', heading: /人才发展总览/ },
  { path: 'sandTable', heading: /人才沙盘/ },
  { path: 'talentIndex', heading: /人才指数$/ },
  { path: 'talentIndexStreet', heading: /街道人才指数/ },
  { path: 'talentIndexIndustry', heading: /行业人才指数/ },
  { path: 'wholeDwq', heading: /粤港澳大湾区人才/ },
  { path: 'wholeCountry', heading: /全国人才流入/ },
  { path: 'portraitSearch', heading: /企业画像/, content: 'enterprise-table' },
  { path: 'portraitDetail?id=1', heading: /有限公司/ },
  { path: 'enterpriseDetail?id=2', heading: /有限公司/ },
  { path: 'streetMacroDetail?streetCode=440120002', heading: /街道人才发展详情/ },
  { path: 'industryMacroDetail?industryCode=C', heading: /制造业人才发展详情/ },
  { path: 'rcgmDetail', heading: /人才规模指数详情/ },
  { path: 'cyjjDetail', heading: /产业经济指数详情/ },
  { path: 'rcccDetail', heading: /人才产出指数详情/ },
  { path: 'rctrDetail', heading: /人才投入指数详情/ },
  { path: 'rcjgDetail', heading: /人才结构指数详情/ },
  { path: 'rchjDetail', heading: /人才环境指数详情/ },
  { path: 'gdrcDetail', heading: /高端人才指数详情/ },
  { path: 'rcgxDetail', heading: /人才供需指数详情/ },
  { path: 'talentRecruitUser', heading: /人才求职与就业/ },
  { path: 'talentRecruitCompany', heading: /企业招聘与用工/ },
  { path: 'qyjjzb', heading: /企业经济指标/ },
  { path: 'enterpriseDataDetail?id=3', heading: /有限公司/ },
  { path: 'welcome', heading: /人才大数据平台/, content: 'welcome-index' },
  { path: 'biglHome', heading: /可视化大屏/, content: 'page-tiles' },
  { path: 'talentIndexDetail1', heading: /全区人才指数历年明细/, content: 'index-table' },
  { path: 'talentIndexDetail2', heading: /街道人才指数明细/, content: 'index-table' },
  { path: 'talentIndexDetail3', heading: /行业人才指数明细/, content: 'index-table' },
  { path: 'talentIndexDetail4', heading: /人才指数权重/, content: 'index-table' },
];

/** The wall's size, then a smaller screen the same page is resized to (a meeting-room display, 1280x720). */
const WALL = { width: 1920, height: 1080 };
const SMALLER = { width: 1280, height: 720 };

test.describe(`bigscreen pages at ${WALL.width}x${WALL.height}, then resized to ${SMALLER.width}x${SMALLER.height}`, () => {
  test.use({ viewport: WALL });
  test.describe.configure({ timeout: 120_000 });
  for (const { path, heading, content } of SCREEN_PAGES) {
    test(`${path} renders its ${content ? 'content' : 'charts or map'} at both sizes without console errors`, async ({ page }) => {
      const errors: string[] = [];
      const foreign: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('request', (r) => {
        if (!/^(http:\/\/127\.0\.0\.1|data:|blob:)/.test(r.url())) foreign.push(r.url());
      });
      await logIn(page, 'staff_jyzx');
      await page.goto(`/screen3/${path}`);
      for (const size of [WALL, SMALLER]) {
        await page.setViewportSize(size);
        // the 1920x1080 stage scaled to the window (Stage.tsx), the whole wall in view
        await expect(page.getByTestId('stage')).toHaveAttribute('data-scale', (size.width / WALL.width).toFixed(4));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (content) {
          await expect(page.getByTestId(content)).toBeVisible();
          await expect(page.getByTestId(content)).not.toBeEmpty();
        } else {
          const drawn = page.locator('[data-ready="true"] canvas');
          // WebGL in software (swiftshader) on a busy 2-core machine draws the country map in tens of seconds
          await expect(drawn.first()).toBeAttached({ timeout: 40_000 });
          await expect.poll(async () => drawnPixels(drawn.last()), { timeout: 40_000 }).toBeGreaterThan(1000);
        }
      }
      expect(errors).toEqual([]);
      expect(foreign).toEqual([]);
    });
  }
});

test('a street in the street list opens its detail with the same figures, and 返回 goes back', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/talentIndexStreet');
  const home = await apiData(page, '/api/street/home');
  const street = home.streets[3];
  const row = page.locator(`[data-testid="street-table"] tr[data-street="${street.streetCode}"]`);
  await expect(row).toContainText(street.talentCount.toLocaleString('zh-CN'));
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/screen3/streetMacroDetail\\?streetCode=${street.streetCode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${street.streetName}人才发展详情`);
  const stats = page.getByTestId('scope-stats');
  await expect(stats).toContainText(street.enterpriseCount.toLocaleString('zh-CN'));
  await expect(stats).toContainText(street.talentCount.toLocaleString('zh-CN'));
  await expect(page.getByTestId('scope-index')).toHaveText(street.talentIndex.toFixed(2));
  await page.getByRole('button', { name: '‹ 返回' }).click();
  await expect(page).toHaveURL(/\/screen3\/talentIndexStreet$/);
});

test('a click on a street of the district map opens that street', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/talentIndexStreet');
  const map = page.locator('[data-testid="district-map"][data-ready="true"]');
  await expect(map).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: '企业数' }).click();
  // the central street (the first) sits in the middle of the demo district; try points around the centre until a street (not an enterprise point) is hit
  const box = (await map.boundingBox())!;
  for (const [dx, dy] of [[0, 0], [6, 6], [-6, 6], [6, -6], [-6, -6], [12, 0], [0, 12]] as const) {
    await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    if (/streetMacroDetail/.test(page.url())) break;
    if (/enterpriseDetail/.test(page.url())) await page.goBack();
  }
  await expect(page).toHaveURL(/streetMacroDetail\?streetCode=440120001$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/南湾街道人才发展详情/);
});

test('the portrait search finds enterprises by name and opens a portrait with the same figures', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/portraitSearch');
  await page.getByPlaceholder('输入企业名称关键字').fill('科技');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/name=/);
  const found = await apiData(page, `/api/entPortrayal/name?name=${encodeURIComponent('科技')}&limit=20`);
  await expect(page.getByText(`共 ${found.total.toLocaleString('zh-CN')} 家`)).toBeVisible();
  const first = found.list[0];
  await page.getByTestId('enterprise-table').getByText(first.name).click();
  await expect(page).toHaveURL(new RegExp(`/screen3/portraitDetail\\?id=${first.id}$`));
  await expect(page.getByTestId('portrait-info')).toContainText(`${first.talentCount.toLocaleString('zh-CN')} 人`);
  await page.getByRole('button', { name: '‹ 返回' }).click();
  await expect(page).toHaveURL(/portraitSearch\?.*name=/);
  await expect(page.getByPlaceholder('输入企业名称关键字')).toHaveValue('科技');
});

test('a wall playlist moves to the next page on its own', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  // the page's clock flows as it does, and jumps over the 10 s a page stays on the wall
  await page.clock.install();
  await page.goto('/screen3/wall?pages=talentIndex,wholeDwq&interval=10');
  await expect(page).toHaveURL(/\/screen3\/talentIndex$/);
  await expect(page.getByTestId('wall-bar')).toContainText('轮播 1/2');
  await page.clock.fastForward(10_000);
  await expect(page).toHaveURL(/\/screen3\/wholeDwq$/);
  await expect(page.getByTestId('wall-bar')).toContainText('轮播 2/2');
  await page.getByRole('button', { name: '停止轮播' }).click();
  await expect(page.getByTestId('wall-bar')).toBeHidden();
});

test('a module exports as an xlsx file', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/talentIndexStreet');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出' }).click();
  expect((await download).suggestedFilename()).toBe('街道人才.xlsx');
});

test('the portal forwards each dashboard path with its query to the bigscreen', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/streetMacroDetail?streetCode=440120003');
  await expect(page).toHaveURL(/\/screen3\/streetMacroDetail\?streetCode=440120003$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/街道人才发展详情/);
  await page.goto('/wholeCountry');
  await expect(page).toHaveURL(/\/screen3\/wholeCountry$/);
});

test('an enterprise user is sent from every dashboard page to /login2', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/');
  await page.getByLabel('账号', { exact: true }).fill('ent_demo');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
  for (const { path } of SCREEN_PAGES) {
    // the bigscreen leaves before its load event, so wait only for the navigation to start
    await page.goto(`/screen3/${path}`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login2$/);
  }
});

test('a visitor is sent from every dashboard page, and from its portal path, to /login2', async ({ page }) => {
  test.setTimeout(180_000);
  for (const { path } of SCREEN_PAGES) {
    await page.goto(`/screen3/${path}`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login2$/);
    await page.goto(`/${path}`, { waitUntil: 'commit' });
    await expect(page).toHaveURL(/\/login2$/);
  }
});

test('/talentIndexPC shows the talent index at desktop width with the figures of the API, for staff only', async ({ page }) => {
  await page.goto('/talentIndexPC', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/login2$/);
  await page.setViewportSize({ width: 1366, height: 900 });
  // sent to the login form, which this tab then uses (its stored empty session rules out the API login's)
  await page.getByLabel('账号', { exact: true }).fill('staff_jyzx');
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/talentIndexPC');
  const home = await apiData(page, '/api/talent-index/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${home.districtName}人才指数`);
  const best = [...home.streets].sort((a: { composite: number }, b: { composite: number }) => b.composite - a.composite)[0];
  await expect(page.getByTestId('pc-streets').locator('tbody tr').first()).toContainText([best.streetName, best.composite.toFixed(2)].join(''));
  const gauge = page.locator('[data-testid="chart-gauge"][data-ready="true"] canvas');
  await expect.poll(async () => gauge.evaluate((c: HTMLCanvasElement) => {
    const d = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
    let n = 0;
    for (let i = 3; i < d.length; i += 4) if (d[i]! > 0) n++;
    return n;
  }), { timeout: 20_000 }).toBeGreaterThan(1000);
});

test('the sand table shows the enterprises as hexagon columns over the streets', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/sandTable');
  const sand = await apiData(page, '/api/visual/getStandBoxParkInfo');
  const hr = await apiData(page, '/api/dataBoard/getHrResourcesVO');
  expect(sand.hexagons.reduce((a: number, h: { enterpriseCount: number }) => a + h.enterpriseCount, 0)).toBe(hr.enterpriseCount);
  const map = page.locator('[data-testid="district-map"][data-ready="true"]');
  await expect.poll(async () => drawnPixels(map.locator('canvas').last()), { timeout: 20_000 }).toBeGreaterThan(20000);
});

/** Follows a link by the keyboard only: focus it and press Enter. */
async function followByKeyboard(page: Page, link: Locator) {
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
}

test('every drill-down page and /welcome, /sandTable, /biglHome are reached by links from the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/overview');
  const menu = page.getByRole('navigation', { name: /大屏页面/ });
  for (const [label, path, heading] of [
    ['首页', 'welcome', /人才大数据平台/],
    ['全部页面', 'biglHome', /可视化大屏/],
    // last: the software WebGL of the test browser is slow to leave the sand table's hexagon columns
    ['沙盘', 'sandTable', /人才沙盘/],
  ] as const) {
    await followByKeyboard(page, menu.getByRole('link', { name: label, exact: true }));
    await expect(page).toHaveURL(new RegExp(`/screen3/${path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await page.goto('/screen3/overview');
  const home = await apiData(page, '/api/talent-index/home');
  const best = [...home.streets].sort((a: { composite: number }, b: { composite: number }) => b.composite - a.composite)[0];
  await followByKeyboard(page, menu.getByRole('link', { name: '人才指数', exact: true }));
  await expect(page).toHaveURL(/\/screen3\/talentIndex$/);
  await followByKeyboard(page, page.getByRole('navigation', { name: '街道详情' }).getByRole('link', { name: best.streetName }));
  await expect(page).toHaveURL(new RegExp(`/screen3/streetMacroDetail\\?streetCode=${best.streetCode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${best.streetName}人才发展详情`);

  // an enterprise of that street, from the street's enterprise list
  const firm = page.getByTestId('enterprise-table').getByRole('link').first();
  const firmName = (await firm.textContent())!;
  await followByKeyboard(page, firm);
  await expect(page).toHaveURL(/\/screen3\/enterpriseDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firmName);

  const trade = await apiData(page, '/api/trade/talentIndex');
  const top = [...trade.industries].filter((i: { composite: number | null }) => i.composite !== null).sort((a: { composite: number }, b: { composite: number }) => b.composite - a.composite)[0];
  await page.goto('/screen3/talentIndex');
  await followByKeyboard(page, page.getByRole('navigation', { name: '行业详情' }).getByRole('link', { name: top.industryName }));
  await expect(page).toHaveURL(new RegExp(`/screen3/industryMacroDetail\\?industryCode=${top.industryCode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${top.industryName}人才发展详情`);

  await page.goto('/screen3/overview');
  await followByKeyboard(page, menu.getByRole('link', { name: '企业画像', exact: true }));
  await expect(page).toHaveURL(/\/screen3\/portraitSearch/);
  const portrait = page.getByTestId('enterprise-table').getByRole('link').first();
  const portraitName = (await portrait.textContent())!;
  await followByKeyboard(page, portrait);
  await expect(page).toHaveURL(/\/screen3\/portraitDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(portraitName);
});

test('/screen3/streetMacroDetail without a street opens on the street with the highest talent index, with a picker; a wrong code is said once', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/screen3/overview');
  const home = await apiData(page, '/api/street/home');
  const [best, other] = [...home.streets].sort((a: { talentIndex: number }, b: { talentIndex: number }) => b.talentIndex - a.talentIndex);
  await page.goto('/screen3/streetMacroDetail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${best.streetName}人才发展详情`);
  await expect(page.getByTestId('scope-stats')).toContainText(best.talentCount.toLocaleString('zh-CN'));
  await expect(page.locator('.bs-spinner')).toHaveCount(0, { timeout: 20_000 });
  await page.getByLabel('选择街道').selectOption(other.streetCode);
  await expect(page).toHaveURL(new RegExp(`streetMacroDetail\\?streetCode=${other.streetCode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${other.streetName}人才发展详情`);

  await page.goto('/screen3/streetMacroDetail?streetCode=000');
  await expect(page.getByTestId('scope-message')).toHaveText('没有街道代码为“000”的街道，请在下面选择街道。');
  await expect(page.getByText(/“000”/)).toHaveCount(1);
  await expect(page.getByText('缺少路径参数')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '街道详情' }).getByRole('link')).toHaveCount(home.streets.length);
});
