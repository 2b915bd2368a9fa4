import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@portal/validators';
import { appUser } from '../src/modules/account/tables';
import { enterprise, street } from '../src/modules/enterprise/tables';
import { firstSheetOf, get, post, recordingGateway, startTestServer, testBackends, type TestServer } from './harness';

const backends = await testBackends();
const EXAMPLES = path.resolve(import.meta.dirname, '../../../examples/district');

/** The template's headers, in its order. */
const HEADERS = ['统一社会信用代码', '企业名称', '所属街道', '行业', '企业类型', '成立日期', '联系人', '联系电话'] as const;
type Row = Partial<Record<(typeof HEADERS)[number], string | number | Date>>;

/** A valid credit code (GB 32100-2015) the demo district does not use. */
const code = (n: number) => {
  const head = `91440115MA5E${String(n).padStart(4, '0')}X`;
  return head + creditCodeCheckChar(head);
};

/** An xlsx of the template's columns with `rows`; `merge` merges a range of cells (e.g. 'C2:C3'). */
async function workbook(rows: Row[], merge?: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('企业名录');
  sheet.addRow([...HEADERS]);
  for (const r of rows) sheet.addRow(HEADERS.map((h) => r[h] ?? null));
  if (merge) sheet.mergeCells(merge);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(backends)('区情配置 › 企业名录: the registry import on %s (issue 42)', (backend) => {
  let s: TestServer;
  const phones = recordingGateway();
  let admin: string;
  /** the demo's streets: [code, name] of the first two */
  let streets: { code: string; name: string }[];
  beforeAll(async () => {
    s = await startTestServer(backend, {}, undefined, { sms: phones });
    admin = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Demo@2025' })).body.data.userInfo.token;
    streets = await s.database.db.select({ code: street.code, name: street.name }).from(street).orderBy(asc(street.code));
  });
  afterAll(async () => s?.close());

  const db = () => s.database.db;
  const upload = async (file: Buffer, token = admin, filename = '企业名录.xlsx') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), filename);
    const res = await fetch(`${s.apiUrl}/api/center/district/enterprises/import`, { method: 'POST', headers: { token }, body: form });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const enterprises = async () => (await db().select({ n: count() }).from(enterprise))[0]!.n;
  const accounts = async () => (await db().select({ n: count() }).from(appUser).where(eq(appUser.userKind, 2)))[0]!.n;
  const row = (n: number, extra: Row = {}): Row => ({
    统一社会信用代码: code(n),
    企业名称: `广州测试${n}号科技有限公司`,
    所属街道: streets[0]!.name,
    行业: '信息传输、软件和信息技术服务业',
    成立日期: '2019-04-01',
    联系人: '王建国',
    联系电话: `1361234${String(n).padStart(4, '0')}`,
    ...extra,
  });

  it('serves the template: the columns in order and, in its 填写说明, the streets and sections a cell may hold', async () => {
    const res = await fetch(`${s.apiUrl}/api/center/district/enterprises/template`, { headers: { token: admin } });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('企业名录导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect((book.getWorksheet('企业名录')!.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADERS]);
    const help = book.getWorksheet('填写说明')!;
    const rules = help.getColumn(3).values.map(String).join('\n');
    expect(rules).toContain(`${streets[0]!.name}（${streets[0]!.code}）`);
    expect(rules).toContain('I 信息传输、软件和信息技术服务业（63 电信、广播电视和卫星传输服务，64 互联网和相关服务，65 软件和信息技术服务业）');
    expect(rules).toContain('GB 32100-2015');
  });

  it('inserts the enterprises of a valid workbook, each with an enterprise account bound to its contact\'s phone and no password', async () => {
    const [before, accountsBefore] = [await enterprises(), await accounts()];
    const file = await workbook([
      row(1),
      row(2, { 所属街道: streets[1]!.code, 行业: 'c', 企业类型: '人力资源服务机构、民办职业培训机构', 成立日期: new Date(Date.UTC(2008, 7, 8)) }),
      row(3, { 统一社会信用代码: code(3).toLowerCase(), 行业: 'M', 企业类型: '人力资源服务机构' }),
    ]);
    const res = await upload(file);
    expect(res).toMatchObject({ code: 2000, data: { total: 3, inserted: 3, updated: 0, problems: [], errorWorkbook: null } });
    expect(await enterprises()).toBe(before + 3);
    expect(await accounts()).toBe(accountsBefore + 3);
    const [second] = await db().select().from(enterprise).where(eq(enterprise.creditCode, code(2)));
    expect(second).toMatchObject({ streetCode: streets[1]!.code, industryCode: 'C', enterpriseType: '人力资源服务机构,民办职业培训机构', foundedOn: '2008-08-08', contactName: '王建国', contactPhone: '13612340002' });
    const made = await db().select().from(appUser).where(inArray(appUser.username, [code(1), code(2), code(3)])).orderBy(asc(appUser.username));
    expect(made.map((u) => [u.username, u.userKind, u.phonenumber, u.name, u.mustSetPassword, u.status])).toEqual([
      [code(1), 2, '13612340001', '王建国', true, 'active'],
      [code(2), 2, '13612340002', '王建国', true, 'active'],
      [code(3), 2, '13612340003', '王建国', true, 'active'],
    ]);
    expect(made[1]!.enterpriseId).toBe(second!.id);
    // no password works, the demo one neither
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', { username: code(1), password: 'Demo@2025' })).body).toMatchObject({ code: 4001, msg: '账号或密码错误' });
  });

  it('updates by credit code on a re-import, without a second enterprise or account; empty types keep the stored ones', async () => {
    const [before, accountsBefore] = [await enterprises(), await accounts()];
    const res = await upload(await workbook([row(2, { 企业名称: '广州测试2号智能科技有限公司', 所属街道: streets[0]!.name, 行业: '制造业', 联系电话: '13612349999' }), row(4)]));
    expect(res).toMatchObject({ code: 2000, data: { total: 2, inserted: 1, updated: 1, problems: [] } });
    expect(await enterprises()).toBe(before + 1);
    expect(await accounts()).toBe(accountsBefore + 1);
    const [second] = await db().select().from(enterprise).where(eq(enterprise.creditCode, code(2)));
    expect(second).toMatchObject({ name: '广州测试2号智能科技有限公司', streetCode: streets[0]!.code, industryCode: 'C', enterpriseType: '人力资源服务机构,民办职业培训机构', contactPhone: '13612349999' });
    // the account keeps the phone its enterprise bound
    const [account] = await db().select().from(appUser).where(eq(appUser.username, code(2)));
    expect(account!.phonenumber).toBe('13612340002');
  });

  it('takes a GB/T 4754-2017 division (大类) by code or name and stores its section; refuses a division code the standard does not have', async () => {
    const before = await enterprises();
    const refused = await upload(await workbook([row(40, { 行业: '65' }), row(41, { 行业: '软件和信息技术服务业' }), row(42, { 行业: '99' })]));
    expect(refused.data).toMatchObject({ total: 3, inserted: 0 });
    expect(refused.data.problems).toEqual([{ row: 4, column: '行业', reason: '行业“99”不是国民经济行业分类（GB/T 4754-2017）的大类代码，大类代码为 01-97 的两位数字，如 65（软件和信息技术服务业）' }]);
    expect(await enterprises()).toBe(before);
    // 05 typed into a cell of number format arrives as 5
    const res = await upload(await workbook([row(40, { 行业: '65' }), row(41, { 行业: '软件和信息技术服务业' }), row(42, { 行业: 5 }), row(43, { 行业: '36' })]));
    expect(res).toMatchObject({ code: 2000, data: { total: 4, inserted: 4, problems: [] } });
    const stored = await db().select({ creditCode: enterprise.creditCode, industryCode: enterprise.industryCode }).from(enterprise).where(inArray(enterprise.creditCode, [code(40), code(41), code(42), code(43)])).orderBy(asc(enterprise.creditCode));
    expect(Object.fromEntries(stored.map((e) => [e.creditCode, e.industryCode]))).toEqual({ [code(40)]: 'I', [code(41)]: 'I', [code(42)]: 'A', [code(43)]: 'C' });
  });

  it('stores nothing when a row has a problem, and names every row and reason, also in the error workbook', async () => {
    const [before, accountsBefore] = [await enterprises(), await accounts()];
    const wrongCheck = code(11).slice(0, 17) + (code(11).endsWith('0') ? '1' : '0');
    const res = await upload(
      await workbook([
        row(10),
        row(11, { 统一社会信用代码: wrongCheck }),
        row(12, { 所属街道: '不存在街道' }),
        row(13, { 行业: 'Z' }),
        row(14, { 统一社会信用代码: code(10) }),
        row(15, { 联系电话: '13900139001' }),
        row(16, { 联系电话: '13612340010' }),
        row(17, { 成立日期: '' }),
        // an all-digit code (a real one's form) typed into a cell formatted as a number
        row(18, { 统一社会信用代码: Number('914403001922038216') }),
      ]),
    );
    expect(res.code).toBe(2000);
    expect(res.data).toMatchObject({ total: 9, inserted: 0, updated: 0 });
    expect(res.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [3, '统一社会信用代码'],
      [4, '所属街道'],
      [5, '行业'],
      [6, '统一社会信用代码'],
      [7, ''],
      [8, ''],
      [9, '成立日期'],
      [10, '统一社会信用代码'],
    ]);
    const reasons = res.data.problems.map((p: { reason: string }) => p.reason);
    expect(reasons[0]).toContain('GB 32100-2015');
    expect(reasons[1]).toBe(`所属街道“不存在街道”不是本区街道，应为：${streets.map((x) => x.name).join('、')}（或其9位街道代码）`);
    expect(reasons[2]).toContain('GB/T 4754-2017');
    expect(reasons[3]).toBe('与第2行的统一社会信用代码重复');
    expect(reasons[4]).toBe('联系电话 13900139001 已绑定其他企业账号（ent_demo），一个手机号只能绑定一个企业账号');
    expect(reasons[5]).toContain('联系电话与第2行相同');
    expect(reasons[6]).toBe('成立日期不能为空');
    expect(reasons[7]).toBe('统一社会信用代码被保存为数字，末几位已丢失，请将该列设为文本格式后重新填写');
    expect(await enterprises()).toBe(before);
    expect(await accounts()).toBe(accountsBefore);
    const errors = await firstSheetOf(Buffer.from(res.data.errorWorkbook, 'base64'));
    expect(errors.rowCount).toBe(9);
    expect(errors.getRow(2).getCell(9).value).toBe(3);
    expect(String(errors.getRow(2).getCell(10).value)).toContain('统一社会信用代码：');
  });

  it('refuses a workbook with a merged cell, naming where, and stores nothing', async () => {
    const before = await enterprises();
    const res = await upload(await workbook([row(20), row(21)], 'C2:C3'));
    expect(res).toMatchObject({ code: 4001, msg: '第2行C列有合并单元格（C2:C3），请取消合并、每个单元格分别填写后重新导入' });
    expect(await enterprises()).toBe(before);
    expect((await upload(await workbook([row(20)]), admin, '企业名录.xls')).code).toBe(4001);
  });

  it('is for administrators only', async () => {
    const staff = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' })).body.data.userInfo.token;
    const before = await enterprises();
    expect((await upload(await workbook([row(30)]), staff)).code).toBe(4003);
    expect((await get(s.apiUrl, '/api/center/district/enterprises/template', { token: staff })).body.code).toBe(4003);
    expect(await enterprises()).toBe(before);
  });

  it('lets an imported enterprise\'s contact log in by SMS code and set a password, then log in with it', async () => {
    const phone = '13612340004';
    expect((await post(s.apiUrl, '/common/sendCaptcha', { phone, scene: 'login', account: 'ent' })).body.code).toBe(2000);
    const smsCode = phones.valueTo(phone, 'code')!;
    const login = (await post(s.apiUrl, '/api/ent/login/phoneLogin', { phone, smsCode })).body;
    expect(login.code).toBe(2000);
    const [ent] = await db().select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.creditCode, code(4)));
    expect(login.data).toMatchObject({ userKind: 2, userInfo: { userName: code(4), entId: ent!.id }, account: { mustSetPassword: true } });
    const token = login.data.userInfo.token as string;
    expect((await get(s.apiUrl, '/api/notice/one/getUnreadCount', { token })).body).toMatchObject({ code: 4003, msg: '请先设置您的登录密码' });
    const set = (await post(s.apiUrl, '/api/ent/login/firstLoginSetPassword', { password: 'Qingxi#Reg2026' }, { token })).body;
    expect(set.data.account.mustSetPassword).toBe(false);
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', { username: code(4), password: 'Qingxi#Reg2026' })).body.code).toBe(2000);
    const [account] = await db().select().from(appUser).where(and(eq(appUser.username, code(4)), eq(appUser.userKind, 2)));
    expect(account!.mustSetPassword).toBe(false);
  });

  it('loads the example district\'s registry (examples/district/enterprises.xlsx) once its streets are in', async () => {
    const form = new FormData();
    form.append('file', new Blob([fs.readFileSync(path.join(EXAMPLES, 'streets.geojson'))]), 'streets.geojson');
    form.append('remap', JSON.stringify(Object.fromEntries(streets.map((x, i) => [x.code, `440199${String(i + 1).padStart(3, '0')}`]))));
    const applied = (await (await fetch(`${s.apiUrl}/api/center/district/streets/apply`, { method: 'POST', headers: { token: admin }, body: form })).json()) as { code: number; msg: string };
    expect(applied.code, applied.msg).toBe(2000);
    const before = await enterprises();
    const res = await upload(fs.readFileSync(path.join(EXAMPLES, 'enterprises.xlsx')));
    expect(res).toMatchObject({ code: 2000, data: { total: 500, inserted: 500, updated: 0, problems: [] } });
    expect(await enterprises()).toBe(before + 500);
    const names = await db().select({ name: enterprise.name }).from(enterprise).where(inArray(enterprise.streetCode, ['440199001', '440199010']));
    expect(names.length).toBeGreaterThan(0);
    expect(names.some((n) => n.name.includes('南湾'))).toBe(false);
  });
});
