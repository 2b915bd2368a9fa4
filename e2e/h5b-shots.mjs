import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3202';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
async function login(path, body) {
  const res = await fetch(origin + '/prod-api' + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return (await res.json()).data;
}
const staff = await login('/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' });
const person = await login('/api/second/user/loginPwd', { username: 'person_demo', password: 'Demo@2025' });
const ent = await login('/api/ent/login/entLogin', { username: 'ent_demo', password: 'Demo@2025' });
const shots = [
  ['allocation', staff, '/allocation'],
  ['allocationDetail', staff, '/allocationDetail?id=1'],
  ['track-service', staff, '/track-service'],
  ['myResponse', person, '/myResponse'],
  ['entDemand', ent, '/entDemand'],
  ['userMessage', person, '/userMessage'],
];
for (const [name, login, path] of shots) {
  for (const width of [1280, 390]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, deviceScaleFactor: 1 });
    const page = await ctx.newPage();
    await page.addInitScript((state) => { sessionStorage.setItem('portal-session', JSON.stringify({ state, version: 0 })); }, { user: login.userInfo, userType: login.userKind, personRouters: login.personRouters, blogRollList: [], unreadCount: 0 });
    await page.goto(origin + path);
    await page.waitForLoadState('networkidle');
    const dlg = page.getByRole('alertdialog').getByRole('button', { name: '我知道了' });
    if (await dlg.count()) await dlg.click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/h5b-shots/${name}-${width}.png`, fullPage: true });
    await ctx.close();
  }
}
await browser.close();
console.log('done');
