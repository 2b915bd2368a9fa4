import type { Locator, Page } from '@playwright/test';
import { creditCodeCheckChar, idCardCheckChar } from '@portal/validators';
import { expect, test } from './fixtures';
import { PASSWORD } from './session';
import { nextCode, smsCount } from './sms';

/**
 * Keyboard only (issue 19, "Keyboard"): no click, no fill, no selectOption — Tab, Shift+Tab,
 * Enter, Space, Escape and, inside a closed select, the arrow keys. Locators only find what the
 * focus should reach and what the page should show.
 */

/** Whether `target` holds the keyboard focus. */
const focused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab when `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await focused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

/** The focused element shows a focus indicator: it matches :focus-visible and has an outline or a box shadow. */
async function expectFocusVisible(target: Locator): Promise<void> {
  const shown = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    return el.matches(':focus-visible') && ((style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none');
  });
  expect(shown, `${target} shows where the focus is`).toBe(true);
}

/** Tabs to a text input and types `value` in place of what it holds (Control+A, then the keys). */
async function typeInto(page: Page, input: Locator, value: string): Promise<void> {
  await tabTo(page, input);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(value);
  await expect(input).toHaveValue(value);
}

/** Tabs to a closed native select and presses ArrowDown / ArrowUp until its chosen option is the one of text `label` (a number: that option's index). */
async function choose(page: Page, select: Locator, label: string | number): Promise<void> {
  await tabTo(page, select);
  const texts = await select.locator('option').allTextContents();
  const index = typeof label === 'number' ? label : texts.indexOf(label);
  expect(index, `option ${label} of ${select}`).toBeGreaterThan(0);
  const now = await select.evaluate((el: HTMLSelectElement) => el.selectedIndex);
  for (let i = now; i < index; i++) await page.keyboard.press('ArrowDown');
  for (let i = now; i > index; i--) await page.keyboard.press('ArrowUp');
  expect(await select.evaluate((el: HTMLSelectElement) => el.selectedIndex)).toBe(index);
}

/** Refuses (through the API, as staff of the housing department) person_demo's pending housing applications, so a new one may be filed. */
async function clearPendingHousing(page: Page): Promise<void> {
  const login = await (await page.request.post('/prod-api/api/admin/accountLogin', { data: { username: 'staff_rcjt', password: PASSWORD } })).json();
  expect(login.code, login.msg).toBe(2000);
  const headers = { token: login.data.userInfo.token };
  const list = await (await page.request.get('/prod-api/api/second/task/list?type=zhufang&status=awaiting_check&limit=50', { headers })).json();
  for (const item of list.data.list.filter((a: { applicantName: string }) => a.applicantName === '张伟')) {
    const detail = await (await page.request.get(`/prod-api/api/second/task/adminDetail?id=${item.id}`, { headers })).json();
    const done = await (await page.request.post('/prod-api/api/second/task/audit', { headers, data: { id: item.id, version: detail.data.version, action: 'refused', comment: '材料不全，请重新申请' } })).json();
    expect(done.code, done.msg).toBe(2000);
  }
}

test('an individual logs in, files a housing application and logs out with the keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await clearPendingHousing(page);

  // login: the 密码登录 tab panel is not a second thing called 密码
  await page.goto('/?as=person');
  await expect(page.getByLabel('密码', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: '密码', exact: true })).toHaveCount(0);
  const account = page.getByLabel('账号', { exact: true });
  await tabTo(page, account);
  await expectFocusVisible(account);
  await page.keyboard.type('person_demo');
  await tabTo(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.type(PASSWORD);
  const loginButton = page.getByRole('button', { name: '登录', exact: true });
  await tabTo(page, loginButton);
  await expectFocusVisible(loginButton);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Home$/);

  // the first Tab from the top of the page reaches the skip link, which moves the focus to the main content
  // (the login's client-side navigation leaves Chrome's focus starting point where the login button was, and a
  // script's blur() keeps it there: a page load, as a user opening /Home has, starts from the top)
  await page.reload();
  await expect(page.locator('main h1')).toBeAttached();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();

  // 在线服务 › 补贴申报 from the header menu: Enter opens it, Escape closes it and gives the focus back, arrows and Enter choose
  const onlineService = page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '在线服务' });
  await tabTo(page, onlineService, { back: true });
  await expectFocusVisible(onlineService);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(onlineService).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name: '补贴申报' });
  for (let i = 0; i < 20 && !(await item.getAttribute('data-highlighted').then((v) => v !== null)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/applySubsidies$/);

  // the housing type: its 开始申请 link
  const start = page.getByTestId('type-chooser').getByRole('link', { name: '开始申请' }).nth(1);
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=zhufang/);
  const form = page.getByRole('form', { name: '人才住房（公寓）申请' });
  await expect(form.getByLabel(/^姓名/)).toHaveValue('张伟');

  // a submit with fields missing moves the focus to the first field in error, whose message is bound to it
  await choose(page, form.getByLabel(/^婚姻状况/), '已婚');
  const submit = form.getByRole('button', { name: '提交申请' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('form-invalid')).toBeVisible();
  const firstError = page.locator(':focus');
  await expect(firstError).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await firstError.getAttribute('aria-describedby')) ?? '';
  expect(describedBy, 'the field in error names its message with aria-describedby').not.toBe('');

  // the rest of the form, each field reached with Tab (Shift+Tab back to the top first)
  await tabTo(page, form.getByLabel(/^姓名/), { back: true });
  for (const [label, value] of [['工作单位', '广州演示科技有限公司'], ['手机号码', '13700137001'], ['共同申请人数', '2']] as const) await typeInto(page, form.getByLabel(new RegExp(`^${label}`)), value);
  await choose(page, form.getByLabel(/^最高学历/), '硕士研究生');
  await choose(page, form.getByLabel(/^本区有无自有住房/), '无');
  await choose(page, form.getByLabel(/^意向街道/), 1);
  await choose(page, form.getByLabel(/^意向户型/), '两房');
  await tabTo(page, submit);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/perBusDetail\?id=\d+/);
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('待审核');

  // 退出 in the header, reached with Shift+Tab
  const logout = page.getByRole('button', { name: '退出', exact: true });
  await tabTo(page, logout, { back: true });
  await expectFocusVisible(logout);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$|\/\?/);
  await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
});

test('a dialog opened from the keyboard keeps the focus inside and gives it back on Escape', async ({ page }) => {
  await page.goto('/?as=person');
  await tabTo(page, page.getByLabel('账号', { exact: true }));
  await page.keyboard.type('person_demo');
  await tabTo(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Home$/);
  await page.goto('/notice');
  const subscribe = page.getByRole('button', { name: '订阅', exact: true });
  await tabTo(page, subscribe);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '订阅通知公告与政策文件' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement)), 'the focus stays in the dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(subscribe).toBeFocused();
});

test('staff audit an application with the keyboard alone: log in, open it from the list, write the note, return it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login2');
  await tabTo(page, page.getByLabel('账号', { exact: true }));
  await page.keyboard.type('staff_rcjt');
  await tabTo(page, page.getByLabel('密码', { exact: true }));
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: '退出', exact: true })).toBeVisible();

  // the housing applications waiting (the first test filed one for 张伟): the row's 审核 link
  await page.goto(`/perBusiness?type=zhufang&status=awaiting_check&keyword=${encodeURIComponent('张伟')}`);
  const row = page.getByTestId('application-row').first();
  await expect(row).toContainText('张伟');
  const open = row.getByRole('link', { name: '审核', exact: true });
  await tabTo(page, open);
  await expectFocusVisible(open);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/perAuditDetail\?id=\d+/);

  // the note, then 退回修改 with Enter
  const box = page.getByTestId('action-box');
  await tabTo(page, box.getByLabel('办理意见'));
  await page.keyboard.type('请补充租赁合同（键盘操作）');
  const back = box.getByRole('button', { name: '退回修改', exact: true });
  await tabTo(page, back);
  await expectFocusVisible(back);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('退回修改');
});

/** The text drawn after a field's label (its required mark), as a sighted user sees it. */
const markAfter = (page: Page, label: string) => page.locator('label', { hasText: new RegExp(`^${label}$`) }).first().evaluate((el) => getComputedStyle(el, '::after').content);

test('an individual registers with the keyboard alone, every required field marked with *', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/register');
  for (const label of ['账号', '姓名', '身份证号', '手机号', '短信验证码', '密码', '确认密码']) expect(await markAfter(page, label), `${label} is marked required`).toMatch(/^"\*"/);
  const phone = '13600136511';
  const idCard = `44011519920815201${idCardCheckChar('44011519920815201')}`;
  for (const [label, value] of [['账号', 'kbd_person01'], ['姓名', '陈静'], ['身份证号', idCard], ['手机号', phone]] as const) await typeInto(page, page.getByLabel(label, { exact: true }), value);
  const before = smsCount(phone);
  const sendCode = page.getByRole('button', { name: '获取验证码' });
  await tabTo(page, sendCode);
  await expectFocusVisible(sendCode);
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('短信验证码', { exact: true }), await nextCode(phone, before));
  await typeInto(page, page.getByLabel('密码', { exact: true }), 'Chen#Harbor26');
  await typeInto(page, page.getByLabel('确认密码', { exact: true }), 'Chen#Harbor26');
  const submit = page.getByRole('button', { name: '注册', exact: true });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Home$/);
  await expect(page.getByTestId('greeting')).toContainText('陈静');
});

test('an enterprise applies to settle in with the keyboard alone: each step starts on its first field, the licence chosen from the keyboard', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/settledEnt');
  const code = `91440115MA5D0003Q${creditCodeCheckChar('91440115MA5D0003Q')}`;
  await typeInto(page, page.getByLabel('企业名称', { exact: true }), '广州键盘无障碍科技有限公司');
  await typeInto(page, page.getByLabel('统一社会信用代码', { exact: true }), code);
  const next = page.getByRole('button', { name: '下一步' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // step 2: the focus is already on the agent's name
  await expect(page.getByLabel('经办人姓名', { exact: true })).toBeFocused();
  await page.keyboard.type('赵敏');
  await typeInto(page, page.getByLabel('经办人身份证号', { exact: true }), `11010519850412003${idCardCheckChar('11010519850412003')}`);
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // step 3: the phone, then its code
  const phone = '13600136611';
  await expect(page.getByLabel('手机号', { exact: true })).toBeFocused();
  await page.keyboard.type(phone);
  const before = smsCount(phone);
  await tabTo(page, page.getByRole('button', { name: '获取验证码' }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByLabel('短信验证码', { exact: true }), await nextCode(phone, before));
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  // step 4: password, and the licence file chosen with Space on the file input
  await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  await page.keyboard.type('Settle#Kbd2026');
  await typeInto(page, page.getByLabel('确认密码', { exact: true }), 'Settle#Kbd2026');
  await tabTo(page, page.getByLabel('营业执照', { exact: true }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: '营业执照.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF') });
  const submit = page.getByRole('button', { name: '提交申请' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settledSuccess\?/);
  await expect(page.getByTestId('application-username')).toHaveText(code);
});
