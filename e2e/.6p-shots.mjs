import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3205';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function session(door, user) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await page.goto(base + door);
  await page.getByLabel('账号', { exact: true }).fill(user);
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(/\/Home$/);
  await page.getByRole('alertdialog').getByRole('button', { name: '我知道了' }).click();
  return page;
}
async function shot(page, path, name) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(base + path);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/6p-shots2/${name}-${width}.png`, fullPage: true });
  }
}
const targets = process.argv.slice(2);
const ent = await session('/', 'ent_demo');
for (const [path, name] of [['/zygSubsidy', 'zyg-ent'], ['/modifyChunjieEnts', 'spring'], ['/applySubsidies', 'chooser-ent'], ['/applySubsidies?type=fcwg', 'form-fcwg']]) if (!targets.length || targets.includes(name)) await shot(ent, path, name);
const staff = await session('/login2', 'staff_jyzx');
if (targets.includes('ent-audit')) {
  const list = await staff.evaluate(async () => { const token = JSON.parse(sessionStorage.getItem('portal-session')).state.user.token; return (await (await fetch('/prod-api/api/second/task/list?type=springAllowance&status=awaiting_check', { headers: { token } })).json()).data.list; });
  await shot(staff, `/entAuditDetail?id=${list[0].id}`, 'ent-audit');
}
for (const [path, name] of [['/zygSubsidy', 'zyg-staff'], ['/perBusiness', 'per-staff']]) if (!targets.length || targets.includes(name)) await shot(staff, path, name);
const person = await session('/?as=person', 'person_demo');
if (targets.includes('progress-id')) {
  const list = await person.evaluate(async () => { const token = JSON.parse(sessionStorage.getItem('portal-session')).state.user.token; return (await (await fetch('/prod-api/api/second/apply/list?filer=person', { headers: { token } })).json()).data.list; });
  await shot(person, `/serviceProgress?id=${list.find((a) => a.submittedAt).id}`, 'progress-id');
}
for (const [path, name] of [['/perBusiness', 'per-person'], ['/applySubsidies', 'chooser-person'], ['/serviceProgress?type=zhufang', 'progress']]) if (!targets.length || targets.includes(name)) await shot(person, path, name);
await browser.close();
