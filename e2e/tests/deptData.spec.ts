import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';

/** 科技局's figures as staff_kjj types them, by the fields' accessible names (label and unit). */
const FIGURES: [string, string][] = [
  ['财政科技投入（万元）', '91000'],
  ['高新技术企业（家）', '1320'],
  ['科技计划立项（项）', '335'],
  ['科技活动人员（人）', '44100'],
  ['研发投入强度（%）', '3.6'],
];

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test('科技局 fills its figures through 数据采集, keeps a draft, submits; the reviewer returns them, 科技局 corrects and resubmits, the reviewer confirms, and the bigscreen’s input sub-index shows the figure', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await logIn(page, 'staff_kjj');
  await page.goto('/Home');
  await page.getByRole('link', { name: '数据采集', exact: true }).click();
  await expect(page).toHaveURL(/\/xzsjIndex\?type=2$/);
  await expect(page.getByRole('heading', { name: '科技局数据采集', level: 1 })).toBeVisible();
  const collecting = Number((await page.getByTestId('dept-collecting').textContent())?.match(/(\d{4}) 年度/)?.[1]);
  await page.getByRole('link', { name: '科技创新', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/kjj\\?module=tec&year=${collecting}$`));
  for (const [name, value] of FIGURES) await field(page, name).fill(value);
  await page.getByRole('button', { name: '保存草稿', exact: true }).click();
  await expect(page.getByTestId('dept-status')).toHaveText('草稿');

  // leave and come back: the draft is there
  await page.goto('/Home');
  await page.getByRole('link', { name: '数据采集', exact: true }).click();
  await expect(page.getByTestId('dept-module-row').filter({ hasText: '科技创新' }).getByTestId('dept-status')).toHaveText('草稿');
  await page.getByRole('link', { name: '科技创新', exact: true }).click();
  for (const [name, value] of FIGURES) await expect(field(page, name)).toHaveValue(value);
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByTestId('dept-status')).toHaveText('已提交');
  await expect(page.getByRole('button', { name: '提交', exact: true })).toHaveCount(0);

  // the reviewer returns it from the 工作台 list of what waits for confirmation
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const reviewer = await context.newPage();
  await logIn(reviewer, 'staff_sjsh');
  await reviewer.goto('/modifySummary?status=submitted');
  await reviewer.getByRole('link', { name: '科技创新', exact: true }).click();
  await reviewer.getByRole('button', { name: '退回', exact: true }).click();
  const dialog = reviewer.getByRole('dialog', { name: '退回科技创新' });
  await dialog.getByRole('textbox', { name: '原因', exact: true }).fill('高新技术企业数与认定公告不一致，请核对');
  await dialog.getByRole('button', { name: '确定', exact: true }).click();
  await expect(reviewer.getByTestId('dept-status')).toHaveText('已退回');

  // 科技局 sees why, corrects and resubmits
  await page.reload();
  await expect(page.getByTestId('dept-return-reason')).toContainText('高新技术企业数与认定公告不一致，请核对');
  await field(page, '高新技术企业（家）').fill('1318');
  await page.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page.getByTestId('dept-status')).toHaveText('已提交');

  // the reviewer confirms; the timeline has every step
  await reviewer.reload();
  await reviewer.getByRole('button', { name: '确认', exact: true }).click();
  await reviewer.getByRole('alertdialog').getByRole('button', { name: '确认', exact: true }).click();
  await expect(reviewer.getByTestId('dept-status')).toHaveText('已确认');
  await expect(reviewer.getByTestId('dept-timeline').getByRole('listitem')).toHaveText([/王建国 保存草稿$/, /王建国 提交$/, /高远 退回：高新技术企业数/, /王建国 提交$/, /高远 确认$/]);
  await context.close();

  // the district's input sub-index on the wall carries the confirmed figure
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/screen3/rctrDetail');
  const row = page.getByTestId('indicator-table').getByRole('row').filter({ hasText: '财政科技投入（科技局）' });
  await expect(row).toContainText('91,000 万元');
});

test('科技局 records an enterprise as 高新技术企业 in 企业认定名录, reached from 数据采集, and may not record a kind another department gives', async ({ page }) => {
  test.setTimeout(120_000);
  const session = await logIn(page, 'staff_kjj');
  const token = { token: session.user!.token };
  // a manufacturer that is not a 高新技术企业, as the enterprise portraits list it
  type Portrait = { name: string; creditCode: string; highTech: boolean };
  const manufacturers = async () => (await (await page.request.get('/prod-api/api/entPortrayal/industry/C?limit=50', { headers: token })).json()).data.list as Portrait[];
  const detail = (await manufacturers()).find((e) => !e.highTech)!;

  await page.goto('/Home');
  await page.getByRole('link', { name: '数据采集', exact: true }).click();
  await page.getByRole('link', { name: '企业认定名录', exact: true }).click();
  await expect(page).toHaveURL(/\/modifyCompany(\?|$)/);
  await expect(page.getByRole('heading', { name: '企业认定名录', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '新增记录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增企业认定名录' });
  await dialog.getByRole('textbox', { name: '统一社会信用代码', exact: true }).fill(detail.creditCode);
  await dialog.getByRole('textbox', { name: '单位名称', exact: true }).fill(detail.name);
  await dialog.getByRole('combobox', { name: '认定类别', exact: true }).selectOption('四上企业');
  await dialog.getByRole('textbox', { name: '认定日期', exact: true }).fill('2025-12-01');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page.getByText('认定类别：四上企业由综合数据认定和登记，本部门不能登记或修改')).toBeVisible();
  // what was typed stays; the right kind is saved
  await dialog.getByRole('combobox', { name: '认定类别', exact: true }).selectOption('高新技术企业');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('单位名称或信用代码', { exact: true }).fill(detail.creditCode);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(page.getByTestId('ledger-row')).toHaveCount(1);
  await expect(page.getByTestId('ledger-row').first()).toContainText(detail.name);
  // the enterprise portraits count it at once
  expect((await manufacturers()).find((e) => e.creditCode === detail.creditCode)?.highTech).toBe(true);

  // 名录核对 sets the reported count beside the register's, and leads to the register filtered
  await page.goto('/Home');
  await page.getByRole('link', { name: '数据采集', exact: true }).click();
  await page.getByRole('link', { name: '名录核对', exact: true }).click();
  const check = page.getByTestId('reconcile-item').filter({ hasText: '高新技术企业' });
  await expect(check.getByTestId('reconcile-coverage')).toContainText(/%|尚未填报/);
  await check.getByTestId('reconcile-registered').click();
  await expect(page).toHaveURL(/\/modifyCompany\?.*category=/);
  await expect(page.getByRole('combobox', { name: '认定类别' })).toHaveValue('高新技术企业');
});
