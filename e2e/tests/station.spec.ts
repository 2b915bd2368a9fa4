import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, PASSWORD } from './session';

/** A page of its own browser context (own session storage) logged in as `username` through the API, at `width` px. */
async function pageOf(browser: Browser, baseURL: string, username: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await logIn(page, username);
  return page;
}

/** 'YYYY-MM-DDTHH:mm' in Asia/Shanghai, `hours` from now (a datetime-local value). */
const local = (hours: number) => new Date(Date.now() + 8 * 3_600_000 + hours * 3_600_000).toISOString().slice(0, 16);

/*
 * The station walk of issue 17 (docs/station.md): staff publish an activity with 2 places; three
 * individuals sign up at once (through the API): two get places, one waits; one of the two cancels
 * on /registerAct and the waiting one moves up and finds the message in 我的消息; staff check in
 * by code, a person checks in with the venue's QR code; staff_street opens 就业驿站 and sees its
 * street's job seekers with suggested jobs; person_demo registers as a job seeker at 390 px.
 */
test('an activity from publication to check-in, with the waiting list moving up', async ({ browser, baseURL }) => {
  // a 政策宣讲, not a 招聘会: a new recruitment fair would become /Home's latest session (stationContent.spec.ts)
  const title = `春季就业政策宣讲会${Date.now() % 100000}`;
  const staff = await pageOf(browser, baseURL!, 'staff_jyzx');
  await staff.goto('/rcfnz');
  await staff.getByRole('link', { name: '活动管理' }).click();
  await expect(staff).toHaveURL(/\/activityManage$/);
  await staff.getByRole('button', { name: '新建活动' }).click();
  const dialog = staff.getByRole('dialog', { name: '新建活动' });
  await dialog.getByRole('combobox', { name: '活动类型' }).selectOption({ label: '政策宣讲' });
  await dialog.getByRole('textbox', { name: '活动名称' }).fill(title);
  await dialog.getByRole('textbox', { name: '活动内容' }).fill('解读就业创业补贴政策，现场答疑。');
  await dialog.getByRole('textbox', { name: '活动地点' }).fill('区人才服务中心');
  await dialog.getByLabel('开始时间').fill(local(48));
  await dialog.getByLabel('结束时间').fill(local(51));
  await dialog.getByLabel('报名开始').fill(local(-1));
  await dialog.getByLabel('报名截止').fill(local(24));
  await dialog.getByRole('spinbutton', { name: '名额' }).fill('2');
  await dialog.getByRole('combobox', { name: '面向对象' }).selectOption({ label: '个人' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByTestId('activity-row').filter({ hasText: title });
  await row.getByRole('button', { name: '发布' }).click();
  await expect(row.getByText('已发布')).toBeVisible();

  // three individuals sign up at the same instant: two places, one waits
  const people = ['person_demo', 'person_li', 'person_wang'];
  const tokens = await Promise.all(
    people.map(async (username) => {
      const login = await (await staff.request.post('/prod-api/api/second/user/loginPwd', { data: { username, password: PASSWORD } })).json();
      return login.data.userInfo.token as string;
    }),
  );
  const list = await (await staff.request.get(`/prod-api/api/ppw/activity/list?page=1&limit=10&keyword=${encodeURIComponent(title)}`)).json();
  const id = list.data.list[0].id as number;
  const answers = await Promise.all(tokens.map(async (token) => (await (await staff.request.post('/prod-api/api/ppw/activityApply/add', { data: { activityId: id }, headers: { token } })).json()).data.status as string));
  expect([...answers].sort()).toEqual(['enrolled', 'enrolled', 'waiting']);
  const enrolled = people.filter((_, i) => answers[i] === 'enrolled');
  const waiting = people[answers.indexOf('waiting')]!;

  // one of the two cancels on the activity's page
  const leaver = await pageOf(browser, baseURL!, enrolled[0]!, 390);
  await leaver.goto('/registerAct');
  await leaver.getByTestId('activity-card').filter({ hasText: title }).getByRole('link', { name: title }).click();
  await expect(leaver.getByTestId('my-sign-up')).toContainText('已报名');
  await leaver.getByRole('button', { name: '取消报名' }).click();
  await leaver.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(leaver.getByText('已取消报名')).toBeVisible();
  await expect(leaver.getByRole('button', { name: '立即报名' })).toBeHidden();

  // the waiting one has moved up and is told
  const mover = await pageOf(browser, baseURL!, waiting);
  await mover.goto('/userMessage');
  await mover.getByRole('link', { name: `您候补的活动“${title}”已递补成功，请按时参加` }).click();
  await expect(mover).toHaveURL(new RegExp(`/registerAct\\?id=${id}$`));
  await expect(mover.getByTestId('my-sign-up')).toContainText('已报名');
  const code = (await mover.getByTestId('check-code').textContent())!.trim();

  // staff check the moved-up person in by the code
  await staff.getByTestId('activity-row').filter({ hasText: title }).getByRole('link', { name: '报名名单' }).click();
  const signUps = staff.getByTestId('sign-ups');
  await expect(signUps.getByTestId('apply-row')).toHaveCount(3);
  const byCode = signUps.getByRole('form', { name: '按签到码签到' });
  await byCode.getByRole('textbox', { name: '签到码' }).fill(code);
  await byCode.getByRole('button', { name: '签到', exact: true }).click();
  await expect(signUps.getByTestId('apply-row').filter({ hasText: code })).toContainText('已签到');

  // the other person checks in with the venue's QR code
  await signUps.getByRole('button', { name: '现场签到二维码' }).click();
  await expect(signUps.getByRole('img', { name: '现场签到二维码' })).toBeVisible();
  const qr = await (await staff.request.get(`/prod-api/api/ppw/activity/qrCode/${id}`, { headers: { token: await staffToken(staff) } })).json();
  const url = new URL(qr.data.url as string);
  const stayer = await pageOf(browser, baseURL!, enrolled[1]!, 390);
  await stayer.goto(`${url.pathname}${url.search}`);
  await stayer.getByRole('button', { name: '现场签到' }).click();
  await expect(stayer.getByTestId('my-sign-up')).toContainText('已签到');
});

/** The token of the staff page's session (kept by the portal in sessionStorage). */
async function staffToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token as string);
}

test('the street employment post sees its job seekers with suggested jobs; an individual registers at phone width', async ({ browser, baseURL }) => {
  // person_demo registers as a job seeker on a phone
  const person = await pageOf(browser, baseURL!, 'person_demo', 390);
  await person.goto('/rcfnz');
  await person.getByRole('link', { name: '劳动力登记' }).click();
  await expect(person).toHaveURL(/\/rcfnzLddj$/);
  await person.getByRole('textbox', { name: '姓名' }).fill('张伟');
  await person.getByRole('textbox', { name: '手机号码' }).fill('13700137001');
  await person.getByRole('combobox', { name: '所在街道' }).selectOption({ label: '北岭街道' });
  await person.getByRole('combobox', { name: '最高学历' }).selectOption('大学本科');
  await person.getByRole('textbox', { name: '技能特长' }).fill('Java、前端开发');
  await person.getByRole('combobox', { name: '求职类别' }).selectOption('技术研发');
  await person.getByRole('combobox', { name: '期望工作类型' }).selectOption('全职');
  await person.getByRole('button', { name: '提交登记' }).click();
  await expect(person.getByTestId('lddj-done')).toBeVisible();
  expect(await person.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // staff_street opens 就业驿站 from 在线服务
  const street = await pageOf(browser, baseURL!, 'staff_street');
  await street.goto('/Home');
  await street.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '在线服务' }).click();
  await street.getByRole('menuitem', { name: '就业驿站' }).click();
  await expect(street).toHaveURL(/\/rcfnzZYG$/);
  await expect(street.getByTestId('seeker-row').filter({ hasText: '王强' })).toBeVisible();
  await expect(street.getByTestId('seeker-row').filter({ hasText: '张伟' })).toBeVisible();
  // the search by name, skill or phone, and 重置
  const seekerSearch = street.getByRole('search');
  await seekerSearch.getByRole('textbox', { name: '姓名、技能或手机号' }).fill('Java');
  await seekerSearch.getByRole('button', { name: '搜索' }).click();
  await expect(street.getByTestId('seeker-row').filter({ hasText: '王强' })).toHaveCount(0);
  await expect(street.getByTestId('seeker-row').filter({ hasText: '张伟' })).toBeVisible();
  await seekerSearch.getByRole('button', { name: '重置' }).click();
  await expect(street.getByTestId('seeker-row').filter({ hasText: '王强' })).toBeVisible();
  await street.getByTestId('seeker-row').filter({ hasText: '王强' }).getByRole('link', { name: '王强' }).click();
  const panel = street.getByTestId('seeker-panel');
  await expect(panel.getByTestId('suggested-job').first()).toContainText('匹配：');
  await expect(panel.getByTestId('follow-up')).toHaveCount(2);
  await panel.getByRole('textbox', { name: '添加跟进记录' }).fill('已推荐质量检验员岗位。');
  await panel.getByRole('button', { name: '添加跟进记录' }).click();
  await expect(panel.getByTestId('follow-up')).toHaveCount(3);
});
