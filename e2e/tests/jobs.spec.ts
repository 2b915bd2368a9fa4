import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { idCardCheckChar } from '@portal/validators';
import { expect, test } from './fixtures';
import { acknowledgeSiteNotice } from './session';

/** A 200-row staff workbook in the template's columns with 3 bad rows (worksheet rows 10, 50 and 120). */
async function staffWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('人员信息');
  sheet.addRow(['姓名', '身份证号码', '手机号码', '最高学历', '岗位', '入职日期']);
  for (let i = 0; i < 200; i++) {
    const body = `44010619880716${String(i).padStart(3, '0')}`;
    sheet.addRow([`端到端员工${i}`, body + idCardCheckChar(body), `1360000${String(i).padStart(4, '0')}`, '大学本科', '职员', '2024-01-02']);
  }
  sheet.getRow(10).getCell(2).value = '440106198813161230';
  sheet.getRow(50).getCell(3).value = '2360000';
  sheet.getRow(120).getCell(4).value = '本科';
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function entLogin(page: Page) {
  await acknowledgeSiteNotice(page.request, 'ent_demo');
  await page.goto('/');
  await page.getByLabel('账号', { exact: true }).fill('ent_demo');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
}

test('an enterprise imports 200 staff from an xlsx with 3 bad rows and gets those rows back with reasons', async ({ page }) => {
  await entLogin(page);
  await page.goto('/talentdata');
  const total = async () => Number((await page.getByTestId('staff-total').innerText()).replace(/\D/g, ''));
  await expect(page.getByTestId('staff-total')).toBeVisible();
  const before = await total();

  await page.getByRole('button', { name: '导入人员' }).first().click();
  const dialog = page.getByRole('dialog', { name: '导入人员' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  expect((await template).suggestedFilename()).toBe('人员信息导入模板.xlsx');

  await dialog.getByTestId('import-file').setInputFiles({ name: '员工名单.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await staffWorkbook() });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('共读取 200 行：新增 197 人，更新 0 人，3 行未导入');
  await expect(dialog.getByTestId('import-problem')).toHaveText([
    '第10行身份证号码身份证号码应为18位，且出生日期和校验位正确',
    '第50行手机号码手机号码应为11位大陆手机号',
    '第120行最高学历最高学历只能是：博士研究生、硕士研究生、大学本科、大学专科、高中及以下',
  ]);

  const report = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载错误报告' }).click();
  const download = await report;
  expect(download.suggestedFilename()).toBe('人员导入错误报告.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(await download.path()) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.rowCount).toBe(4);
  expect([2, 3, 4].map((r) => sheet.getRow(r).getCell(7).value)).toEqual([10, 50, 120]);
  expect(String(sheet.getRow(4).getCell(8).value)).toContain('最高学历只能是');

  await dialog.getByRole('button', { name: '完成' }).click();
  await expect.poll(total).toBe(before + 197);
  await page.getByLabel('姓名或身份证号').fill('端到端员工199');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect(page).toHaveURL(/keyword=/);
  await expect(page.getByTestId('staff-row').filter({ visible: true })).toHaveCount(1);
});

test('an enterprise publishes a job that staff approve; an individual finds it in /jobDemandAll and responds; staff allocate and track it; the enterprise sees the response', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await entLogin(page);
  await page.goto('/entDemand');
  await page.getByRole('link', { name: '发布岗位' }).first().click();
  await expect(page).toHaveURL(/\/entDemandAddType$/);
  await page.getByRole('link', { name: '社会招聘' }).click();
  await expect(page).toHaveURL(/\/entDemandAdd\?type=social$/);
  await page.getByLabel(/^岗位名称/).fill('端到端数据分析师');
  await page.getByLabel(/^招聘人数/).fill('2');
  await page.getByLabel(/^最低月薪/).fill('13000');
  await page.getByLabel(/^最高月薪/).fill('12000');
  await page.getByLabel(/^工作地点/).fill('南湾区数据大道8号');
  await page.getByLabel(/^联系人/).fill('陈先生');
  await page.getByLabel(/^联系电话/).fill('13900139001');
  await page.getByLabel(/^学历要求/).selectOption('大学本科');
  await page.getByLabel(/^岗位描述/).fill('负责经营数据的整理、分析与可视化报表。');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('最高月薪不能低于最低月薪')).toBeVisible();
  await page.getByLabel(/^最高月薪/).fill('18000');
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/entDemand$/);
  const mine = page.getByTestId('own-demand-row').filter({ hasText: '端到端数据分析师' });
  await expect(mine).toContainText('待审核');

  const staff = await browser.newPage();
  await staff.goto('/login2');
  await staff.getByLabel('账号', { exact: true }).fill('staff_jyzx');
  await staff.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await staff.getByRole('button', { name: '登录', exact: true }).click();
  await expect(staff).toHaveURL(/\/Home$/);
  await staff.goto('/modifyDemand?status=pending');
  await staff.getByLabel(/选择 端到端数据分析师/).check();
  await staff.getByRole('button', { name: '审核通过（1）' }).click();
  await expect(staff.getByText('已处理 1 条')).toBeVisible();
  await staff.close();

  // a visitor searches with keyword, salary band and education
  const visitor = await browser.newPage();
  await visitor.goto('/jobDemandAll');
  await expect(visitor.getByTestId('job-row').first()).toBeVisible();
  await visitor.getByLabel('关键字').fill('端到端');
  await visitor.getByLabel('月薪').selectOption('12000-20000');
  await visitor.getByLabel('学历').selectOption('大学本科');
  await visitor.getByRole('button', { name: '搜索' }).click();
  await expect(visitor).toHaveURL(/salary=12000-20000/);
  await expect(visitor.getByTestId('job-row')).toHaveCount(1);
  await visitor.getByTestId('job-title').click();
  await expect(visitor.getByTestId('demand-title')).toHaveText('端到端数据分析师');
  const qr = await visitor.getByTestId('demand-qr').evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth));
  expect(qr).toBe(320);

  // kept alive: filters, page and scroll survive leaving and returning
  await visitor.goto('/jobDemandAll?page=2');
  await expect(visitor.getByTestId('job-row')).toHaveCount(20);
  await visitor.getByTestId('job-row').nth(15).scrollIntoViewIfNeeded();
  const scrolled = await visitor.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(500);
  const title = await visitor.getByTestId('job-title').nth(15).innerText();
  await visitor.getByTestId('job-title').nth(15).click();
  await expect(visitor.getByTestId('demand-title')).toHaveText(title);
  await visitor.goBack();
  await expect(visitor).toHaveURL(/page=2/);
  await expect(visitor.getByTestId('job-title').nth(15)).toHaveText(title);
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  await visitor.close();

  await page.reload();
  await expect(mine).toContainText('已上架');

  // an individual (logged in through the API, the session stored as the login page stores it) responds with a resume
  const person = await browser.newPage();
  const login = await (await person.request.post('/prod-api/api/second/user/loginPwd', { data: { username: 'person_demo', password: 'Demo@2025' } })).json();
  await person.addInitScript((state) => sessionStorage.setItem('portal-session', JSON.stringify({ state, version: 0 })), {
    user: login.data.userInfo,
    userType: login.data.userKind,
    personRouters: login.data.personRouters,
    category: login.data.account.category,
    blogRollList: [],
    unreadCount: 0,
  });
  await person.goto(`/jobDemandAll?keyword=${encodeURIComponent('端到端数据分析师')}`);
  await person.getByTestId('job-title').click();
  const box = person.getByTestId('respond-box');
  await box.getByLabel('简历文件').setInputFiles({ name: '张伟简历.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n') });
  await box.getByRole('textbox', { name: '附言（选填）' }).fill('三年数据分析经验');
  await box.getByRole('button', { name: '投递' }).click();
  await expect(person.getByTestId('respond-done')).toBeVisible();
  // my responses: the new one on top, waiting for allocation
  await box.getByRole('link', { name: '查看我的投递' }).click();
  await expect(person).toHaveURL(/\/myResponse\?id=\d+/);
  const myFirst = person.getByTestId('my-response').first();
  await expect(myFirst.getByTestId('my-response-post')).toHaveText('端到端数据分析师');
  await expect(myFirst).toContainText('已投递');

  // staff allocate the response and add a tracking record
  const staff2 = await browser.newPage();
  const govLogin = await (await staff2.request.post('/prod-api/api/admin/accountLogin', { data: { username: 'staff_jyzx', password: 'Demo@2025' } })).json();
  await staff2.addInitScript((state) => sessionStorage.setItem('portal-session', JSON.stringify({ state, version: 0 })), {
    user: govLogin.data.userInfo,
    userType: govLogin.data.userKind,
    personRouters: govLogin.data.personRouters,
    blogRollList: [],
    unreadCount: 0,
  });
  await staff2.goto('/allocation');
  await expect(staff2.getByTestId('response-stats')).toBeVisible();
  await staff2.getByLabel('选择 张伟（端到端数据分析师）').filter({ visible: true }).check();
  await staff2.getByLabel('分配给').selectOption({ index: 1 });
  await staff2.getByRole('button', { name: '分配所选（1）' }).click();
  await expect(staff2.getByText('已分配 1 条')).toBeVisible();
  const row = staff2.getByTestId('response-row').filter({ hasText: '端到端数据分析师' });
  await expect(row).toContainText('已分配');
  await row.getByRole('link', { name: '跟踪' }).click();
  await staff2.getByLabel('跟踪内容，如联系情况、面试安排、录用结果').fill('已电话联系，约定下周面试');
  await staff2.getByRole('button', { name: '添加跟踪记录' }).click();
  await expect(staff2.getByTestId('track-row')).toContainText('已电话联系，约定下周面试');
  // an in-site mail to the applicant
  const mailBox = staff2.getByTestId('mail-box');
  await mailBox.getByLabel('标题').fill('面试通知');
  await mailBox.getByLabel('内容').fill('请于下周一上午九点到南湾区数据大道8号面试。');
  await mailBox.getByRole('button', { name: '发送' }).click();
  await expect(mailBox.getByTestId('mail-row')).toContainText('面试通知');
  await staff2.close();

  // the applicant sees the progress and the tracking record, confirms it, and finds the mail in my messages
  await person.reload();
  await expect(myFirst).toContainText('跟踪中');
  await expect(myFirst.getByTestId('my-track')).toContainText('已电话联系，约定下周面试');
  await myFirst.getByRole('button', { name: '确认属实' }).click();
  await expect(myFirst.getByTestId('my-track')).toContainText('已确认');
  await person.goto('/userMessage');
  const mail = person.getByTestId('message-row').filter({ hasText: '面试通知' });
  await mail.getByRole('button', { name: '面试通知' }).click();
  await expect(mail.getByTestId('mail-content')).toContainText('请于下周一上午九点');
  await person.close();

  // the enterprise sees the response on its job page
  await mine.getByRole('link', { name: '查看' }).click();
  const responses = page.getByTestId('ent-response-row');
  await expect(responses).toHaveCount(1);
  await expect(responses).toContainText('张伟');
  await expect(responses).toContainText('跟踪中');
  const resume = page.waitForEvent('download');
  await responses.getByRole('button', { name: '简历' }).click();
  expect((await resume).suggestedFilename()).toBe('张伟简历.pdf');
  // and among all the resumes received on /entDemand
  await page.goto('/entDemand');
  await expect(page.getByTestId('ent-responses').getByTestId('ent-response-row').filter({ hasText: '端到端数据分析师' })).toContainText('跟踪中');
});
