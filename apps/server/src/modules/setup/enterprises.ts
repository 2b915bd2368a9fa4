import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { DISTRICT_ENTERPRISES_MAX, ENTERPRISE_TYPES, entInfoFields, entNameField, pastDate, type ImportResult, type ReceivedFile } from '@portal/api';
import { creditCodeCheckChar, isValidCreditCode } from '@portal/validators';
import { z } from 'zod';
import type { Db } from '../../db/open';
import { invalid } from '../../http/errors';
import { hashPassword } from '../account/password';
import { appUser } from '../account/tables';
import { enterprise, industry, industryDivision, street } from '../enterprise/tables';
import { checkImportRows, importErrorWorkbook, importTemplate, readImportRows, type CheckedRows, type SheetColumn } from '../files/workbook';

/**
 * 区情配置 › 企业名录 (issue 42, docs/going-live.md): the district's enterprises loaded from the
 * market-regulation registry's xlsx when the portal goes live, and again whenever the registry
 * changes. All rows or none; a new enterprise gets its enterprise account, activated by its
 * contact through the SMS login.
 */

/** The columns of the registry workbook, by key. */
type Key = 'creditCode' | 'name' | 'street' | 'industry' | 'types' | 'foundedOn' | 'contactName' | 'contactPhone';

/** One row of the registry as stored: street by code, industry by section code (a division named in the file gives its section), the enterprise types comma-separated ('' when none given). */
interface RegistryRow {
  creditCode: string;
  name: string;
  street: string;
  industry: string;
  types: string;
  foundedOn: string;
  contactName: string;
  contactPhone: string;
}

/** A street or an industry section: code and name. */
interface Named {
  code: string;
  name: string;
}

/** An industry division (GB/T 4754-2017 大类): code, name and the code of its section. */
interface Division extends Named {
  section: string;
}

/** Sheet name of the template and of the error workbook. */
const SHEET = '企业名录';

/** Rows of one insert or update statement (sent as one JSON parameter, so PostgreSQL's 65,535 parameters do not limit it). */
const ROWS_PER_STATEMENT = 1_000;

/** A unified social credit code (GB 32100-2015): 18 characters, the last one the check character of the first 17; upper-cased. */
const creditCodeCell = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, '统一社会信用代码应为18位，第18位校验码须符合 GB 32100-2015（字母 I、O、Z、S、V 不用）');

/**
 * A cell naming one of `items` by code or by name (case-insensitive codes), answered as
 * `answer(item)`, its code unless told; any other value is refused with `message(value)`.
 */
function namedCell<T extends Named>(items: readonly T[], message: (value: string) => string, answer: (item: T) => string = (i) => i.code) {
  const byText = new Map<string, string>();
  for (const i of items) {
    byText.set(i.code.toUpperCase(), answer(i));
    byText.set(i.name, answer(i));
  }
  return z
    .string()
    .trim()
    .transform((v, ctx) => {
      const code = byText.get(v.toUpperCase()) ?? byText.get(v);
      if (code === undefined) ctx.addIssue({ code: 'custom', message: message(v) });
      return code ?? '';
    });
}

/** The enterprise types of a cell: {@link ENTERPRISE_TYPES} separated by 、 or a comma (either width), stored comma-separated; '' for none. */
const typesCell = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const parts = [...new Set(v.split(/\s*[、,，]\s*/).filter((p) => p !== ''))];
    const unknown = parts.filter((p) => !(ENTERPRISE_TYPES as readonly string[]).includes(p));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `企业类型“${unknown.join('、')}”不可用，只能是：${ENTERPRISE_TYPES.join('、')}（多个以“、”分隔）` });
    return parts.join(',');
  });

/**
 * The 行业 cell: a GB/T 4754-2017 section by letter or name, or a division (大类) by its two-digit
 * code or name, answered as the section (what `enterprise.industry_code` holds). A division code
 * typed into a cell of number format has lost its leading zero (5 for 05) and is read as written.
 * Section and division names shared by both (房地产业, 教育, 国际组织) give the same section.
 */
function industryCell(sections: readonly Named[], divisions: readonly Division[]) {
  const unpadded = divisions.filter((d) => d.code.startsWith('0')).map((d) => ({ ...d, code: d.code.slice(1) }));
  const items = [...sections.map((s) => ({ ...s, section: s.code })), ...divisions, ...unpadded];
  return namedCell(
    items,
    (v) =>
      /^\d{1,2}$/.test(v)
        ? `行业“${v}”不是国民经济行业分类（GB/T 4754-2017）的大类代码，大类代码为 01-97 的两位数字，如 65（软件和信息技术服务业）`
        : `行业“${v}”不是国民经济行业分类（GB/T 4754-2017）的门类或大类，应填门类字母 A-T 或门类名称（如 C 或 制造业），或大类的两位代码或名称（如 65 或 软件和信息技术服务业）`,
    (i) => i.section,
  );
}

/** The columns of the registry workbook, in template order, checking streets, sections and divisions against those stored. */
function columnsOf(streets: readonly Named[], sections: readonly Named[], divisions: readonly Division[]) {
  const streetNames = streets.map((s) => s.name).join('、');
  return [
    { key: 'creditCode', header: '统一社会信用代码', required: true, width: 22, field: creditCodeCell, text: true },
    { key: 'name', header: '企业名称', required: true, width: 32, field: entNameField },
    {
      key: 'street',
      header: '所属街道',
      required: true,
      width: 14,
      field: namedCell(streets, (v) => (streets.length === 0 ? '本区尚未导入街道，请先在“街道与边界”中导入' : `所属街道“${v}”不是本区街道，应为：${streetNames}（或其9位街道代码）`)),
    },
    {
      key: 'industry',
      header: '行业',
      required: true,
      width: 18,
      field: industryCell(sections, divisions),
    },
    { key: 'types', header: '企业类型', required: false, width: 18, field: typesCell },
    { key: 'foundedOn', header: '成立日期', required: true, width: 12, field: pastDate('成立日期'), date: true },
    { key: 'contactName', header: '联系人', required: true, width: 12, field: entInfoFields.contactName },
    { key: 'contactPhone', header: '联系电话', required: true, width: 16, field: entInfoFields.contactPhone, text: true },
  ] as const satisfies readonly SheetColumn<Key>[];
}

/** The stored streets, industry sections and industry divisions, by code. */
async function namedOf(db: Db): Promise<{ streets: Named[]; sections: Named[]; divisions: Division[] }> {
  const [streets, sections, divisions] = await Promise.all([
    db.select({ code: street.code, name: street.name }).from(street).orderBy(asc(street.code)),
    db.select({ code: industry.code, name: industry.name }).from(industry).orderBy(asc(industry.code)),
    db.select({ code: industryDivision.code, name: industryDivision.name, section: industryDivision.sectionCode }).from(industryDivision).orderBy(asc(industryDivision.code)),
  ]);
  return { streets, sections, divisions };
}

/** A valid credit code for the template's example (not of any district: division 440101 and a made-up serial). */
const EXAMPLE_CODE = (() => {
  const head = '91440101MA5D0001X';
  return head + creditCodeCheckChar(head);
})();

/**
 * The import template (GET /api/center/district/enterprises/template): the header row and the
 * 填写说明 sheet naming the stored streets and the GB/T 4754-2017 sections, each with its divisions,
 * a cell may hold.
 */
export async function enterprisesTemplate(db: Db): Promise<Buffer> {
  const { streets, sections, divisions } = await namedOf(db);
  const divisionsOf = (section: string) =>
    divisions
      .filter((d) => d.section === section)
      .map((d) => `${d.code} ${d.name}`)
      .join('，');
  return importTemplate(
    SHEET,
    columnsOf(streets, sections, divisions),
    {
      creditCode: ['营业执照上的18位统一社会信用代码，第18位校验码须符合 GB 32100-2015；同一文件中不能重复。已在本平台的代码更新该企业，其余新增。请保持该列为文本格式', EXAMPLE_CODE],
      name: ['营业执照上的企业名称，2至100个字', '某某智能科技有限公司'],
      street: [streets.length ? `本区街道的名称或9位街道代码：${streets.map((s) => `${s.name}（${s.code}）`).join('、')}` : '本区尚未导入街道：请先在 区情配置 › 街道与边界 中导入', streets[0]?.name ?? ''],
      industry: [
        `国民经济行业分类（GB/T 4754-2017）的门类（填字母或名称）或大类（填两位代码或名称，按其所属门类保存）；门类及其大类：${sections.map((s) => `${s.code} ${s.name}（${divisionsOf(s.code)}）`).join('；')}`,
        'C',
      ],
      types: [`可不填；只能是 ${ENTERPRISE_TYPES.join('、')}，多个以“、”分隔。更新已有企业时不填则保留原有类型`, ''],
      foundedOn: ['营业执照上的成立日期，如 2018-05-20、2018/5/20 或 2018年5月20日，不能晚于今天', '2018-05-20'],
      contactName: ['企业联系人，不超过50个字；新开通的企业账号以其为姓名', '王建国'],
      contactPhone: ['联系人的11位大陆手机号。新开通的企业账号绑定该号码，联系人凭短信验证码登录后设置密码；不能是其他企业账号已绑定的号码，新开通账号的号码在文件中也不能重复。请保持该列为文本格式', '13800138000'],
    },
    {
      note: `请在“${SHEET}”工作表从第2行起每行填写一家企业，不要修改表头，不要合并单元格；每次最多${DISTRICT_ENTERPRISES_MAX}家。任何一行有误时整份文件都不保存，请按错误报告修改后重新导入。统一社会信用代码已在本平台的企业按文件更新；新企业同时开通企业账号（登录名为统一社会信用代码），不设初始密码：联系人在企业登录页选择短信登录，输入联系电话和验证码登录后设置密码。`,
    },
  );
}

/** What is stored that a row of the file may collide with. */
interface Stored {
  /** enterprise id by credit code */
  enterprises: Map<string, number>;
  /** whether an enterprise account belongs to the enterprise of `creditCode` (login name the code, or linked to its id; as account/settle.ts findEnterprises) */
  hasAccount: (creditCode: string) => boolean;
  /** the enterprise account a phone is bound to */
  phoneOwner: Map<string, { username: string; enterpriseId: number | null }>;
  /** login names among the file's credit codes held by accounts of another kind (app_user.username is unique over all kinds) */
  otherKindNames: Set<string>;
}

/** Reads {@link Stored}: one read of the enterprises' credit codes, one of the enterprise accounts, one of the other accounts named like the file's codes. */
async function storedFor(db: Db, codes: readonly string[]): Promise<Stored> {
  // one after another: `db` is a transaction, one connection
  const ents = await db.select({ id: enterprise.id, creditCode: enterprise.creditCode }).from(enterprise);
  const accounts = await db.select({ username: appUser.username, enterpriseId: appUser.enterpriseId, phone: appUser.phonenumber }).from(appUser).where(eq(appUser.userKind, 2));
  const others = (await db.execute(sql`select ${appUser.username} as username from ${appUser} where ${appUser.userKind} <> 2 and ${appUser.username} in (select json_array_elements_text(${JSON.stringify(codes)}::json))`)) as unknown as { rows: { username: string }[] };
  const enterprises = new Map(ents.map((e) => [e.creditCode, e.id]));
  const usernames = new Set(accounts.map((a) => a.username));
  const linked = new Set(accounts.map((a) => a.enterpriseId));
  const phoneOwner = new Map(accounts.filter((a) => a.phone !== '').map((a) => [a.phone, { username: a.username, enterpriseId: a.enterpriseId }]));
  return {
    enterprises,
    hasAccount: (code) => {
      const id = enterprises.get(code);
      return usernames.has(code) || (id !== undefined && linked.has(id));
    },
    phoneOwner,
    otherKindNames: new Set(others.rows.map((r) => r.username)),
  };
}

/**
 * The checks of a whole row against what is stored (its cells passed their rules): the phone must
 * not be bound to another enterprise's account; a row that opens an account needs a login name (its
 * credit code) no account of another kind holds and a phone no earlier such row of the file has
 * (a phone serves one enterprise account: index app_user_kind_phone).
 */
function rowCheckOf(stored: Stored) {
  const accountPhones = new Map<string, number>();
  return (r: RegistryRow, at: { row: number }): string | null => {
    const owner = stored.phoneOwner.get(r.contactPhone);
    const id = stored.enterprises.get(r.creditCode);
    if (owner && owner.username !== r.creditCode && (id === undefined || owner.enterpriseId !== id)) return `联系电话 ${r.contactPhone} 已绑定其他企业账号（${owner.username}），一个手机号只能绑定一个企业账号`;
    if (stored.hasAccount(r.creditCode)) return null;
    if (stored.otherKindNames.has(r.creditCode)) return `统一社会信用代码 ${r.creditCode} 已被其他类型的账号用作登录名，无法开通企业账号`;
    const first = accountPhones.get(r.contactPhone);
    if (first !== undefined) return `联系电话与第${first}行相同：新开通的企业账号各绑定一个手机号，请填写不同联系人的手机号`;
    accountPhones.set(r.contactPhone, at.row);
    return null;
  };
}

/** Runs `statement` on `rows` in slices of {@link ROWS_PER_STATEMENT}, each slice one JSON parameter. */
async function inSlices<T>(rows: readonly T[], statement: (json: string) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) await statement(JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT)));
}

/** A row as the recordset of the statements below reads it (column names as keys). */
const record = (r: RegistryRow) => ({
  credit_code: r.creditCode,
  name: r.name,
  street_code: r.street,
  industry_code: r.industry,
  enterprise_type: r.types,
  founded_on: r.foundedOn,
  contact_name: r.contactName,
  contact_phone: r.contactPhone,
});
const RECORDSET = sql.raw('v(credit_code text, name text, street_code text, industry_code text, enterprise_type text, founded_on date, contact_name text, contact_phone text)');

/**
 * Imports the registry workbook (POST /api/center/district/enterprises/import), all rows or none.
 * Every row is checked (columns of {@link columnsOf}: the credit code's GB 32100-2015 check
 * character, not saved as a number, and no code twice in the file; the street among the stored
 * ones by name or 9-digit code, the GB/T 4754-2017 section by letter or name or a division by its
 * two-digit code or name (stored as its section: {@link industryCell}), the types among
 * ENTERPRISE_TYPES, the founding date not after today, the contact's mainland mobile; and
 * {@link rowCheckOf}). When any row fails nothing is stored and every problem comes back with its
 * row and column and in the error workbook. Otherwise one transaction, in statements of
 * {@link ROWS_PER_STATEMENT} rows:
 * - a credit code already stored updates that enterprise (name, street, industry, founding date,
 *   contact and phone; the types only when the cell has some, as administrators set them at
 *   /entAccount); its account, if any, is left as it is (the enterprise keeps its own phone there);
 * - any other is inserted;
 * - every enterprise of the file without an enterprise account gets one (user kind 2, login name its
 *   credit code as a settle-in applicant's, account/register.ts): bound to the contact's phone,
 *   named after the contact, `mustSetPassword`, and no password anyone knows: all accounts of one
 *   import share the scrypt hash of 32 random bytes that are thrown away (one hash per import, not
 *   50,000: scrypt costs ~50 ms; the readiness check's demo-password test then also checks it once,
 *   setup/install.ts). The contact activates it by the SMS login of its phone (code of scene login
 *   sent to a phone bound to an enterprise account, account/phone.ts), then sets a password at
 *   /firstLogin.
 * The dashboards and cached answers follow by themselves: statement triggers on enterprise and
 * app_user raise board_version and data_version in the same transaction (migrations 0011, 0044,
 * 0058), one raise per statement.
 * Imports run one at a time (an advisory lock), so two cannot insert the same code.
 * @throws Fail 4001 when the file is not an xlsx workbook of the template (a missing column, a
 *   merged cell: readImportRows), lists no enterprise or more than DISTRICT_ENTERPRISES_MAX
 */
export async function importEnterprises(db: Db, file: ReceivedFile): Promise<ImportResult> {
  if (!/\.xlsx$/i.test(file.filename)) throw invalid('企业名录只能是 Excel（.xlsx）文件，请使用下载的模板');
  const { streets, sections, divisions } = await namedOf(db);
  const columns = columnsOf(streets, sections, divisions);
  const rows = await readImportRows(file, columns, '统一社会信用代码');
  if (rows.length === 0) throw invalid('文件中没有企业，请从第2行起填写');
  if (rows.length > DISTRICT_ENTERPRISES_MAX) throw invalid(`一次最多导入${DISTRICT_ENTERPRISES_MAX}家企业，请分批导入`);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64'));
  const outcome = await db.transaction(async (tx): Promise<{ checked: CheckedRows<Key, RegistryRow>; inserted: number; updated: number }> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('district-enterprises-import'))`);
    const stored = await storedFor(tx, [...new Set(rows.map((r) => r.cells.creditCode.toUpperCase()))]);
    const checked = checkImportRows<Key, RegistryRow>(rows, columns, {
      // an all-digit code saved as a number has lost its last digits (Excel keeps 15)
      precheck: (c, r) => (c.key === 'creditCode' && r.numeric.has('creditCode') && r.cells.creditCode.length > 15 ? '统一社会信用代码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写' : null),
      unique: 'creditCode',
      rowCheck: rowCheckOf(stored),
    });
    if (checked.rejected.length > 0) return { checked, inserted: 0, updated: 0 };
    const fresh = checked.valid.filter((r) => !stored.enterprises.has(r.creditCode));
    const known = checked.valid.filter((r) => stored.enterprises.has(r.creditCode));
    const accounts = checked.valid.filter((r) => !stored.hasAccount(r.creditCode));
    await inSlices(fresh.map(record), (json) =>
      tx.execute(sql`insert into ${enterprise} (credit_code, name, street_code, industry_code, enterprise_type, founded_on, contact_name, contact_phone)
        select v.credit_code, v.name, v.street_code, v.industry_code, v.enterprise_type, v.founded_on, v.contact_name, v.contact_phone from json_to_recordset(${json}::json) as ${RECORDSET}`),
    );
    await inSlices(known.map(record), (json) =>
      tx.execute(sql`update ${enterprise} as e set name = v.name, street_code = v.street_code, industry_code = v.industry_code,
          enterprise_type = coalesce(nullif(v.enterprise_type, ''), e.enterprise_type), founded_on = v.founded_on, contact_name = v.contact_name, contact_phone = v.contact_phone
        from json_to_recordset(${json}::json) as ${RECORDSET} where e.credit_code = v.credit_code`),
    );
    await inSlices(accounts.map(record), (json) =>
      tx.execute(sql`insert into ${appUser} (username, password_hash, user_kind, name, nick_name, phonenumber, enterprise_id, must_set_password, password_changed_at)
        select v.credit_code, ${passwordHash}, 2, v.contact_name, v.contact_name, v.contact_phone, e.id, true, now()
        from json_to_recordset(${json}::json) as ${RECORDSET} join ${enterprise} as e on e.credit_code = v.credit_code`),
    );
    return { checked, inserted: fresh.length, updated: known.length };
  });
  const { checked } = outcome;
  if (checked.rejected.length > 0) return { total: checked.total, inserted: 0, updated: 0, problems: checked.problems, errorWorkbook: (await importErrorWorkbook(SHEET, columns, checked.rejected)).toString('base64') };
  return { total: checked.total, inserted: outcome.inserted, updated: outcome.updated, problems: [], errorWorkbook: null };
}
