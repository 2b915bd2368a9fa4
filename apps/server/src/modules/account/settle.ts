import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { ageFromIdCard, isPreviewable, maskMobile } from '@portal/validators';
import type { ReceivedFile } from '@portal/api';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { conflict, invalid } from '../../http/errors';
import { enterprise } from '../enterprise/tables';
import { checkAttachment } from '../files/service';
import { directoryStorage } from '../files/storage';
import { checkCode, dropTicket, issueTicket, readTicket, saveTicketPassword } from '../sms/service';
import { phoneTaken } from './kinds';
import { hashNewPassword } from './password';
import { assertEnterpriseFree, createApplication } from './register';
import { appUser, settleApplication } from './tables';

/** An adult may act for an enterprise (民法典 article 17: adults are 18 or older). */
const ADULT_AGE = 18;

/**
 * District enterprises whose name contains `keyword` or whose credit code is `keyword`, with
 * whether each has an enterprise account; at most 20, by name.
 */
export async function findEnterprises(db: Db, keyword: string) {
  const hasAccount = sql<boolean>`exists (select 1 from ${appUser} where ${appUser.userKind} = 2 and (${appUser.enterpriseId} = ${enterprise.id} or ${appUser.username} = ${enterprise.creditCode}))`;
  return db
    .select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode, hasAccount })
    .from(enterprise)
    .where(or(ilike(enterprise.name, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`), eq(enterprise.creditCode, keyword.toUpperCase())))
    .orderBy(enterprise.name)
    .limit(20);
}

/** Whether the enterprise of `creditCode` has an account (and its phone, masked) or an open application. */
export async function reservedPhone(db: Db, creditCode: string) {
  const [ent] = await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.creditCode, creditCode)).limit(1);
  const [account] = await db
    .select({ phone: appUser.phonenumber, status: appUser.status })
    .from(appUser)
    .where(and(eq(appUser.userKind, 2), ent ? or(eq(appUser.username, creditCode), eq(appUser.enterpriseId, ent.id)) : eq(appUser.username, creditCode)))
    .limit(1);
  const [open] = await db
    .select({ n: count() })
    .from(settleApplication)
    .where(and(eq(settleApplication.creditCode, creditCode), eq(settleApplication.status, 'awaiting_check')));
  return { hasAccount: account?.status === 'active', phone: account?.status === 'active' ? maskMobile(account.phone) : '', pendingApplication: (open?.n ?? 0) > 0 };
}

/**
 * Checks the person acting for the enterprise (经办人): a valid identity number (the schema
 * checked GB 11643-1999) of an adult.
 * @throws Fail 4001 '经办人须年满18周岁'
 */
export function checkContact(idCard: string, today = new Date()): { age: number } {
  const age = ageFromIdCard(idCard, today) ?? 0;
  if (age < ADULT_AGE) throw invalid('经办人须年满18周岁');
  return { age };
}

/** Settle-in step: the SMS code (scene settle) becomes a ticket for the next steps. */
export async function verifySettlePhone(db: Db, input: { phone: string; smsCode: string }) {
  if (await phoneTaken(db, 'ent', input.phone)) throw conflict('该手机号已绑定其他企业账号，请更换手机号');
  await checkCode(db, input.phone, 'settle', input.smsCode);
  return issueTicket(db, input.phone, 'settle');
}

/**
 * Settle-in step: keeps the hash of the chosen password on the ticket; the password passes
 * hashNewPassword (it must not contain the verified phone).
 * @throws Fail 4001 ticket expired or weak password
 */
export async function setSettlePassword(db: Db, input: { ticket: string; password: string }): Promise<null> {
  const ticket = await readTicket(db, input.ticket, 'settle');
  await saveTicketPassword(db, input.ticket, await hashNewPassword(input.password, { phone: ticket.phone }));
  return null;
}

/**
 * Settle-in, last step (/settledEnt): with a ticket whose password is set, the enterprise, the
 * adult contact and the business licence (pdf, png or jpg, its content checked by
 * modules/files, at most 5 MB) create the
 * pending account and the application (awaiting_check). The enterprise may be outside the
 * district list; when it is on the list the application is linked to it.
 * @throws Fail 4001 ticket, password not set, contact, licence; 4009 enterprise or phone taken
 */
export async function submitSettle(
  db: Db,
  config: Config,
  input: { ticket: string; entName: string; creditCode: string; contactName: string; contactIdCard: string; licence: Blob | ReceivedFile },
): Promise<{ applicationId: number; username: string }> {
  const ticket = await readTicket(db, input.ticket, 'settle');
  if (!ticket.passwordHash) throw invalid('请先设置登录密码');
  checkContact(input.contactIdCard);
  if (input.licence instanceof Blob) throw invalid('请上传营业执照');
  // staff must be able to view it online: the previewable types only, checked by content too
  if (!isPreviewable(input.licence.filename)) throw invalid('营业执照只能是 PDF、PNG 或 JPG 文件');
  const ext = await checkAttachment(input.licence);
  const [ent] = await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.creditCode, input.creditCode)).limit(1);
  await assertEnterpriseFree(db, input.creditCode, ent?.id);
  if (await phoneTaken(db, 'ent', ticket.phone)) throw conflict('该手机号已绑定其他企业账号，请更换手机号');
  const licenceKey = await directoryStorage(config.storageDir).put(input.licence.data, ext);
  const created = await createApplication(db, {
    source: 'settle',
    entName: input.entName,
    creditCode: input.creditCode,
    enterpriseId: ent?.id,
    contactName: input.contactName,
    contactIdCard: input.contactIdCard,
    phone: ticket.phone,
    passwordHash: ticket.passwordHash,
    licenceKey,
    licenceName: input.licence.filename.slice(0, 200),
  });
  await dropTicket(db, input.ticket);
  return created;
}
