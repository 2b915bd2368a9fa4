import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knowledgeItem } from '../src/modules/knowledge/tables';
import { demoLogins, get, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

const HEADERS = ['问题', '答案', '分类', '关键词', '政策依据', '生效日期', '失效日期'];

/** An xlsx of the knowledge template's columns (`headers`) with `rows` below. */
async function workbook(rows: (string | number | Date)[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('知识条目');
  sheet.addRow(headers);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe.each(backends)('knowledge import and export (/api/knowledgeBase/) on %s', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  const upload = async (username: string | null, data: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(data)]), '知识条目.xlsx');
    const headers: Record<string, string> = username ? { token: await login(username, 'gov') } : {};
    return (await (await fetch(`${s.apiUrl}/api/knowledgeBase/import`, { method: 'POST', headers, body: form })).json()) as { code: number; msg: string; data: any };
  };
  const imported = async () => (await s.database.db.select({ n: count() }).from(knowledgeItem).where(like(knowledgeItem.question, '导入测试%')))[0]!.n;

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('offers the template with the import columns', async () => {
    const res = await fetch(`${s.apiUrl}/api/template/download?name=knowledge`);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('知识条目导入模板.xlsx'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await res.arrayBuffer()) as ArrayBuffer);
    expect((book.getWorksheet('知识条目')!.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
  });

  it('a file with one bad row saves nothing and names each bad row, column and reason', async () => {
    const res = await upload(
      'staff_hotline',
      await workbook([
        ['导入测试：人才落户需要哪些材料？', '身份证、学历证书。', '人才服务', '落户', '', '2026-01-01', ''],
        ['', '没有问题的答案', '人才服务', '', '', '2026-01-01', ''],
        ['导入测试：日期颠倒', '答案', '人才服务', '', '', '2026-05-01', '2026-01-01'],
        ['导入测试：日期不对', '答案', '人才服务', '', '', '2026-02-30', ''],
      ]),
    );
    expect(res.code).toBe(2000);
    expect(res.data).toMatchObject({ total: 4, inserted: 0, updated: 0 });
    expect(res.data.problems).toEqual([
      { row: 3, column: '问题', reason: '问题不能为空' },
      { row: 4, column: '', reason: '失效日期不能早于生效日期' },
      { row: 5, column: '生效日期', reason: '不是有效日期' },
    ]);
    expect((await firstSheetOf(Buffer.from(res.data.errorWorkbook, 'base64'))).rowCount).toBe(4);
    expect(await imported()).toBe(0);
  });

  it('imports every row as a draft of the hotline centre, the answer as paragraphs; found only once approved; exported with the filters', async () => {
    const res = await upload(
      'staff_hotline',
      await workbook([
        ['导入测试：人才落户需要哪些材料？', '身份证、学历证书。\n<b>劳动合同</b>。', '人才服务', '落户 材料', '《人才落户办法》', new Date(Date.UTC(2026, 0, 1)), ''],
        ['导入测试：就业见习补贴标准', '按当地最低工资标准的60%发放。', '就业创业', '', '', '2026/1/1', '2030-12-31'],
      ]),
    );
    expect(res.data).toMatchObject({ total: 2, inserted: 2, problems: [], errorWorkbook: null });
    const rows = await s.database.db.select().from(knowledgeItem).where(like(knowledgeItem.question, '导入测试%')).orderBy(knowledgeItem.id);
    expect(rows.map((r) => [r.status, r.validFrom, r.validTo])).toEqual([
      ['draft', '2026-01-01', null],
      ['draft', '2026-01-01', '2030-12-31'],
    ]);
    expect(rows[0]!.answer).toBe('<p>身份证、学历证书。</p><p>&lt;b&gt;劳动合同&lt;/b&gt;。</p>');
    const search = async () => ((await get(s.apiUrl, `/api/knowledgeBase/search?keyword=${encodeURIComponent('人才落户材料')}`)).body.data as { id: number }[]).map((h) => h.id);
    expect(await search()).not.toContain(rows[0]!.id);
    const hot = { token: await login('staff_hotline', 'gov') };
    await post(s.apiUrl, '/api/knowledgeBase/audit', { id: rows[0]!.id, action: 'submit' }, hot);
    await post(s.apiUrl, '/api/knowledgeBase/audit', { id: rows[0]!.id, action: 'approve' }, { token: await login('staff_audit', 'gov') });
    expect(await search()).toContain(rows[0]!.id);

    const exported = await fetch(`${s.apiUrl}/api/knowledgeBase/export?status=draft&keyword=${encodeURIComponent('导入测试')}`, { headers: hot });
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const sheet = await firstSheetOf(exported);
    expect((sheet.getRow(1).values as unknown[]).slice(1, 8)).toEqual(HEADERS);
    expect(sheet.rowCount).toBe(2);
    expect((sheet.getRow(2).values as unknown[]).slice(1, 9)).toEqual(['导入测试：就业见习补贴标准', '按当地最低工资标准的60%发放。', '就业创业', undefined, undefined, '2026-01-01', '2030-12-31', '草稿']);
  });

  it('refuses a file of other headers, an empty one, other roles and visitors, and stores nothing', async () => {
    const before = await imported();
    expect((await upload('staff_hotline', await workbook([['导入测试：x', 'y']], ['标题', '内容']))).code).toBe(4001);
    expect((await upload('staff_hotline', await workbook([])))).toMatchObject({ code: 4001, msg: '文件中没有知识条目，请从第2行起填写' });
    const one = await workbook([['导入测试：越权', '答案', '人才服务', '', '', '2026-01-01', '']]);
    expect((await upload('staff_jyzx', one)).code).toBe(4003);
    expect((await upload(null, one)).code).toBe(2003);
    expect(await imported()).toBe(before);
    expect((await s.database.db.select({ n: count() }).from(knowledgeItem).where(eq(knowledgeItem.question, '导入测试：越权')))[0]!.n).toBe(0);
  });
});
