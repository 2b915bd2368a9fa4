/**
 * `npm run accounts:lock-demo`: gives every account that accepts the published demo password
 * (seed/credentials.ts) a random password no one knows and ends its sessions, so a production server
 * starts (modules/setup/install.ts startRefusals; issue 42). Such an account logs in again only after
 * 忘记密码 with an SMS code to its bound phone, or a reset by an administrator at /sysUser.
 */
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { hashPassword } from '../modules/account/password';
import { userSession, appUser } from '../modules/account/tables';
import { accountsWithDemoPassword } from '../modules/setup/install';
import { runCommand, withConfiguredDatabase } from './configured';

runCommand(() =>
  withConfiguredDatabase(async ({ db }) => {
    const usernames = await accountsWithDemoPassword(db);
    if (usernames.length === 0) {
      console.log('没有账号使用演示密码，无需处理');
      return;
    }
    const passwordHash = await hashPassword(randomBytes(32).toString('base64'));
    await db.transaction(async (tx) => {
      const locked = await tx.update(appUser).set({ passwordHash, passwordChangedAt: new Date() }).where(inArray(appUser.username, usernames)).returning({ id: appUser.id });
      await tx.delete(userSession).where(inArray(userSession.userId, locked.map((u) => u.id)));
    });
    console.log(`已使 ${usernames.length} 个账号的演示密码失效（须经短信找回密码或由管理员重置后再登录）：${usernames.join('、')}`);
  }),
);
