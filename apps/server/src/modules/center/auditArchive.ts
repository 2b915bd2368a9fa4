import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import { pipeline as pipelineAsync } from 'node:stream/promises';
import zlib from 'node:zlib';
import { and, asc, eq, gte, lt, lte, max, min } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/open';
import { canonicalJson } from '../../http/answerCache';
import { shanghaiDay } from '../../http/time';
import { AUDIT_LOGS, chainContent, chainHash, chainStates, lastArchive, PAGE_ROWS, sealLegacyRows, tableOf, verifyChain, type AuditLogName, type ChainCells, type ChainProblem, type ChainReport, type ChainRow } from './auditChain';
import { auditArchive, auditChain } from './tables';

/**
 * The archives of the audit logs (issue 44 "Retention and archive", docs/audit.md): the rows of a
 * log older than AUDIT_RETENTION_DAYS (at least 180 days: the Cybersecurity Law art. 21 asks for
 * six months) leave the table for a file of AUDIT_ARCHIVE_DIR, `<log>-<YYYYMMDD>-<firstSeq>-<lastSeq>.jsonl.gz`
 * (gzip, JSON lines): a header line ({@link ArchiveHeader}), then each row as the table held it
 * (every column, drizzle's field names, canonical JSON with dates as ISO text), in chain order.
 * The file is read back and its chain recomputed before the rows are removed, and `audit_archive`
 * records it, so that the chain stays verifiable across the files and the table.
 */

/** The first line of an archive file: what it holds and where it sits in its log's chain. */
export interface ArchiveHeader {
  format: 1;
  log: AuditLogName;
  /** the chain range of the rows, both ends included */
  firstSeq: number;
  lastSeq: number;
  rows: number;
  /** the hash of the row before the range ('' when the range starts the chain) */
  previousHash: string;
  /** the hash of the range's last row: the chain's head at the range's end, which the first row kept follows */
  lastHash: string;
  /** ISO time: every row of the file is older (now less the retention when it was made) */
  before: string;
  /** ISO time the file was made */
  createdAt: string;
}

/** What reading an archive file found: its header (null when the first line is not one), the rows whose chain held, and the first problem (null: the file is whole). */
export interface ArchiveCheck {
  header: ArchiveHeader | null;
  rows: number;
  problem: ChainProblem | null;
}

/** The lines of a gzip file of text, as they are read (errors of the file or of gzip reject the iteration). */
async function* gzipLines(file: string): AsyncGenerator<string> {
  const input = pipeline(fs.createReadStream(file), zlib.createGunzip(), () => {});
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of input) {
    rest += decoder.decode(chunk as Buffer, { stream: true });
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n')) {
      yield rest.slice(0, end);
      rest = rest.slice(end + 1);
    }
  }
  rest += decoder.decode();
  if (rest) yield rest;
}

/** The header of an archive file from its first line, or null when it is not one. */
function headerOf(line: string): ArchiveHeader | null {
  try {
    const h = JSON.parse(line) as ArchiveHeader;
    const whole = h.format === 1 && h.log in AUDIT_LOGS && [h.firstSeq, h.lastSeq, h.rows].every(Number.isSafeInteger) && [h.previousHash, h.lastHash, h.before, h.createdAt].every((v) => typeof v === 'string');
    return whole ? h : null;
  } catch {
    return null;
  }
}

/**
 * Reads the archive file `file` and recomputes its chain: each row's seq follows the one before it
 * from the header's `firstSeq`, its hash is the hash of the previous one (the header's
 * `previousHash` for the first), its seq and its content ({@link chainHash}), and the last row ends
 * at the header's `lastSeq` and `lastHash`.
 * Problems are named like the verifier's, with the file and its line: a row changed (or the row
 * before it rewritten), rows removed, a line that is not a row, a header that does not match the rows.
 * @returns what was found; never throws for a bad file (an unreadable one is a problem)
 */
export async function checkArchive(file: string): Promise<ArchiveCheck> {
  const name = path.basename(file);
  const named = (seq: number | null, id: number | null, kind: ChainProblem['kind'], message: string): ChainProblem => ({ seq, id, kind, file: name, message: `归档文件 ${name}：${message}` });
  let header: ArchiveHeader | null = null;
  let previous = '';
  let expected = 0;
  let rows = 0;
  let problem: ChainProblem | null = null;
  let line = 0;
  try {
    for await (const text of gzipLines(file)) {
      line++;
      if (!header) {
        header = headerOf(text);
        if (!header) return { header, rows, problem: named(null, null, 'changed', '第1行不是本系统的归档文件头') };
        [previous, expected] = [header.previousHash, header.firstSeq];
        continue;
      }
      let row: ChainRow;
      try {
        row = JSON.parse(text) as ChainRow;
      } catch {
        problem = named(expected, null, 'changed', `第${line}行不是有效的记录（应为第${expected}条）`);
        break;
      }
      if (row.seq !== expected) {
        const seq = Number(row.seq);
        problem = seq > expected ? named(expected, null, 'removed', `第${expected}${seq - 1 > expected ? `至${seq - 1}` : ''}条已被删除（在第${line}行之前）`) : named(row.seq, row.id, 'inserted', `第${line}行（编号${row.id}）的序号 ${row.seq} 不在应有的位置（应为第${expected}条）`);
        break;
      }
      if (chainHash(previous, expected, chainContent(header.log, row)) !== row.hash) {
        problem = named(row.seq, row.id, 'changed', `第${expected}条（编号${row.id}，第${line}行）与写入时不同：内容被修改，或与前一条不再相接`);
        break;
      }
      previous = row.hash;
      expected++;
      rows++;
    }
  } catch (e) {
    return { header, rows, problem: named(null, null, 'changed', `无法读取（${(e as Error).message}）`) };
  }
  if (!header) return { header, rows, problem: named(null, null, 'removed', '文件是空的') };
  if (!problem && expected - 1 < header.lastSeq) problem = named(expected, null, 'removed', `第${expected}至${header.lastSeq}条（文件尾）已被删除`);
  else if (!problem && (expected - 1 !== header.lastSeq || rows !== header.rows || previous !== header.lastHash)) problem = named(header.lastSeq, null, 'changed', '文件头记录的范围或链尾哈希与文件中的记录不符');
  return { header, rows, problem };
}

/**
 * The rows of an archive file that {@link checkArchive} found whole, in pages of up to 2,000, each
 * with its {@link ChainCells} (the previous row's hash, the header's `previousHash` for the first),
 * for `npm run audit:restore-archive` to write out.
 */
export async function* archivePages(file: string): AsyncGenerator<{ row: ChainRow; chain: ChainCells }[]> {
  let header: ArchiveHeader | null = null;
  let previous = '';
  let page: { row: ChainRow; chain: ChainCells }[] = [];
  for await (const text of gzipLines(file)) {
    if (!header) {
      header = headerOf(text);
      previous = header?.previousHash ?? '';
      continue;
    }
    const row = JSON.parse(text) as ChainRow;
    page.push({ row, chain: { seq: row.seq, previousHash: previous, hash: row.hash!, content: chainContent(header.log, row) } });
    previous = row.hash!;
    if (page.length === PAGE_ROWS) {
      yield page;
      page = [];
    }
  }
  if (page.length > 0) yield page;
}

/** The SHA-256 (hex) of a file's bytes. */
export async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipelineAsync(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** A row of `audit_archive`: one archive file and the chain range it holds. */
export type ArchiveRecord = typeof auditArchive.$inferSelect;

/**
 * Checks the archive file of `record` in `archiveDir` against what was recorded when it was made:
 * present, and the same bytes (SHA-256); a file that differs is read ({@link checkArchive}) to name
 * the first row that changed, else named as rewritten as a whole (its chain made again by hand, or
 * its header changed).
 * @returns the problem, or null when the file is as it was archived
 */
export async function checkRecordedArchive(archiveDir: string, record: ArchiveRecord): Promise<ChainProblem | null> {
  const file = path.join(archiveDir, record.file);
  const missing = (message: string): ChainProblem => ({ seq: record.firstSeq, id: null, kind: 'removed', file: record.file, message });
  if (!fs.existsSync(file)) return missing(`归档文件 ${record.file}（第${record.firstSeq}至${record.lastSeq}条）不存在`);
  if ((await fileSha256(file)) === record.sha256) return null;
  const { header, problem } = await checkArchive(file);
  if (problem) return problem;
  const same = header && header.log === record.log && header.firstSeq === record.firstSeq && header.lastSeq === record.lastSeq && header.previousHash === record.previousHash && header.lastHash === record.lastHash;
  return { seq: record.firstSeq, id: null, kind: 'changed', file: record.file, message: `归档文件 ${record.file}：与归档时不同（${same ? '文件被改写' : '文件中的链与归档记录不符，被整体重写'}）` };
}

/** What the verification of one log found, its archives included: the archive files and rows checked besides the table's. */
export interface AuditLogReport extends ChainReport {
  archives: number;
  archivedRows: number;
}

/**
 * Verifies the whole chain of `log`: its archive files in chain order (each recorded in
 * `audit_archive`, starting the chain or following the one before; {@link checkRecordedArchive}),
 * then the rows in the table after them ({@link verifyChain}). A broken archive is the chain's
 * first problem: it is recorded in the head as the verification's result (the table is not walked).
 */
export async function verifyAuditLog(db: Db, log: AuditLogName, archiveDir: string, now = new Date()): Promise<AuditLogReport> {
  const records = await db.select().from(auditArchive).where(eq(auditArchive.log, log)).orderBy(asc(auditArchive.firstSeq));
  let [expected, previous, archivedRows] = [1, '', 0];
  let problem: ChainProblem | null = null;
  for (const record of records) {
    if (record.firstSeq !== expected || record.previousHash !== previous) {
      problem = {
        seq: expected,
        id: null,
        kind: 'removed',
        file: record.file,
        message: record.firstSeq > expected ? `第${expected}至${record.firstSeq - 1}条的归档记录已被删除（在归档文件 ${record.file} 之前）` : `归档文件 ${record.file} 的归档记录与前一个归档不相接`,
      };
      break;
    }
    problem = await checkRecordedArchive(archiveDir, record);
    if (problem) break;
    [expected, previous] = [record.lastSeq + 1, record.lastHash];
    archivedRows += record.rows;
  }
  if (!problem) return { ...(await verifyChain(db, log, now)), archives: records.length, archivedRows };
  await db.update(auditChain).set({ verifiedAt: now, verifiedOk: false, verifiedProblem: problem.message }).where(eq(auditChain.log, log));
  return { log, rows: 0, problem, archives: records.length, archivedRows };
}

/** {@link verifyAuditLog} of every audit log, in the order of AUDIT_LOGS. */
export async function verifyChains(db: Db, archiveDir: string, now = new Date()): Promise<AuditLogReport[]> {
  const out: AuditLogReport[] = [];
  for (const log of Object.keys(AUDIT_LOGS) as AuditLogName[]) out.push(await verifyAuditLog(db, log, archiveDir, now));
  return out;
}

/** The archive settings of the server (config.ts): where the files go, and how many days rows stay in the table. */
export type ArchiveSettings = Pick<Config, 'auditArchiveDir' | 'auditRetentionDays'>;

/**
 * Archives the rows of `log` older than `settings.auditRetentionDays` days before `now`: the longest
 * run of the chain, from the first row in the table, whose rows are all older (a younger row stops
 * it, so the table keeps one unbroken chain). Writes them to a new file in the archive directory
 * ({@link ArchiveHeader}), reads it back ({@link checkArchive}: the chain recomputes from the hash
 * before the range to the last row's) and checks that the first row kept follows its last hash;
 * only then, in one transaction under the lock of the chain's head, records the file in
 * `audit_archive` and removes the rows (all of them, or the transaction is rolled back). Safe with
 * several servers sharing the directory: each writes its own partial file, and one that finds the
 * range archived meanwhile drops it.
 * @returns the record of the new archive, or null when no row is old enough (or another server archived them)
 * @throws Error (Chinese message) when the file does not verify or the rows changed meanwhile: nothing is removed
 */
export async function archiveLog(db: Db, log: AuditLogName, settings: ArchiveSettings, now = new Date()): Promise<ArchiveRecord | null> {
  const table = tableOf(log);
  const before = new Date(now.getTime() - settings.auditRetentionDays * 86_400_000);
  const last = await lastArchive(db, log);
  const firstSeq = (last?.lastSeq ?? 0) + 1;
  const [youngest] = await db.select({ seq: min(table.seq).mapWith(Number) }).from(table).where(and(gte(table.seq, firstSeq), gte(table.at, before)));
  const [oldest] = await db.select({ seq: max(table.seq).mapWith(Number) }).from(table).where(and(gte(table.seq, firstSeq), lt(table.at, before)));
  const lastSeq = Math.min(oldest?.seq ?? 0, youngest?.seq ? youngest.seq - 1 : Infinity);
  if (!(lastSeq >= firstSeq)) return null;
  const [end] = (await db.select().from(table).where(eq(table.seq, lastSeq))) as ChainRow[];
  if (!end) throw new Error(`归档未删除任何记录：表中没有第${lastSeq}条（已被删除）`);
  const header: ArchiveHeader = { format: 1, log, firstSeq, lastSeq, rows: lastSeq - firstSeq + 1, previousHash: last?.lastHash ?? '', lastHash: end.hash!, before: before.toISOString(), createdAt: now.toISOString() };
  const name = `${log}-${shanghaiDay(now).replaceAll('-', '')}-${firstSeq}-${lastSeq}.jsonl.gz`;
  fs.mkdirSync(settings.auditArchiveDir, { recursive: true });
  const partial = path.join(settings.auditArchiveDir, `${name}.${randomUUID()}.partial`);
  async function* lines() {
    yield `${canonicalJson(header)}\n`;
    for (let from = firstSeq; from <= lastSeq; from += PAGE_ROWS) {
      const page = await db
        .select()
        .from(table)
        .where(and(gte(table.seq, from), lte(table.seq, Math.min(from + PAGE_ROWS - 1, lastSeq))))
        .orderBy(asc(table.seq));
      yield page.map((row) => `${canonicalJson(row)}\n`).join('');
    }
  }
  try {
    await pipelineAsync(Readable.from(lines()), zlib.createGzip(), fs.createWriteStream(partial));
    const check = await checkArchive(partial);
    if (check.problem) throw new Error(`归档未通过校验，未删除任何记录：${check.problem.message}`);
    const [next] = (await db.select().from(table).where(eq(table.seq, lastSeq + 1))) as ChainRow[];
    if (next && chainHash(header.lastHash, lastSeq + 1, chainContent(log, next)) !== next.hash) throw new Error(`归档未删除任何记录：表中第${lastSeq + 1}条（编号${next.id}）与归档的最后一条不相接`);
    const sha256 = await fileSha256(partial);
    return await db.transaction(async (tx) => {
      await tx.select().from(auditChain).where(eq(auditChain.log, log)).for('update');
      if (((await lastArchive(tx, log))?.lastSeq ?? 0) !== firstSeq - 1) return null;
      const [record] = await tx.insert(auditArchive).values({ log, file: name, firstSeq, lastSeq, previousHash: header.previousHash, lastHash: header.lastHash, rows: header.rows, sha256, before }).returning();
      const removed = await tx
        .delete(table)
        .where(and(gte(table.seq, firstSeq), lte(table.seq, lastSeq)))
        .returning({ id: table.id });
      if (removed.length !== header.rows) throw new Error(`归档未删除任何记录：表中第${firstSeq}至${lastSeq}条应有${header.rows}条，实有${removed.length}条`);
      fs.renameSync(partial, path.join(settings.auditArchiveDir, name));
      return record!;
    });
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** How often the server verifies the chains and archives their old rows: once a day. */
export const VERIFY_EVERY_MS = 24 * 3_600_000;

/** How often the server asks whether the chains are due for verification (three rows read). */
const DUE_CHECK_MS = 3_600_000;

/**
 * In the background, from the start: seals the rows written before the chains existed
 * ({@link sealLegacyRows}), then, whenever the last verification (by any server, or `npm run
 * audit:verify`) is a day old or missing, asked at start and every hour (a restart does not walk
 * the chains again), verifies every chain with its archives ({@link verifyChains}) and archives the
 * old rows of each chain found whole ({@link archiveLog}). A broken chain is logged as an error
 * (and shows in the readiness check and on the log pages), as is an archive that failed (its rows stay).
 * Returns the function that stops it.
 */
export function startChainVerification(db: Db, settings: ArchiveSettings, log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }): () => void {
  const run = async () => {
    try {
      await sealLegacyRows(db);
      const now = new Date();
      const due = (await chainStates(db)).some((c) => !c.verifiedAt || now.getTime() - c.verifiedAt.getTime() >= VERIFY_EVERY_MS);
      if (!due) return;
      for (const r of await verifyChains(db, settings.auditArchiveDir, now)) {
        if (r.problem) {
          log.error({ log: r.log, problem: r.problem }, 'audit log chain broken');
          continue;
        }
        log.info({ log: r.log, rows: r.rows, archivedRows: r.archivedRows }, 'audit log chain verified');
        try {
          const archived = await archiveLog(db, r.log, settings, now);
          if (archived) log.info({ log: r.log, file: archived.file, rows: archived.rows }, 'audit log rows archived');
        } catch (err) {
          log.error({ err, log: r.log }, 'audit log rows not archived');
        }
      }
    } catch (err) {
      log.error({ err }, 'audit log chains not verified');
    }
  };
  const first = setTimeout(() => void run(), 0);
  const timer = setInterval(() => void run(), DUE_CHECK_MS);
  timer.unref();
  first.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
