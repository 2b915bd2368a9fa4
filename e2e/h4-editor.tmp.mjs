import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3120';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const res = await fetch(origin + '/prod-api/api/admin/accountLogin', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: process.argv[2] ?? 'staff_jyzx', password: 'Demo@2025' }) });
const { data } = await res.json();
const session = { user: data.userInfo, userType: data.userKind, personRouters: data.personRouters, blogRollList: [], unreadCount: 0 };
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale: 'zh-CN' });
  await ctx.addInitScript((s) => { sessionStorage.setItem('portal-session', JSON.stringify({ state: s, version: 0 })); sessionStorage.setItem('portal-site-dialog-seen', '1'); }, session);
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()));
  await page.goto(origin + (process.argv[3] ?? '/modifyExplain'));
  await page.getByRole('button', { name: '新建' }).click();
  await page.waitForTimeout(800); await page.screenshot({ path: '/tmp/h4shots/editor_open.png' }); await page.getByRole('textbox', { name: '标题' }).fill('测试标题');
  await page.getByTestId('rich-text').click();
  await page.keyboard.type('这是正文，第一段。');
  await page.getByRole('button', { name: '居中' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/h4shots/editor_${width}.png` });
  await page.getByRole('button', { name: '保存并提交审核' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: `/tmp/h4shots/editor_after_${width}.png` });
  await ctx.close();
}
await browser.close();
