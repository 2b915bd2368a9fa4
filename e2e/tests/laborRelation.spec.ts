import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { creditCodeCheckChar } from '@portal/validators';
import { expect, test } from './fixtures';
import { logIn } from './session';

/** The petition ledger's columns, as its template gives them. */
const HEADERS = ['信访件编号', '登记日期', '信访人', '联系电话', '信访人数', '信访渠道', '诉求类别', '被反映单位', '统一社会信用代码', '涉及金额', '办理状态', '诉求内容', '答复意见'];
const body = '91440115MA5E2E0T0';
const CREDIT = body + creditCodeCheckChar(body);

/** A workbook of 200 petitions; with `bad`, rows 10, 80 and 150 of the sheet each carry one mistake. */
async function petitions(bad: boolean): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('信访台账');
  sheet.addRow(HEADERS);
  for (let i = 1; i <= 200; i++) sheet.addRow([`E2E-XF-${i}`, '2025-06-01', '端到端信访人', '13800001111', 2, '来访', '欠薪', '端到端劳动关系测试有限公司', CREDIT, 1.5, '已受理', '反映拖欠2025年5月工资', '']);
  if (bad) {
    sheet.getRow(10).getCell(9).value = '91440115MA5E2E0T0X';
    sheet.getRow(80).getCell(2).value = '2025-02-30';
    sheet.getRow(150).getCell(5).value = '多人';
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('the labour-relations office imports a petition ledger, corrects the bad rows from the error workbook, and finds an enterprise across the registers', async ({ page }) => {
  test.setTimeout(150_000);
  const session = await logIn(page, 'staff_ldgx');
  await page.goto('/modifyLabor?tab=petitionLedger');
  await expect(page.getByRole('heading', { name: '信访台账', level: 1 })).toBeVisible();
  const total = async () => Number((await page.getByTestId('ledger-total').textContent())?.match(/\d+/)?.[0]);
  await expect(page.getByTestId('ledger-total')).toBeVisible();
  const before = await total();

  await page.getByRole('button', { name: '导入', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: '导入信访台账' });
  await dialog.getByTestId('import-file').setInputFiles({ name: '信访台账.xlsx', mimeType: XLSX, buffer: await petitions(true) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('共读取 200 行：新增 197 条，3 行未导入');
  await expect(dialog.getByTestId('import-problem')).toHaveText([/^第10行统一社会信用代码/, /^第80行登记日期/, /^第150行信访人数信访人数应为数字/]);
  const report = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误报告' }).click();
  const download = await report;
  expect(download.suggestedFilename()).toBe('信访台账导入错误报告.xlsx');
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  expect(errors.worksheets[0]!.rowCount).toBe(4);
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect.poll(total).toBe(before + 197);

  // the corrected file again: the 3 rows added, the 197 others changed in place, no duplicates
  await page.getByRole('button', { name: '导入', exact: true }).click();
  dialog = page.getByRole('dialog', { name: '导入信访台账' });
  await dialog.getByTestId('import-file').setInputFiles({ name: '信访台账（更正）.xlsx', mimeType: XLSX, buffer: await petitions(false) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('共读取 200 行：新增 3 条，更新 197 条，全部导入成功');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect.poll(total).toBe(before + 200);

  // /laoDongQuery by the credit code of an enterprise with seeded records in each register
  const token = (session.user as { token: string }).token;
  const seeded = (await (await page.request.get('/prod-api/api/laborRelation/supervision/list?limit=10', { headers: { token } })).json()).data.list[0];
  await page.goto('/laoDongQuery');
  await page.getByLabel('企业名称或统一社会信用代码', { exact: true }).fill(seeded.creditCode);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  for (const title of ['劳动保障监察案件', '信访台账', '劳动争议仲裁及法院反馈']) await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
  for (const ledger of ['supervision', 'petitionLedger', 'courtFeedback']) await expect(page.getByTestId(`inquiry-row-${ledger}`).first()).toBeVisible();
  await expect(page.getByTestId('inquiry-row-supervision').filter({ hasText: seeded.caseNo })).toHaveCount(1);

  // a row's number opens that row in its register, the petitioner masked
  const petition = page.getByTestId('inquiry-row-petitionLedger').first().getByRole('link');
  const number = (await petition.textContent())!;
  await petition.click();
  await expect(page).toHaveURL(/\/modifyLabor\?.*tab=petitionLedger/);
  await expect(page.getByTestId('ledger-total')).toHaveText('共 1 条记录');
  await expect(page.getByTestId('ledger-row').filter({ hasText: number })).toContainText('*');
});
