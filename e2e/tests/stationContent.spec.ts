import { expect, test } from './fixtures';
import { loggedIn } from './session';

/*
 * The station's service items and the recruitment session of /Home (issue 17, docs/station.md):
 * a visitor opens 人才赋能站 → 服务项目与站点动态 → a service item's detail; the latest recruitment
 * session shows on /Home while the switch of 系统配置 is on, and not after an administrator turns
 * it off; /test shows the server's health to staff.
 */
test('a visitor opens a service item of the station from /rcfnz, through the list and its category tab', async ({ page }) => {
  await page.goto('/rcfnz');
  const section = page.getByRole('region', { name: '服务项目与站点动态' });
  await expect(section.getByTestId('station-article').first()).toBeVisible();
  await section.getByRole('link', { name: '查看更多' }).click();
  await expect(page).toHaveURL(/\/rcfnzList$/);
  await expect(page.getByRole('heading', { level: 1, name: '服务项目与站点动态' })).toBeVisible();
  await page.getByRole('navigation', { name: '内容类别' }).getByRole('link', { name: '服务项目' }).click();
  await expect(page).toHaveURL(/category=stationService/);
  const rows = page.getByTestId('publication-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.getByTestId('publication-category').filter({ hasText: '站点动态' })).toHaveCount(0);
  await rows.getByRole('link', { name: '岗位匹配：求职登记与岗位推荐' }).click();
  await expect(page).toHaveURL(/\/rcfnzDetail\?id=\d+/);
  await expect(page.getByTestId('publication-detail-title')).toHaveText('岗位匹配：求职登记与岗位推荐');
  await expect(page.getByTestId('publication-detail-body').getByRole('heading', { name: '服务流程' })).toBeVisible();
  await expect(page.getByRole('link', { name: '人才赋能站' })).toBeVisible();
});

test('the latest recruitment session shows on /Home while the switch is on, with its enterprises and posts, and not once it is off', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(150_000);
  const latest = (await (await request.get('/prod-api/recruitmentSession/getLatestRecruitmentSession')).json()).data;
  await page.goto('/Home');
  const block = page.getByTestId('home-session');
  await expect(block.getByRole('heading', { name: '近期招聘会' })).toBeVisible();
  await expect(block.getByTestId('home-session-title')).toHaveText(latest.activity.title);
  await expect(block.getByText(`参会企业 ${latest.enterpriseCount} 家`)).toBeVisible();
  // a post of a participating enterprise leads to the job
  const postLink = block.getByTestId('session-post').first();
  const postName = (await postLink.textContent())!;
  await postLink.click();
  await expect(page).toHaveURL(/\/entDemandDetail\?id=\d+/);
  await expect(page.getByText(postName).first()).toBeVisible();
  // the session's own page lists every participating enterprise
  await page.goto('/Home');
  await page.getByTestId('home-session-title').click();
  await expect(page).toHaveURL(new RegExp(`/registerAct\\?id=${latest.activity.id}$`));
  await expect(page.getByTestId('session-detail').getByTestId('session-enterprise')).toHaveCount(latest.enterpriseCount);

  // an administrator turns the switch off in 系统配置: a visitor's /Home no longer shows the block
  const admin = await loggedIn(browser, baseURL!, 'staff_admin');
  await admin.goto('/sysConfig');
  const item = admin.getByTestId('config-item').filter({ hasText: '首页展示最近一场招聘会' });
  await expect(item.getByText('展示', { exact: true })).toBeVisible();
  await item.getByRole('button', { name: '修改' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('radio', { name: '不展示' }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(item.getByText('不展示', { exact: true })).toBeVisible();
  const switchRead = page.waitForResponse((r) => r.url().includes('/recruitmentSession/getSwitch'));
  await page.goto('/Home');
  expect((await (await switchRead).json()).data).toEqual({ on: false });
  await expect(page.getByTestId('home-notices')).toBeVisible();
  await expect(page.getByTestId('home-session')).toHaveCount(0);

  // and back on, as the demo has it
  await item.getByRole('button', { name: '修改' }).click();
  await dialog.getByRole('radio', { name: '展示', exact: true }).check();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(item.getByText('展示', { exact: true })).toBeVisible();
  await page.goto('/Home');
  await expect(page.getByTestId('home-session-title')).toHaveText(latest.activity.title);
  await admin.context().close();
});

test('staff see the server and database health at /test from the workbench', async ({ browser, baseURL }) => {
  const staff = await loggedIn(browser, baseURL!, 'staff_jyzx');
  await staff.goto('/test');
  await expect(staff.getByRole('heading', { level: 1, name: '运行状态' })).toBeVisible();
  await expect(staff.getByTestId('health-overall')).toContainText('运行正常');
  for (const name of ['database', 'migrations', 'storage']) await expect(staff.getByTestId(`health-${name}`)).toContainText('正常');
  await staff.getByRole('button', { name: '重新检测' }).click();
  await expect(staff.getByTestId('health-database')).toContainText('正常');
  await staff.context().close();
});
