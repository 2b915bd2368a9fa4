import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from './fixtures';
import { logIn } from './session';

test('staff_street sees only its street at /entdataAll, exports it and reminds the enterprises that have not filled; ent_demo then has the reminder in 我的消息', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await logIn(page, 'staff_street');
  await page.goto('/Home');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('button', { name: '数据采集' }).click();
  await page.getByRole('menuitem', { name: '数据采集汇总' }).click();
  await expect(page).toHaveURL(/\/entdataAll$/);
  await expect(page.getByRole('heading', { name: '数据采集汇总', level: 1 })).toBeVisible();

  // its street only: named under the title, in every row, and no other street to choose
  const street = (await page.getByTestId('collection-scope').innerText()).replace('管理街道：', '');
  expect(street).toMatch(/街道$/);
  const rows = page.getByTestId('collection-row');
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain(street);
  await expect(page.getByRole('combobox', { name: '街道', exact: true })).toHaveCount(0);
  const year = Number(/^(\d{4})/.exec(await page.getByRole('combobox', { name: '年度' }).locator('option:checked').innerText())![1]);
  await expect(page.getByRole('region', { name: `${year}年度填报情况` })).toBeVisible();

  // the enterprises that have not filled the year, ent_demo's among them
  await page.getByRole('combobox', { name: '填报状态' }).selectOption('0');
  await expect(page).toHaveURL(/filled=0/);
  const entName = '广州湾凯生物医药有限公司';
  await expect(rows.filter({ hasText: entName })).toHaveCount(1);
  // as many as the year's figure says
  const unfilled = Number(await page.getByTestId('collection-not-filled').innerText());
  await expect(page.getByTestId('pagination-total')).toHaveText(`共 ${unfilled} 条`);

  // the export holds exactly those rows, all of its street and none filled for the year
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`企业数据采集汇总_${year}年度.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await file.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(1 + unfilled);
  const header = (sheet.getRow(1).values as unknown[]).slice(1);
  const streetCol = header.indexOf('街道') + 1;
  const yearCol = header.indexOf(`${year}年度数据`) + 1;
  for (let r = 2; r <= sheet.rowCount; r++) {
    expect(sheet.getRow(r).getCell(streetCol).value).toBe(street);
    expect(sheet.getRow(r).getCell(yearCol).value).toBe('未填报');
  }

  // the reminder says how many it will reach, then what it did
  await page.getByRole('button', { name: '提醒未填报', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: '提醒未填报的单位' });
  await expect(dialog).toContainText(`将向 ${unfilled} 家符合当前筛选条件、${year}年度数据尚未填报的单位发送站内消息`);
  await dialog.getByRole('button', { name: '发送提醒', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^已提醒 [1-9]\d* 家（站内消息 [1-9]\d* 条，短信 [1-9]\d* 条）/)).toBeVisible();

  // the detail of ent_demo's enterprise lists the reminder
  await rows.filter({ hasText: entName }).getByRole('button', { name: '查看' }).click();
  const detail = page.getByRole('dialog', { name: entName });
  await expect(detail.getByText(`${year}年度数据尚未填报`)).toBeVisible();
  await expect(detail.getByTestId('collection-reminders')).toContainText(`街道管理 卫东 提醒填报${year}年度数据`);

  // ent_demo finds it in 我的消息, linking to /entdata
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const ent = await context.newPage();
  await logIn(ent, 'ent_demo');
  await ent.goto('/userMessage');
  const message = ent.getByRole('link', { name: `请填报${year}年度数据` });
  await expect(message).toBeVisible();
  await expect(message).toHaveAttribute('href', '/entdata');
  await context.close();
});
