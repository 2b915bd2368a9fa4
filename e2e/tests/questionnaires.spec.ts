import ExcelJS from 'exceljs';
import { idCardCheckChar } from '@portal/validators';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './session';
import { campaignLink } from './sms';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const STREET = '滨海测试街道';

/** Good rows of the import (issue 16: 500 people, 3 bad rows). */
const GOOD_ROWS = 497;

/** The i-th imported person: the first twelve aged 50–60 (born January 1971), the others about 40 (born from January 1986, a day apart), all in the test street. */
function person(i: number): string[] {
  const birth = new Date(Date.UTC(i < 12 ? 1971 : 1986, 0, 1 + i));
  const body = `440120${birth.toISOString().slice(0, 10).replaceAll('-', '')}${String(500 + i).slice(-3)}`;
  return [`测试居民${i + 1}`, body + idCardCheckChar(body), `1360000${String(1000 + i)}`, STREET, '滨海社区', '适龄劳动力', '未就业', ''];
}

/** 500 rows: 497 good, then a malformed phone, a wrong identity number and a missing street. */
async function peopleWorkbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('适龄劳动力基本信息');
  sheet.addRow(['姓名', '身份证号码', '手机号码', '所在街道', '所在社区', '人员类别', '就业状态', '技能特长']);
  for (let i = 0; i < GOOD_ROWS; i++) sheet.addRow(person(i));
  sheet.addRow([...person(GOOD_ROWS).slice(0, 2), '1360000', ...person(GOOD_ROWS).slice(3)]);
  sheet.addRow(['错误证号', '440120197101011231', '13600009001', STREET, '', '适龄劳动力', '未就业', '']);
  sheet.addRow([...person(GOOD_ROWS + 2).slice(0, 3), '', ...person(GOOD_ROWS + 2).slice(4)]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A recipient opens their link on a phone (390 px wide) in a fresh browser (no login). */
async function onPhone(browser: Browser, baseURL: string, link: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'zh-CN', isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(link);
  return page;
}

/*
 * Issue 16, "Done means": staff of the employment centre import 500 people (3 bad rows), build a group of those aged 50–60 in one street, design a three-question
 * questionnaire, start it and send the SMS; three recipients answer on a phone, a fourth opens a
 * used link and is refused; the statistics show the three answers; ending the questionnaire closes
 * the links.
 */
test('staff survey a group by SMS; recipients answer once on their phones; the statistics count them; ending closes the links', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await logIn(page, 'staff_jyzx');

  // 1. import: 497 people in, 3 rows refused with their row numbers
  await page.goto('/basics-import');
  await expect(page.getByRole('heading', { name: '适龄劳动力基本信息', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '导入', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '导入适龄劳动力基本信息' });
  await dialog.getByTestId('import-file').setInputFiles({ name: '人员.xlsx', mimeType: XLSX, buffer: await peopleWorkbook() });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('共读取 500 行：新增 497 条，3 行未导入');
  await expect(dialog.getByTestId('import-problem')).toHaveText([/^第499行手机号码/, /^第500行身份证号码/, /^第501行所在街道/]);
  await dialog.getByRole('button', { name: '完成' }).click();

  // 2. the group: aged 50–60 in the street, its size shown before saving
  await page.getByRole('link', { name: '目标人群筛选' }).click();
  await page.getByLabel('年龄从', { exact: true }).fill('50');
  await page.getByLabel('年龄至', { exact: true }).fill('60');
  await page.getByLabel('所在街道', { exact: true }).selectOption(STREET);
  await expect(page.getByTestId('group-size')).toHaveText('符合条件：12 人');
  await page.getByLabel('人群名称', { exact: true }).fill('滨海测试街道50至60岁');
  await page.getByRole('button', { name: '保存人群' }).click();
  await expect(page.getByTestId('group-row').filter({ hasText: '滨海测试街道50至60岁' })).toContainText('12 人');

  // 3. a three-question questionnaire, reordered once, then started
  await page.goto('/questionnaire-list');
  await page.getByRole('link', { name: '新建问卷' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '问卷设计 · 新问卷' })).toBeVisible();
  await page.getByLabel('问卷标题', { exact: true }).fill('滨海街道就业意愿调查');
  await page.getByLabel('第1题', { exact: true }).fill('您希望从事哪类工作');
  await page.getByLabel('第1题题型', { exact: true }).selectOption('multiple');
  await page.getByLabel('第1题选项（每行一个）', { exact: true }).fill('保洁\n保安\n家政');
  await page.getByRole('button', { name: '添加题目' }).click();
  await page.getByLabel('第2题', { exact: true }).fill('您目前是否有就业意愿');
  await page.getByLabel('第2题选项（每行一个）', { exact: true }).fill('有\n没有');
  await page.getByRole('button', { name: '第2题上移' }).click();
  await expect(page.getByLabel('第1题', { exact: true })).toHaveValue('您目前是否有就业意愿');
  await page.getByRole('button', { name: '添加题目' }).click();
  await page.getByLabel('第3题', { exact: true }).fill('您对就业服务的满意程度');
  await page.getByLabel('第3题题型', { exact: true }).selectOption('rating');
  await expect(page.getByTestId('phone-preview').getByTestId('question')).toHaveCount(3);
  await page.getByRole('button', { name: '保存草稿' }).click();
  const row = page.getByTestId('questionnaire-row').filter({ hasText: '滨海街道就业意愿调查' });
  await expect(row).toContainText('草稿');
  await row.getByRole('button', { name: '开始' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '开始' }).click();
  await expect(row).toContainText('进行中');
  // a started questionnaire is not edited: it offers 复制 instead
  await expect(row.getByRole('link', { name: '编辑' })).toHaveCount(0);

  // 4. the SMS to the group, with a live count
  await page.goto('/sms-list');
  await page.getByRole('link', { name: '新建发送任务' }).click();
  await page.getByLabel('任务名称', { exact: true }).fill('滨海街道意愿调查短信');
  await page.getByLabel('问卷', { exact: true }).selectOption({ label: '滨海街道就业意愿调查' });
  await page.getByLabel('目标人群', { exact: true }).selectOption({ label: '滨海测试街道50至60岁（12人）' });
  await expect(page.getByTestId('sms-count')).toHaveText(/^共 \d+ 字（含签名和退订提示），按 2 条计费$/);
  await page.getByLabel('短信内容', { exact: true }).fill('{姓名}您好 {link}');
  await expect(page.getByText('短信内容中的变量 {姓名} 不存在')).toBeVisible();
  await expect(page.getByRole('button', { name: '立即发送' })).toBeDisabled();
  await page.getByLabel('短信内容', { exact: true }).fill('{name}您好，区就业中心邀请您填写就业意愿调查：{link}');
  await page.getByRole('button', { name: '立即发送' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '立即发送' }).click();
  await expect(page).toHaveURL(/\/sms-detail\?id=\d+/);
  await expect(page.getByTestId('task-counts')).toContainText('已发送12');

  // 5. three recipients answer on their phones; a fourth opens a used link and is refused
  const links = await Promise.all([0, 1, 2, 3].map((i) => campaignLink(person(i)[2]!)));
  for (const [i, link] of links.slice(0, 3).entries()) {
    const phone = await onPhone(browser, baseURL!, link);
    await expect(phone.getByRole('heading', { name: '滨海街道就业意愿调查' })).toBeVisible();
    await phone.getByRole('button', { name: '提交问卷' }).click();
    await expect(phone.getByText('第1题为必答题，请作答')).toBeVisible();
    await phone.getByRole('radio', { name: i === 2 ? '没有' : '有', exact: true }).check();
    await phone.getByRole('checkbox', { name: '家政', exact: true }).check();
    await phone.getByRole('radio', { name: `${4 + (i % 2)}星`, exact: true }).click();
    await phone.getByRole('button', { name: '提交问卷' }).click();
    await expect(phone.getByText('提交成功，感谢您的参与！')).toBeVisible();
    await phone.context().close();
  }
  const reused = await onPhone(browser, baseURL!, links[0]!);
  await expect(reused.getByText('您已经填写过这份问卷，感谢您的参与！')).toBeVisible();
  await reused.context().close();
  const forged = await onPhone(browser, baseURL!, links[3]!.replace(/\.[\w-]+$/, '.AAAAAAAAAAAAAAAAAAAAAA'));
  await expect(forged.getByText('链接无效，请使用短信中的完整链接打开问卷')).toBeVisible();
  await forged.context().close();

  // 6. the statistics count the three answers per question
  await page.goto('/questionnaire-list');
  await row.getByRole('link', { name: '统计' }).click();
  await expect(page.getByTestId('stat-summary')).toContainText('答卷数3');
  // by target group: the group's three answers
  await expect(page.getByRole('row').filter({ hasText: '滨海测试街道50至60岁' }).getByRole('cell').nth(2)).toHaveText('3');
  const stats = page.getByTestId('question-stat');
  await expect(stats).toHaveCount(3);
  await expect(stats.nth(0).getByTestId('question-chart')).toHaveAttribute('aria-label', '您目前是否有就业意愿：有 2人，没有 1人');
  await expect(stats.nth(1)).toContainText('3 人作答');
  await expect(stats.nth(2).getByTestId('question-chart')).toHaveAttribute('data-ready', 'true');

  // 7. ending the questionnaire closes the links
  await page.goto('/questionnaire-list');
  await row.getByRole('button', { name: '结束' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '结束' }).click();
  await expect(row).toContainText('已结束');
  const late = await onPhone(browser, baseURL!, links[3]!);
  await expect(late.getByText('本次问卷调查已结束，感谢您的关注。')).toBeVisible();
  await late.context().close();
});

/*
 * Issue 16, /hard-list and /hard-detail: from the workbench tile, staff open a person with
 * employment difficulties never assisted (listed first), record the recognition and an assistance,
 * change the employment status, and see each on the timeline, newest first.
 */
test('staff record the recognition, assistance and employment of a person with employment difficulties on the timeline', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/Home');
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '工作台' }).click();
  await page.getByRole('menuitem', { name: '就业困难人员', exact: true }).click();
  await expect(page.getByRole('heading', { name: '就业困难人员', level: 1 })).toBeVisible();
  const first = page.getByTestId('hard-row').first();
  await expect(first).toContainText('未帮扶');
  const name = (await first.getByRole('link').first().innerText()).trim();
  await first.getByRole('link', { name: `详情：${name}` }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('还没有帮扶记录')).toBeVisible();

  await page.getByRole('button', { name: '困难认定' }).click();
  let dialog = page.getByRole('dialog', { name: '困难认定' });
  await dialog.getByRole('combobox', { name: '困难类别', exact: true }).selectOption('长期失业人员');
  await dialog.getByRole('textbox', { name: '认定日期', exact: true }).fill('2026-05-06');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '添加帮扶记录' }).click();
  dialog = page.getByRole('dialog', { name: '添加帮扶记录' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByText('请选择帮扶方式')).toBeVisible();
  await dialog.getByRole('combobox', { name: '帮扶方式', exact: true }).selectOption('岗位推荐');
  await dialog.getByRole('textbox', { name: '帮扶日期', exact: true }).fill('2026-06-01');
  await dialog.getByRole('textbox', { name: '帮扶内容', exact: true }).fill('推荐社区超市理货员岗位，已面试');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: '更新就业状态' }).click();
  dialog = page.getByRole('dialog', { name: '更新就业状态' });
  await dialog.getByRole('combobox', { name: '就业状态', exact: true }).selectOption('已就业');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('hard-work-status')).toHaveText('已就业');

  const entries = page.getByTestId('hard-timeline-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText(/就业状态变更.*就业状态：\S+ → 已就业/);
  await expect(entries.nth(1)).toContainText('岗位推荐2026-06-01');
  await expect(entries.nth(1)).toContainText('推荐社区超市理货员岗位，已面试');
  await expect(entries.nth(2)).toContainText('认定为就业困难人员，困难类别：长期失业人员');

  // back on the list, the person is now assisted and no longer first
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page.getByTestId('hard-row').first()).not.toContainText(name);
});

/*
 * Issue 16, templates, scheduled sends and opt-outs: staff save a template on /sms-edit and use it
 * on /sms-add, with the preview naming a real member; a scheduled task waits with its time shown; a
 * recipient of an immediate task turns further messages off from the link on a phone, and staff
 * see the number (masked) among 退订号码.
 */
test('staff send with a saved template now or at a set time; a recipient opts out from the link', async ({ page, browser, baseURL }) => {
  const session = await logIn(page, 'staff_jyzx');
  const headers = { token: session.user!.token };
  const body = '44012019680808' + '321';
  const phone = '13600008888';
  const street = '退订测试街道';
  const added = await (await page.request.post('/prod-api/api/system/force/addUpd', { headers, data: { name: '欧阳退订', idCard: body + idCardCheckChar(body), phone, street, category: '适龄劳动力', workStatus: '未就业' } })).json();
  expect(added.code, added.msg).toBe(2000);
  const group = await (await page.request.post('/prod-api/api/ageAppropriate/questionnaire/group/save', { headers, data: { name: '退订测试人群', filter: { street } } })).json();
  expect(group.code, group.msg).toBe(2000);

  // a template saved on /sms-edit
  await page.goto('/sms-list');
  await page.getByRole('link', { name: '短信模板', exact: true }).click();
  await page.getByRole('button', { name: '新建模板' }).click();
  const dialog = page.getByRole('dialog', { name: '新建模板' });
  await dialog.getByRole('textbox', { name: '模板名称', exact: true }).fill('培训意向调查邀请');
  await dialog.getByRole('textbox', { name: '短信内容', exact: true }).fill('{name}您好，区就业中心想了解您的培训意向：{link}');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByTestId('sms-template').first()).toContainText('培训意向调查邀请');

  // used on /sms-add; first at a set time tomorrow, then at once
  const send = async (title: string, at?: string) => {
    await page.goto('/sms-edit');
    await page.getByRole('link', { name: '新建短信发送' }).click();
    await page.getByRole('textbox', { name: '任务名称', exact: true }).fill(title);
    await page.getByRole('combobox', { name: '问卷', exact: true }).selectOption({ index: 1 });
    await page.getByRole('combobox', { name: '目标人群', exact: true }).selectOption({ label: '退订测试人群（1人）' });
    await page.getByRole('combobox', { name: '使用模板', exact: true }).selectOption({ label: '培训意向调查邀请' });
    await expect(page.getByTestId('sms-preview')).toHaveText(/^【人才就业服务平台】欧阳退订您好，区就业中心想了解您的培训意向：/);
    if (at) {
      await page.getByText('定时发送', { exact: true }).click();
      await page.getByLabel('定时发送时间').fill(at);
    }
    await page.getByRole('button', { name: at ? '建立定时任务' : '立即发送' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: at ? '建立定时任务' : '立即发送' }).click();
    await expect(page).toHaveURL(/\/sms-detail\?id=\d+/);
  };
  const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 24 * 3_600_000).toISOString().slice(0, 10);
  await send('定时培训意向调查', `${tomorrow}T10:00`);
  await expect(page.getByText(`定时发送：${tomorrow} 10:00`)).toBeVisible();
  await expect(page.getByTestId('task-counts')).toContainText('待发送1');
  await send('培训意向调查');

  // the recipient turns further messages off from the link
  const phonePage = await onPhone(browser, baseURL!, await campaignLink(phone));
  await phonePage.getByRole('button', { name: '不再接收此类短信' }).click();
  await phonePage.getByRole('button', { name: '确定退订' }).click();
  await expect(phonePage.getByRole('status').filter({ hasText: '已退订' })).toHaveText('已退订，今后不再向您发送问卷调查短信。');

  await page.goto('/bsRecord');
  const records = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出', exact: true }).click();
  expect((await records).suggestedFilename()).toBe('短信发送记录.xlsx');
  await page.getByRole('link', { name: '退订号码' }).click();
  await expect(page.getByTestId('opt-out-row').first()).toContainText('136****8888');
  await expect(page.getByTestId('opt-out-row').first()).toContainText('本人在问卷页退订');
});

/** An uploaded list of numbers: the template's headers, then `rows`. */
async function phoneWorkbook(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('号码名单');
  sheet.addRow(['姓名', '手机号码', '所在街道']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/*
 * Issue 16, a group from an uploaded list of numbers: a list with a wrong number is refused whole
 * with its row; the corrected one is saved as a group under the typed name, and its numbers export.
 */
test('staff save a target group from an uploaded list of numbers and export it', async ({ page }) => {
  await logIn(page, 'staff_jyzx');
  await page.goto('/group-query');
  await page.getByLabel('人群名称', { exact: true }).fill('社区推荐名单');
  await page.getByRole('button', { name: '上传号码名单' }).click();
  const dialog = page.getByRole('dialog', { name: '上传号码名单' });
  await dialog.getByTestId('import-file').setInputFiles({ name: '名单.xlsx', mimeType: XLSX, buffer: await phoneWorkbook([['李推荐', '13655550001', '科学城街道'], ['赵推荐', '1365555', '']]) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-problem')).toHaveText([/^第3行手机号码/]);
  await dialog.getByTestId('import-file').setInputFiles({ name: '名单.xlsx', mimeType: XLSX, buffer: await phoneWorkbook([['李推荐', '13655550001', '科学城街道'], ['赵推荐', '13655550002', '']]) });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByTestId('import-summary')).toHaveText('共读取 2 行：已保存为目标人群，共 2 人');
  await dialog.getByRole('button', { name: '完成' }).click();
  const row = page.getByTestId('group-row').filter({ hasText: '社区推荐名单' });
  await expect(row).toContainText('2 人');
  await expect(row).toContainText('上传的号码名单');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: '导出', exact: true }).click();
  expect((await download).suggestedFilename()).toBe('社区推荐名单-号码名单.xlsx');
});
