import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { appUser } from '../src/modules/account/tables';
import { smsOutbox } from '../src/modules/sms/tables';
import { firstSheetOf, get, post, recordingGateway, startTestServer, type TestServer } from './harness';

type Cells = Record<string, string>;

/** An xlsx with the given header and rows (cells by header); `merge` merges a range of the first sheet. */
async function workbook(header: string[], rows: Cells[], merge?: string): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('工作人员账号');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(header.map((h) => r[h] ?? ''));
  if (merge) sheet.mergeCells(merge);
  return new Blob([await book.xlsx.writeBuffer()]);
}

const HEADER = ['姓名', '账号', '部门', '角色', '手机号', '管辖街道', '管辖行业'];
const person = (i: number, extra: Cells = {}): Cells => ({ 姓名: `黎明${'甲乙丙丁戊己庚辛'[i]}`, 账号: `qx_staff_${i}`, 部门: '清溪区科学技术局', 手机号: `1391000000${i}`, ...extra });

describe('区情配置: the district, its departments and its staff accounts (issue 42)', () => {
  let s: TestServer;
  const phones = recordingGateway();
  let admin: string;
  const db = () => s.database.db;

  beforeAll(async () => {
    s = await startTestServer('pglite', {}, undefined, { sms: phones });
    admin = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Demo@2025' })).body.data.userInfo.token;
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  const upload = async (file: Blob, token = admin) => {
    const form = new FormData();
    form.append('file', file, 'staff.xlsx');
    return (await (await fetch(`${s.apiUrl}/api/center/district/staff/import`, { method: 'POST', headers: { token }, body: form })).json()) as { code: number; msg: string; data: { total: number; inserted: number; updated: number; problems: { row: number; column: string; reason: string }[]; errorWorkbook: string | null; smsFailed: string[] } };
  };
  const staffCount = async () => (await db().select({ n: count() }).from(appUser).where(eq(appUser.userKind, 1)))[0]!.n;

  it("saves the district's name, code, bureau and help contacts; the home data, the footer and the bigscreen then show them", async () => {
    const profile = { name: '清溪区', code: '440199', bureau: '清溪区人力资源和社会保障局', phones: ['020-81230001', '020-81230002'], email: 'rcfw@qingxi.example.gov.cn' };
    const saved = await post(s.apiUrl, '/api/center/district/profile', profile, { token: admin });
    expect(saved.body).toMatchObject({ code: 2000, data: profile });
    const home = (await get(s.apiUrl, '/api/home')).body.data;
    expect(home).toMatchObject({ districtName: '清溪区', bureau: '清溪区人力资源和社会保障局', copyright: '主办单位：清溪区人力资源和社会保障局' });
    const screen = (await get(s.apiUrl, '/api/talent-index/home', { token: admin })).body.data;
    expect(screen.districtName).toBe('清溪区');
    // the site notice keeps its text and deadline and gives the new contacts
    const notice = (await get(s.apiUrl, '/api/center/district/profile', { token: admin })).body.data;
    expect(notice).toMatchObject({ phones: profile.phones, email: profile.email });
  });

  it('refuses a division code outside GB/T 2260, a name not ending in 区/县/市/旗, and a non-administrator', async () => {
    const good = { name: '清溪区', code: '440199', bureau: '清溪区人力资源和社会保障局', phones: ['020-81230001'], email: '' };
    for (const [change, message] of [
      [{ code: '990101' }, '行政区划代码应为 GB/T 2260 的6位县级代码'],
      [{ code: '440100' }, '行政区划代码应为 GB/T 2260 的6位县级代码'],
      [{ name: '清溪' }, '区名应为'],
    ] as const) {
      const res = await post(s.apiUrl, '/api/center/district/profile', { ...good, ...change }, { token: admin });
      expect(res.body.code).toBe(4001);
      expect(res.body.msg).toContain(message);
    }
    const staff = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' })).body.data.userInfo.token;
    expect((await post(s.apiUrl, '/api/center/district/profile', good, { token: staff })).body.code).toBe(4003);
  });

  it('keeps the departments with their roles, and refuses to drop one that still has staff', async () => {
    const listed = (await get(s.apiUrl, '/api/center/district/departments', { token: admin })).body.data as { name: string; roles: string[]; staffCount: number }[];
    const kjj = listed.find((d) => d.name === '科技局');
    expect(kjj).toMatchObject({ roles: ['科技局'] });
    expect(kjj!.staffCount).toBeGreaterThan(0);
    const dropped = await post(s.apiUrl, '/api/center/district/departments', { departments: listed.filter((d) => d.name !== '科技局').map(({ name, roles }) => ({ name, roles })) }, { token: admin });
    expect(dropped.body.code).toBe(4009);
    expect(dropped.body.msg).toContain('部门“科技局”仍有');
    const departments = [...listed.map(({ name, roles }) => ({ name, roles })), { name: '清溪区科学技术局', roles: ['科技局'] }, { name: '清溪区就业服务中心', roles: ['就业中心'] }];
    expect((await post(s.apiUrl, '/api/center/district/departments', { departments }, { token: admin })).body).toMatchObject({ code: 2000, data: { saved: departments.length } });
    const twice = await post(s.apiUrl, '/api/center/district/departments', { departments: [...departments, { name: '清溪区科学技术局', roles: [] }] }, { token: admin });
    expect(twice.body.code).toBe(4001);
    expect(twice.body.msg).toContain('部门名称不能重复');
  });

  it('imports nothing when one row is wrong, naming each row and reason, with the error workbook', async () => {
    const before = await staffCount();
    const file = await workbook(HEADER, [
      person(0),
      person(1, { 部门: '不存在的部门' }),
      person(2, { 账号: 'qx_staff_0' }),
      person(3, { 手机号: '1391000' }),
      person(4, { 管辖街道: '不存在街道' }),
      person(5, { 角色: '局长' }),
      person(6, { 手机号: '13910000000' }),
      person(7, { 账号: 'ent_demo' }),
    ]);
    const res = await upload(file);
    expect(res.code).toBe(2000);
    expect(res.data.inserted).toBe(0);
    expect(res.data.problems.map((p) => [p.row, p.reason])).toEqual([
      [3, '部门“不存在的部门”不在区情配置的部门中，请先在“部门”中添加'],
      [4, '与第2行的账号重复'],
      [5, '手机号应为11位大陆手机号'],
      [6, '管辖街道“不存在街道”不是本区的街道'],
      [7, expect.stringContaining('角色应为：')],
      [8, '手机号与第2行相同'],
      [9, '账号 ent_demo 已被企业或个人账号使用'],
    ]);
    const errors = await firstSheetOf(Buffer.from(res.data.errorWorkbook!, 'base64'));
    expect(errors.rowCount).toBe(8);
    expect(await staffCount()).toBe(before);
  });

  it('refuses a merged cell and a non-administrator, storing nothing', async () => {
    const merged = await upload(await workbook(HEADER, [person(0), person(1)], 'A2:A3'));
    expect(merged.code).toBe(4001);
    expect(merged.msg).toContain('合并单元格');
    const staff = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' })).body.data.userInfo.token;
    expect((await upload(await workbook(HEADER, [person(0)]), staff)).code).toBe(4003);
  });

  it('creates the accounts with their department roles; each gets its initial password by SMS, logs in with it and must set its own; a second import updates', async () => {
    const before = await staffCount();
    const res = await upload(await workbook(HEADER, [person(0), person(1, { 部门: '清溪区就业服务中心', 角色: '就业促进科', 管辖街道: '北岭街道' })]));
    expect(res.data).toMatchObject({ total: 2, inserted: 2, updated: 0, problems: [], smsFailed: [] });
    expect(await staffCount()).toBe(before + 2);
    const [kjj, jy] = await db().select().from(appUser).where(inArray(appUser.username, ['qx_staff_0', 'qx_staff_1'])).orderBy(appUser.username);
    expect(kjj).toMatchObject({ deptName: '清溪区科学技术局', roles: ['科技局'], mustSetPassword: true, phonenumber: '13910000000' });
    expect(jy!.roles.sort()).toEqual(['就业中心', '就业促进科'].sort());
    expect(jy!.streetCode).toMatch(/^\d{9}$/);

    const [sms] = await db().select().from(smsOutbox).where(eq(smsOutbox.phone, '13910000000')).orderBy(desc(smsOutbox.id)).limit(1);
    expect(sms).toMatchObject({ scene: 'accountOpened' });
    const password = phones.valueTo('13910000000', 'password')!;
    expect(sms!.content).toContain('初始密码：******');
    // the administration's SMS record hides it
    const listed = (await get(s.apiUrl, '/api/center/smsOutbox?phone=13910000000&page=1&limit=5', { token: admin })).body.data;
    expect(JSON.stringify(listed)).not.toContain(password);

    const login = await post(s.apiUrl, '/api/admin/accountLogin', { username: 'qx_staff_0', password });
    expect(login.body.code).toBe(2000);
    expect(login.body.data.account.mustSetPassword).toBe(true);
    const token = login.body.data.userInfo.token as string;
    expect((await post(s.apiUrl, '/api/ent/login/firstLoginSetPassword', { password: 'Qingxi#2026kj' }, { token })).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/admin/accountLogin', { username: 'qx_staff_0', password: 'Qingxi#2026kj' })).body.code).toBe(2000);
    // 数据采集 routes by the department's role, whatever the department's name
    const info = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'qx_staff_0', password: 'Qingxi#2026kj' })).body.data.userInfo;
    expect(info.userType).toEqual(['科技局']);

    const again = await upload(await workbook(HEADER, [person(0, { 姓名: '黎明新' })]));
    expect(again.data).toMatchObject({ inserted: 0, updated: 1 });
    const [renamed] = await db().select().from(appUser).where(eq(appUser.username, 'qx_staff_0'));
    expect(renamed).toMatchObject({ name: '黎明新', mustSetPassword: false });
    expect((await post(s.apiUrl, '/api/admin/accountLogin', { username: 'qx_staff_0', password: 'Qingxi#2026kj' })).body.code).toBe(2000);
  });
});
