import ExcelJS from 'exceljs';
import type { Browser, Page } from '@playwright/test';
import { idCardCheckChar } from '@portal/validators';
import { expect, test } from './fixtures';
import { acknowledgeSiteNotice } from './session';

const PASSWORD = 'Demo@2025';
/** Where screenshots go when SHOTS_DIR is set (1280 and 390 px of the form, the detail and the publicity list). */
const SHOTS_DIR = process.env.SHOTS_DIR;

async function login(page: Page, door: '/' | '/login2' | '/?as=person', username: string) {
  if (door === '/') await acknowledgeSiteNotice(page.request, username);
  await page.goto(door);
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
}

async function newSession(browser: Browser, door: '/' | '/login2' | '/?as=person', username: string): Promise<Page> {
  const page = await browser.newPage();
  await login(page, door, username);
  return page;
}

/** Calls the API with the page's stored session token; answers the whole envelope. */
function apiCall(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ code: number; msg: string; data: any }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = JSON.parse(sessionStorage.getItem('portal-session')!).state.user.token as string;
      const res = await fetch(`/prod-api${path}`, { method, headers: { token, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
      return res.json();
    },
    { method, path, body },
  );
}

/** Full-page screenshots at 1280 and 390 px, when SHOTS_DIR is set. */
async function shots(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  const size = page.viewportSize()!;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

/** An audit action on /perAuditDetail: the note, then the button; waits for the new status. */
async function act(page: Page, button: string, status: string, note = '') {
  const box = page.getByTestId('action-box');
  if (note) await box.getByLabel('办理意见').fill(note);
  await box.getByRole('button', { name: button, exact: true }).click();
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText(status);
}

test('an individual applies for housing with a draft kept on the server; staff return it, approve it and publish it; the timeline shows every step', async ({ page, browser }) => {
  test.setTimeout(240_000);
  // staff of the housing department refuse person_demo's earlier pending housing application, so a new one may be filed
  const staff = await newSession(browser, '/login2', 'staff_rcjt');
  const earlier = await apiCall(staff, 'GET', '/api/second/task/list?type=zhufang&status=awaiting_check&keyword=%E5%BC%A0%E4%BC%9F&limit=50');
  for (const item of earlier.data.list.filter((a: { applicantName: string }) => a.applicantName === '张伟')) {
    await staff.goto(`/perAuditDetail?id=${item.id}`);
    await act(staff, '审核不通过', '审核不通过', '材料不全，请重新申请');
  }

  await login(page, '/?as=person', 'person_demo');
  await page.goto('/applySubsidies');
  await page.getByTestId('type-chooser').getByRole('link', { name: '开始申请' }).nth(1).click();
  await expect(page).toHaveURL(/type=zhufang/);
  // banner mode 4: 'N 人已申请' of task code 20
  await expect(page.getByTestId('banner')).toContainText('人申请');
  const form = page.getByRole('form', { name: '人才住房（公寓）申请' });
  await expect(form.getByLabel(/^姓名/)).toHaveValue('张伟');
  await form.getByLabel(/^婚姻状况/).selectOption('已婚');
  await form.getByLabel(/^共同申请人数/).fill('3');
  await expect(page.getByTestId('draft-state')).toHaveText(/^已自动暂存/);

  // leave half-way and come back: the draft is restored from the server
  await page.goto('/Home');
  await page.goto('/applySubsidies?type=zhufang');
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(form.getByLabel(/^共同申请人数/)).toHaveValue('3');
  await expect(form.getByLabel(/^婚姻状况/)).toHaveValue('已婚');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByTestId('form-invalid')).toBeVisible();
  await expect(form.getByText('请选择意向户型')).toBeVisible();
  await form.getByLabel(/^本区有无自有住房/).selectOption('无');
  await form.getByLabel(/^意向街道/).selectOption({ index: 1 });
  await form.getByLabel(/^意向户型/).selectOption('两房');
  for (const [label, value] of [['最高学历', '硕士研究生'], ['工作单位', '广州演示科技有限公司'], ['手机号码', '13700137001']] as const) {
    const input = form.getByLabel(new RegExp(`^${label}`));
    if (!(await input.inputValue())) await (label === '最高学历' ? input.selectOption(value) : input.fill(value));
  }
  await shots(page, 'form');
  await form.getByRole('button', { name: '提交申请' }).click();
  await expect(page).toHaveURL(/\/perBusDetail\?id=\d+/);
  const id = Number(new URL(page.url()).searchParams.get('id'));
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('待审核');

  // staff return it for correction with a note
  await staff.goto(`/perAuditDetail?id=${id}`);
  await expect(staff.getByTestId('eligibility')).toContainText('符合');
  await act(staff, '退回修改', '退回修改', '请补充租赁合同并核对共同申请人数');

  // the individual sees the note, corrects and resubmits
  await page.reload();
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('退回修改');
  await expect(page.getByTestId('timeline-comment').last()).toHaveText('意见：请补充租赁合同并核对共同申请人数');
  await page.getByRole('link', { name: '修改后重新提交' }).click();
  await expect(page.getByTestId('returned-note')).toContainText('请补充租赁合同并核对共同申请人数');
  await form.getByLabel(/^共同申请人数/).fill('2');
  await form.getByRole('button', { name: '重新提交' }).click();
  await expect(page).toHaveURL(new RegExp(`/perBusDetail\\?id=${id}$`));
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('待审核');
  await expect(page.getByTestId('value-familySize')).toHaveText('2');

  // staff approve, start and end the publicity
  await staff.reload();
  await act(staff, '审核通过', '审核通过');
  await act(staff, '开始公示', '公示中');
  await expect(staff.getByTestId('application-summary')).toContainText('公示期');

  // the public list shows the name and identity number masked
  const visitor = await browser.newPage();
  await visitor.goto('/servicePublicity?type=zhufang&status=gs_publicity');
  const row = visitor.getByTestId('publicity-row').filter({ hasText: '张*' }).first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('publicity-idcard')).toHaveText(/^\d{6}\*{8}\d{3}[\dX]$/);
  await expect(visitor.getByTestId('publicity-list')).not.toContainText('张伟');
  await shots(visitor, 'publicity');
  await row.getByTestId('publicity-name').click();
  await expect(visitor.getByTestId('publicity-detail')).toContainText('公示中');

  await act(staff, '结束公示', '已公示');

  // the timeline, for the applicant: each step with who, in which role, and when (drafts and saved corrections aside)
  await page.reload();
  const steps = page.getByTestId('timeline-step').filter({ hasNot: page.getByTestId('timeline-action').filter({ hasText: /^(暂存|保存修改)$/ }) });
  await expect(steps.last()).toContainText('结束公示');
  const n = await steps.count();
  const lastSix = Array.from({ length: 6 }, (_, i) => steps.nth(n - 6 + i));
  expect(await Promise.all(lastSix.map((step) => step.getByTestId('timeline-action').innerText()))).toEqual(['提交申请', '退回修改', '提交申请', '审核通过', '开始公示', '结束公示']);
  const texts = await Promise.all(lastSix.map((step) => step.innerText()));
  expect(texts.map((x) => (x.includes('张伟（申请人）') ? '张伟' : x.includes('孙立（工作人员）') ? '孙立' : '?'))).toEqual(['张伟', '孙立', '张伟', '孙立', '孙立', '孙立']);
  for (const x of texts) expect(x).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  expect(texts[1]).toContain('意见：请补充租赁合同并核对共同申请人数');
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('已公示');
  await shots(page, 'detail');

  // the progress lookup without logging in shows the same
  const applyNo = (await page.getByTestId('application-summary').innerText()).match(/ZF\d+/)![0];
  await visitor.goto('/serviceProgress');
  await visitor.getByLabel('申请编号').fill(applyNo);
  await visitor.getByLabel('申请人身份证号码').fill((await apiCall(page, 'GET', `/api/second/apply/detail?id=${id}`)).data.applicantIdCard);
  await visitor.getByRole('button', { name: '查询' }).click();
  await expect(visitor.getByTestId('progress-status')).toHaveText('已公示');
  await expect(visitor.getByTestId('timeline-step').last()).toContainText('结束公示');
  await visitor.close();
  await staff.close();
});

test('approving a withdrawn application answers 4009 and leaves its status as it was', async ({ browser }) => {
  const staff = await newSession(browser, '/login2', 'staff_rcjt');
  const withdrawn = (await apiCall(staff, 'GET', '/api/second/task/list?type=zhufang&status=withdraw')).data.list[0];
  expect(withdrawn.status).toBe('withdraw');
  const answer = await apiCall(staff, 'POST', '/api/second/task/audit', { id: withdrawn.id, version: withdrawn.version, action: 'agree', comment: '' });
  expect(answer.code).toBe(4009);
  await staff.goto(`/perAuditDetail?id=${withdrawn.id}`);
  await expect(staff.getByTestId('application-summary').getByTestId('application-status')).toHaveText('已撤回');
  await expect(staff.getByTestId('action-box').getByRole('button', { name: '审核通过' })).toHaveCount(0);
  const after = (await apiCall(staff, 'GET', `/api/second/task/adminDetail?id=${withdrawn.id}`)).data;
  expect([after.status, after.version]).toEqual(['withdraw', withdrawn.version]);
  await staff.close();
});

/** 50 new staff of the enterprise (identity numbers of 1990-03-01), hired this year. */
const PEOPLE = Array.from({ length: 50 }, (_, i) => {
  const body = `44010619900301${String(i).padStart(3, '0')}`;
  return { name: `留岗员工${i + 1}`, idCard: body + idCardCheckChar(body), phone: `1390000${String(i).padStart(4, '0')}` };
});

async function workbook(sheetName: string, header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('an enterprise files the spring allowance for 50 of its people from an xlsx', async ({ page }) => {
  test.setTimeout(180_000);
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  await login(page, '/', 'ent_demo');
  // the 50 people are the enterprise's staff first (the /talentdata import)
  await page.goto('/talentdata');
  await page.getByRole('button', { name: '导入人员' }).first().click();
  const staffDialog = page.getByRole('dialog', { name: '导入人员' });
  await staffDialog.getByTestId('import-file').setInputFiles({ name: '员工.xlsx', mimeType: xlsx, buffer: await workbook('人员信息', ['姓名', '身份证号码', '手机号码', '最高学历', '岗位', '入职日期'], PEOPLE.map((p) => [p.name, p.idCard, p.phone, '高中及以下', '装配工', '2026-03-02'])) });
  await staffDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(staffDialog.getByTestId('import-summary')).toHaveText('共读取 50 行：新增 50 人，更新 0 人，全部导入成功');
  await staffDialog.getByRole('button', { name: '完成' }).click();

  await page.goto('/zygSubsidy');
  await page.getByRole('link', { name: '春节留岗补贴' }).click();
  await expect(page).toHaveURL(/\/modifyChunjieEnts$/);
  await page.getByRole('button', { name: '导入留岗人员' }).click();
  const dialog = page.getByRole('dialog', { name: '导入申报人员' });
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  expect((await template).suggestedFilename()).toBe('春节留岗补贴申报人员导入模板.xlsx');
  // 50 good rows and 2 bad ones: someone who is not on the staff, and a stay ending before it starts
  const outsider = '440106199003019999'.slice(0, 17);
  const rows: (string | number)[][] = PEOPLE.map((p) => [p.name, p.idCard, p.phone, '装配工', '2027-01-25', '2027-02-20']);
  rows.push(['外单位人员', outsider + idCardCheckChar(outsider), '13900009999', '装配工', '2027-01-25', '2027-02-20']);
  rows.push([PEOPLE[0]!.name, PEOPLE[0]!.idCard, PEOPLE[0]!.phone, '装配工', '2027-02-20', '2027-01-25']);
  await dialog.getByTestId('import-file').setInputFiles({ name: '留岗人员.xlsx', mimeType: xlsx, buffer: await workbook('申报人员', ['姓名', '身份证号码', '手机号码', '岗位', '留岗开始日期', '留岗结束日期'], rows) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toContainText('共读取 52 行');
  await expect(dialog.getByTestId('import-summary')).toContainText('2 行未导入');
  await expect(dialog.getByTestId('import-problem')).toHaveCount(2);
  await expect(dialog.getByTestId('import-problem').first()).toContainText('第52行');
  await dialog.getByRole('button', { name: '完成' }).click();
  await expect(page.getByTestId('people').getByTestId('person').filter({ hasText: '留岗员工' })).toHaveCount(50);

  // the rest of the form, then submit
  await page.getByRole('link', { name: '填写申报信息' }).click();
  const form = page.getByRole('form', { name: '春节留岗补贴' });
  await form.getByLabel(/^申报年度/).fill('2027');
  await form.getByLabel(/^联系人/).fill('陈主管');
  await form.getByLabel(/^联系电话/).fill('13900139001');
  await form.getByLabel(/^开户银行/).fill('中国工商银行南湾支行');
  await form.getByLabel(/^银行账号/).fill('6222020200012345678');
  await form.getByRole('button', { name: /提交申请|重新提交/ }).click();
  await expect(page).toHaveURL(/\/perBusDetail\?id=\d+/);
  await expect(page.getByTestId('application-summary').getByTestId('application-status')).toHaveText('待审核');
  await expect(page.getByTestId('people').getByTestId('person').filter({ hasText: '留岗员工' })).toHaveCount(50);
  await expect(page.getByTestId('timeline-action').first()).toBeVisible();
});
