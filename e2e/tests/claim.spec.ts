import { expect, test } from './fixtures';
import { idCardCheckChar } from '@portal/validators';
import { PASSWORD } from './session';
import { nextCode, smsCount } from './sms';

/*
 * The claim of a record staff filed at the counter (docs/accounts.md "Ownership and claim"): the
 * person registers with another phone, finds the record at 认领办事记录 from the personal centre,
 * and claims it with the code sent to the phone on the record.
 */
test('an individual claims a record staff filed for them with the code sent to the phone on the record', async ({ page }) => {
  const body = '44010619940411' + '358';
  const idCard = body + idCardCheckChar(body);
  const recordPhone = '13600136801';
  const ownPhone = '13600136802';

  // staff file a housing application for the person at the counter
  const login = await page.request.post('/prod-api/api/admin/accountLogin', { data: { username: 'staff_rcjt', password: PASSWORD } });
  const staffToken = (await login.json()).data.userInfo.token as string;
  const fields = { name: '赵晓明', idCard, phone: recordPhone, education: '硕士研究生', entName: '南湾测试公司', maritalStatus: '未婚', familySize: 1, ownsHousing: '无', preferredStreet: '440120001', roomType: '一房' };
  const filed = await page.request.post('/prod-api/api/second/task/adminApply', { data: { type: 'zhufang', fields }, headers: { token: staffToken } });
  expect((await filed.json()).code).toBe(2000);

  // the person registers with their own phone
  await page.goto('/register');
  await page.getByLabel('账号', { exact: true }).fill('zhaoxm01');
  await page.getByLabel('姓名').fill('赵晓明');
  await page.getByLabel('身份证号').fill(idCard);
  await page.getByLabel('手机号', { exact: true }).fill(ownPhone);
  await page.getByLabel('密码', { exact: true }).fill('Zhao@2026x');
  await page.getByLabel('确认密码').fill('Zhao@2026x');
  const sentBefore = smsCount(ownPhone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByLabel('短信验证码').fill(await nextCode(ownPhone, sentBefore));
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await expect(page).toHaveURL(/\/Home$/);
  // an individual: no site notice
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // personal centre → 认领办事记录
  await page.getByRole('link', { name: '个人中心' }).first().click();
  await expect(page).toHaveURL(/\/modifyPassword$/);
  await page.getByTestId('claim-entry').getByRole('link', { name: '认领办事记录' }).click();
  await expect(page).toHaveURL(/\/claimRecords$/);
  const record = page.getByTestId('claim-record');
  await expect(record).toHaveCount(1);
  await expect(record).toContainText('人才住房（公寓）申请');
  await expect(record).toContainText('赵*明');
  await expect(record).toContainText('136****6801');

  // a wrong code is refused; the code sent to the record's phone claims it
  const before = smsCount(recordPhone);
  await record.getByRole('button', { name: '获取验证码' }).click();
  const code = await nextCode(recordPhone, before);
  expect(smsCount(ownPhone)).toBe(sentBefore + 1);
  await record.getByLabel('短信验证码').fill(code === '000000' ? '111111' : '000000');
  await record.getByRole('button', { name: '确认认领' }).click();
  await expect(record.getByTestId('form-error')).toContainText('短信验证码错误');
  await record.getByLabel('短信验证码').fill(code);
  await record.getByRole('button', { name: '确认认领' }).click();
  await expect(page.getByText('暂无可认领的办事记录')).toBeVisible();

  // the record now shows under 我的申请
  await page.getByRole('link', { name: '查看我的申请' }).click();
  await expect(page).toHaveURL(/\/perBusiness/);
  await expect(page.getByTestId('application-row')).toHaveCount(1);
  await expect(page.getByTestId('application-row')).toContainText('人才住房（公寓）申请');
});
