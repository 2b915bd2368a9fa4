import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { asc, count, eq, isNotNull, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { archiveLog, checkArchive, startChainVerification, verifyAuditLog, verifyChains, type ArchiveHeader } from '../src/modules/center/auditArchive';
import { appendChained, chainContent, chainHash } from '../src/modules/center/auditChain';
import { auditArchive, auditChain, operationLog } from '../src/modules/center/tables';
import { personalDataAccess } from '../src/modules/personalData/tables';
import { demoLogins, firstSheetOf, post, startTestServer, testBackends, type TestServer } from './harness';

const backends = await testBackends();
const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '..');
const REVIEWER = path.resolve(SERVER, '../../tools/verify-audit-export.mjs');
const DAY_MS = 86_400_000;

/** Runs a command line script; its exit code with what it printed (a failure does not throw). */
async function command(file: string, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const [bin, ...argv] = file.endsWith('.mjs') ? ['node', file, ...args] : ['npx', 'tsx', file, ...args];
  return run(bin!, argv, { cwd: SERVER, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, maxBuffer: 16 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

/** The lines of an archive file, and the file written again from lines (gzip). */
const linesOf = (file: string) => zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').trimEnd().split('\n');
const writeLines = (file: string, lines: string[]) => fs.writeFileSync(file, zlib.gzipSync(`${lines.join('\n')}\n`));

describe('the retention setting (AUDIT_RETENTION_DAYS, issue 44)', () => {
  it('is 365 days by default, and refuses fewer than 180 days or a value that is not a whole number', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(365);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '180' }).auditRetentionDays).toBe(180);
    for (const bad of ['179', '0', '365.5', 'year']) expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad })).toThrow(`AUDIT_RETENTION_DAYS 应为不少于180的整数`);
  });
});

/**
 * The archive of the audit logs' old rows (issue 44, modules/center/auditArchive.ts) on the real
 * databases: rows older than the retention leave the table for a gzip file only once the file reads
 * back whole and joins the rows kept; the verifier then walks the archive and the table as one
 * chain and still names a row changed or removed among the kept ones; an archive file altered by
 * hand is named by the verifier and by `npm run audit:restore-archive`; and an export carries the
 * chain, which the reviewer's script (tools/verify-audit-export.mjs) verifies with Node alone.
 */
describe.each(backends)('audit log archive on %s (issue 44)', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let admin: string;
  let work: string;

  const db = () => s.database.db;
  const settings = () => ({ auditArchiveDir: s.config.auditArchiveDir, auditRetentionDays: 365 });
  /** the sealed rows of the operation log in chain order */
  const chained = async () => db().select().from(operationLog).where(isNotNull(operationLog.seq)).orderBy(asc(operationLog.seq));
  /** `npm run audit:restore-archive` against this server's database: PostgreSQL by its URL; PGlite (in memory here) as if a server held the data directory, so the file alone is checked */
  const restore = (file: string, ...args: string[]) => command('src/cli/audit-restore-archive.ts', [file, ...args], s.databaseUrl ? { DATABASE_URL: s.databaseUrl } : { DATABASE_URL: '', DATA_DIR: work });

  beforeAll(async () => {
    s = await startTestServer(backend);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-archive-test-'));
    fs.writeFileSync(path.join(work, 'server.lock'), String(process.pid));
    admin = await login('staff_admin', 'gov');
    // six logged writes, a few milliseconds apart: one saved, five refused (a bad address)
    for (const [i, link] of ['https://archive.example.gov.cn/', ...Array<string>(5).fill('not a url')].entries()) {
      expect((await post(s.apiUrl, '/api/center/friendlyLink/save', { name: `归档${i}`, link, sort: 9 }, { token: admin })).body.code).toBe(i === 0 ? 2000 : 4001);
      await new Promise((r) => setTimeout(r, 5));
    }
  }, 120_000);
  afterAll(async () => {
    await s?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  /** The moment that makes the first `n` rows of the operation log older than the retention (the rest younger). */
  const nowKeeping = async (n: number) => new Date((await chained())[n]!.at.getTime() + 365 * DAY_MS);

  it('archives the rows older than the retention to a file that reads back whole, removes them only then, and the chain verifies across both', async () => {
    const rows = await chained();
    const now = await nowKeeping(3);
    // a row changed by hand in the range: the file does not verify, and nothing leaves the table
    await db().execute(sql`update operation_log set changes = '{"name":"改过的"}' where id = ${rows[1]!.id}`);
    await expect(archiveLog(db(), 'operation_log', settings(), now)).rejects.toThrow(`第${rows[1]!.seq}条（编号${rows[1]!.id}，第3行）与写入时不同`);
    expect((await chained()).length).toBe(rows.length);
    expect(await db().select().from(auditArchive)).toEqual([]);
    expect(fs.readdirSync(s.config.auditArchiveDir)).toEqual([]);
    await db().execute(sql`update operation_log set changes = ${rows[1]!.changes} where id = ${rows[1]!.id}`);

    const record = (await archiveLog(db(), 'operation_log', settings(), now))!;
    expect(record).toMatchObject({ log: 'operation_log', firstSeq: rows[0]!.seq, lastSeq: rows[2]!.seq, rows: 3, previousHash: '', lastHash: rows[2]!.hash });
    expect(record.file).toMatch(/^operation_log-\d{8}-1-3\.jsonl\.gz$/);
    const file = path.join(s.config.auditArchiveDir, record.file);
    const check = await checkArchive(file);
    expect(check).toMatchObject({ rows: 3, problem: null, header: { firstSeq: 1, lastSeq: 3, lastHash: rows[2]!.hash, previousHash: '' } });
    expect(linesOf(file).slice(1).map((l) => (JSON.parse(l) as { id: number }).id)).toEqual(rows.slice(0, 3).map((r) => r.id));
    // only the archived rows left the table; nothing more is old enough now
    expect((await chained()).map((r) => r.id)).toEqual(rows.slice(3).map((r) => r.id));
    expect(await archiveLog(db(), 'operation_log', settings(), now)).toBeNull();

    const reports = await verifyChains(db(), s.config.auditArchiveDir);
    expect(reports.map((r) => r.problem)).toEqual([null, null, null]);
    expect(reports.find((r) => r.log === 'operation_log')).toMatchObject({ archives: 1, archivedRows: 3, rows: rows.length - 3 });

    // read back for an inquiry: the rows as the table held them, the file and its record in agreement (PostgreSQL)
    const out = path.join(work, 'rows.jsonl');
    const restored = await restore(file, '--out', out);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stderr).toContain('操作日志（operation_log）第1至3条，共 3 条');
    expect(restored.stderr).toContain(s.databaseUrl ? '与数据库中的归档记录一致' : '未与数据库中的归档记录核对');
    expect(fs.readFileSync(out, 'utf8').trimEnd().split('\n')).toEqual(linesOf(file).slice(1));
    // or as the page's export, which the reviewer's script verifies as it verifies one of the live log
    const sheet = path.join(work, 'archive.xlsx');
    expect((await restore(file, '--out', sheet)).code).toBe(0);
    expect((await firstSheetOf(fs.readFileSync(sheet))).getRow(2).getCell(2).value).toBe(rows[0]!.account);
    const reviewed = await command(REVIEWER, [sheet]);
    expect([reviewed.code, reviewed.stdout.split('\n')[0]]).toEqual([0, `完整：3 条，链序号 1 至 3，最后一条（链序号 3）的哈希 ${rows[2]!.hash}`]);
  }, 120_000);

  it('names an archive file altered by hand: a changed row, the chain made again in the file, a missing file', async () => {
    const [record] = await db().select().from(auditArchive).where(eq(auditArchive.log, 'operation_log'));
    const file = path.join(s.config.auditArchiveDir, record!.file);
    const original = fs.readFileSync(file);
    const lines = linesOf(file);
    const second = JSON.parse(lines[2]!) as Record<string, unknown> & { id: number; seq: number; hash: string };

    writeLines(file, lines.map((l, i) => (i === 2 ? JSON.stringify({ ...second, account: 'someone_else' }) : l)));
    expect((await verifyAuditLog(db(), 'operation_log', s.config.auditArchiveDir)).problem).toMatchObject({ kind: 'changed', seq: second.seq, id: second.id, file: record!.file });
    const restored = await restore(file);
    expect(restored.code).toBe(1);
    expect(restored.stderr).toContain(`归档文件 ${record!.file}：第${second.seq}条（编号${second.id}，第3行）与写入时不同`);
    expect(restored.stdout).toBe('');
    const health = (await (await fetch(`${s.apiUrl}/health?readiness=1`)).json()) as { readiness: { key: string; ok: boolean }[] };
    expect(health.readiness.find((i) => i.key === 'auditChain')?.ok).toBe(false);

    // the rows from the changed one on sealed again by hand, header included: the file is whole in itself, but not the file archived
    const header = JSON.parse(lines[0]!) as ArchiveHeader;
    let previous = header.previousHash;
    const rewritten = lines.slice(1).map((l, i) => {
      const row: Record<string, unknown> = { ...(JSON.parse(l) as Record<string, unknown>), ...(i === 1 ? { account: 'someone_else' } : {}) };
      row['hash'] = previous = chainHash(previous, row['seq'] as number, chainContent('operation_log', row));
      return JSON.stringify(row);
    });
    writeLines(file, [JSON.stringify({ ...header, lastHash: previous }), ...rewritten]);
    expect((await checkArchive(file)).problem).toBeNull();
    expect((await verifyAuditLog(db(), 'operation_log', s.config.auditArchiveDir)).problem?.message).toBe(`归档文件 ${record!.file}：与归档时不同（文件中的链与归档记录不符，被整体重写）`);
    if (s.databaseUrl) expect((await restore(file)).stderr).toContain('被整体重写');

    fs.rmSync(file);
    expect((await verifyAuditLog(db(), 'operation_log', s.config.auditArchiveDir)).problem).toMatchObject({ kind: 'removed', file: record!.file, message: `归档文件 ${record!.file}（第1至3条）不存在` });
    fs.writeFileSync(file, original);
    expect((await verifyAuditLog(db(), 'operation_log', s.config.auditArchiveDir)).problem).toBeNull();
  }, 120_000);

  it('after an archive, still names a row changed, deleted or put back among the kept ones', async () => {
    const dir = s.config.auditArchiveDir;
    const verify = () => verifyAuditLog(db(), 'operation_log', dir);
    const [first, second] = await chained();
    await db().execute(sql`update operation_log set code = 4003 where id = ${second!.id}`);
    expect((await verify()).problem).toMatchObject({ kind: 'changed', seq: second!.seq, id: second!.id });
    await db().execute(sql`update operation_log set code = ${second!.code} where id = ${second!.id}`);
    // the first row kept follows the archive's last hash: deleting it is named
    await db().execute(sql`delete from operation_log where id = ${first!.id}`);
    expect((await verify()).problem).toMatchObject({ kind: 'removed', seq: 4 });
    await db().insert(operationLog).values(first!);
    expect((await verify()).problem).toBeNull();
    // an archived row put back into the table
    const [archived] = linesOf(path.join(dir, (await db().select().from(auditArchive))[0]!.file)).slice(1).map((l) => JSON.parse(l) as typeof operationLog.$inferSelect);
    await db().insert(operationLog).values({ ...archived!, at: new Date(archived!.at) });
    expect((await verify()).problem).toMatchObject({ kind: 'inserted', seq: 1, id: archived!.id });
    await db().delete(operationLog).where(eq(operationLog.id, archived!.id));
    // the archive's record removed from the database: the chain's start is missing
    const [record] = await db().delete(auditArchive).returning();
    expect((await verify()).problem).toMatchObject({ kind: 'removed', seq: 1, message: `第1至3条已被删除（在编号${first!.id}之前）` });
    await db().insert(auditArchive).values(record!);
    expect((await verify()).problem).toBeNull();
  }, 60_000);

  it('exports the log with its chain, which the reviewer’s script verifies with Node alone and names a changed line', async () => {
    const res = await fetch(`${s.apiUrl}/api/center/operationLog/export`, { headers: { token: admin } });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    const sheet = await firstSheetOf(bytes);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(headers.slice(-4)).toEqual(['链序号', '前一条哈希', '哈希', '链内容（校验用）']);
    const [{ n }] = (await db().select({ n: count() }).from(operationLog)) as [{ n: number }];
    expect(sheet.rowCount - 1).toBe(n);
    // the oldest row kept (the last line, newest first) follows the archive
    const oldest = sheet.getRow(sheet.rowCount);
    expect([oldest.getCell(headers.length - 3).value, oldest.getCell(headers.length - 2).value]).toEqual([4, (await db().select().from(auditArchive))[0]!.lastHash]);

    const exported = path.join(work, '操作日志.xlsx');
    fs.writeFileSync(exported, bytes);
    const whole = await command(REVIEWER, [exported]);
    expect(whole.code, whole.stderr).toBe(0);
    expect(whole.stdout).toContain(`完整：${n} 条，链序号 4 至`);

    // one line changed in Excel: the shown account, then the content the hash covers
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const line = book.worksheets[0]!.getRow(3);
    const seq = line.getCell(headers.length - 3).value as number;
    line.getCell(2).value = 'someone_else';
    await book.xlsx.writeFile(exported);
    const shown = await command(REVIEWER, [exported]);
    expect([shown.code, shown.stderr.trim()]).toEqual([1, `第3行（链序号 ${seq}）：显示的账号 someone_else 与链内容的 staff_admin 不符`]);
    const content = line.getCell(headers.length).value as string;
    line.getCell(headers.length).value = content.replace(/"code":\d+/, '"code":5000');
    await book.xlsx.writeFile(exported);
    const changed = await command(REVIEWER, [exported]);
    expect([changed.code, changed.stderr.trim()]).toEqual([1, `第3行（链序号 ${seq}）：哈希与前一条哈希、链序号和链内容算出的不符：这一行被修改过`]);
  }, 120_000);

  it('shows each log’s chain state to the administrators (GET /api/center/auditChain)', async () => {
    await verifyChains(db(), s.config.auditArchiveDir);
    const res = (await (await fetch(`${s.apiUrl}/api/center/auditChain`, { headers: { token: admin } })).json()) as { code: number; data: { log: string; status: string; statusLabel: string; verifiedAt: string; seq: number }[] };
    expect(res.code).toBe(2000);
    expect(res.data.map((c) => [c.log, c.status, c.statusLabel])).toEqual([
      ['login_attempt', 'ok', '校验通过'],
      ['operation_log', 'ok', '校验通过'],
      ['personal_data_access', 'ok', '校验通过'],
    ]);
    expect(res.data[1]!.verifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const denied = (await (await fetch(`${s.apiUrl}/api/center/auditChain`, { headers: { token: await login('staff_jyzx', 'gov') } })).json()) as { code: number };
    expect(denied.code).toBe(4003);
  });

  it('archives as part of the server’s daily work, once the verification has found the chain whole', async () => {
    // the personal-data access log of this server is empty: two reveals of 400 days ago, then one of today
    expect(await db().select().from(personalDataAccess)).toEqual([]);
    const reveal = (page: string, at: Date) => appendChained(db(), 'personal_data_access', { userName: '林晓', username: 'staff_admin', action: 'reveal', source: 'sysUser', recordId: 1, field: 'phonenumber', page, allowed: true, at });
    const [old1, old2] = [await reveal('/sysUser', new Date(Date.now() - 400 * DAY_MS)), await reveal('/sysUser', new Date(Date.now() - 399 * DAY_MS))];
    await reveal('/sysUser', new Date());
    await db().update(auditChain).set({ verifiedAt: null });
    const logged: string[] = [];
    const stop = startChainVerification(db(), settings(), { info: (_o, m) => logged.push(m), error: (_o, m) => logged.push(m) });
    try {
      await vi.waitFor(() => expect(logged).toContain('audit log rows archived'), { timeout: 30_000, interval: 100 });
    } finally {
      stop();
    }
    expect(logged).not.toContain('audit log chain broken');
    const [record] = await db().select().from(auditArchive).where(eq(auditArchive.log, 'personal_data_access'));
    expect(record).toMatchObject({ firstSeq: 1, lastSeq: 2, rows: 2 });
    expect(linesOf(path.join(s.config.auditArchiveDir, record!.file)).slice(1).map((l) => (JSON.parse(l) as { id: number }).id)).toEqual([old1, old2]);
    expect((await db().select().from(personalDataAccess)).map((r) => r.seq)).toEqual([3]);
    expect((await verifyAuditLog(db(), 'personal_data_access', s.config.auditArchiveDir)).problem).toBeNull();
  }, 60_000);
});
