import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demand, demandStatusLog } from '../src/modules/demand/tables';
import { enterprise } from '../src/modules/enterprise/tables';
import { get, loginToken, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

const HEADERS = ['统一社会信用代码', '岗位名称', '学历要求', '最低月薪（元）', '最高月薪（元）', '招聘人数', '工作地点', '岗位描述', '联系人', '联系电话'];
const DESCRIPTION = '负责导入测试岗位的日常工作，能适应轮班。';

/** An xlsx of the demand template's columns with `rows` below the header. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('企业需求');
  sheet.addRow(HEADERS);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(backends)('enterprise demand import (importQyxq) on %s', (backend) => {
  let s: TestServer;
  let gov: string;
  let ent: string;
  let creditCode: string;
  let enterpriseId: number;

  const upload = async (token: string | null, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), '企业需求.xlsx');
    const headers: Record<string, string> = token ? { token } : {};
    return (await (await fetch(`${s.apiUrl}/api/center/demand/importQyxq`, { method: 'POST', headers, body: form })).json()) as { code: number; msg: string; data: any };
  };

  beforeAll(async () => {
    s = await startTestServer(backend);
    gov = await loginToken(s.apiUrl, 'gov');
    ent = await loginToken(s.apiUrl, 'ent');
    const [first] = await s.database.db.select({ id: enterprise.id, creditCode: enterprise.creditCode }).from(enterprise).orderBy(enterprise.id).limit(1);
    creditCode = first!.creditCode;
    enterpriseId = first!.id;
  });
  afterAll(async () => s?.close());

  it('offers the template with the import columns', async () => {
    const res = await fetch(`${s.apiUrl}/api/template/download?name=demand`);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('企业需求导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    expect((book.getWorksheet('企业需求')!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(book.getWorksheet('填写说明')!.rowCount).toBeGreaterThan(HEADERS.length);
  });

  it('saves the good rows as demands pending audit and reports each bad row with its column and reason', async () => {
    const file = await workbook([
      [creditCode, '导入测试岗甲', '大学本科', 6000, 9000, 2, '南湾区导入路1号', DESCRIPTION, '刘女士', '13900139011'],
      [creditCode.toLowerCase(), '导入测试岗乙', '不限', 4000, 5000, 10, '南湾区导入路2号', DESCRIPTION, '刘女士', '13900139012'],
      [creditCode, '导入测试岗丙', '大学本科', 9000, 6000, 1, '南湾区导入路3号', DESCRIPTION, '刘女士', '13900139013'],
      [creditCode, '', '小学', 6000, 9000, 1, '南湾区导入路4号', DESCRIPTION, '刘女士', '1390013'],
      ['91440300708461136T', '导入测试岗丁', '大学本科', 6000, 9000, 1, '南湾区导入路5号', DESCRIPTION, '刘女士', '13900139015'],
      ['91440300708461136U', '导入测试岗戊', '大学本科', 6000, 9000, 1, '南湾区导入路6号', DESCRIPTION, '刘女士', '13900139016'],
    ]);
    const res = await upload(gov, file);
    expect(res.code).toBe(2000);
    expect(res.data).toMatchObject({ total: 6, inserted: 2, updated: 0 });
    expect(res.data.problems).toEqual([
      { row: 4, column: '', reason: '最高月薪不能低于最低月薪' },
      { row: 5, column: '岗位名称', reason: '岗位名称不能为空' },
      { row: 5, column: '学历要求', reason: expect.stringMatching(/^学历要求只能是：不限、博士研究生/) },
      { row: 5, column: '联系电话', reason: '联系电话应为11位大陆手机号' },
      { row: 6, column: '统一社会信用代码', reason: '统一社会信用代码 91440300708461136T 未找到对应企业，请确认企业已在本平台注册' },
      { row: 7, column: '统一社会信用代码', reason: '统一社会信用代码应为18位且校验位正确' },
    ]);

    // the error workbook: the rejected rows as written, with their row number and reasons
    const sheet = await firstSheetOf(Buffer.from(res.data.errorWorkbook, 'base64'));
    expect(sheet.rowCount).toBe(5);
    expect(sheet.getRow(2).getCell(2).value).toBe('导入测试岗丙');
    expect(sheet.getRow(2).getCell(11).value).toBe(4);
    expect(String(sheet.getRow(3).getCell(12).value)).toContain('联系电话：联系电话应为11位大陆手机号');

    // the good rows are demands of the enterprise, pending audit, in the staff list, logged as imported
    const saved = await s.database.db.select().from(demand).where(eq(demand.enterpriseId, enterpriseId)).orderBy(demand.id);
    const imported = saved.filter((d) => d.postName.startsWith('导入测试岗'));
    expect(imported.map((d) => [d.postName, d.status, d.education, d.salaryMin, d.headcount])).toEqual([
      ['导入测试岗甲', 'pending', '大学本科', 6000, 2],
      ['导入测试岗乙', 'pending', '不限', 4000, 10],
    ]);
    const list = (await get(s.apiUrl, '/api/center/demand/list1?status=pending&keyword=导入测试岗&limit=10', { token: gov })).body.data;
    expect(list.list.map((d: { postName: string }) => d.postName).sort()).toEqual(['导入测试岗乙', '导入测试岗甲']);
    const log = await s.database.db.select().from(demandStatusLog).where(eq(demandStatusLog.demandId, imported[0]!.id));
    expect(log).toEqual([expect.objectContaining({ fromStatus: 'draft', toStatus: 'pending', note: '工作人员导入' })]);
  });

  it('saves nothing when every row is bad, and refuses a file that is not the template', async () => {
    const before = (await s.database.db.select({ id: demand.id }).from(demand)).length;
    const res = await upload(gov, await workbook([['91440300708461136T', '无主岗位', '大学本科', 6000, 9000, 1, '南湾区导入路7号', DESCRIPTION, '刘女士', '13900139017']]));
    expect(res.data).toMatchObject({ total: 1, inserted: 0 });
    expect((await s.database.db.select({ id: demand.id }).from(demand)).length).toBe(before);
    const notXlsx = await upload(gov, Buffer.from('not a workbook'));
    expect([notXlsx.code, notXlsx.msg]).toEqual([4001, '文件不是有效的 Excel（xlsx）工作簿，请使用下载的模板填写后另存为 .xlsx 格式']);
  });

  it('is for staff only: 4003 for an enterprise, 2003 without a session', async () => {
    const file = await workbook([[creditCode, '企业自己导入', '大学本科', 6000, 9000, 1, '南湾区导入路8号', DESCRIPTION, '刘女士', '13900139018']]);
    expect((await upload(ent, file)).code).toBe(4003);
    expect((await upload(null, file)).code).toBe(2003);
    expect(await s.database.db.select({ id: demand.id }).from(demand).where(eq(demand.postName, '企业自己导入'))).toEqual([]);
  });
});
