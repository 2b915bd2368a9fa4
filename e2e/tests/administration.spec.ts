import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acknowledgeSiteNotice, logIn, PASSWORD } from './session';

/**
 * Centre administration (issue 18, docs/administration.md), the main walk of its "Done means" that
 * is built: staff_admin creates a staff account with a role and a street, the new user logs in and
 * lands where SPEC.md section 6 routes it, staff_admin disables it and its open session ends;
 * staff_zscqj applies for the visual platform, staff_admin approves 30 days and staff_zscqj opens
 * /screen3/ without logging in again; a settle-in application is approved and the enterprise logs in;
 * the login log shows the failed and successful attempts of that walk, and the operation log the
 * account staff_admin made (never its temporary password).
 */

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** A fresh browser context (own session storage) on the portal. */
async function newPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  return context.newPage();
}

/** Logs a government account in through /login2's form. */
async function staffLogin(page: Page, username: string, password = PASSWORD) {
  await page.goto('/login2');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Opens an item of the 系统管理 menu. */
async function adminMenu(page: Page, item: string) {
  await nav(page).getByRole('button', { name: '系统管理' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('staff_admin runs staff accounts, visual-platform requests and settle-in approval', async ({ page: admin, browser, baseURL }) => {
  test.setTimeout(180_000);
  await staffLogin(admin, 'staff_admin');
  await expect(admin).toHaveURL(/\/Home$/);

  // ---- a staff account with a role and a street ----
  await adminMenu(admin, '工作人员账号');
  await expect(admin).toHaveURL(/\/sysUser/);
  await admin.getByRole('button', { name: '新增账号' }).click();
  const form = admin.getByRole('dialog', { name: '新增工作人员账号' });
  await form.getByRole('textbox', { name: '账号', exact: true }).fill('e2e_jd');
  await form.getByRole('textbox', { name: '姓名', exact: true }).fill('邓街道');
  await form.getByRole('textbox', { name: '部门', exact: true }).fill('街道管理');
  await form.getByRole('checkbox', { name: '街道管理', exact: true }).check();
  await form.getByRole('combobox', { name: '管辖街道' }).selectOption({ index: 1 });
  const street = (await form.getByRole('combobox', { name: '管辖街道' }).locator('option:checked').textContent())!;
  await form.getByRole('textbox', { name: '手机号', exact: true }).fill('13800138299');
  await form.getByRole('button', { name: '保存' }).click();
  const temporary = (await admin.getByTestId('temporary-password').textContent())!.trim();
  expect(temporary).toHaveLength(12);
  await admin.getByRole('button', { name: '我已记下' }).click();
  await admin.getByRole('textbox', { name: '关键字' }).fill('e2e_jd');
  await admin.getByRole('button', { name: '搜索' }).click();
  const row = admin.getByTestId('staff-row').filter({ hasText: 'e2e_jd' });
  await expect(row).toContainText('街道管理');
  await expect(row).toContainText(street);

  // the new user logs in, must set its own password, then its role routes it (SPEC.md section 6: a street manager gets 数据采集汇总)
  const user = await newPage(browser, baseURL);
  await staffLogin(user, 'e2e_jd', temporary);
  await expect(user).toHaveURL(/\/firstLogin$/);
  await user.getByLabel('新密码', { exact: true }).fill('Jiedao#Harbor26');
  await user.getByLabel('确认新密码').fill('Jiedao#Harbor26');
  await user.getByRole('button', { name: '保存并进入平台' }).click();
  await expect(user).toHaveURL(/\/Home$/);
  await nav(user).getByRole('button', { name: '数据采集' }).click();
  await user.getByRole('menuitem', { name: '数据采集汇总' }).click();
  await expect(user).toHaveURL(/\/entdataAll/);
  await expect(user.getByTestId('greeting')).toContainText('邓街道');

  // staff_admin disables it: its open session ends at its next call
  await row.getByRole('button', { name: '停用 e2e_jd' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '停用', exact: true }).click();
  await expect(row).toContainText('停用');
  await user.reload();
  await expect(user.getByText('请先登录').first()).toBeVisible();
  await expect(user.getByTestId('greeting')).toHaveCount(0);
  await staffLogin(user, 'e2e_jd', 'Jiedao#Harbor26');
  await expect(user.getByTestId('login-error')).toHaveText('该账号已停用，请联系管理员');
  await user.context().close();

  // ---- the visual platform: apply, approve 30 days, open /screen3/ without a new login ----
  const zscqj = await newPage(browser, baseURL);
  await logIn(zscqj, 'staff_zscqj');
  await zscqj.goto('/modifyPassword');
  await zscqj.getByRole('link', { name: '申请可视化平台权限' }).click();
  await expect(zscqj).toHaveURL(/\/modifyScreen$/);
  await zscqj.getByRole('textbox', { name: '申请理由' }).fill('知识产权局需要查看区人才指数，用于专利人才分析。');
  await zscqj.getByRole('combobox', { name: '申请期限' }).selectOption({ label: '90天' });
  await zscqj.getByRole('button', { name: '提交申请' }).click();
  await expect(zscqj.getByTestId('ksh-latest')).toContainText('待审批');

  await adminMenu(admin, '可视化平台权限审批');
  await admin.getByRole('button', { name: '批准 staff_zscqj', exact: true }).click();
  const pass = admin.getByRole('dialog', { name: '批准 赵敏 的申请' });
  await pass.getByRole('combobox', { name: '期限' }).selectOption({ label: '30天' });
  await pass.getByRole('button', { name: '批准', exact: true }).click();
  await expect(admin.getByTestId('ksh-row').filter({ hasText: 'staff_zscqj' })).toContainText('已批准');

  await zscqj.reload();
  await expect(zscqj.getByText('已获得可视化平台权限，剩余 30 天。')).toBeVisible();
  await zscqj.getByRole('link', { name: '打开可视化平台' }).click();
  await expect(zscqj).toHaveURL(/\/screen3\/overview/);
  await zscqj.waitForTimeout(1500);
  await expect(zscqj).toHaveURL(/\/screen3\//);
  await zscqj.context().close();

  // ---- settle-in: approve the waiting application; the enterprise logs in ----
  await adminMenu(admin, '企业账号与入驻审核');
  // the seeded application of 梁志强 (accounts.spec.ts files another, with a password of its own)
  const waiting = admin.getByTestId('ent-row').filter({ hasText: '待审核' }).filter({ hasText: '梁志强' });
  const creditCode = (await waiting.locator('td').nth(1).textContent())!.trim();
  await waiting.getByRole('button', { name: /^通过 / }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '通过', exact: true }).click();
  await expect(admin.getByTestId('ent-row').filter({ hasText: creditCode })).toContainText('已开通');

  const ent = await newPage(browser, baseURL);
  await acknowledgeSiteNotice(ent.request, creditCode);
  await ent.goto('/');
  await ent.getByLabel('账号', { exact: true }).fill(creditCode);
  await ent.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await ent.getByRole('button', { name: '登录', exact: true }).click();
  await expect(ent).toHaveURL(/\/Home$/);
  await expect(ent.getByTestId('greeting')).toContainText('梁志强');
  await ent.context().close();

  // ---- the login log shows the failed and successful attempts of the walk ----
  await adminMenu(admin, '登录日志');
  await admin.getByRole('textbox', { name: '账号', exact: true }).fill('e2e_jd');
  await admin.getByRole('button', { name: '搜索' }).click();
  const attempts = admin.getByTestId('login-log-row');
  await expect(attempts.filter({ hasText: '账号已停用' })).toHaveCount(1);
  await expect(attempts.filter({ hasText: '登录成功' })).toHaveCount(1);
  await expect(attempts.filter({ hasText: '失败' })).toHaveCount(1);

  // ---- the operation log shows the account staff_admin made, without its temporary password ----
  await adminMenu(admin, '操作日志');
  await expect(admin).toHaveURL(/\/operationLog/);
  await admin.getByRole('textbox', { name: '账号', exact: true }).fill('staff_admin');
  await admin.getByRole('textbox', { name: '操作或接口路径' }).fill('工作人员账号');
  await admin.getByRole('button', { name: '搜索' }).click();
  const made = admin.getByTestId('operation-log-row').filter({ hasText: '新增或修改工作人员账号' }).filter({ hasText: 'e2e_jd' });
  await expect(made).toHaveCount(1);
  await expect(made).toContainText('成功');
  // with the record before and after: the account created, then its status moved by 停用
  await expect(made.getByTestId('operation-log-records')).toContainText(/app_user \d+（新建）：.*username e2e_jd/);
  const disabled = admin.getByTestId('operation-log-row').filter({ hasText: '启用或停用工作人员账号' }).filter({ hasText: '"status":"disabled"' });
  await expect(disabled.getByTestId('operation-log-records').first()).toContainText(/app_user \d+：status active → disabled/);
  await expect(admin.getByTestId('operation-log-row').filter({ hasText: temporary })).toHaveCount(0);
});

/** The smallest valid PNG (1x1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

test('a banner, a friendly link and a service entrance changed in 系统配置 show on /Home at once', async ({ page: admin, browser, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(admin, 'staff_admin');
  await admin.goto('/Home');
  await adminMenu(admin, '系统配置');
  await expect(admin).toHaveURL(/\/sysConfig$/);

  // the platform banner: upload a picture and save
  await admin.getByRole('button', { name: '修改 平台首页横幅' }).click();
  const dialog = admin.getByRole('dialog', { name: '修改：平台首页横幅' });
  await dialog.getByLabel('横幅图片').setInputFiles({ name: '新横幅.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: '平台首页横幅（新）' })).toBeVisible();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const banner = admin.getByTestId('config-item').filter({ hasText: '平台首页横幅' });
  await expect(banner).toContainText('最近修改');

  // a friendly link first in the footer
  await admin.getByRole('button', { name: '新增链接' }).click();
  const link = admin.getByRole('dialog', { name: '新增链接' });
  await link.getByLabel('链接名称').fill('区政务服务网');
  await link.getByLabel('网址').fill('https://zwfw.example.gov.cn/');
  await link.getByLabel('排序（数字小的在前）').fill('0');
  await link.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByTestId('friendly-link-row').first()).toContainText('区政务服务网');

  // a service entrance renamed and put among 重点服务 (as it was, to put it back at the end)
  const entrances = await admin.request.get('/prod-api/api/center/entrance/list', { headers: { token: await admin.evaluate(() => JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token as string) } });
  const entranceBefore = ((await entrances.json()).data as { code: string }[]).find((e) => e.code === '33');
  await admin.getByRole('button', { name: '修改服务入口：33 就业见习补贴' }).click();
  const entrance = admin.getByRole('dialog', { name: '修改服务入口：33 就业见习补贴' });
  await entrance.getByRole('textbox', { name: '入口名称', exact: true }).fill('就业见习补贴申报');
  await entrance.getByRole('checkbox', { name: '在首页“重点服务”中显示' }).check();
  await entrance.getByRole('button', { name: '保存' }).click();
  await expect(entrance).toBeHidden();
  await expect(admin.getByTestId('entrance-row').filter({ hasText: '就业见习补贴申报' })).toContainText('首页显示');

  // a visitor's /Home shows all three at once
  const visitor = await (await browser.newContext({ baseURL, locale: 'zh-CN' })).newPage();
  await visitor.goto('/Home');
  await expect(visitor.getByRole('navigation', { name: '友情链接' }).getByRole('link').first()).toHaveText('区政务服务网');
  await expect(visitor.getByTestId('home-services')).toContainText('就业见习补贴申报');
  await expect.poll(() => visitor.getByTestId('banner').evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/prod-api/common/file/');
  await visitor.context().close();

  // put the demo back for the other specs: remove the link, the drawn banner again
  await admin.getByTestId('friendly-link-row').first().getByRole('button', { name: '删除' }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(admin.getByTestId('friendly-link-row').first()).not.toContainText('区政务服务网');
  const token = await admin.evaluate(() => JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token as string);
  const restored = await admin.request.post('/prod-api/api/center/config/save', { data: { key: 'platform_top_image', value: '/images/banner.svg' }, headers: { token } });
  expect((await restored.json()).code).toBe(2000);
  const entranceBack = await admin.request.post('/prod-api/api/center/entrance/save', { data: entranceBefore, headers: { token } });
  expect((await entranceBack.json()).code).toBe(2000);
});

test('a label renamed in 数据字典 is what the application form offers; the value stays', async ({ page: admin, browser, baseURL }) => {
  test.setTimeout(120_000);
  await staffLogin(admin, 'staff_admin');
  await expect(admin).toHaveURL(/\/Home$/);
  await adminMenu(admin, '数据字典');
  await expect(admin).toHaveURL(/\/sysDict/);
  await expect(admin.getByRole('combobox', { name: '字典类型' })).toHaveValue('education');
  const rename = async (from: string, to: string) => {
    await admin.getByRole('button', { name: `修改“${from}”` }).click();
    const dialog = admin.getByRole('dialog', { name: `修改“${from}”` });
    await expect(dialog.getByTestId('dict-value')).toHaveText('高中及以下');
    await dialog.getByRole('textbox', { name: '字典标签' }).fill(to);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByTestId('dict-row').filter({ hasText: to })).toContainText('启用');
  };
  // a blank label and a label of another option are refused, in Chinese
  await admin.getByRole('button', { name: '修改“高中及以下”' }).click();
  const dialog = admin.getByRole('dialog', { name: '修改“高中及以下”' });
  await dialog.getByRole('textbox', { name: '字典标签' }).fill('');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toContainText('请填写字典标签');
  await dialog.getByRole('textbox', { name: '字典标签' }).fill('大学本科');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(admin.getByText('字典标签“大学本科”在该类型中已存在，请换一个标签')).toBeVisible();
  await dialog.getByRole('button', { name: '取消' }).click();

  await rename('高中及以下', '高中、中专及以下');
  try {
    const person = await newPage(browser, baseURL);
    await person.goto('/?as=person');
    await person.getByLabel('账号', { exact: true }).fill('person_demo');
    await person.getByLabel('密码', { exact: true }).fill(PASSWORD);
    await person.getByRole('button', { name: '登录', exact: true }).click();
    await expect(person).toHaveURL(/\/Home$/);
    await person.goto('/applySubsidies?type=ruhu');
    const education = person.getByRole('form', { name: '人才引进入户' }).getByLabel(/^最高学历/);
    await expect(education.locator('option', { hasText: '高中、中专及以下' })).toHaveAttribute('value', '高中及以下');
    await expect(education.locator('option', { hasText: /^高中及以下$/ })).toHaveCount(0);
    await person.context().close();
  } finally {
    // other specs share the database: the label as it was
    await rename('高中、中专及以下', '高中及以下');
  }
});
