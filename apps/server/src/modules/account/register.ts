import { and, eq, or } from 'drizzle-orm';
import type { LoginResult } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { isUniqueViolation } from '../../db/unique';
import { conflict, invalid } from '../../http/errors';
import { enterprise } from '../enterprise/tables';
import { sendMessage } from '../messages/service';
import { checkCode } from '../sms/service';
import { phoneTaken } from './kinds';
import { loginResultFor } from './login';
import { hashNewPassword } from './password';
import { createSession } from './session';
import { appUser, settleApplication } from './tables';

/**
 * Registration of an individual (/register 个人注册; the image captcha guarded the SMS send): a free account name, a
 * valid identity number, a free phone with its SMS code (scene register) and a new password that
 * passes hashNewPassword (checked before the code is used). The account is active at once and the
 * user is logged in; its first message (accountCreated) is written with it. An identity number already used by another
 * account is not refused: records belong to accounts, not to numbers, and a refusal would tell
 * anyone who is registered (docs/accounts.md "Ownership and claim").
 * @throws Fail 4001 wrong code or weak password, 4009 account name or phone taken
 */
export async function registerPerson(
  db: Db,
  config: Config,
  input: { username: string; name: string; idCard: string; phone: string; smsCode: string; password: string },
): Promise<LoginResult> {
  const [sameName] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, input.username)).limit(1);
  if (sameName) throw conflict('该账号已被注册，请换一个');
  if (await phoneTaken(db, 'person', input.phone)) throw conflict('该手机号已注册，请直接登录或找回密码');
  const passwordHash = await hashNewPassword(input.password, { account: input.username, phone: input.phone, name: input.name });
  await checkCode(db, input.phone, 'register', input.smsCode);
  try {
    const user = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(appUser)
        .values({ username: input.username, passwordHash, userKind: 3, category: 'person', name: input.name, nickName: input.name, idCard: input.idCard, phonenumber: input.phone, passwordChangedAt: new Date() })
        .returning();
      await sendMessage(tx, { kind: 'accountCreated', to: { userId: created!.id }, facts: { id: created!.id, name: created!.name, note: '' } });
      return created!;
    });
    return loginResultFor(db, user, await createSession(db, config, user.id));
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('该账号或手机号已被注册');
    throw e;
  }
}

/**
 * Refuses a second account or a second open application for one enterprise.
 * @throws Fail 4009 '该企业已开通账号…' / '该企业已有待审核的入驻申请…'
 */
export async function assertEnterpriseFree(db: Db, creditCode: string, enterpriseId: number | undefined): Promise<void> {
  const [account] = await db
    .select({ status: appUser.status })
    .from(appUser)
    .where(and(eq(appUser.userKind, 2), enterpriseId === undefined ? eq(appUser.username, creditCode) : or(eq(appUser.username, creditCode), eq(appUser.enterpriseId, enterpriseId))))
    .limit(1);
  if (account?.status === 'active') throw conflict('该企业已开通账号，请直接登录或找回密码');
  const [open] = await db
    .select({ id: settleApplication.id })
    .from(settleApplication)
    .where(and(eq(settleApplication.creditCode, creditCode), eq(settleApplication.status, 'awaiting_check')))
    .limit(1);
  if (open || account) throw conflict('该企业已有待审核的入驻申请，请登录查看审核进度');
}

/** What creates an enterprise's pending account and its settle-in application. */
export interface NewApplication {
  source: 'register' | 'settle';
  entName: string;
  creditCode: string;
  enterpriseId: number | undefined;
  contactName: string;
  contactIdCard: string;
  phone: string;
  passwordHash: string;
  licenceKey: string;
  licenceName: string;
}

/**
 * Creates the pending enterprise account (login name = the credit code) and its application
 * (status awaiting_check) in one transaction.
 * @throws Fail 4009 when another request took the credit code or the phone meanwhile
 */
export async function createApplication(db: Db, a: NewApplication): Promise<{ applicationId: number; username: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(appUser)
        .values({ username: a.creditCode, passwordHash: a.passwordHash, userKind: 2, name: a.contactName, nickName: a.contactName, phonenumber: a.phone, enterpriseId: a.enterpriseId ?? null, status: 'pending', passwordChangedAt: new Date() })
        .returning({ id: appUser.id });
      const [row] = await tx
        .insert(settleApplication)
        .values({
          userId: user!.id,
          source: a.source,
          entName: a.entName,
          creditCode: a.creditCode,
          enterpriseId: a.enterpriseId ?? null,
          contactName: a.contactName,
          contactIdCard: a.contactIdCard,
          phone: a.phone,
          licenceKey: a.licenceKey,
          licenceName: a.licenceName,
        })
        .returning({ id: settleApplication.id });
      return { applicationId: row!.id, username: a.creditCode };
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('该企业或手机号已提交过申请，请登录查看审核进度');
    throw e;
  }
}

/**
 * Registration of an enterprise of the district list (/register 企业注册; the image captcha guarded
 * the SMS send): the name and credit code of a listed enterprise (they must agree), a free phone with its SMS code
 * (scene register) and a new password that passes hashNewPassword. It creates a pending account and a settle-in application
 * for staff to check; the login name is the credit code.
 * @throws Fail 4001 code, weak password, unknown or mismatched enterprise; 4009 enterprise or phone taken
 */
export async function registerEnterprise(
  db: Db,
  input: { entName: string; creditCode: string; contactName: string; phone: string; smsCode: string; password: string },
): Promise<{ applicationId: number; username: string }> {
  const [ent] = await db.select({ id: enterprise.id, name: enterprise.name }).from(enterprise).where(eq(enterprise.creditCode, input.creditCode)).limit(1);
  if (!ent) throw invalid('本区企业名录中没有该统一社会信用代码，请核对，或通过“企业入驻”上传营业执照申请');
  if (ent.name !== input.entName) throw invalid('企业名称与统一社会信用代码不一致，请核对');
  await assertEnterpriseFree(db, input.creditCode, ent.id);
  if (await phoneTaken(db, 'ent', input.phone)) throw conflict('该手机号已绑定其他企业账号，请更换手机号');
  const passwordHash = await hashNewPassword(input.password, { account: input.creditCode, phone: input.phone, name: input.contactName });
  await checkCode(db, input.phone, 'register', input.smsCode);
  return createApplication(db, {
    source: 'register',
    entName: ent.name,
    creditCode: input.creditCode,
    enterpriseId: ent.id,
    contactName: input.contactName,
    contactIdCard: '',
    phone: input.phone,
    passwordHash,
    licenceKey: '',
    licenceName: '',
  });
}
