import { expect, test } from './fixtures';
import { logIn, PASSWORD } from './session';

const LIST = '/prod-api/api/employmentMonitor/unemployment/list';

test('an enterprise fills its unemployment monitoring from 我的企业, never sees another’s, and the employment promotion office oversees both', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const session = await logIn(page, 'ent_demo');
  // another enterprise reports the same month through the API
  const hrLogin = await (await page.request.post('/prod-api/api/ent/login/entLogin', { data: { username: 'ent_hr', password: PASSWORD } })).json();
  const hr = { token: hrLogin.data.userInfo.token as string };
  const hrReport = await (
    await page.request.post('/prod-api/api/employmentMonitor/unemployment/addUpd', { headers: hr, data: { period: '2025-01', lastCount: 50, hired: 2, left: 0, currentCount: 52, reason: '无减少', filledBy: '刘芳', phone: '13900139002' } })
  ).json();
  expect(hrReport.code, hrReport.msg).toBe(2000);
  const hrName = (await (await page.request.get(`${LIST}?limit=10`, { headers: hr })).json()).data.list[0].entName as string;

  await page.goto('/business');
  await page.getByRole('link', { name: '就业失业监测', exact: true }).click();
  await expect(page).toHaveURL(/\/modifyUnemployment(\?|$)/);
  await expect(page.getByRole('heading', { name: '失业动态监测', level: 1 })).toBeVisible();
  await expect(page.getByTestId('ledger-total')).toHaveText('共 6 条记录');

  await page.getByRole('button', { name: '新增记录', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '新增失业动态监测' });
  // fields by their accessible names (the label; the required mark is hidden from it)
  await dialog.getByRole('textbox', { name: '监测月份', exact: true }).fill('2025-01');
  await dialog.getByRole('textbox', { name: '上月末职工人数（人）', exact: true }).fill('100');
  await dialog.getByRole('textbox', { name: '本月新增人数（人）', exact: true }).fill('5');
  await dialog.getByRole('textbox', { name: '本月减少人数（人）', exact: true }).fill('3');
  await dialog.getByRole('textbox', { name: '本月末职工人数（人）', exact: true }).fill('101');
  await dialog.getByRole('combobox', { name: '岗位减少主要原因', exact: true }).selectOption('自然减员');
  await dialog.getByRole('textbox', { name: '填报人', exact: true }).fill('陈晓明');
  await dialog.getByRole('textbox', { name: '填报人手机', exact: true }).fill('13900139001');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  // the server's rule across the fields; what was typed stays
  await expect(page.getByText('本月末职工人数：应等于上月末人数＋本月新增－本月减少，即102人')).toBeVisible();
  await dialog.getByRole('textbox', { name: '本月末职工人数（人）', exact: true }).fill('102');
  await dialog.getByRole('button', { name: '保存', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('ledger-total')).toHaveText('共 7 条记录');
  const rows = page.getByTestId('ledger-row');
  await expect(rows.filter({ hasText: '2025-01' })).toHaveCount(1);
  await expect(rows.filter({ hasText: hrName })).toHaveCount(0);

  // another enterprise's report cannot be read by id either
  const own = { token: session.user!.token };
  const hrDetail = await (await page.request.get(`/prod-api/api/employmentMonitor/unemployment/detail?id=${hrReport.data.id}`, { headers: own })).json();
  expect([hrDetail.code, hrDetail.msg]).toEqual([4003, '只能查看和修改本单位的监测记录']);

  // the employment promotion office sees both enterprises' reports of that month, and changes none
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const staff = await context.newPage();
  await logIn(staff, 'staff_visual');
  await staff.goto('/modifyUnemployment');
  await expect(staff.getByRole('columnheader', { name: '单位名称', exact: true })).toBeVisible();
  await staff.getByLabel('单位名称', { exact: true }).fill(hrName);
  await staff.getByRole('button', { name: '搜索', exact: true }).click();
  await expect(staff.getByTestId('ledger-row').filter({ hasText: '2025-01' })).toHaveCount(1);
  await expect(staff.getByTestId('ledger-row').first()).toContainText(hrName);
  await expect(staff.getByRole('button', { name: '新增记录' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: '修改' })).toHaveCount(0);
  await context.close();
});
