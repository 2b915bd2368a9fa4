import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { acknowledgeSiteNotice } from './session';

/** A 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function entLogin(page: Page, username: 'ent_demo' | 'ent_hr') {
  await acknowledgeSiteNotice(page.request, username);
  await page.goto('/');
  await page.getByLabel('账号', { exact: true }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
}

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

test('ent_demo edits its micro-homepage with a picture, and the public sees it', async ({ page, browser }) => {
  await entLogin(page, 'ent_demo');
  await nav(page).getByRole('button', { name: '企业微主页' }).click();
  await page.getByRole('menuitem', { name: '我的微主页' }).click();
  await expect(page).toHaveURL(/\/minihome$/);
  await page.getByRole('link', { name: '编辑微主页' }).click();
  await expect(page).toHaveURL(/\/modifyMini$/);

  await page.getByTestId('minihome-remark-input').fill('端到端公告：秋季招聘开始');
  const editor = page.getByTestId('minihome-editor').locator('[contenteditable="true"]');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('端到端企业介绍：我们专注智能制造。');
  await page.getByTestId('minihome-image-input').setInputFiles({ name: '厂区.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('minihome-image-list').getByRole('img', { name: '厂区.png' })).toBeVisible();
  await page.getByTestId('minihome-save').click();
  await expect(page).toHaveURL(/\/minihome$/);
  await expect(page.getByTestId('minihome-description')).toContainText('端到端企业介绍：我们专注智能制造。');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/miniHomePc?id=1');
  await expect(visitor.getByTestId('minihome-remark')).toContainText('端到端公告：秋季招聘开始');
  await expect(visitor.getByTestId('minihome-description')).toContainText('端到端企业介绍：我们专注智能制造。');
  const picture = visitor.getByTestId('minihome-images').getByRole('img', { name: '厂区.png' });
  await expect(picture).toBeVisible();
  // the picture's file itself (1x1 px), once loaded: visible only means laid out, and under load the file can still be on its way
  expect(await picture.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(1);
  await expect(visitor.getByTestId('minihome-jobs').getByTestId('job-row').first()).toBeVisible();
  await visitor.context().close();
});

test('ent_hr publishes an HR product that appears in /organList?type=3, and answers a visitor’s message', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await entLogin(page, 'ent_hr');
  await nav(page).getByRole('button', { name: '企业微主页' }).click();
  await page.getByRole('menuitem', { name: '人力资源产品发布' }).click();
  await expect(page).toHaveURL(/\/modifyMini\?tab=product$/);
  await page.getByRole('button', { name: '发布新产品' }).click();
  const dialog = page.getByRole('dialog', { name: '发布人力资源产品' });
  await dialog.getByLabel(/^产品名称/).fill('端到端高管寻访');
  await dialog.getByLabel(/^产品简介/).fill('为高新技术企业寻访高级管理人才');
  await dialog.getByText('猎头服务', { exact: true }).click();
  await dialog.getByLabel(/^产品详情/).fill('顾问一对一服务，30天内推荐3位候选人，入职后保证期6个月。');
  await dialog.getByLabel(/^联系人/).fill('刘经理');
  await dialog.getByLabel(/^联系电话/).fill('13800138000');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('own-product').filter({ hasText: '端到端高管寻访' });
  await expect(row.getByTestId('product-stage')).toHaveText('未发布');
  await row.getByRole('button', { name: '发布' }).click();
  await expect(row.getByTestId('product-stage')).toHaveText('已发布');

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/organList?type=3');
  const card = visitor.getByTestId('organisation-card').filter({ hasText: '端到端高管寻访' });
  await expect(card).toContainText('猎头服务');
  await card.getByRole('link', { name: '端到端高管寻访' }).click();
  await expect(visitor).toHaveURL(/\/miniHomedetail\?id=\d+$/);
  const form = visitor.getByRole('form', { name: '我要留言' });
  await form.getByLabel(/^称呼/).fill('赵先生');
  await form.getByLabel(/^手机号码/).fill('13912345678');
  await form.getByLabel(/^留言内容/).fill('请问可以寻访海外人才吗？');
  await form.getByRole('button', { name: '提交留言' }).click();
  await expect(visitor.getByTestId('message').filter({ hasText: '请问可以寻访海外人才吗？' })).toContainText('139****5678');

  await page.goto(visitor.url());
  const message = page.getByTestId('message').filter({ hasText: '请问可以寻访海外人才吗？' });
  await expect(message).toContainText('13912345678');
  await message.getByRole('textbox', { name: '答复' }).fill('可以，我们有海外合作网络。');
  await message.getByRole('button', { name: '答复' }).click();
  await visitor.reload();
  await expect(visitor.getByTestId('message').filter({ hasText: '请问可以寻访海外人才吗？' }).getByTestId('message-reply')).toContainText('可以，我们有海外合作网络。');
  await visitor.context().close();
});
