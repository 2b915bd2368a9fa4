import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';

/** A page of its own browser context logged in as `username`, at `width` px. */
async function pageOf(browser: Browser, baseURL: string, username: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await logIn(page, username);
  return page;
}

/** The day `n` days from today, YYYY-MM-DD (Asia/Shanghai). */
const inDays = (n: number) => new Date(Date.now() + 8 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** The figure 已填报企业 of the report on `page` (the 调研报告 tab). */
async function answered(page: Page): Promise<number> {
  const figure = page.getByLabel(/^已填报企业 \d+$/);
  await expect(figure).toBeVisible();
  return Number((await figure.getAttribute('aria-label'))!.split(' ')[1]);
}

/*
 * Issue 17, /trainingResearch (docs/station.md, Training and surveys): staff of 职业能力建设指导中心
 * publish a course; ent_demo enrols an employee and answers the training-needs survey (at 390 px
 * too); staff see the report's figures change and mark the trainee completed, which the
 * enterprise then sees.
 */
test('staff publish a course, an enterprise enrols and answers the survey, staff see the report change and mark completion', async ({ browser, baseURL }) => {
  const title = `低压电工作业培训班${Date.now() % 100000}`;
  const staff = await pageOf(browser, baseURL!, 'staff_vocational');
  await staff.goto('/rcfnz');
  await staff.getByRole('link', { name: '培训与调研' }).click();
  await expect(staff).toHaveURL(/\/trainingResearch$/);
  await staff.getByRole('button', { name: '新建课程' }).click();
  const dialog = staff.getByRole('dialog', { name: '新建培训课程' });
  await dialog.getByRole('textbox', { name: '课程名称', exact: true }).fill(title);
  await dialog.getByRole('combobox', { name: '培训类别', exact: true }).selectOption('安全技能培训');
  await dialog.getByRole('textbox', { name: '培训工种', exact: true }).fill('电工');
  await dialog.getByRole('textbox', { name: '开课日期', exact: true }).fill(inDays(20));
  await dialog.getByRole('textbox', { name: '结课日期', exact: true }).fill(inDays(30));
  await dialog.getByRole('textbox', { name: '报名截止日期', exact: true }).fill(inDays(25));
  await dialog.getByRole('spinbutton', { name: '课时', exact: true }).fill('40');
  await dialog.getByRole('spinbutton', { name: '名额', exact: true }).fill('2');
  await dialog.getByRole('textbox', { name: '培训地点', exact: true }).fill('区职业技能培训基地201室');
  await dialog.getByRole('textbox', { name: '课程内容', exact: true }).fill('低压电工作业安全技术与实操');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('报名截止日期不能晚于开课日期')).toBeVisible();
  await dialog.getByRole('textbox', { name: '报名截止日期', exact: true }).fill(inDays(15));
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = staff.getByTestId('manage-course-row').filter({ hasText: title });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '发布' }).click();
  await expect(row).toContainText('报名中');

  await staff.getByRole('link', { name: '调研报告' }).click();
  const before = await answered(staff);
  await expect(staff.getByTestId('need-chart')).toBeVisible();

  const ent = await pageOf(browser, baseURL!, 'ent_demo');
  await ent.goto('/business');
  await ent.getByRole('link', { name: '培训与调研' }).click();
  const card = ent.getByTestId('course').filter({ hasText: title });
  await expect(card).toContainText('已报 0/2');
  await card.getByRole('button', { name: '报名' }).click();
  const enrol = ent.getByRole('dialog', { name: `报名：${title}` });
  await enrol.getByRole('textbox', { name: '学员姓名', exact: true }).fill('赵敏');
  await enrol.getByRole('textbox', { name: '手机号码', exact: true }).fill('13912345678');
  await enrol.getByRole('button', { name: '提交报名' }).click();
  await expect(enrol).toBeHidden();
  await expect(card).toContainText('已报 1/2');
  await expect(card).toContainText('本企业已报 1 人');

  await ent.getByRole('link', { name: '培训需求调研' }).click();
  await ent.getByText('数字技能', { exact: true }).click();
  await ent.getByText('安全生产', { exact: true }).click();
  await ent.getByRole('spinbutton', { name: '计划培训人数', exact: true }).fill('25');
  await ent.getByRole('combobox', { name: '期望培训方式', exact: true }).selectOption('线上线下结合');
  await ent.getByRole('textbox', { name: '联系人', exact: true }).fill('张经理');
  await ent.getByRole('textbox', { name: '联系电话', exact: true }).fill('13800138000');
  await ent.getByRole('button', { name: '提交调研' }).click();
  await expect(ent.getByRole('button', { name: '保存修改' })).toBeVisible();
  await expect(ent.getByText(/已于 .* 提交，截止日期前可修改/)).toBeVisible();

  await staff.reload();
  await expect.poll(() => answered(staff)).toBe(before + 1);
  await expect(staff.getByTestId('by-mode')).toContainText('线上线下结合');

  await staff.getByRole('link', { name: '课程管理' }).click();
  await row.getByRole('link', { name: '学员名单' }).click();
  const trainee = staff.getByTestId('trainee-row').filter({ hasText: '赵敏' });
  await expect(trainee).toContainText('已报名');
  await trainee.getByRole('button', { name: '标记结业' }).click();
  await expect(trainee).toContainText('已结业');

  await ent.getByRole('link', { name: '我的报名' }).click();
  await expect(ent.getByTestId('enrol-row').filter({ hasText: title })).toContainText('已结业');
});

test('an enterprise answers the training-needs survey at phone width', async ({ browser, baseURL }) => {
  const ent = await pageOf(browser, baseURL!, 'ent_fair1', 390);
  await ent.goto('/trainingResearch?tab=survey');
  await expect(ent.getByRole('heading', { name: '培训与调研' })).toBeVisible();
  await ent.getByText('岗位技能提升', { exact: true }).click();
  await ent.getByRole('spinbutton', { name: '计划培训人数', exact: true }).fill('12');
  await ent.getByRole('textbox', { name: '联系人', exact: true }).fill('林主管');
  await ent.getByRole('textbox', { name: '联系电话', exact: true }).fill('13800138001');
  await ent.getByRole('button', { name: '提交调研' }).click();
  await expect(ent.getByRole('button', { name: '保存修改' })).toBeVisible();
  expect(await ent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await ent.getByRole('link', { name: '培训课程' }).click();
  await expect(ent.getByTestId('course').first()).toBeVisible();
  expect(await ent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
