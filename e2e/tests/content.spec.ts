import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, loggedIn, rowOf } from './session';

/** A tiny but valid PDF, uploaded as the notice's attachment. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** The header's unread count (0 when no badge shows). */
async function unread(page: Page): Promise<number> {
  const badge = page.getByRole('banner').getByTestId('unread-badge').first();
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
}

test('a policy with an attachment goes from one staff member through audit to a subscribed enterprise, whose unread count rises and falls', async ({ browser, baseURL }) => {
  // three users in three browser contexts, each logging in through the form: on a loaded machine this outlasts the default minute
  test.setTimeout(150_000);
  const title = `关于印发《南湾区就业见习补贴办法》的通知（${Date.now() % 100000}）`;

  // the enterprise subscribes to 就业中心's policies and notes its unread count
  const ent = await loggedIn(browser, baseURL!, 'ent_demo');
  await ent.goto('/policy');
  await ent.getByRole('button', { name: /^订阅/ }).click();
  const box = ent.getByRole('checkbox', { name: '就业中心 政策文件' });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
  await ent.getByRole('button', { name: '完成' }).click();
  const before = await unread(ent);

  // 就业中心 writes it with an attachment and submits it
  const author = await loggedIn(browser, baseURL!, 'staff_jyzx');
  await author.goto('/modifyPolicy');
  await author.getByRole('button', { name: '新建' }).click();
  const editor = author.getByRole('dialog');
  await editor.getByRole('textbox', { name: '标题' }).fill(title);
  await editor.getByTestId('rich-text').click();
  await author.keyboard.type('见习补贴标准为每人每月2000元。');
  await editor.getByRole('button', { name: '居中' }).click();
  await editor.getByTestId('attachment-input').setInputFiles({ name: '申报指南.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(editor.getByTestId('attachment')).toContainText('申报指南.pdf');
  await editor.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(editor).toBeHidden();
  await expect(rowOf(author, title).getByTestId('status')).toHaveText('待审核');
  // the author cannot approve it
  await expect(rowOf(author, title).getByRole('button', { name: '审核通过' })).toHaveCount(0);

  // not public yet
  await ent.goto('/policy');
  await expect(ent.getByTestId('notice-list')).not.toContainText(title);

  // the auditor approves and publishes it
  const auditor = await loggedIn(browser, baseURL!, 'staff_audit');
  await auditor.goto('/modifyPolicy?status=pending');
  await rowOf(auditor, title).getByRole('button', { name: '审核通过' }).click();
  await expect(rowOf(auditor, title)).toHaveCount(0); // no longer pending
  await auditor.goto('/modifyPolicy?status=approved');
  await rowOf(auditor, title).getByRole('button', { name: '发布' }).click();
  await auditor.goto('/modifyPolicy?status=published');
  await expect(rowOf(auditor, title).getByTestId('status')).toHaveText('已发布');

  // the enterprise's count rises (the header polls; a new page asks at once), and the policy waits unread
  await ent.goto('/policy');
  await expect.poll(() => unread(ent)).toBe(before + 1);
  const row = ent.getByTestId('notice-row').filter({ hasText: title });
  await expect(row.getByTestId('notice-unread')).toBeVisible();
  await ent.goto('/userMessage');
  await ent.getByRole('link', { name: title }).click();

  // it opens with its body and attachment, and the count falls
  await expect(ent.getByTestId('notice-detail-title')).toHaveText(title);
  await expect(ent.getByTestId('notice-detail-body')).toContainText('见习补贴标准为每人每月2000元。');
  const attachment = ent.getByTestId('attachment');
  await expect(attachment).toContainText('申报指南.pdf');
  await attachment.getByRole('button', { name: '预览 申报指南.pdf' }).click();
  await expect(ent.getByRole('dialog').getByTestId('file-preview')).toBeVisible();
  await ent.keyboard.press('Escape');
  await expect.poll(() => unread(ent)).toBe(before);

  // 就业中心 sees that it reached one subscriber who read it
  await author.goto('/modifyPolicy?status=published');
  await rowOf(author, title).getByRole('button', { name: '查看' }).click();
  await expect(author.getByTestId('send-result')).toHaveText(/已推送给 \d+ 位订阅用户，已读 \d+ 位/);
});

test('a hostile body is shown as harmless text or stripped, never run', async ({ browser, baseURL, request }) => {
  // three users in three browser contexts, each logging in through the form: on a loaded machine this outlasts the default minute
  test.setTimeout(150_000);
  const title = `含有脚本的通知（${Date.now() % 100000}）`;
  const dialogs: string[] = [];

  // typed into the editor it is text
  const author = await loggedIn(browser, baseURL!, 'staff_jyzx');
  author.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await author.goto('/modifyNotice');
  await author.getByRole('button', { name: '新建' }).click();
  const editor = author.getByRole('dialog');
  await editor.getByRole('textbox', { name: '标题' }).fill(title);
  await editor.getByTestId('rich-text').click();
  await author.keyboard.type('<img src=x onerror=alert(1)><script>alert(2)</script>');
  await editor.getByRole('button', { name: '保存并提交审核' }).click();
  await expect(rowOf(author, title).getByTestId('status')).toHaveText('待审核');

  // sent as raw HTML past the editor, the server strips it
  const token = (await (await request.post('/prod-api/api/admin/accountLogin', { data: { username: 'staff_jyzx', password: PASSWORD } })).json()).data.userInfo.token as string;
  const raw = await request.post('/prod-api/api/notice/one/insert', {
    headers: { token },
    data: { category: 'notice', title: `${title}（HTML）`, content: '<p>正文</p><img src=x onerror="window.__xss=1;alert(3)"><script>window.__xss=2</script><a href="javascript:alert(4)">链接</a>', submit: true },
  });
  expect((await raw.json()).code).toBe(2000);

  const auditor = await loggedIn(browser, baseURL!, 'staff_audit');
  for (const t of [title, `${title}（HTML）`]) {
    await auditor.goto('/modifyNotice?status=pending');
    await rowOf(auditor, t).getByRole('button', { name: '审核通过' }).click();
    await expect(rowOf(auditor, t)).toHaveCount(0);
    await auditor.goto('/modifyNotice?status=approved');
    await rowOf(auditor, t).getByRole('button', { name: '发布' }).click();
    await expect(rowOf(auditor, t)).toHaveCount(0);
  }

  const reader = await browser.newPage({ baseURL });
  reader.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await reader.goto('/notice');
  await reader.getByTestId('notice-row').filter({ hasText: title }).filter({ hasNotText: 'HTML' }).click();
  const body = reader.getByTestId('notice-detail-body');
  await expect(body).toContainText('<img src=x onerror=alert(1)><script>alert(2)</script>');

  await reader.goto('/notice');
  await reader.getByTestId('notice-row').filter({ hasText: `${title}（HTML）` }).click();
  await expect(body).toContainText('正文');
  const html = await body.innerHTML();
  expect(html).not.toMatch(/<script|onerror|javascript:/i);
  await reader.waitForTimeout(300);
  expect(await reader.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('public data: a file is downloaded from its page and the download is counted', async ({ page }) => {
  await page.goto('/sjgk');
  const first = page.getByTestId('publication-row').first();
  await first.getByTestId('publication-title').click();
  await expect(page.getByTestId('publication-detail-title')).toBeVisible();
  const file = page.getByTestId('attachment').first();
  const before = Number((await file.innerText()).match(/下载 (\d+) 次/)![1]);
  const [download] = await Promise.all([page.waitForEvent('download'), file.getByRole('link', { name: /^下载/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await page.reload();
  await expect(page.getByTestId('attachment').first()).toContainText(`下载 ${before + 1} 次`);
});
