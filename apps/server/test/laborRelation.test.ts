import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCodeCheckChar } from '@portal/validators';
import { demoLogins, get, post, startTestServer, type TestServer, firstSheetOf } from './harness';

/** A valid unified social credit code (GB 32100-2015) ending in `n` (two digits). */
const code = (n: number) => {
  const body = `91440115MA5D2K3${String(n).padStart(2, '0')}`;
  return body + creditCodeCheckChar(body);
};

/** The header row of the petition ledger's template, as its declaration orders it. */
const PETITION_HEADERS = ['信访件编号', '登记日期', '信访人', '联系电话', '信访人数', '信访渠道', '诉求类别', '被反映单位', '统一社会信用代码', '涉及金额', '办理状态', '诉求内容', '答复意见'];

/** A petition row of a workbook, numbered `i`, about the enterprise with credit code `credit`. */
const petitionRow = (i: number, credit: string) => [`XF-T-${i}`, '2025-06-01', '测试人', '13800001111', 2, '来访', '欠薪', '测试劳动关系有限公司', credit, 1.5, '已受理', '反映拖欠工资', ''];

describe('labour-relations ledgers and /laoDongQuery (issue 14)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let ldgx: string;

  const upload = async (path: string, token: string, rows: unknown[][]) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('信访台账');
    sheet.addRow(PETITION_HEADERS);
    for (const r of rows) sheet.addRow(r);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '信访.xlsx');
    return (await (await fetch(`${s.apiUrl}${path}`, { method: 'POST', headers: { token }, body: form })).json()) as { code: number; msg: string; data: any };
  };

  beforeAll(async () => {
    s = await startTestServer('pglite');
    ldgx = await login('staff_ldgx', 'gov');
  });
  afterAll(async () => s?.close());

  it('admits only the labour-relations office; others get 4003 and visitors 2003', async () => {
    expect((await get(s.apiUrl, '/api/laborRelation/petitionLedger/list', { token: ldgx })).body.data.total).toBe(60);
    const jyzx = await login('staff_jyzx', 'gov');
    expect((await get(s.apiUrl, '/api/laborRelation/petitionLedger/list', { token: jyzx })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/laborRelation/inquire/selectLaborPet?keyword=南湾', { token: jyzx })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/laborRelation/supervision/list', { token: await login('ent_demo', 'ent') })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/laborRelation/supervision/list')).body.code).toBe(2003);
  });

  it('masks petitioners, enquirers and workers by name and phone in lists; the template names every column', async () => {
    const { list } = (await get(s.apiUrl, '/api/laborRelation/petitionLedger/list?limit=10', { token: ldgx })).body.data;
    for (const r of list) {
      expect(r.petitioner).toMatch(/^\p{Script=Han}\*+$/u);
      expect(r.phone).toMatch(/^1\d{2}\*{4}\d{4}$/);
    }
    const worker = (await get(s.apiUrl, '/api/laborRelation/courtFeedback/list?limit=10', { token: ldgx })).body.data.list[0].worker;
    expect(worker).toMatch(/^\p{Script=Han}\*+$/u);
    const template = await firstSheetOf(await fetch(`${s.apiUrl}/api/laborRelation/petitionLedger/importTemplate`, { headers: { token: ldgx } }));
    expect((template.getRow(1).values as unknown[]).slice(1)).toEqual(PETITION_HEADERS);
  });

  it('refuses bad figures with a message naming the field, and a second rating of one enterprise for one year', async () => {
    const base = { petitionNo: 'XF-BAD-1', receivedOn: '2025-05-01', petitioner: '周八', phone: '13800002222', people: 1, channel: '来信', category: '欠薪', entName: '测试公司', creditCode: code(11), amount: 1.5, status: '已受理', content: '反映拖欠工资', reply: '' };
    const save = (body: object) => post(s.apiUrl, '/api/laborRelation/petitionLedger/addUpd', body, { token: ldgx });
    expect((await save({ ...base, amount: 1.234 })).body.msg).toBe('参数错误：amount 涉及金额最多保留两位小数');
    expect((await save({ ...base, amount: -1 })).body.msg).toBe('参数错误：amount 涉及金额不能为负数');
    expect((await save({ ...base, people: 0 })).body.msg).toBe('参数错误：people 信访人数不能小于1');
    expect((await save({ ...base, creditCode: '91440115MA5D2K3110' })).body.msg).toBe('参数错误：creditCode 统一社会信用代码应为18位且校验位正确');
    expect((await save({ ...base, receivedOn: '2025-02-30' })).body.code).toBe(4001);
    expect((await save(base)).body.code).toBe(2000);
    expect((await save(base)).body.code).toBe(4009);

    const rating = { creditCode: code(12), entName: '和谐测试有限公司', year: 2024, level: 'AAA', remark: '' };
    expect((await post(s.apiUrl, '/api/laborRelation/harmonyEnt/addUpd', rating, { token: ldgx })).body.code).toBe(2000);
    const again = await post(s.apiUrl, '/api/laborRelation/harmonyEnt/addUpd', { ...rating, level: 'A' }, { token: ldgx });
    expect([again.body.code, again.body.msg]).toEqual([4009, '和谐测试有限公司2024年度的评定已登记']);
  });

  it('imports petitions: bad rows reported by row and column, a corrected file changes rows by number without duplicates', async () => {
    const credit = code(21);
    const rows = Array.from({ length: 20 }, (_, i) => petitionRow(i + 1, credit));
    rows[4]![8] = '91440115MA5D2K3999'; // bad check character
    rows[9]![1] = '2025-13-01'; // no such month
    rows[14]![4] = 'abc'; // not a number
    const first = await upload('/api/laborRelation/petitionLedger/import', ldgx, rows);
    expect(first.data).toMatchObject({ total: 20, inserted: 17, updated: 0 });
    expect(first.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [6, '统一社会信用代码'],
      [11, '登记日期'],
      [16, '信访人数'],
    ]);
    const fixed = Array.from({ length: 20 }, (_, i) => petitionRow(i + 1, credit));
    const second = await upload('/api/laborRelation/petitionLedger/import', ldgx, fixed);
    expect(second.data).toMatchObject({ total: 20, inserted: 3, updated: 17, problems: [] });
    expect((await get(s.apiUrl, `/api/laborRelation/petitionLedger/list?keyword=${credit}`, { token: ldgx })).body.data.total).toBe(20);
  });

  it('inquires one enterprise across the ledgers by credit code or name, with counts by year that add up', async () => {
    const seeded = (await get(s.apiUrl, '/api/laborRelation/supervision/list?limit=10', { token: ldgx })).body.data.list[0];
    const credit = seeded.creditCode as string;
    for (const path of ['selectLaborRW', 'selectLaborPet', 'selectLaborArb']) {
      const answer = (await get(s.apiUrl, `/api/laborRelation/inquire/${path}?keyword=${credit}`, { token: ldgx })).body.data;
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.list.every((r: { creditCode: string }) => r.creditCode === credit)).toBe(true);
      expect(answer.byYear.reduce((n: number, y: { count: number }) => n + y.count, 0)).toBe(answer.total);
    }
    const byName = (await get(s.apiUrl, `/api/laborRelation/inquire/selectLaborRW?keyword=${encodeURIComponent(seeded.entName)}`, { token: ldgx })).body.data;
    expect(byName.list.some((r: { caseNo: string }) => r.caseNo === seeded.caseNo)).toBe(true);
    expect((await get(s.apiUrl, '/api/laborRelation/inquire/selectLaborPet?keyword=南', { token: ldgx })).body.msg).toBe('参数错误：keyword 请输入企业名称（至少2个字）或统一社会信用代码');
  });

  it('the harmony ledger is what /api/yhby/getHarmonyEnt and the bigscreen read', async () => {
    const before = (await get(s.apiUrl, '/api/yhby/getHarmonyEnt?year=2025&level=AA&limit=50', { token: ldgx })).body.data;
    const [rated] = (await get(s.apiUrl, '/api/laborRelation/harmonyEnt/list?limit=10', { token: ldgx })).body.data.list;
    const ent = (await get(s.apiUrl, `/api/yhby/getHarmonyEnt?year=${rated.year}&level=${rated.level}&limit=50`, { token: ldgx })).body.data.list.find((r: { name: string }) => r.name === rated.entName);
    expect(ent?.level).toBe(rated.level);
    // a new rating of a registered enterprise appears at once (the dashboards' data version rises)
    const registered = (await get(s.apiUrl, '/api/laborRelation/supervision/list?limit=10', { token: ldgx })).body.data.list[0];
    const saved = await post(s.apiUrl, '/api/laborRelation/harmonyEnt/addUpd', { creditCode: registered.creditCode, entName: registered.entName, year: 2025, level: 'AA', remark: '' }, { token: ldgx });
    expect(saved.body.code).toBe(2000);
    const after = (await get(s.apiUrl, '/api/yhby/getHarmonyEnt?year=2025&level=AA&limit=50', { token: ldgx })).body.data;
    expect(after.total).toBe(before.total + 1);
    expect(after.list.find((r: { name: string }) => r.name === registered.entName)?.level).toBe('AA');
  });
});
