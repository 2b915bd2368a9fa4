/**
 * `npm run admin:create -- --name 姓名 --username 账号 --phone 手机号`: creates the first
 * administrator of an install from a shell (automated installs; issue 42), as /setup does but
 * without the setup code and the SMS code: whoever runs it already holds the server. The password
 * is read from ADMIN_PASSWORD, else from the first line of standard input; it follows the account
 * password rules. Refused once an administrator exists. The setup code file is removed.
 */
import fs from 'node:fs';
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { endpoints } from '@portal/api';
import { hashNewPassword } from '../modules/account/password';
import { createFirstAdmin, setupCodeFile } from '../modules/setup/service';
import { runCommand, withConfiguredDatabase } from './configured';

/** The first line of standard input (the password piped in, or typed). */
async function firstLine(): Promise<string> {
  const lines = readline.createInterface({ input: process.stdin, terminal: false });
  if (process.stdin.isTTY) process.stdout.write('管理员密码：');
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

runCommand(async () => {
  const { values } = parseArgs({ options: { name: { type: 'string' }, username: { type: 'string' }, phone: { type: 'string' } } });
  const password = process.env.ADMIN_PASSWORD ?? (await firstLine());
  const parsed = endpoints.setupCreateAdmin.input.omit({ code: true, smsCode: true }).safeParse({ ...values, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${String(i.path[0] ?? '')}：${i.message}`).join('\n'));
  const admin = parsed.data;
  const passwordHash = await hashNewPassword(admin.password, { account: admin.username, phone: admin.phone, name: admin.name });
  await withConfiguredDatabase(async ({ db }, config) => {
    await createFirstAdmin(db, { name: admin.name, username: admin.username, phone: admin.phone, passwordHash });
    fs.rmSync(setupCodeFile(config.dataDir), { force: true });
  });
  console.log(`已创建系统管理员 ${admin.username}（${admin.name}），请在 /login2 登录`);
});
