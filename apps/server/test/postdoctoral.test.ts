import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@portal/validators';
import { postdocRecord } from '../src/modules/postdoctoral/tables';
import { demoLogins, get, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

/** A valid identity number (GB 11643-1999) from its first 17 digits. */
const idCard = (first17: string) => first17 + idCardCheckChar(first17);

/** The first seeded unit (seed/postdoctoral.ts). */
const UNIT = { unitName: '广州南湾生物医药研究院有限公司', unitCode: '91440120MA5D0A1B26' };
const R = '/api/postdoctoralEntryExitRecord';

const stay = (name: string, id: string, extra: Record<string, unknown> = {}) => ({
  name,
  idCard: id,
  phone: '13912345678',
  ...UNIT,
  topic: '细胞治疗工艺放大研究',
  partner: '中山大学生物学博士后科研流动站',
  entryDate: '2026-01-05',
  plannedExitDate: '2028-01-04',
  ...extra,
});

/** The funding view's line of the first unit for `year`. */
async function unitFunding(s: TestServer, token: string, year: number) {
  const { body } = await get(s.apiUrl, `${R}/fundingYear?year=${year}`, { token });
  expect(body.code).toBe(2000);
  return body.data.units.find((u: { unitCode: string }) => u.unitCode === UNIT.unitCode) as { personYears: number; funding: number; disbursed: number; researchers: number };
}

describe.each(backends)('postdoctoral registers on %s', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let zjk: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    zjk = await login('staff_zjk', 'gov');
  });
  afterAll(() => s?.close());

  it('admits the professional technology office only (4003 for other staff and enterprises)', async () => {
    const other = await login('staff_jyzx', 'gov');
    const ent = await login('ent_demo', 'ent');
    for (const token of [other, ent]) {
      expect((await get(s.apiUrl, `${R}/list`, { token })).body.code).toBe(4003);
      expect((await get(s.apiUrl, `${R}/fundingYear?year=2025`, { token })).body.code).toBe(4003);
      expect((await get(s.apiUrl, '/api/second/postdoctor/unit/page', { token })).body.code).toBe(4003);
      expect((await post(s.apiUrl, `${R}/midwayExit`, { id: 1, exitDate: '2026-01-01', reason: '测试退站' }, { token })).body.code).toBe(4003);
    }
    expect((await get(s.apiUrl, `${R}/list`, { token: zjk })).body.code).toBe(2000);
  });

  it('lists and exports identity and phone numbers masked', async () => {
    const [row] = await s.database.db.select().from(postdocRecord).limit(1);
    const { body } = await get(s.apiUrl, `${R}/list?keyword=${encodeURIComponent(row!.name)}`, { token: zjk });
    const listed = body.data.list.find((r: { id: number }) => r.id === row!.id);
    expect(listed.idCard).not.toBe(row!.idCard);
    expect(listed.idCard).toContain('*');
    expect(listed.phone).toContain('*');
    const res = await fetch(`${s.apiUrl}${R}/export`, { headers: { token: zjk } });
    const sheet = await firstSheetOf(res);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['身份证号码', '手机号码', '实际出站日期', '出站方式']));
    const ids = sheet.getColumn(header.indexOf('身份证号码') + 1).values.slice(2) as string[];
    expect(ids.length).toBeGreaterThanOrEqual(13);
    expect(ids.every((v) => v.includes('*'))).toBe(true);
    const units = (await get(s.apiUrl, '/api/second/postdoctor/unit/page', { token: zjk })).body.data;
    expect(units.total).toBe(5);
    expect(units.list.every((u: { contactPhone: string }) => u.contactPhone.includes('*'))).toBe(true);
  });

  it('refuses a second open stay of one person on add and edit (4009 naming the person)', async () => {
    const person = idCard('44010619920315102');
    const first = await post(s.apiUrl, `${R}/add`, stay('区测甲', person), { token: zjk });
    expect(first.body.code).toBe(2000);
    const second = await post(s.apiUrl, `${R}/add`, stay('区测甲', person, { entryDate: '2026-02-01' }), { token: zjk });
    expect(second.body.code).toBe(4009);
    expect(second.body.msg).toContain('区测甲已有一段在站记录');
    const other = await post(s.apiUrl, `${R}/edit`, stay('区测乙', idCard('44010619930420201')), { token: zjk });
    expect(other.body.code).toBe(2000);
    const edited = await post(s.apiUrl, `${R}/edit`, { ...stay('区测乙', person), id: other.body.data.id }, { token: zjk });
    expect(edited.body.code).toBe(4009);
    const open = await s.database.db.select().from(postdocRecord).where(and(eq(postdocRecord.idCard, person), isNull(postdocRecord.exitDate)));
    expect(open).toHaveLength(1);
  });

  it('checks the unit against the register and the planned exit against the entry (4001 naming the field)', async () => {
    const unknown = await post(s.apiUrl, `${R}/add`, stay('区测丙', idCard('44010619940101302'), { unitCode: '91440120MA5E7777XT' }), { token: zjk });
    expect(unknown.body).toMatchObject({ code: 4001 });
    expect(unknown.body.msg).toMatch(/^设站单位统一社会信用代码：91440120MA5E7777XT 不是已登记的博士后设站单位/);
    const missing = await post(s.apiUrl, `${R}/add`, stay('区测丙', idCard('44010619940101302'), { unitCode: '91440120MA5CQ7XK32', unitName: UNIT.unitName }), { token: zjk });
    expect(missing.body.msg).toMatch(/^设站单位：统一社会信用代码 91440120MA5CQ7XK32 登记的单位是“广州南湾智能装备股份有限公司”/);
    const early = await post(s.apiUrl, `${R}/add`, stay('区测丙', idCard('44010619940101302'), { plannedExitDate: '2025-12-31' }), { token: zjk });
    expect(early.body).toMatchObject({ code: 4001, msg: '计划出站日期：不能早于进站日期' });
    const ticket = await post(s.apiUrl, '/api/second/postdoctor/ticket/save', { unitName: '某单位', unitCode: '91440120MA5D0A1B26', year: 2026, amount: 5, paidDate: '2026-06-30', documentNo: '南人社拨〔2026〕99号' }, { token: zjk });
    expect(ticket.body.code).toBe(4001);
  });

  it('imports stays through the same rule: a second open stay in the register or in the file is refused row by row', async () => {
    const [seededOpen] = await s.database.db.select().from(postdocRecord).where(and(isNull(postdocRecord.exitDate), eq(postdocRecord.name, '郑浩然')));
    const fresh = idCard('44010619950607402');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('博士后进出站记录');
    sheet.addRow(['姓名', '身份证号码', '手机号码', '设站单位', '设站单位统一社会信用代码', '研究课题', '合作高校（流动站）', '进站日期', '计划出站日期']);
    sheet.addRow(['区导甲', fresh, '13912340001', UNIT.unitName, UNIT.unitCode, '导入测试课题一', '', '2026-03-01', '2028-02-29']);
    sheet.addRow(['区导甲', fresh, '13912340001', UNIT.unitName, UNIT.unitCode, '导入测试课题二', '', '2026-04-01', '2028-03-31']);
    sheet.addRow(['郑浩然', seededOpen!.idCard, '13912340002', UNIT.unitName, UNIT.unitCode, '导入测试课题三', '', '2026-05-01', '2028-04-30']);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '进出站.xlsx');
    const res = (await (await fetch(`${s.apiUrl}${R}/import`, { method: 'POST', headers: { token: zjk }, body: form })).json()) as { code: number; data: any };
    expect(res.code).toBe(2000);
    expect(res.data).toMatchObject({ total: 3, inserted: 1, updated: 0 });
    expect(res.data.problems.map((p: { row: number; reason: string }) => [p.row, p.reason.slice(0, 12)])).toEqual([
      [3, '区导甲已有一段在站记录（'],
      [4, '郑浩然已有一段在站记录（'],
    ]);
    expect(res.data.errorWorkbook).not.toBeNull();
  });

  it('a mid-way exit ends the stay, lowers the year’s person-years and funding, and cannot be repeated', async () => {
    const person = idCard('44010619910909502');
    const { id } = (await post(s.apiUrl, `${R}/add`, stay('区测丁', person), { token: zjk })).body.data;
    const before = await unitFunding(s, zjk, 2026);
    const before2025 = await unitFunding(s, zjk, 2025);

    const early = await post(s.apiUrl, `${R}/midwayExit`, { id, exitDate: '2026-01-04', reason: '个人原因' }, { token: zjk });
    expect(early.body).toMatchObject({ code: 4001, msg: '出站日期：不能早于进站日期 2026-01-05' });
    expect((await post(s.apiUrl, `${R}/exitExpo`, { id, exitDate: '2025-12-31' }, { token: zjk })).body.code).toBe(4001);

    const exit = await post(s.apiUrl, `${R}/midwayExit`, { id, exitDate: '2026-06-30', reason: '受聘高校教职' }, { token: zjk });
    expect(exit.body).toMatchObject({ code: 2000, data: { updated: 1 } });
    const after = await unitFunding(s, zjk, 2026);
    // 2026-01-05 to 2028-01-04 counted 361 days of 2026; to 2026-06-30, 176 days (365-day year); each figure rounded to 0.01
    expect(Math.abs(before.personYears - after.personYears - (361 - 176) / 365)).toBeLessThanOrEqual(0.01);
    expect(after.funding).toBeLessThan(before.funding);
    expect(after.researchers).toBe(before.researchers);
    expect(await unitFunding(s, zjk, 2025)).toEqual(before2025);

    const again = await post(s.apiUrl, `${R}/exitExpo`, { id, exitDate: '2026-07-01' }, { token: zjk });
    expect(again.body.code).toBe(4009);
    expect(again.body.msg).toBe('区测丁已于 2026-06-30 出站，不能再次办理出站');
    const listed = (await get(s.apiUrl, `${R}/list?keyword=${encodeURIComponent('区测丁')}&status=out`, { token: zjk })).body.data.list;
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: '已出站', exitDate: '2026-06-30', exitKind: '中途退站', exitReason: '受聘高校教职' });
    // an exited stay's entry stays before its exit; the person may enter again
    expect((await post(s.apiUrl, `${R}/edit`, { ...stay('区测丁', person, { entryDate: '2026-07-01' }), id }, { token: zjk })).body.msg).toBe('进站日期：不能晚于实际出站日期 2026-06-30');
    expect((await post(s.apiUrl, `${R}/add`, stay('区测丁', person, { entryDate: '2026-08-01' }), { token: zjk })).body.code).toBe(2000);
  });

  it('of two exits of one stay sent at once, one succeeds and the other answers 4009', async () => {
    const { id } = (await post(s.apiUrl, `${R}/add`, stay('区测戊', idCard('44010619900202602')), { token: zjk })).body.data;
    const answers = await Promise.all([
      post(s.apiUrl, `${R}/midwayExit`, { id, exitDate: '2026-03-31', reason: '个人原因' }, { token: zjk }),
      post(s.apiUrl, `${R}/exitExpo`, { id, exitDate: '2026-04-30' }, { token: zjk }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([2000, 4009]);
    const [row] = await s.database.db.select().from(postdocRecord).where(eq(postdocRecord.id, id));
    expect(row).toMatchObject(answers[0].body.code === 2000 ? { exitKind: '中途退站', exitDate: '2026-03-31' } : { exitKind: '期满出站', exitDate: '2026-04-30' });
  });

  it('of two entries of one person sent at once, one is saved and the other answers 4009 (the check, or the open-stay index when both pass it)', async () => {
    const person = idCard('44010619890707702');
    const answers = await Promise.all([
      post(s.apiUrl, `${R}/add`, stay('区测己', person, { entryDate: '2026-02-02' }), { token: zjk }),
      post(s.apiUrl, `${R}/add`, stay('区测己', person, { entryDate: '2026-02-03' }), { token: zjk }),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([2000, 4009]);
    expect(await s.database.db.select().from(postdocRecord).where(eq(postdocRecord.idCard, person))).toHaveLength(1);
  });

  it('counts researchers by unit and lists one unit’s researchers', async () => {
    const counts = (await get(s.apiUrl, `${R}/statisticPerNum?year=2025`, { token: zjk })).body.data;
    expect(counts.year).toBe(2025);
    const first = counts.units.find((u: { unitCode: string }) => u.unitCode === UNIT.unitCode);
    // seeded: 郑浩然 entered 2025-03-01, 周子轩 and 吴思琪 left in 2025
    expect(first).toMatchObject({ entered: 1, exited: 2 });
    expect(counts.inStation).toBe(counts.units.reduce((n: number, u: { inStation: number }) => n + u.inStation, 0));
    const unit = (await get(s.apiUrl, `${R}/getEntPostdoctoral?unitCode=${UNIT.unitCode}`, { token: zjk })).body.data;
    expect(unit.unitName).toBe(UNIT.unitName);
    expect(unit.list.some((r: { name: string; idCard: string }) => r.name === '郑浩然' && r.idCard.includes('*'))).toBe(true);
    expect((await get(s.apiUrl, `${R}/getEntPostdoctoral?unitCode=91440120MA5CQ7XK32`, { token: zjk })).body.data.unitName).toBe('广州南湾智能装备股份有限公司');
    expect((await get(s.apiUrl, `${R}/getEntPostdoctoral?unitCode=91440120MA5E7777XT`, { token: zjk })).body.code).toBe(4004);
    expect((await get(s.apiUrl, `${R}/getEntPostdoctoral?unitCode=91440120MA5E7777XA`, { token: zjk })).body.code).toBe(4001);
  });

  it('the funding view weighs stays by days in station and sets them against the year’s tickets', async () => {
    const year = (await get(s.apiUrl, `${R}/fundingYear?year=2024`, { token: zjk })).body.data;
    expect(year.standard).toBe(5);
    const first = year.units.find((u: { unitCode: string }) => u.unitCode === UNIT.unitCode);
    // 2024 (366 days): 林嘉怡 to 02-29 (59 days), 周子轩 all year (366), 吴思琪 from 07-01 (184)
    expect(first).toMatchObject({ researchers: 3, personYears: Math.round(((59 + 366 + 184) / 366) * 100) / 100, disbursed: 10 });
    expect(first.funding).toBe(Math.round(first.personYears * 5 * 100) / 100);
    expect(year.total.funding).toBeCloseTo(year.units.reduce((n: number, u: { funding: number }) => n + u.funding, 0), 2);
    expect(year.units.some((u: { unitCode: string }) => u.unitCode === '91440120MA5D2H8N18')).toBe(false);
    const ticket = await post(s.apiUrl, '/api/second/postdoctor/ticket/save', { ...UNIT, year: 2024, amount: 2.5, paidDate: '2024-12-20', documentNo: '南人社拨〔2024〕30号' }, { token: zjk });
    expect(ticket.body.code).toBe(2000);
    expect((await unitFunding(s, zjk, 2024)).disbursed).toBe(12.5);
    expect((await get(s.apiUrl, `${R}/fundingYear?year=1999`, { token: zjk })).body.code).toBe(4001);
  });
});
