import { chromium } from '@playwright/test';
const base = 'http://localhost:3308';
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
for (const width of [1280, 390]) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await page.goto('/login2');
  await page.getByLabel('账号', { exact: true }).fill('staff_jyzx');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/Home/);
  await page.getByRole('alertdialog').getByRole('button', { name: '我知道了' }).click();
  if (width === 1280) {
    await page.getByRole('navigation', { name: '主导航' }).getByText('在线服务').first().hover();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/h5c/menu-${width}.png` });
  } else {
    await page.getByRole('button', { name: '打开菜单' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/h5c/menu-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
  }
  await page.goto('/modifyDemand');
  await page.getByRole('button', { name: '导入', exact: true }).waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/h5c/demand-${width}.png` });
  await page.getByRole('button', { name: '导入', exact: true }).click();
  await page.waitForTimeout(500);
  await page.getByTestId('import-file').setInputFiles(process.env.XLSX);
  await page.getByRole('button', { name: '开始导入' }).click();
  await page.getByTestId('import-summary').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/h5c/import-${width}.png` });
  await context.close();
}
await browser.close();
