import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3130';
const [, , ...pages] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
const res = await fetch(`${origin}/prod-api/api/ent/login/entLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'ent_demo', password: 'Demo@2025' }) });
const { data } = await res.json();
const gres = await fetch(`${origin}/prod-api/api/admin/accountLogin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'staff_jyzx', password: 'Demo@2025' }) });
const gov = (await gres.json()).data;
for (const spec of pages) {
  const [path, width, action] = spec.split('@');
  const w = Number(width);
  const page = await browser.newPage({ viewport: { width: w, height: w > 800 ? 900 : 844 }, deviceScaleFactor: 1 });
  const who = action === 'gov' ? gov : data;
  await page.addInitScript((state) => { sessionStorage.setItem('portal-session', JSON.stringify({ state, version: 0 })); }, { user: who.userInfo, userType: who.userKind, personRouters: who.personRouters, blogRollList: [], unreadCount: 0 });
  await page.goto(origin + path);
  await page.waitForLoadState('networkidle');
  const dlg = page.getByRole('button', { name: '我知道了' });
  if (await dlg.isVisible().catch(() => false)) await dlg.click();
  if (action === 'import') {
    await page.getByRole('button', { name: '导入人员' }).first().click();
    await page.getByTestId('import-file').setInputFiles('/tmp/bad.xlsx');
    await page.getByRole('button', { name: '开始导入' }).click();
    await page.getByTestId('import-summary').waitFor();
  }
  if (action === 'add') {
    await page.getByRole('button', { name: '新增人员' }).click();
    await page.getByRole('button', { name: '保存' }).click();
  }
  await page.waitForTimeout(400);
  if (await dlg.isVisible().catch(() => false)) { await dlg.click(); await page.waitForTimeout(400); }
  const name = `/tmp/h5shot-${path.replace(/[/?=&]/g, '_')}-${w}${action ? '-' + action : ''}.png`;
  await page.screenshot({ path: name, fullPage: !action && w > 800 });
  console.log(name);
  await page.close();
}
await browser.close();
