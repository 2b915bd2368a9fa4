import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, get, post, startTestServer, type TestServer, firstSheetOf } from './harness';

type Res = { code: number; msg: string; data: any };

/** A month report of ent_demo that adds up: 100 + 5 − 3 = 102. */
const report = { period: '2025-01', lastCount: 100, hired: 5, left: 3, currentCount: 102, reason: '自然减员', filledBy: '陈晓明', phone: '13900139001' };
const U = '/api/employmentMonitor/unemployment';

describe('employment-monitoring registers: enterprises fill their own rows, the overseeing departments read all (issue 14)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let ent: string;
  let hr: string;
  let overseer: string;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    [ent, hr, overseer] = await Promise.all([login('ent_demo', 'ent'), login('ent_hr', 'ent'), login('staff_visual', 'gov')]);
  });
  afterAll(async () => s?.close());

  it('an enterprise lists only its own rows; the employment promotion office lists every enterprise with its name; other roles get 4003', async () => {
    const own = (await get(s.apiUrl, `${U}/list?limit=50`, { token: ent })).body.data;
    expect(own.total).toBe(6);
    const ownName = own.list[0].entName as string;
    expect(new Set(own.list.map((r: { entName: string }) => r.entName))).toEqual(new Set([ownName]));
    const all = (await get(s.apiUrl, `${U}/list?limit=50`, { token: overseer })).body.data;
    expect(all.total).toBe(21);
    expect(new Set(all.list.map((r: { entName: string }) => r.entName)).size).toBe(6);
    const byName = (await get(s.apiUrl, `${U}/list?limit=50&keyword=${encodeURIComponent(ownName)}`, { token: overseer })).body.data;
    expect(byName.list.map((r: { id: number }) => r.id).sort()).toEqual(own.list.map((r: { id: number }) => r.id).sort());
    expect((await get(s.apiUrl, `${U}/list`, { token: await login('staff_ldgx', 'gov') })).body.code).toBe(4003);
    expect((await get(s.apiUrl, `${U}/list`, { token: await login('person_demo', 'person') })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/system/craftsman/list', { token: await login('staff_vocational', 'gov') })).body.data.total).toBe(9);
  });

  it('the overseers read but never write: save, remove and import are the enterprises’ own (4003)', async () => {
    expect((await post(s.apiUrl, `${U}/addUpd`, report, { token: overseer })).body.code).toBe(4003);
    const anyId = (await get(s.apiUrl, `${U}/list`, { token: overseer })).body.data.list[0].id;
    expect((await post(s.apiUrl, `${U}/delete/${anyId}`, {}, { token: overseer })).body.code).toBe(4003);
    expect((await get(s.apiUrl, `${U}/detail?id=${anyId}`, { token: overseer })).body.code).toBe(2000);
  });

  it('checks that the month adds up and the reason matches, refuses a second report of a month, and reads 2025/3 as 2025-03', async () => {
    const save = async (body: object, token = ent) => (await post(s.apiUrl, `${U}/addUpd`, body, { token })).body as Res;
    expect((await save({ ...report, currentCount: 101 })).msg).toBe('本月末职工人数：应等于上月末人数＋本月新增－本月减少，即102人');
    expect((await save({ ...report, reason: '无减少' })).msg).toBe('岗位减少主要原因：本月有减少人员，请选择减少的主要原因');
    expect((await save({ ...report, period: '2099-01' })).msg).toBe('参数错误：period 监测月份不能早于2000年或晚于本月');
    const saved = await save(report);
    expect(saved.code).toBe(2000);
    expect((await save(report)).msg).toBe('2025-01的失业动态监测已填报，请修改该月记录');
    const march = await save({ ...report, period: '2025/3' });
    expect((await get(s.apiUrl, `${U}/detail?id=${march.data.id}`, { token: ent })).body.data.period).toBe('2025-03');
    // another enterprise may report the same month
    expect((await save(report, hr)).code).toBe(2000);
  });

  it('keeps each enterprise to its own rows: another’s cannot be read, changed or removed (4003)', async () => {
    const mine = (await post(s.apiUrl, `${U}/addUpd`, { ...report, period: '2024-06' }, { token: ent })).body.data.id as number;
    expect((await get(s.apiUrl, `${U}/detail?id=${mine}`, { token: hr })).body.code).toBe(4003);
    const change = await post(s.apiUrl, `${U}/addUpd`, { ...report, period: '2024-06', id: mine }, { token: hr });
    expect([change.body.code, change.body.msg]).toEqual([4003, '只能查看和修改本单位的监测记录']);
    expect((await post(s.apiUrl, `${U}/delete/${mine}`, {}, { token: hr })).body.code).toBe(4003);
    expect((await get(s.apiUrl, `${U}/detail?id=${mine}`, { token: ent })).body.data.currentCount).toBe(102);
    expect((await get(s.apiUrl, `${U}/list?limit=50`, { token: hr })).body.data.list.map((r: { id: number }) => r.id)).not.toContain(mine);
  });

  it('imports an enterprise’s workbook into its own rows, and the overseers’ export names each row’s enterprise', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('以工代训');
    sheet.addRow(['姓名', '身份证号码', '人员类别', '培训岗位', '开始日期', '结束日期', '补贴月数']);
    sheet.addRow(['刘洋', '440106199001011235', '新招用人员', '装配工', '2025-03-01', '2025-05-31', 3]);
    sheet.addRow(['王芳', '11010519491231002X', '在岗职工', '装配工', '2025-06-01', '2025-05-01', 2]);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '以工代训.xlsx');
    const imported = (await (await fetch(`${s.apiUrl}/api/employmentMonitor/workTraining/import`, { method: 'POST', headers: { token: hr }, body: form })).json()) as Res;
    expect([imported.data.inserted, imported.data.problems.map((p: { row: number; reason: string }) => [p.row, p.reason])]).toEqual([1, [[3, '结束日期：不能早于开始日期']]]);
    const hrRows = (await get(s.apiUrl, '/api/employmentMonitor/workTraining/list?keyword=刘洋', { token: hr })).body.data.list;
    expect(hrRows).toHaveLength(1);
    expect(hrRows[0].idCard).toBe('440106********1235');
    expect((await get(s.apiUrl, '/api/employmentMonitor/workTraining/list?keyword=刘洋', { token: ent })).body.data.total).toBe(0);

    const res = await fetch(`${s.apiUrl}/api/employmentMonitor/workTraining/export?keyword=刘洋`, { headers: { token: await login('staff_vocational', 'gov') } });
    const rows = (await firstSheetOf(res)).getSheetValues().slice(1) as unknown[][];
    const header = rows[0]!.slice(1);
    expect(header).toContain('单位名称');
    expect(rows[1]![header.indexOf('单位名称') + 1]).toBe(hrRows[0].entName);
  });
});
