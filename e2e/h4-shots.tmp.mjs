// temporary screenshot helper for issue 4 (not part of the suite)
import { chromium } from '@playwright/test';
const origin = 'http://127.0.0.1:3120';
const [, , who, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
let session = null;
if (who !== 'visitor') {
  const path = who.startsWith('ent') ? '/prod-api/api/ent/login/entLogin' : '/prod-api/api/admin/accountLogin';
  const res = await fetch(origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: who, password: 'Demo@2025' }) });
  const { data } = await res.json();
  session = { user: data.userInfo, userType: data.userKind, personRouters: data.personRouters, blogRollList: [], unreadCount: 0 };
}
for (const width of [1440, 390]) {
  const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai', deviceScaleFactor: 1 });
  await ctx.addInitScript((s) => {
    if (s) sessionStorage.setItem('portal-session', JSON.stringify({ state: s, version: 0 }));
    sessionStorage.setItem('portal-site-dialog-seen', '1');
    sessionStorage.setItem('portal-pv-recorded', '1');
  }, session);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && console.log(`[console ${width}] ${m.text()}`));
  page.on('pageerror', (e) => console.log(`[pageerror ${width}] ${e.message}`));
  for (const p of paths) {
    await page.goto(origin + p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    const name = `${who}_${p.replace(/[^a-zA-Z0-9]+/g, '_')}_${width}.png`;
    if (width > 500) {
      await page.screenshot({ path: `/tmp/h4shots/${name}`, fullPage: true });
    } else {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1100, i++) {
        await page.screenshot({ path: `/tmp/h4shots/${name.replace('.png', `_${i}.png`)}`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1100, height - y) } });
      }
    }
    console.log('shot', name);
  }
  await ctx.close();
}
await browser.close();
