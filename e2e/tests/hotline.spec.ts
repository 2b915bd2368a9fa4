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

/*
 * The hotline walk of issue 15 (docs/hotline.md): person_demo types a question, sees knowledge-base
 * suggestions and submits; the hotline centre allots it to 就业中心; staff_jyzx accepts, adds a call
 * record and closes it with an answer; the person gets the message, sees the timeline and rates
 * it; the seeded overdue event leads the person's list in red.
 */
test('a call event from intake to a rated answer', async ({ page, browser, baseURL }) => {
  await logIn(page, 'person_demo');
  await page.goto('/Home');
  await page.getByRole('link', { name: '热线服务', exact: true }).first().click();
  await expect(page).toHaveURL(/\/respondIntellectCall$/);
  await page.getByRole('combobox', { name: '诉求类别' }).selectOption({ label: '人才服务' });
  await page.getByRole('textbox', { name: '诉求内容', exact: true }).fill('住房补贴 申请条件是什么？我刚来南湾区工作。');
  await expect(page.getByTestId('knowledge-suggestion').first()).toContainText('住房补贴怎么申请？');
  await expect(page.getByTestId('knowledge-suggestion').first().locator('mark').first()).toBeVisible();
  await page.getByRole('button', { name: '提交诉求' }).click();
  const submitted = page.getByTestId('call-submitted');
  await expect(submitted).toContainText('诉求已提交，编号 RX');
  const eventNo = /RX\d{14}/.exec((await submitted.textContent()) ?? '')![0];

  // the hotline centre finds it in its list and allots it to 就业中心
  const hotline = await pageOf(browser, baseURL!, 'staff_hotline');
  await hotline.goto('/Home');
  await hotline.getByRole('link', { name: '热线服务', exact: true }).first().click();
  await expect(hotline).toHaveURL(/\/respondCallEntrance$/);
  // the 已超时 card opens the list of the overdue events only
  await hotline.getByTestId('call-counts').getByRole('link', { name: /^已超时 [1-9]\d*$/ }).click();
  await expect(hotline.getByRole('combobox', { name: '办理时限' })).toHaveValue('1');
  await expect(hotline.getByTestId('call-row').first()).toHaveAttribute('data-overdue', 'true');
  await expect(hotline.locator('[data-testid="call-row"]:not([data-overdue])')).toHaveCount(0);
  await hotline.goBack();
  await hotline.getByRole('link', { name: '诉求列表' }).click();
  await hotline.getByRole('textbox', { name: '关键字' }).fill(eventNo);
  await hotline.getByRole('button', { name: '搜索' }).click();
  // 导出 gives the list as searched: this one event, the caller masked
  const download = hotline.waitForEvent('download');
  await hotline.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^热线诉求\d{8}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await file.path());
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(2);
  expect(sheet.getRow(2).getCell(1).value).toBe(eventNo);
  expect(sheet.getRow(2).getCell(5).value).toBe('张*');
  await hotline.getByRole('link', { name: eventNo }).click();
  await hotline.getByRole('button', { name: '分派', exact: true }).click();
  await hotline.getByRole('combobox', { name: '分派部门' }).selectOption('就业中心');
  await hotline.getByRole('textbox', { name: '分派说明' }).fill('请就业中心答复住房补贴申请条件');
  await hotline.getByRole('button', { name: '确认分派' }).click();
  await expect(hotline.getByText('已分派', { exact: true }).first()).toBeVisible();

  // 就业中心 accepts, records a call and closes it with the answer
  const jyzx = await pageOf(browser, baseURL!, 'staff_jyzx');
  await jyzx.goto('/respondCallEntrance');
  await jyzx.getByRole('link', { name: '诉求列表' }).click();
  await jyzx.getByRole('link', { name: eventNo }).click();
  await jyzx.getByRole('button', { name: '受理', exact: true }).click();
  await expect(jyzx.getByText('已受理', { exact: true }).first()).toBeVisible();
  await jyzx.getByRole('textbox', { name: '通话记录' }).fill('已致电诉求人，说明需在本区缴纳社保满6个月。');
  await jyzx.getByRole('button', { name: '添加通话记录' }).click();
  await expect(jyzx.getByTestId('call-records')).toContainText('已致电诉求人');
  await jyzx.getByRole('button', { name: '办结', exact: true }).click();
  await jyzx.getByRole('textbox', { name: '答复内容' }).fill('在本区就业并缴纳社保满6个月、本人及配偶在本区无自有住房的，可在“在线办事”申请住房补贴。');
  await jyzx.getByRole('button', { name: '确认办结' }).click();
  await expect(jyzx.getByText('已办结', { exact: true }).first()).toBeVisible();

  // the person is told, sees the overdue event first in red, the timeline, and rates the answer
  await page.goto('/userMessage');
  await expect(page.getByText(`您的热线诉求${eventNo}已办结，请评价`)).toBeVisible();
  await page.goto('/respondIntellectCall');
  await page.getByRole('link', { name: '我的诉求' }).click();
  const first = page.getByTestId('call-row').first();
  await expect(first).toHaveAttribute('data-overdue', 'true');
  await expect(first.getByText(/已超时/)).toHaveCSS('color', /rgb\((1[5-9]\d|2\d\d), \d{1,2}, \d{1,2}\)/);
  await page.getByRole('link', { name: eventNo }).click();
  const timeline = page.getByTestId('call-timeline');
  await expect(timeline).toContainText('提交诉求');
  await expect(timeline).toContainText('分派 · 黄丽娟');
  await expect(timeline).toContainText('受理 · 李文华');
  await expect(timeline).toContainText('办结 · 李文华');
  await expect(page.getByTestId('call-answer')).toContainText('可在“在线办事”申请住房补贴');
  await expect(page.getByTestId('call-records')).toContainText('已致电诉求人');
  await page.getByRole('radio', { name: '5分 非常满意' }).check();
  await page.getByRole('textbox', { name: '评价内容' }).fill('答复清楚及时');
  await page.getByRole('button', { name: '评价', exact: true }).click();
  await expect(page.getByTestId('call-rating')).toContainText('满意度 5 分');
});

/* The knowledge import (docs/hotline.md "Knowledge base"): the hotline centre uploads a 2-row xlsx on /knowledgeBank, sees both items as drafts in its list, and lists drafts only. */
test('the hotline centre imports two knowledge items from xlsx as drafts', async ({ page }) => {
  const stamp = Date.now();
  const questions = [`导入演示${stamp}：人才落户需要哪些材料？`, `导入演示${stamp}：就业见习补贴标准`];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('知识条目');
  sheet.addRow(['问题', '答案', '分类', '关键词', '政策依据', '生效日期', '失效日期']);
  sheet.addRow([questions[0], '身份证、学历证书和劳动合同。', '人才服务', '落户', '', '2026-01-01', '']);
  sheet.addRow([questions[1], '按当地最低工资标准的60%发放。', '就业创业', '见习', '', '2026-01-01', '2030-12-31']);
  await logIn(page, 'staff_hotline');
  await page.goto('/knowledgeBank');
  const manage = page.getByRole('region', { name: '知识条目管理' });
  await manage.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入知识条目' });
  await dialog.getByTestId('import-file').setInputFiles({ name: '知识条目.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: Buffer.from(await book.xlsx.writeBuffer()) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('共读取 2 行：已导入 2 条草稿');
  await dialog.getByRole('button', { name: '完成' }).click();
  for (const q of questions) await expect(manage.getByTestId('knowledge-row').filter({ hasText: q })).toContainText('草稿');
  // the list by status (also what 导出 exports): drafts only
  await manage.getByLabel('按状态筛选', { exact: true }).selectOption('草稿');
  await expect(page).toHaveURL(/status=draft/);
  await expect(manage.getByTestId('knowledge-row').filter({ hasText: questions[0] })).toBeVisible();
  await expect(manage.getByTestId('knowledge-row').filter({ hasNotText: '草稿' })).toHaveCount(0);
  // and by text of the question: only the 见习 item of this import, which 导出 then gives alone
  await manage.getByRole('textbox', { name: '问题或关键词', exact: true }).fill(`导入演示${stamp}：就业见习`);
  await manage.getByRole('button', { name: '筛选', exact: true }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(manage.getByTestId('knowledge-row')).toHaveCount(1);
  await expect(manage.getByTestId('knowledge-row')).toContainText(questions[1]!);
  const download = page.waitForEvent('download');
  await manage.getByRole('button', { name: '导出', exact: true }).click();
  const exported = new ExcelJS.Workbook();
  await exported.xlsx.readFile(await (await download).path());
  expect(exported.worksheets[0]!.rowCount).toBe(2);
  expect(exported.worksheets[0]!.getRow(2).getCell(1).value).toBe(questions[1]);
});
