import { idCardCheckChar } from '@portal/validators';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';

/** A seeded station unit (apps/server/src/seed/postdoctoral.ts) with stays in the year before this one. */
const UNIT = { name: '广州南湾智能装备股份有限公司', code: '91440120MA5CQ7XK32' };

/** The unit's person-years on the funding view of `year`, once that year's table is shown. */
async function personYears(page: Page, year: number): Promise<number> {
  const cell = page.locator(`[data-testid="funding-table"][data-year="${year}"]`).getByTestId('funding-row').filter({ hasText: UNIT.name }).locator('[data-column="personYears"]');
  await expect(cell).toBeVisible();
  return Number(await cell.textContent());
}

/*
 * The professional technology office's postdoctoral registers (docs/ledgers.md, 博士后): a
 * researcher's entry is recorded at a station unit, the researcher leaves mid-way, and the yearly
 * funding view follows: the stay first adds person-years to the unit's year, the mid-way exit
 * takes back the days after it.
 */
test('a postdoctoral researcher enters a station, exits midway, and the funding view changes', async ({ page }) => {
  await logIn(page, 'staff_zjk');
  // last year, so the entry and the exit are past whatever today is
  const year = new Date().getFullYear() - 1;
  const body = '44010619930517' + '215';
  const researcher = { name: '区博后测试员', idCard: body + idCardCheckChar(body) };

  await page.goto('/postDoctoralMoneyYear');
  await expect(page.getByRole('heading', { level: 1, name: '博士后年度经费' })).toBeVisible();
  await page.getByLabel('年度', { exact: true }).selectOption(String(year));
  await expect(page).toHaveURL(new RegExp(`year=${year}`));
  const before = await personYears(page, year);

  // the entry, on the 进出站记录 tab
  await page.getByRole('link', { name: '设站单位与进出站记录' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '博士后进出站记录' })).toBeVisible();
  await page.getByRole('button', { name: '新增记录' }).click();
  const form = page.getByRole('dialog', { name: '新增博士后进出站记录' });
  await form.getByRole('textbox', { name: '姓名', exact: true }).fill(researcher.name);
  await form.getByRole('textbox', { name: '身份证号码', exact: true }).fill(researcher.idCard);
  await form.getByRole('textbox', { name: '手机号码', exact: true }).fill('13912345601');
  await form.getByRole('textbox', { name: '设站单位', exact: true }).fill(UNIT.name);
  await form.getByRole('textbox', { name: '设站单位统一社会信用代码', exact: true }).fill(UNIT.code);
  await form.getByRole('textbox', { name: '研究课题', exact: true }).fill('协作机器人视觉引导装配研究');
  await form.getByRole('textbox', { name: '进站日期', exact: true }).fill(`${year}-01-05`);
  await form.getByRole('textbox', { name: '计划出站日期', exact: true }).fill(`${year + 2}-01-04`);
  await form.getByRole('button', { name: '保存' }).click();
  await expect(form).toBeHidden();
  const row = page.getByTestId('ledger-row').filter({ hasText: researcher.name });
  await expect(row).toContainText('在站');
  // the list shows the identity number masked
  await expect(row).not.toContainText(researcher.idCard);

  await page.getByRole('link', { name: '查看年度经费' }).click();
  await page.getByLabel('年度', { exact: true }).selectOption(String(year));
  const entered = await personYears(page, year);
  expect(entered).toBeGreaterThan(before);

  // the mid-way exit: an exit before the entry is refused in the form, then 30 June
  await page.getByRole('link', { name: '设站单位与进出站记录' }).click();
  await row.getByRole('button', { name: '中途退站' }).click();
  const exit = page.getByRole('dialog', { name: `中途退站：${researcher.name}` });
  await exit.getByRole('textbox', { name: '出站日期', exact: true }).fill(`${year}-01-04`);
  await exit.getByRole('textbox', { name: '退站原因', exact: true }).fill('受聘高校教职');
  await exit.getByRole('button', { name: '确认出站' }).click();
  await expect(exit.getByText(`出站日期不能早于进站日期 ${year}-01-05`)).toBeVisible();
  await exit.getByRole('textbox', { name: '出站日期', exact: true }).fill(`${year}-06-30`);
  await exit.getByRole('button', { name: '确认出站' }).click();
  await expect(exit).toBeHidden();
  await expect(row).toContainText('已出站');
  await expect(row).toContainText('中途退站');
  await expect(row.getByRole('button', { name: '中途退站' })).toHaveCount(0);

  await page.getByRole('link', { name: '查看年度经费' }).click();
  await page.getByLabel('年度', { exact: true }).selectOption(String(year));
  const exited = await personYears(page, year);
  expect(exited).toBeLessThan(entered);
  expect(exited).toBeGreaterThan(before);
});
