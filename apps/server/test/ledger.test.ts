import ExcelJS from 'exceljs';
import { and, asc, eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineLedger, trackRecordLedger } from '@portal/api';
import { idCardCheckChar } from '@portal/validators';
import { appUser } from '../src/modules/account/tables';
import type { AuthUser } from '../src/modules/account/session';
import { ledgerEngine } from '../src/modules/ledger/mount';
import { ledgerChange } from '../src/modules/ledger/tables';
import { trackRecord } from '../src/modules/trackRecord/tables';
import { get, loginToken, post, startTestServer, testBackends, type TestServer, firstSheetOf } from './harness';

/** The track-record fields as a keyed ledger (identity number identifies a person's record) scoped to the staff member who entered it: what an enterprise's own register does with its entId. */
const keyedLedger = defineLedger({ ...trackRecordLedger, name: 'keyedTrack', key: ['idCard'] });
const ownRows = (user: AuthUser) => ({ userId: user.id });

const record = { name: '陈晓', idCard: '440106199001011235', phone: '13800138123', serviceType: '回访', content: '电话回访就业情况', serviceDate: '2026-03-02', result: '' };

async function xlsxFile(rows: unknown[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('跟踪服务记录');
  for (const r of rows) sheet.addRow(r);
  const data = Buffer.from(await book.xlsx.writeBuffer());
  return { filename: '记录.xlsx', mimetype: 'application/octet-stream', data };
}

/** The bytes of a stream (an export). */
async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

const HEADER = ['姓名', '身份证号码', '手机号码', '服务类型', '服务内容', '服务日期', '服务结果'];

const backends = await testBackends();

describe.each(backends)('the ledger engine (issue 12) on %s', (backend) => {
  let s: TestServer;
  let gov: string;
  let staff: AuthUser;
  let other: AuthUser;

  beforeAll(async () => {
    s = await startTestServer(backend);
    gov = await loginToken(s.apiUrl, 'gov');
    const users = await s.database.db.select().from(appUser).where(eq(appUser.userKind, 1)).orderBy(asc(appUser.id));
    staff = { ...users[0]!, token: '' };
    other = { ...users[1]!, token: '' };
  });
  afterAll(async () => s?.close());

  it('writes who changed a record, when, and its fields before and after, for every add, change and removal', async () => {
    const created = (await post(s.apiUrl, '/trackRecord/addUpd', record, { token: gov })).body.data;
    await post(s.apiUrl, '/trackRecord/addUpd', { ...record, id: created.id, result: '已就业' }, { token: gov });
    expect((await post(s.apiUrl, `/trackRecord/delete/${created.id}`, {}, { token: gov })).body.data).toEqual({ removed: 1 });
    const changes = await s.database.db
      .select()
      .from(ledgerChange)
      .where(and(eq(ledgerChange.ledger, 'trackRecord'), eq(ledgerChange.recordId, created.id)))
      .orderBy(asc(ledgerChange.id));
    expect(changes.map((c) => c.action)).toEqual(['insert', 'update', 'delete']);
    expect(changes[0]).toMatchObject({ before: null, after: expect.objectContaining({ name: '陈晓', result: '' }) });
    expect(changes[1]).toMatchObject({ before: expect.objectContaining({ result: '' }), after: expect.objectContaining({ result: '已就业' }) });
    expect(changes[2]).toMatchObject({ before: expect.objectContaining({ result: '已就业' }), after: null });
    const [staffJyzx] = await s.database.db.select().from(appUser).where(eq(appUser.username, 'staff_jyzx'));
    expect(changes.every((c) => c.userId === staffJyzx!.id && c.at instanceof Date)).toBe(true);
  });

  it('exports every record matching the filters, streamed, with the import columns and 录入人', async () => {
    await post(s.apiUrl, '/trackRecord/addUpd', { ...record, name: '导出甲', serviceType: '创业服务', serviceDate: '2026-01-05' }, { token: gov });
    await post(s.apiUrl, '/trackRecord/addUpd', { ...record, name: '导出乙', serviceType: '创业服务', serviceDate: '2026-01-06' }, { token: gov });
    const res = await fetch(`${s.apiUrl}/trackRecord/export?serviceType=${encodeURIComponent('创业服务')}&beginTime=2026-01-05&endTime=2026-01-06`, { headers: { token: gov } });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('跟踪服务记录.xlsx'));
    const sheet = await firstSheetOf(res);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, '录入人', '更新时间']);
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(1).value);
    expect(names.sort()).toEqual(['导出乙', '导出甲'].sort());
    expect(sheet.getRow(2).getCell(8).value).toBe('李文华');
    // the same filters as the list
    const page = (await post(s.apiUrl, '/trackRecord/pageList', { serviceType: '创业服务', beginTime: '2026-01-05', endTime: '2026-01-06' }, { token: gov })).body.data;
    expect(page.total).toBe(2);
    expect((await get(s.apiUrl, '/trackRecord/export', { token: await loginToken(s.apiUrl, 'ent') })).body.code).toBe(4003);
  });

  it('keeps each user to the rows of its scope: others are not listed, not changed, and not removed (4003, nothing removed)', async () => {
    const db = s.database.db;
    const engine = ledgerEngine(keyedLedger, trackRecord, ownRows);
    const mine = await engine.save(db, staff, { ...record, name: '本人记录', idCard: '440106198505123455' });
    const theirs = await engine.save(db, other, { ...record, name: '他人记录', idCard: '11010519491231002X' });
    const listed = await engine.page(db, staff, { page: 1, limit: 50 });
    expect(listed.list.map((r) => r.id)).toContain(mine.id);
    expect(listed.list.map((r) => r.id)).not.toContain(theirs.id);
    await expect(engine.save(db, staff, { ...record, idCard: '440106198505123455', id: theirs.id })).rejects.toMatchObject({ code: 4003 });
    await expect(engine.detail(db, staff, theirs.id)).rejects.toMatchObject({ code: 4003 });
    await expect(engine.remove(db, staff, [mine.id, theirs.id])).rejects.toMatchObject({ code: 4003 });
    await expect(engine.remove(db, staff, [mine.id, 2_000_000_000])).rejects.toMatchObject({ code: 4004 });
    expect((await engine.detail(db, staff, mine.id)).name).toBe('本人记录');
    expect((await engine.detail(db, other, theirs.id)).name).toBe('他人记录');
  });

  it('refuses a second record with the key of one in scope (4009), and an import changes the record with the same key instead of adding one', async () => {
    const db = s.database.db;
    const engine = ledgerEngine(keyedLedger, trackRecord, ownRows);
    const first = await engine.save(db, staff, { ...record, idCard: '44010619900307773X', name: '唯一' }).catch(() => null);
    expect(first).not.toBeNull();
    await expect(engine.save(db, staff, { ...record, idCard: '44010619900307773X', name: '重复' })).rejects.toMatchObject({ code: 4009 });
    // another user's scope may hold the same key
    await expect(engine.save(db, other, { ...record, idCard: '44010619900307773X', name: '他人同号' })).resolves.toHaveProperty('id');
    const file = await xlsxFile([
      HEADER,
      ['唯一（已改）', '44010619900307773X', '13800000001', '回访', '导入更新已有记录', '2026-02-01', '已就业'],
      ['新人', '440106199003071119', '13800000002', '回访', '导入新增', '2026-02-01', ''],
      ['重复行', '440106199003071119', '13800000003', '回访', '同一文件重复', '2026-02-01', ''],
      ['坏行', '440106199001011234', '13800000004', '回访', '身份证号错误', '2026-02-01', ''],
    ]);
    const result = await engine.importFile(db, staff, file);
    expect(result).toMatchObject({ total: 4, inserted: 1, updated: 1 });
    expect(result.problems.map((p) => [p.row, p.column])).toEqual([
      [4, '身份证号码'],
      [5, '身份证号码'],
    ]);
    expect(result.problems[0]!.reason).toBe('与第3行的身份证号码重复');
    expect((await engine.detail(db, staff, first!.id)).name).toBe('唯一（已改）');
    const errors = await firstSheetOf(await engine.errorWorkbook(db, staff, result.importId));
    expect(errors.rowCount).toBe(3);
    await expect(engine.errorWorkbook(db, other, result.importId)).rejects.toMatchObject({ code: 4003 });
    // imported rows are in the history with their import
    const imported = await db.select().from(ledgerChange).where(eq(ledgerChange.importId, result.importId));
    expect(imported.map((c) => c.action).sort()).toEqual(['insert', 'update']);
  });

  it('answers a page’s total as it is after every save, removal and import, and matches a keyword from the start whatever its case', async () => {
    const db = s.database.db;
    const engine = ledgerEngine(keyedLedger, trackRecord, ownRows);
    const keyword = { keyword: '440106197703071', page: 1, limit: 10 };
    const total = async (f: Record<string, string | number> = {}) => (await engine.page(db, staff, { page: 1, limit: 10, serviceType: '创业服务', ...f })).total;
    const before = await total();
    expect(await total()).toBe(before);
    const a = await engine.save(db, staff, { ...record, idCard: '44010619770307109X', serviceType: '创业服务' });
    expect(await total()).toBe(before + 1);
    // the same prefix in lower case finds the number ending in X, as ILIKE would
    expect((await engine.page(db, staff, { ...keyword, keyword: '44010619770307109x' })).list.map((r) => r.id)).toEqual([a.id]);
    const file = await xlsxFile([HEADER, ['导入', '440106197703071006', '13800000005', '创业服务', '导入新增', '2026-02-01', '']]);
    expect(await engine.importFile(db, staff, file)).toMatchObject({ inserted: 1 });
    expect(await total()).toBe(before + 2);
    expect((await engine.page(db, staff, keyword)).total).toBe(2);
    await engine.remove(db, staff, [a.id]);
    expect(await total()).toBe(before + 1);
    expect((await engine.page(db, staff, keyword)).total).toBe(1);
  });

  it('answers declared derived columns, filters by a declared choice with the server’s SQL, sets a column outside the fields on records in scope, and imports rows read elsewhere', async () => {
    const db = s.database.db;
    const derivedLedger = defineLedger({
      ...keyedLedger,
      name: 'derivedTrack',
      derived: { birthYear: { schema: z.string(), label: '出生年份', export: true } },
      filters: { ...keyedLedger.filters, choices: { era: { label: '年代', options: [{ value: 'before1990', label: '1990年前出生' }] } } },
      messages: { outOfScope: '只能操作本人的记录' },
    });
    expect(derivedLedger.endpoints.page.input.safeParse({ page: 1, limit: 10, era: 'before1990' }).success).toBe(true);
    expect(() => ledgerEngine(derivedLedger, trackRecord, ownRows)).toThrow('choice filter era has no SQL');
    const engine = ledgerEngine(derivedLedger, trackRecord, ownRows, {
      derive: (row) => ({ birthYear: String(row.idCard).slice(6, 10) }),
      filters: { era: () => lt(trackRecord.idCard, '44010619900') },
    });
    const card = (body: string) => body + idCardCheckChar(body);
    const old = await engine.save(db, staff, { ...record, name: '八五年', idCard: card('44010619850601321') });
    const young = await engine.save(db, staff, { ...record, name: '九九年', idCard: card('44010619990601321') });
    expect(await engine.detail(db, staff, old.id)).toMatchObject({ name: '八五年', birthYear: '1985' });
    const before1990 = (await engine.page(db, staff, { page: 1, limit: 50, era: 'before1990' })).list.map((r) => r.id);
    expect(before1990).toContain(old.id);
    expect(before1990).not.toContain(young.id);

    const at = new Date('2020-01-01T00:00:00Z');
    expect(await engine.setColumns(db, staff, [old.id, young.id], { createdAt: at })).toEqual({ updated: 2 });
    const [row] = await db.select().from(trackRecord).where(eq(trackRecord.id, old.id));
    expect(row!.createdAt.toISOString()).toBe(at.toISOString());
    await expect(engine.setColumns(db, other, [old.id], { createdAt: new Date() })).rejects.toMatchObject({ code: 4003, message: '只能操作本人的记录' });
    await expect(engine.setColumns(db, staff, [old.id, 2_000_000_000], { createdAt: new Date() })).rejects.toMatchObject({ code: 4004 });
    await expect(engine.setColumns(db, staff, [old.id], { name: '改名' })).rejects.toThrow('no column outside the fields');
    const changed = await db.select().from(ledgerChange).where(and(eq(ledgerChange.ledger, 'derivedTrack'), eq(ledgerChange.recordId, old.id), eq(ledgerChange.action, 'update')));
    expect(changed).toHaveLength(1);

    const cells = { name: '手录', idCard: card('44010619920601321'), phone: '13800000009', serviceType: '回访', content: '手机录入', serviceDate: '2026-02-01', result: '' };
    const typed = await engine.importRows(db, staff, [
      { row: 1, cells, numeric: new Set() },
      { row: 2, cells: { ...cells, idCard: card('44010619930601321'), phone: '123' }, numeric: new Set() },
    ]);
    expect(typed).toMatchObject({ total: 2, inserted: 1, updated: 0, problems: [{ row: 2, column: '手机号码' }] });

    const sheet = await firstSheetOf(await streamToBuffer(engine.exportRows(db, staff, { era: 'before1990' })));
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...HEADER, '出生年份', '录入人', '更新时间']);
    expect(sheet.getColumn(8).values).toContain('1985');
  });
});
