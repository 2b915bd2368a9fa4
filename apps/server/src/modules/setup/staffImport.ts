import { STAFF_ROLES, personNameField, staffAccountField, type ImportResult, type ReceivedFile } from '@portal/api';
import { isValidMobile } from '@portal/validators';
import { inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RequestContext } from '../../http/router';
import { appUser } from '../account/tables';
import { temporaryPassword } from '../center/staff';
import { industry, street } from '../enterprise/tables';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type SheetColumn } from '../files/workbook';
import { department } from './tables';
import { sendSms } from '../sms/outbox';

type Key = 'name' | 'username' | 'deptName' | 'roles' | 'phone' | 'street' | 'industries';

/** A list cell: values separated by 、 , ， ; ； or spaces. */
const listCell = (v: string) => v.split(/[、,，;；\s]+/).filter(Boolean);

/** The columns of the 工作人员账号导入模板 (issue 42 "staff accounts from an xlsx"). */
export const STAFF_COLUMNS: readonly SheetColumn<Key>[] = [
  { key: 'name', header: '姓名', required: true, width: 12, field: personNameField },
  { key: 'username', header: '账号', required: true, width: 18, field: staffAccountField },
  { key: 'deptName', header: '部门', required: true, width: 26, field: z.string().max(50, '部门不能超过50个字') },
  {
    key: 'roles',
    header: '角色',
    required: false,
    width: 26,
    field: z
      .string()
      .transform(listCell)
      .pipe(z.array(z.enum(STAFF_ROLES as [string, ...string[]], { message: `角色应为：${STAFF_ROLES.join('、')}` }))),
  },
  { key: 'phone', header: '手机号', required: true, width: 14, text: true, field: z.string().refine(isValidMobile, '手机号应为11位大陆手机号') },
  { key: 'street', header: '管辖街道', required: false, width: 16, field: z.string().max(50, '管辖街道不能超过50个字') },
  {
    key: 'industries',
    header: '管辖行业',
    required: false,
    width: 14,
    field: z
      .string()
      .transform((v) => listCell(v.toUpperCase()))
      .pipe(z.array(z.string().regex(/^[A-T]$/, '管辖行业应为 GB/T 4754-2017 门类字母 A-T，多个用顿号分隔'))),
  },
];

/** The template's 填写说明 sheet: each column's rule and example. */
const HELP: Record<Key, [string, string]> = {
  name: ['2-30个汉字或字母', '林晓'],
  username: ['登录账号：4-30位字母、数字或下划线，以字母开头；已有账号按账号更新', 'lin_xiao'],
  deptName: ['区情配置中已保存的部门名称；账号获得该部门的角色', '清溪区就业服务中心'],
  roles: ['可不填；在部门角色之外另加的部门角色，多个用顿号分隔', '就业中心'],
  phone: ['11位大陆手机号：新账号的初始密码以短信发到此号码', '13912345678'],
  street: ['可不填；街道管理人员管辖的街道（名称或9位代码）', ''],
  industries: ['可不填；行业主管部门管辖的行业门类字母（GB/T 4754-2017），多个用顿号分隔', 'C、I'],
};

/** The 工作人员账号导入模板 (GET /api/template/download?name=districtStaff). */
export const staffTemplate = () => importTemplate('工作人员账号', STAFF_COLUMNS, HELP, { note: '全部行无误才会导入；有误时下载错误报告，修改后重新导入整个文件。' });

interface StaffRow {
  name: string;
  username: string;
  deptName: string;
  roles: string[];
  phone: string;
  street: string;
  industries: string[];
}

/** Rows written per statement. */
const BATCH = 500;

/**
 * Imports staff accounts (POST /api/center/district/staff/import; issue 42): all rows or none. Every
 * row is checked against the contract's fields and the database: the department must be one of
 * 区情配置's (its roles are given, with the row's own), the street a stored one (by name or code), the
 * industries stored sections; an account name or phone may appear once in the file, and may not
 * belong to an account of another kind (or, for a phone, to another staff account). With any problem
 * nothing is stored and the answer carries every problem and the error workbook. Otherwise, in one
 * transaction, accounts already there are updated (name, department, roles, phone, scopes; their
 * password stays) and new ones created with a one-time initial password (hashOneTimePassword) that
 * they must replace at the first login (/firstLogin). After the commit each new account's initial
 * password goes by SMS (scene accountOpened) to its phone; the accounts whose text could not be sent
 * are answered in `smsFailed` (an administrator resets their password at /sysUser).
 */
export async function importStaff(ctx: Pick<RequestContext, 'db' | 'sms' | 'log' | 'config'>, file: ReceivedFile): Promise<ImportResult & { smsFailed: string[] }> {
  const { db } = ctx;
  const rows = await readImportRows(file, STAFF_COLUMNS, '账号');
  const usernames = rows.map((r) => r.cells.username).filter(Boolean);
  const phones = rows.map((r) => r.cells.phone).filter(Boolean);
  const [departments, streets, sections, existing] = await Promise.all([
    db.select().from(department),
    db.select({ code: street.code, name: street.name }).from(street),
    db.select({ code: industry.code }).from(industry),
    usernames.length + phones.length === 0
      ? Promise.resolve([])
      : db
          .select({ id: appUser.id, username: appUser.username, userKind: appUser.userKind, phone: appUser.phonenumber })
          .from(appUser)
          .where(or(inArray(appUser.username, usernames.length ? usernames : ['']), inArray(appUser.phonenumber, phones.length ? phones : ['']))),
  ]);
  const rolesOf = new Map(departments.map((d) => [d.name, d.roles]));
  const streetCodeOf = new Map(streets.flatMap((s) => [[s.name, s.code] as const, [s.code, s.code] as const]));
  const sectionCodes = new Set(sections.map((s) => s.code));
  const byUsername = new Map(existing.map((a) => [a.username, a]));
  const byPhone = new Map(existing.filter((a) => a.phone !== '').map((a) => [`${a.userKind}:${a.phone}`, a]));
  const phoneRow = new Map<string, number>();

  const checked = checkImportRows<Key, StaffRow>(rows, STAFF_COLUMNS, {
    unique: 'username',
    rowCheck: (row, r) => {
      if (!rolesOf.has(row.deptName)) return `部门“${row.deptName}”不在区情配置的部门中，请先在“部门”中添加`;
      if (row.street && !streetCodeOf.has(row.street)) return `管辖街道“${row.street}”不是本区的街道`;
      const unknown = row.industries.filter((c) => !sectionCodes.has(c));
      if (unknown.length > 0) return `管辖行业 ${unknown.join('、')} 不在行业门类中`;
      const account = byUsername.get(row.username);
      if (account && account.userKind !== 1) return `账号 ${row.username} 已被企业或个人账号使用`;
      const holder = byPhone.get(`1:${row.phone}`);
      if (holder && holder.username !== row.username) return `手机号 ${row.phone} 已绑定工作人员账号 ${holder.username}`;
      const first = phoneRow.get(row.phone);
      if (first !== undefined) return `手机号与第${first}行相同`;
      phoneRow.set(row.phone, r.row);
      return null;
    },
  });
  if (checked.problems.length > 0) {
    return { total: checked.total, inserted: 0, updated: 0, problems: checked.problems, errorWorkbook: (await importErrorWorkbook('工作人员账号', STAFF_COLUMNS, checked.rejected)).toString('base64'), smsFailed: [] };
  }

  const values = (row: StaffRow) => ({
    name: row.name,
    nickName: row.name,
    deptName: row.deptName,
    roles: [...new Set([...(rolesOf.get(row.deptName) ?? []), ...row.roles])],
    phonenumber: row.phone,
    streetCode: row.street ? (streetCodeOf.get(row.street) ?? null) : null,
    industryCodes: [...new Set(row.industries)],
  });
  const fresh = checked.valid.filter((row) => !byUsername.has(row.username));
  const known = checked.valid.filter((row) => byUsername.has(row.username));
  // the one-time passwords are drawn before the transaction (scrypt runs on libuv's threads, side by side)
  const passwords = await Promise.all(fresh.map((row) => temporaryPassword({ account: row.username, phone: row.phone, name: row.name })));
  const now = new Date();
  await db.transaction(async (tx) => {
    for (let i = 0; i < known.length; i += BATCH) {
      const batch = known.slice(i, i + BATCH).map((row) => ({ username: row.username, ...values(row) }));
      await tx.execute(sql`update ${appUser} set name = b.name, nick_name = b.name, dept_name = b.dept, roles = b.roles, phonenumber = b.phone, street_code = b.street, industry_codes = b.industries
        from (select * from json_to_recordset(${JSON.stringify(batch.map((b) => ({ username: b.username, name: b.name, dept: b.deptName, roles: b.roles, phone: b.phonenumber, street: b.streetCode, industries: b.industryCodes })))}::json)
          as x(username text, name text, dept text, roles text[], phone text, street text, industries text[])) b
        where ${appUser.username} = b.username and ${appUser.userKind} = 1`);
    }
    for (let i = 0; i < fresh.length; i += BATCH) {
      await tx.insert(appUser).values(
        fresh.slice(i, i + BATCH).map((row, j) => ({ ...values(row), username: row.username, userKind: 1, passwordHash: passwords[i + j]!.hash, mustSetPassword: true, passwordChangedAt: now })),
      );
    }
  });

  const login = `${ctx.config.publicOrigin}/login2`;
  const smsFailed: string[] = [];
  for (const [i, row] of fresh.entries()) {
    const sent = await sendSms(ctx, { phone: row.phone, scene: 'accountOpened', kind: 'accountOpened', params: { name: row.name, username: row.username, password: passwords[i]!.password, loginUrl: login } });
    if (sent.status === 'refused' || sent.status === 'failed' || sent.status === 'unsent') smsFailed.push(row.username);
  }
  return { total: checked.total, inserted: fresh.length, updated: known.length, problems: [], errorWorkbook: null, smsFailed };
}
