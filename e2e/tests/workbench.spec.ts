import { expect, test } from './fixtures';
import { loggedIn } from './session';

test('a staff member sees its tasks counted in 工作台 and 个人中心, and each count opens the list that holds exactly those rows', async ({ browser, baseURL }) => {
  const staff = await loggedIn(browser, baseURL!, 'staff_jyzx');
  await staff.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '工作台' }).click();
  const item = staff.getByRole('menuitem', { name: /^待审核的招聘需求/ });
  const count = Number((await item.getByTestId('item-count').innerText()).replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);
  await item.click();
  await expect(staff).toHaveURL(/\/modifyDemand\?status=pending$/);
  await expect(staff.getByTestId('pagination-total')).toHaveText(`共 ${count.toLocaleString('zh-CN')} 条`);

  // the same tasks in 个人中心, as links
  await staff.goto('/modifyPassword');
  const tasks = staff.getByTestId('workbench-tasks');
  await expect(tasks.getByRole('link', { name: '待分配的简历投递' })).toHaveAttribute('href', '/allocation?stage=submitted');
  await expect(tasks.getByTestId('workbench-task').filter({ hasText: '待审核的招聘需求' })).toContainText(String(count));
});

test('an enterprise sees its applications returned for correction in 个人中心 and has no 工作台', async ({ browser, baseURL }) => {
  const ent = await loggedIn(browser, baseURL!, 'ent_demo');
  await expect(ent.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '工作台' })).toHaveCount(0);
  await ent.goto('/modifyPassword');
  const task = ent.getByTestId('workbench-tasks').getByRole('link', { name: '退回修改的申请' });
  await expect(task).toHaveAttribute('href', '/zygSubsidy?status=against');
  await task.click();
  await expect(ent).toHaveURL(/\/zygSubsidy\?status=against$/);
});
