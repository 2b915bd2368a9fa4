import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The area auditor of the demo (README, docs/area-audit.md): staff_jyzx, 就业中心. */
async function auditorLogin(page: Page) {
  await page.goto('/login2');
  await page.getByLabel('账号', { exact: true }).fill('staff_jyzx');
  await page.getByLabel('密码', { exact: true }).fill('Demo@2025');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/Home/);
}

test('a staff member batch-audits three persons and sees their new status', async ({ page }) => {
  await auditorLogin(page);
  await page.goto('/modifyGJN?status=awaiting_check');
  const rows = page.getByTestId('audit-row');
  await expect(rows.first()).toContainText('待审核');
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    const row = rows.nth(i);
    names.push((await row.getByRole('button').first().innerText()).trim());
    await row.getByRole('checkbox').check();
  }
  await page.getByLabel('审核意见').fill('材料齐全，同意');
  await page.getByRole('button', { name: '通过（3）' }).click();
  await expect(page.getByTestId('batch-outcome')).toContainText('3 条已处理');

  // each of them now shows 审核通过, and its history names the auditor
  await page.goto('/modifyGJN');
  for (const name of names) {
    await page.getByLabel('关键字').fill(name);
    await page.getByRole('button', { name: '搜索' }).click();
    const row = page.getByTestId('audit-row').filter({ hasText: name }).filter({ hasText: '审核通过' });
    await expect(row.first()).toBeVisible();
  }
  await page.getByTestId('audit-row').filter({ hasText: names[2]! }).filter({ hasText: '审核通过' }).first().getByRole('button', { name: names[2]! }).click();
  await expect(page.getByTestId('audit-history')).toContainText('待审核 → 审核通过');
  await expect(page.getByTestId('audit-history')).toContainText('李文华（就业中心）');
});

test('a staff member binds the allowance-system account and logs in by QR code', async ({ page }) => {
  await auditorLogin(page);
  await page.goto('/modifyGJN');
  const panel = page.getByTestId('account-panel');
  await expect(panel).toContainText('尚未绑定补贴系统账号');
  await panel.getByRole('button', { name: '去绑定' }).click();
  await panel.getByLabel(/补贴系统账号/).fill('jyzx_e2e01');
  await panel.getByLabel(/补贴系统密码/).fill('E2e#Secret2026');
  await panel.getByRole('button', { name: '绑定账号' }).click();
  await expect(page.getByTestId('account-state')).toContainText('已绑定：jy******01');
  await expect(panel).not.toContainText('E2e#Secret2026');

  await panel.getByRole('button', { name: '扫码登录补贴系统' }).click();
  await expect(panel.getByRole('img', { name: '补贴系统登录二维码' })).toBeVisible();
  // the simulated system: scanned on the second poll, confirmed on the third (polls every 2 s)
  await expect(page.getByTestId('login-state')).toContainText('已登录补贴系统', { timeout: 20_000 });
});
