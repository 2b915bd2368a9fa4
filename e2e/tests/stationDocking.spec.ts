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

/*
 * Issue 17, done means: "an enterprise asks the station for recruitment help and staff close the
 * request" (docs/station.md, /companyDocking). ent_demo asks from the station's home; staff_jyzx
 * (就业中心, the department every request goes to) assigns it to itself and closes it with a
 * result; the enterprise then sees 已办结 with the result and the message in 我的消息.
 */
test('an enterprise asks the station for recruitment help and staff close the request', async ({ browser, baseURL }) => {
  const need = `急招电商客服${Date.now() % 100000}名，请驿站推荐`;
  const ent = await pageOf(browser, baseURL!, 'ent_demo');
  await ent.goto('/rcfnz');
  await ent.getByRole('link', { name: '企业服务对接' }).click();
  await expect(ent).toHaveURL(/\/companyDocking$/);
  await ent.getByRole('button', { name: '提交需求' }).click();
  await expect(ent.getByText('请选择服务类型')).toBeVisible();
  await ent.getByRole('combobox', { name: '服务类型' }).selectOption({ label: '招聘用工' });
  await ent.getByRole('textbox', { name: '需求描述', exact: true }).fill(need);
  await ent.getByRole('textbox', { name: '联系人', exact: true }).fill('张经理');
  await ent.getByRole('textbox', { name: '联系电话', exact: true }).fill('13800138000');
  await ent.getByRole('button', { name: '提交需求' }).click();
  const entPanel = ent.getByTestId('docking-panel');
  await expect(entPanel.getByTestId('docking-status')).toHaveText('待指派');
  await expect(entPanel).toContainText(need);

  const staff = await pageOf(browser, baseURL!, 'staff_jyzx');
  await staff.goto('/companyDocking');
  await staff.getByRole('textbox', { name: '企业名称、联系人或需求' }).fill(need);
  await staff.getByRole('button', { name: '查询' }).click();
  await staff.getByRole('link', { name: '查看' }).first().click();
  const panel = staff.getByTestId('docking-panel');
  await expect(panel).toContainText(need);
  await panel.getByRole('combobox', { name: '承办人（可不指定）' }).selectOption({ label: '李文华' });
  await panel.getByRole('button', { name: '确认指派' }).click();
  await expect(panel.getByTestId('docking-status')).toHaveText('已指派');
  await panel.getByRole('button', { name: '办结', exact: true }).click();
  await panel.getByRole('button', { name: '确认办结' }).click();
  await expect(panel.getByText('请填写办理结果')).toBeVisible();
  await panel.getByRole('textbox', { name: '办理结果', exact: true }).fill('已推荐求职者6人，企业录用3人。');
  await panel.getByRole('button', { name: '确认办结' }).click();
  await expect(panel.getByTestId('docking-status')).toHaveText('已办结');
  await expect(panel.getByTestId('docking-record')).toHaveCount(3);

  await ent.reload();
  await expect(entPanel.getByTestId('docking-status')).toHaveText('已办结');
  await expect(entPanel).toContainText('已推荐求职者6人，企业录用3人。');
  await ent.goto('/userMessage');
  await expect(ent.getByText('您的招聘用工服务需求已办结').first()).toBeVisible();
});

/** 人才寻珑 at phone width: masked results, and an invitation to a self-registered seeker. */
test('an enterprise searches the station talent pool at phone width and invites a seeker', async ({ browser, baseURL }) => {
  const ent = await pageOf(browser, baseURL!, 'ent_demo', 390);
  await ent.goto('/xunlong');
  await ent.getByRole('textbox', { name: '技能或求职类别' }).fill('直播');
  await ent.getByRole('button', { name: '查询' }).click();
  const card = ent.getByTestId('talent-card').first();
  await expect(card).toContainText('李*');
  await expect(card).toContainText('137****7003');
  await expect(ent.getByText('李娜')).toHaveCount(0);
  await card.getByRole('button', { name: '邀约 李*' }).click();
  const dialog = ent.getByRole('dialog', { name: '邀约求职者 李*' });
  await dialog.getByRole('textbox', { name: '邀约内容', exact: true }).fill('诚邀您面试电商运营岗位，联系人张经理。');
  await dialog.getByRole('button', { name: '发送邀约' }).click();
  await expect(card).toContainText('已邀约');
});
