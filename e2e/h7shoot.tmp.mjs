import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3140';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'] });
const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 1920), height: Number(process.env.H ?? 1080) }, deviceScaleFactor: Number(process.env.DPR ?? 1) });
const page = await ctx.newPage();
const foreign = [];
page.on('request', (r) => { if (!/^(http:\/\/127\.0\.0\.1|data:|blob:)/.test(r.url())) foreign.push(r.url()); });
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
await page.goto(base + '/login2');
await page.getByLabel('账号', { exact: true }).fill('staff_jyzx');
await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
await page.getByRole('button', { name: '登录', exact: true }).click();
await page.waitForURL(/\/Home$/);
for (const p of pages) {
  await page.goto(base + '/screen3/' + p);
  await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
  const name = p.replace(/[^a-zA-Z0-9]+/g, '_');
  await page.screenshot({ path: `/tmp/h7shots/${name}.png` });
  console.log('shot', p, page.url());
}
console.log('foreign', foreign);
await browser.close();
