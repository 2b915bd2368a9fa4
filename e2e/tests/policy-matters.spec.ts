import { expect, test } from './fixtures';
import { loggedIn, rowOf } from './session';

test('a staff member writes a policy matter, the auditor approves and publishes it, and the public finds it in 在线办理 and 政策兑现 and reads its guide', async ({ browser, baseURL }) => {
  const title = `吸纳高校毕业生就业补贴（${Date.now() % 100000}）`;

  // 就业中心 writes the matter and submits it
  const author = await loggedIn(browser, baseURL!, 'staff_jyzx');
  await author.goto('/modifyPolicyMatter');
  await expect(author.getByRole('heading', { level: 1, name: '政策事项管理' })).toBeVisible();
  await author.getByRole('link', { name: '新建' }).click();
  await expect(author).toHaveURL(/\/modifyPolicyMatterDetail$/);
  const form = author.getByTestId('matter-form');
  await form.getByLabel('事项名称').fill(title);
  await form.getByRole('combobox', { name: '主题' }).selectOption({ label: '就业创业' });
  await form.getByRole('combobox', { name: '在线申请类型' }).selectOption({ label: '春节留岗补贴' });
  await form.getByLabel('办理时限').fill('20个工作日');
  await form.getByLabel('最高金额（元）').fill('3000');
  await form.getByLabel('补贴标准或办理结果').fill('每吸纳1名高校毕业生补贴3000元');
  await form.getByLabel('咨询方式').fill('就业中心 020-84681234');
  await form.getByRole('textbox', { name: /^事项说明/ }).click();
  await author.keyboard.type('对吸纳高校毕业生就业的企业给予一次性补贴。');
  await form.getByRole('textbox', { name: /^申请条件/ }).click();
  await author.keyboard.type('吸纳离校2年内高校毕业生并缴纳社会保险满3个月。');
  await form.getByRole('textbox', { name: /^办理流程/ }).click();
  await author.keyboard.type('网上申报，就业中心审核，公示后发放。');
  await form.getByRole('textbox', { name: '材料名称 1' }).fill('营业执照');
  await author.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(author).toHaveURL(/\/modifyPolicyMatter$/);
  await expect(rowOf(author, title).getByTestId('status')).toHaveText('待审核');
  await expect(rowOf(author, title).getByRole('button', { name: '审核通过' })).toHaveCount(0);

  // not public while pending
  const visitor = await (await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, locale: 'zh-CN' })).newPage();
  await visitor.goto(`/serviceHandle?keyword=${encodeURIComponent(title)}`);
  await expect(visitor.getByText('没有找到相关事项')).toBeVisible();

  // the auditor approves and publishes it
  const auditor = await loggedIn(browser, baseURL!, 'staff_audit');
  await auditor.goto('/modifyPolicyMatter?status=pending');
  await rowOf(auditor, title).getByRole('button', { name: '审核通过' }).click();
  await expect(rowOf(auditor, title)).toHaveCount(0);
  await auditor.goto('/modifyPolicyMatter?status=approved');
  await rowOf(auditor, title).getByRole('button', { name: '发布' }).click();
  await auditor.goto('/modifyPolicyMatter?status=published');
  await expect(rowOf(auditor, title).getByTestId('status')).toHaveText('已发布');

  // the public finds it under 就业中心 in 在线办理 and opens the guide
  await visitor.goto('/serviceHandle');
  const group = visitor.getByTestId('matter-group').filter({ has: visitor.getByRole('heading', { name: '就业中心' }) });
  await expect(group.getByRole('link', { name: title })).toBeVisible();
  await visitor.getByRole('searchbox', { name: '关键字' }).fill('吸纳高校毕业生');
  await visitor.getByRole('button', { name: '搜索' }).click();
  await expect(visitor.getByTestId('matter-card')).toHaveCount(1);
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/handlingDetail\?id=\d+/);
  await expect(visitor.getByTestId('matter-title')).toHaveText(title);
  await expect(visitor.getByTestId('matter-conditions')).toContainText('缴纳社会保险满3个月');
  await expect(visitor.getByTestId('matter-facts')).toContainText('3,000 元');
  await expect(visitor.getByTestId('matter-materials')).toContainText('营业执照');
  await expect(visitor.getByTestId('apply-online')).toBeVisible();

  // and in 政策兑现, with its standard and the spring allowance figures
  await visitor.goto('/policyCash');
  const row = visitor.getByTestId('cash-row').filter({ hasText: title });
  await expect(row).toContainText('每吸纳1名高校毕业生补贴3000元');
  await expect(visitor.getByTestId('cash-total-matters')).not.toHaveText('0');
});

test('a seeded special matter shows its table of standards and a template to download', async ({ page }) => {
  await page.goto('/serviceHandle?theme=enterprise');
  await page.getByRole('link', { name: '人才项目资助' }).first().click();
  await expect(page.getByTestId('matter-title')).toHaveText('人才项目资助');
  await expect(page.getByTestId('matter-standards')).toContainText('创新创业团队');
  const download = page.getByTestId('template-download').first();
  const href = await download.getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('spreadsheetml');
});
