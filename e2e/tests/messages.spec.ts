import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';

/** A page of its own browser context (own session storage) logged in as `username` through the API. */
async function pageOf(browser: Browser, baseURL: string, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const page = await context.newPage();
  await logIn(page, username);
  return page;
}

/** The header's unread count, once the header shows one. */
async function unread(page: Page): Promise<number> {
  const badge = page.getByRole('banner').getByTestId('unread-badge').first();
  await expect(badge).toBeVisible();
  return Number(await badge.innerText());
}

/*
 * The messages walk of issue 15 (docs/messages.md 消息往来): staff_jyzx sends a message to three
 * enterprises listed in an xlsx; ent_demo reads it (its unread count drops) and replies; the
 * sender sees who read and replied, reads the reply and answers; ent_demo finds the answer in its
 * mailbox (/mail).
 */
test('a message to three enterprises from an xlsx is read and answered on both sides', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const title = `关于报送用工情况的通知（${Date.now() % 100000}）`;
  await logIn(page, 'staff_jyzx');
  await page.goto('/Home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '工作台' }).click();
  await page.getByRole('menuitem', { name: '发送消息' }).click();
  await expect(page).toHaveURL(/\/modifyMessage$/);
  // the page opens on 已发消息 (the seeded message of 就业中心 among them); 发送消息 is the form
  await expect(page.getByTestId('msg-sent-row').first()).toBeVisible();
  await page.getByRole('navigation', { name: '消息' }).getByRole('link', { name: '发送消息' }).click();
  await expect(page).toHaveURL(/\/modifyMessage\?tab=send$/);

  // the list: ent_demo's enterprise by code and name, two more by code only and by name only
  await expect(page.getByTestId('msg-ent-row').first()).toBeVisible();
  const cells = async (i: number) => page.getByTestId('msg-ent-row').nth(i).getByRole('cell').allInnerTexts();
  const [first, second, third] = [await cells(0), await cells(1), await cells(2)];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('收信企业');
  sheet.addRow(['统一社会信用代码', '企业名称']);
  sheet.addRow([first[2], first[1]]);
  sheet.addRow([second[2], '']);
  sheet.addRow(['', third[1]]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());

  // an empty title is refused before anything is sent
  await page.getByLabel('内容', { exact: true }).fill('请于本月底前报送用工情况，如有疑问请直接回复本消息。');
  await page.getByRole('button', { name: '上传企业名单' }).click();
  await page.getByLabel('企业名单（xlsx）', { exact: true }).setInputFiles({ name: '收信企业.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page.getByText('请填写标题（至少2个字）')).toBeVisible();
  await page.getByLabel('标题', { exact: true }).fill(title);

  // a list naming an enterprise that does not exist: the row is reported and nothing is sent
  const wrong = new ExcelJS.Workbook();
  wrong.addWorksheet('收信企业').addRows([['统一社会信用代码', '企业名称'], [first[2], ''], ['', '不存在的企业有限公司']]);
  await page.getByLabel('企业名单（xlsx）', { exact: true }).setInputFiles({ name: '有误名单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await wrong.xlsx.writeBuffer()) });
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page.getByText('名单中有 1 处错误，消息未发送，请改正后重新上传')).toBeVisible();
  await expect(page.getByTestId('msg-problems').getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', '企业名称', '未找到名称为“不存在的企业有限公司”的企业，请核对全称或填写统一社会信用代码']);
  await expect(page).toHaveURL(/\/modifyMessage\?tab=send$/);

  await page.getByLabel('企业名单（xlsx）', { exact: true }).setInputFiles({ name: '收信企业.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
  await page.getByRole('button', { name: '发送', exact: true }).click();
  await expect(page).toHaveURL(/\/modifyMessage$/);
  const sentRow = page.getByTestId('msg-sent-row').filter({ hasText: title });
  await expect(sentRow.getByRole('cell')).toHaveText([title, /\S/, /\S/, '3', '0', '0']);

  // ent_demo finds it in 我的消息, opens it (the unread count drops) and replies
  const ent = await pageOf(browser, baseURL!, 'ent_demo');
  await ent.goto('/userMessage');
  const before = await unread(ent);
  await ent.getByRole('link', { name: title, exact: true }).click();
  await expect(ent).toHaveURL(/\/userMessageDetail\?id=\d+$/);
  await expect(ent.getByTestId('msg-title')).toHaveText(title);
  await expect.poll(() => unread(ent)).toBe(before - 1);
  await ent.getByRole('link', { name: '回复', exact: true }).click();
  await expect(ent).toHaveURL(/\/userMessageReply\?id=\d+$/);
  await ent.getByLabel('回复内容', { exact: true }).fill('已收到，本周内报送。');
  await ent.getByRole('button', { name: '回复', exact: true }).click();
  await expect(ent).toHaveURL(/\/userMessageDetail\?id=\d+$/);
  await expect(ent.getByTestId('msg-post')).toHaveCount(1);
  await expect(ent.getByTestId('msg-post')).toContainText('已收到，本周内报送。');

  // the sender sees one enterprise read and replied, by whom, and reads the reply
  await page.reload();
  await expect(sentRow.getByRole('cell').nth(4)).toHaveText('1');
  await expect(sentRow.getByRole('cell').nth(5)).toHaveText('1');
  await sentRow.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('msg-summary')).toHaveText('收信企业 3 家，已读 1 家，已回复 1 家');
  const demoRow = page.getByTestId('msg-recipient').filter({ hasText: first[1]! });
  await expect(demoRow).toContainText('陈晓明');
  await expect(demoRow).toContainText('1 条');
  await expect(page.getByTestId('msg-recipient').filter({ hasText: '未读' })).toHaveCount(2);
  await demoRow.getByRole('link', { name: `查看往来：${first[1]}` }).click();
  await expect(page.getByTestId('msg-post')).toContainText('已收到，本周内报送。');

  // the department answers; ent_demo finds the answer among its department messages in /mail
  await page.getByRole('link', { name: '回复', exact: true }).click();
  await page.getByLabel('回复内容', { exact: true }).fill('好的，谢谢配合。');
  await page.getByRole('button', { name: '回复', exact: true }).click();
  await expect(page.getByTestId('msg-post')).toHaveCount(2);
  await ent.goto('/mail?kind=thread');
  await expect(ent.getByRole('heading', { level: 1 })).toHaveText('站内信箱');
  await ent.getByRole('link', { name: `回复：${title}`, exact: true }).click();
  await expect(ent.getByTestId('msg-post')).toHaveText([/已收到，本周内报送。/, /好的，谢谢配合。/]);
});
