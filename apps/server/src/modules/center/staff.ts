import { randomInt } from 'node:crypto';
import { and, arrayContains, asc, count, desc, eq, gt, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PERMISSION, endpoints, type InputOf, type StaffStatus, type SysUserItem } from '@portal/api';
import { maskMobile } from '@portal/validators';
import type { Db } from '../../db/open';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/unique';
import { likeLiteral } from '../../db/like';
import { pageOf } from '../../db/paging';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { permits } from '../../http/router';
import { formatDateTime } from '../../http/time';
import type { ExportColumn } from '../../http/xlsxStream';
import { hashOneTimePassword } from '../account/password';
import { endUserSessions, type AuthUser } from '../account/session';
import { appUser } from '../account/tables';
import { street } from '../enterprise/tables';
import { sendMessage } from '../messages/service';
import { NOT_FOR_YOUR_ROLE } from '../personalData/service';

/** The filters of the staff list and export (GET /api/center/sysUserList, /api/center/export). */
export type StaffFilter = Omit<InputOf<typeof endpoints.sysUserList>, 'page' | 'limit'>;

const staffColumns = {
  id: appUser.id,
  username: appUser.username,
  name: appUser.name,
  deptName: appUser.deptName,
  roles: appUser.roles,
  personRouters: appUser.personRouters,
  streetCode: appUser.streetCode,
  streetName: sql<string>`coalesce(${street.name}, '')`,
  industryCodes: appUser.industryCodes,
  phonenumber: appUser.phonenumber,
  status: appUser.status,
  mustSetPassword: appUser.mustSetPassword,
  createdAt: appUser.createdAt,
};

function whereStaff(f: StaffFilter): SQL {
  const kw = f.keyword ? `%${likeLiteral(f.keyword)}%` : undefined;
  return and(
    eq(appUser.userKind, 1),
    kw ? or(ilike(appUser.username, kw), ilike(appUser.name, kw), ilike(appUser.phonenumber, kw)) : undefined,
    f.deptName ? ilike(appUser.deptName, `%${likeLiteral(f.deptName)}%`) : undefined,
    f.role ? arrayContains(appUser.roles, [f.role]) : undefined,
    f.status ? eq(appUser.status, f.status) : undefined,
  )!;
}

/** A staff account as lists and exports show it: the phone masked (GB/T 35273-2020 section 7.2; the whole one through {@link revealStaffPhone}). */
const toItem = (r: Awaited<ReturnType<typeof selectStaff>>[number]): SysUserItem => ({ ...r, phonenumber: maskMobile(r.phonenumber), status: r.status === 'disabled' ? 'disabled' : 'active', createdAt: formatDateTime(r.createdAt) });

/**
 * The whole phone of staff account `id` (POST /api/personalData/reveal, source 'sysUser', logged
 * there): for administrators, who reveal it to contact the person or open the account's edit form.
 * @throws Fail 4003 for anyone else, 4004 when no staff account has that id
 */
export async function revealStaffPhone(db: Db, user: AuthUser, id: number): Promise<{ value: string; subject: string }> {
  if (!permits(endpoints.sysUserList, user)) throw forbidden(NOT_FOR_YOUR_ROLE);
  const [row] = await db.select({ value: appUser.phonenumber, subject: appUser.name }).from(appUser).where(and(eq(appUser.id, id), eq(appUser.userKind, 1)));
  if (!row) throw notFound('账号不存在');
  return row;
}

const selectStaff = (db: Db) => db.select(staffColumns).from(appUser).leftJoin(street, eq(street.code, appUser.streetCode));

/** One page of staff accounts matching `f`, newest first. */
export async function listStaff(db: Db, f: InputOf<typeof endpoints.sysUserList> & { page: number; limit: number }): Promise<{ list: SysUserItem[]; total: number }> {
  const where = whereStaff(f);
  const { list: rows, total } = await pageOf(selectStaff(db).where(where).orderBy(desc(appUser.id)), db.select({ n: count() }).from(appUser).where(where), f);
  return { list: rows.map(toItem), total };
}

/** The export's pages of staff accounts matching `f`, by id (keyset). */
export const staffExportPage = (db: Db, f: StaffFilter) => async (afterId: number, size: number) =>
  (
    await selectStaff(db)
      .where(and(whereStaff(f), gt(appUser.id, afterId)))
      .orderBy(asc(appUser.id))
      .limit(size)
  ).map(toItem);

/** Columns of the staff export (工作人员账号), Chinese headers; no password or session ever appears. */
export const STAFF_EXPORT_COLUMNS: ExportColumn<SysUserItem>[] = [
  { header: '编号', width: 8, value: (u) => u.id },
  { header: '账号', width: 16, value: (u) => u.username },
  { header: '姓名', width: 10, value: (u) => u.name },
  { header: '部门', width: 20, value: (u) => u.deptName },
  { header: '角色', width: 30, value: (u) => u.roles.join('、') },
  { header: '人员权限', width: 30, value: (u) => u.personRouters.join('、') },
  { header: '管辖街道', width: 12, value: (u) => u.streetName },
  { header: '管辖行业门类', width: 14, value: (u) => u.industryCodes.join('、') },
  { header: '手机号', width: 14, value: (u) => u.phonenumber },
  { header: '状态', width: 8, value: (u) => (u.status === 'disabled' ? '停用' : '启用') },
  { header: '创建时间', width: 20, value: (u) => u.createdAt },
];

/** Letters and digits of a temporary password, without the look-alikes 0 O 1 l I. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A random 12-character temporary password (letters, digits and one symbol) that passes the password policy, with its one-time hash (hashOneTimePassword). */
export async function temporaryPassword(context: { account: string; phone: string; name: string }): Promise<{ password: string; hash: string }> {
  for (;;) {
    const body = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    const password = `${body}#${randomInt(10)}`;
    try {
      return { password, hash: await hashOneTimePassword(password, context) };
    } catch {
      // a rare draw the policy refuses: draw again
    }
  }
}

/** The active staff accounts holding the administrators' person router ({@link ADMIN_PERMISSION}), other than `exceptId` when given. */
export async function activeAdministrators(db: Db, exceptId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appUser)
    .where(and(eq(appUser.userKind, 1), eq(appUser.status, 'active'), arrayContains(appUser.personRouters, [ADMIN_PERMISSION]), exceptId === undefined ? undefined : ne(appUser.id, exceptId)));
  return row?.n ?? 0;
}

/** Serialises, until `tx` ends, every change to who administers (the last administrator kept here, the first created at /setup). */
export async function lockAdministrators(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('center:last-admin'))`);
}

/**
 * Refuses a change that would leave the portal without an active administrator: taking the admin
 * permission from, disabling or deleting the last one. Runs inside the change's transaction under
 * an advisory lock, so two administrators demoting each other at once cannot both succeed.
 * @throws Fail 4009 '不能移除最后一名管理员'
 */
async function keepAnAdmin(tx: Db, target: { id: number; personRouters: string[]; status: string }): Promise<void> {
  await lockAdministrators(tx);
  if (target.status === 'active' && target.personRouters.includes(ADMIN_PERMISSION) && (await activeAdministrators(tx, target.id)) === 0) throw conflict('不能移除最后一名管理员');
}

/** The staff account `id`. @throws Fail 4004 when there is none */
async function staffById(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(appUser)
    .where(and(eq(appUser.id, id), eq(appUser.userKind, 1)))
    .limit(1);
  if (!row) throw notFound('工作人员账号不存在');
  return row;
}

/**
 * Creates (no id) or changes a staff account (POST /api/center/update). A new account, or a
 * change with `resetPassword`, gets a random temporary password, answered once, that the user
 * must replace at the next login (mustSetPassword, /firstLogin); a reset ends every session of
 * the account. A new account's first message (accountCreated, docs/messages.md) is written with it.
 * Taking the admin permission from the last active administrator is refused.
 * @throws Fail 4009 account name or phone taken, last administrator; 4004 unknown id
 */
export async function saveStaff(db: Db, input: InputOf<typeof endpoints.sysUserUpdate> & { streetCode: string | null; industryCodes: string[]; phonenumber: string; resetPassword: boolean }): Promise<{ id: number; temporaryPassword: string | null }> {
  if (input.streetCode) {
    const [known] = await db.select({ code: street.code }).from(street).where(eq(street.code, input.streetCode)).limit(1);
    if (!known) throw invalid('管辖街道不在本区街道之中');
  }
  const values = {
    name: input.name,
    nickName: input.name,
    deptName: input.deptName,
    roles: [...new Set(input.roles)],
    personRouters: [...new Set(input.personRouters)],
    streetCode: input.streetCode || null,
    industryCodes: [...new Set(input.industryCodes)],
    phonenumber: input.phonenumber,
  };
  const context = { account: input.username, phone: input.phonenumber, name: input.name };
  try {
    if (input.id === undefined) {
      const temp = await temporaryPassword(context);
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(appUser)
          .values({ ...values, username: input.username, userKind: 1, passwordHash: temp.hash, mustSetPassword: true, passwordChangedAt: new Date() })
          .returning({ id: appUser.id });
        await sendMessage(tx, { kind: 'accountCreated', to: { userId: created!.id }, facts: { id: created!.id, name: input.name, note: '' } });
        return created!.id;
      });
      return { id, temporaryPassword: temp.password };
    }
    const before = await staffById(db, input.id);
    if (before.username !== input.username) throw invalid('账号创建后不能修改');
    const temp = input.resetPassword ? await temporaryPassword(context) : null;
    await db.transaction(async (tx) => {
      if (!values.personRouters.includes(ADMIN_PERMISSION)) await keepAnAdmin(tx, before);
      await tx
        .update(appUser)
        .set({ ...values, ...(temp ? { passwordHash: temp.hash, mustSetPassword: true, passwordChangedAt: new Date() } : {}) })
        .where(eq(appUser.id, before.id));
      if (temp) await endUserSessions(tx, before.id);
    });
    return { id: before.id, temporaryPassword: temp?.password ?? null };
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict('该账号或手机号已被其他工作人员使用');
    throw e;
  }
}

/**
 * Enables or disables an account (POST /api/center/able for staff, /api/center/open for
 * enterprises): a conditional update on the status it starts from (4009 when it is already
 * there or changed meanwhile); disabling ends every session of the account at once. Nobody
 * disables itself, and the last active administrator stays.
 * @throws Fail 4009 as above; 4004 unknown account of that kind
 */
export async function setAccountStatus(db: Db, admin: AuthUser, id: number, userKind: 1 | 2, to: StaffStatus): Promise<StaffStatus> {
  if (to === 'disabled' && id === admin.id) throw conflict('不能停用自己的账号');
  const from: StaffStatus = to === 'disabled' ? 'active' : 'disabled';
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select()
      .from(appUser)
      .where(and(eq(appUser.id, id), eq(appUser.userKind, userKind)))
      .limit(1);
    if (!target) throw notFound(userKind === 1 ? '工作人员账号不存在' : '企业账号不存在');
    if (target.status === 'pending') throw conflict('该企业的入驻申请尚未审核，请先审核申请');
    if (to === 'disabled' && userKind === 1) await keepAnAdmin(tx, target);
    const changed = await tx
      .update(appUser)
      .set({ status: to })
      .where(and(eq(appUser.id, id), eq(appUser.status, from)))
      .returning({ id: appUser.id });
    if (changed.length === 0) throw conflict(to === 'disabled' ? '该账号已是停用状态' : '该账号已是启用状态');
    if (to === 'disabled') await endUserSessions(tx, id);
    return to;
  });
}

/**
 * Deletes a staff account that has no business records (POST /api/center/delete/{id}); one that
 * has (notices, audits, ...) must be disabled instead. Nobody deletes itself, and the last active
 * administrator stays.
 * @throws Fail 4009 self, last administrator, records exist; 4004 unknown id
 */
export async function deleteStaff(db: Db, admin: AuthUser, id: number): Promise<{ removed: number }> {
  if (id === admin.id) throw conflict('不能删除自己的账号');
  try {
    return await db.transaction(async (tx) => {
      const target = await staffById(tx, id);
      await keepAnAdmin(tx, target);
      const removed = await tx.delete(appUser).where(eq(appUser.id, id)).returning({ id: appUser.id });
      return { removed: removed.length };
    });
  } catch (e) {
    if (isForeignKeyViolation(e)) throw conflict('该账号已有业务记录，不能删除，请改为停用');
    throw e;
  }
}
