import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { AUDIT_CHAIN_STATUS_LABELS, type AuditChainItem, type AuditChainStatus } from '@portal/api';
import type { Db } from '../../db/open';
import { canonicalJson } from '../../http/answerCache';
import { formatDateTime } from '../../http/time';
import { keysetPages, NEWEST_FIRST, type ExportColumn } from '../../http/xlsxStream';
import { loginAttempt } from '../account/tables';
import { personalDataAccess } from '../personalData/tables';
import { auditArchive, auditChain, operationLog } from './tables';

/**
 * The audit logs kept as hash chains (issue 44; GB/T 22239-2019 level 3 安全审计: records protected
 * from modification and deletion): each row, once sealed, carries `seq` (its place in its log) and
 * `hash` = SHA-256 of the previous row's hash, `seq` and the row's content. A row changed, removed
 * or slipped in by hand in the database breaks the chain where {@link verifyChain} names it.
 *
 * `exclude`: columns outside the content, besides id, seq and hash: `userId` is set null by the
 * database when an account is deleted (the row keeps the account's name), which is no tampering.
 * `unfinished`: for a log whose row is written before its content is final (a login attempt is
 * 'pending' until its result, modules/account/login.ts), the rows not final yet: such a row is
 * sealed when its result is recorded; one still unfinished after {@link UNSEALED_GRACE_MS} (its
 * request ended without a result) is sealed as it stands by the verification.
 */
export const AUDIT_LOGS: Record<'operation_log' | 'login_attempt' | 'personal_data_access', { table: PgTable; exclude: readonly string[]; unfinished?: SQL }> = {
  operation_log: { table: operationLog, exclude: ['userId'] },
  login_attempt: { table: loginAttempt, exclude: [], unfinished: eq(loginAttempt.reason, 'pending') },
  personal_data_access: { table: personalDataAccess, exclude: ['userId'] },
};

/** The name of an audit log: its table's. */
export type AuditLogName = keyof typeof AUDIT_LOGS;

/** An audit log's table as the chain code reads it: its id, seq, hash and time columns. */
export type ChainTable = PgTable & { id: AnyPgColumn; seq: AnyPgColumn; hash: AnyPgColumn; at: AnyPgColumn };
/** A row of an audit log, whole, as selected. */
export type ChainRow = Record<string, unknown> & { id: number; seq: number | null; hash: string | null };

/** How long a row of a log sealed later may stay unsealed before the verifier names it (a login still being checked). */
export const UNSEALED_GRACE_MS = 10 * 60_000;

/** Rows read per page by the verifier and the archive (auditArchive.ts). */
export const PAGE_ROWS = 2000;

/** The table of an audit log, typed with its chain columns. */
export const tableOf = (log: AuditLogName) => AUDIT_LOGS[log].table as unknown as ChainTable;

/** The content of a row that its hash covers: every column but id, seq, hash and the log's `exclude`, as canonical JSON (dates as ISO text). */
export function chainContent(log: AuditLogName, row: Record<string, unknown>): string {
  const skip = new Set<string>(['id', 'seq', 'hash', ...AUDIT_LOGS[log].exclude]);
  return canonicalJson(Object.fromEntries(Object.entries(row).filter(([k]) => !skip.has(k))));
}

/** The hash of row `seq` of a chain after `previous` (the previous row's hash, '' for the first): SHA-256, hex. */
export function chainHash(previous: string, seq: number, content: string): string {
  return createHash('sha256').update(`${previous}\n${seq}\n${content}`).digest('hex');
}

/**
 * Seals `row` of `log`, as it is stored (the answer of the insert or update that wrote it, or a
 * select: all its columns): locks the log's head (so that servers sharing one PostgreSQL extend
 * one chain, one row at a time, in the order they seal) and gives the row the next `seq` and its
 * hash. Runs in `db`'s transaction when it is one, else in its own.
 * @throws Error when the log has no head (migration 0068 not run)
 */
export async function sealRow(db: Db, log: AuditLogName, row: Record<string, unknown> & { id: number }): Promise<void> {
  const table = tableOf(log);
  await db.transaction(async (tx) => {
    const [head] = await tx.select().from(auditChain).where(eq(auditChain.log, log)).for('update');
    if (!head) throw new Error(`audit log ${log} has no chain head`);
    const seq = head.seq + 1;
    const hash = chainHash(head.hash, seq, chainContent(log, row));
    await tx.update(table).set({ seq, hash } as never).where(eq(table.id, row.id));
    await tx.update(auditChain).set({ seq, hash }).where(eq(auditChain.log, log));
  });
}

/**
 * Writes `values` as a new row of `log` and seals it ({@link sealRow}) in one transaction (`db`'s
 * when it is one): the row and its place in the chain are stored together or not at all.
 * @returns the new row's id
 */
export async function appendChained(db: Db, log: AuditLogName, values: Record<string, unknown>): Promise<number> {
  const table = tableOf(log);
  return db.transaction(async (tx) => {
    const [row] = (await tx
      .insert(table)
      .values(values as never)
      .returning()) as ChainRow[];
    await sealRow(tx, log, row!);
    return row!.id;
  });
}

/**
 * Seals the rows of every log written before its chain existed (ids below the head's
 * `legacyBelow`, migration 0068), in id order, a page at a time; a no-op once they are. Run by the
 * server at start and every hour (auditArchive.ts startChainVerification) and by `npm run audit:verify`.
 * @returns how many rows were sealed
 */
export async function sealLegacyRows(db: Db): Promise<number> {
  let sealed = 0;
  for (const log of Object.keys(AUDIT_LOGS) as AuditLogName[]) {
    const table = tableOf(log);
    const [head] = await db.select().from(auditChain).where(eq(auditChain.log, log));
    if (!head) continue;
    for (;;) {
      const rows = (await db.select().from(table).where(and(isNull(table.seq), lt(table.id, head.legacyBelow))).orderBy(asc(table.id)).limit(PAGE_ROWS)) as ChainRow[];
      if (rows.length === 0) break;
      for (const row of rows) await sealRow(db, log, row);
      sealed += rows.length;
    }
  }
  return sealed;
}

/**
 * The first break in a chain: its seq, the row's id (null for rows removed), and what is wrong there, in Chinese;
 * `file`: the archive file the break is in (auditArchive.ts), absent for one in the table.
 */
export interface ChainProblem {
  seq: number | null;
  id: number | null;
  kind: 'changed' | 'removed' | 'inserted';
  message: string;
  file?: string;
}

/** The newest archive of `log` (auditArchive.ts), or undefined before the first: the chain in the table starts after its `lastSeq`. */
export async function lastArchive(db: Db, log: AuditLogName): Promise<typeof auditArchive.$inferSelect | undefined> {
  const [last] = await db.select().from(auditArchive).where(eq(auditArchive.log, log)).orderBy(desc(auditArchive.lastSeq)).limit(1);
  return last;
}

/** What the verification of one log found: the rows checked, and its first problem (null: the chain holds). */
export interface ChainReport {
  log: AuditLogName;
  rows: number;
  problem: ChainProblem | null;
}

/**
 * Seals the rows of `log` left unfinished (see {@link AUDIT_LOGS}), then walks its chain in the
 * table in `seq` order (from the row after the newest archive, following that archive's last hash;
 * the archive files themselves are checked by auditArchive.ts verifyAuditLog) and names its first problem:
 * - `changed`: a row whose content (or hash) is not what was sealed; the row after one whose hash
 *   was recomputed by hand does not follow it, and is named;
 * - `removed`: a gap in `seq` (rows taken out), or rows missing after the last one (the head is further on);
 * - `inserted`: a row with no seal (written into the table, not by the server), with a `seq` beyond the head, or
 *   with one already archived.
 * Reads the table in pages of 2,000 rows; records the result in the head (`verifiedAt`, `verifiedOk`,
 * `verifiedProblem`), which the readiness check and 系统管理 show.
 */
export async function verifyChain(db: Db, log: AuditLogName, now = new Date()): Promise<ChainReport> {
  const table = tableOf(log);
  const { unfinished } = AUDIT_LOGS[log];
  const settled = lt(table.at, new Date(now.getTime() - UNSEALED_GRACE_MS));
  if (unfinished) {
    const left = (await db.select().from(table).where(and(isNull(table.seq), unfinished, settled)).orderBy(asc(table.id))) as ChainRow[];
    for (const row of left) await sealRow(db, log, row);
  }
  const [head] = await db.select().from(auditChain).where(eq(auditChain.log, log));
  if (!head) throw new Error(`audit log ${log} has no chain head`);
  const archived = await lastArchive(db, log);
  let previous = archived?.lastHash ?? '';
  let expected = (archived?.lastSeq ?? 0) + 1;
  let rows = 0;
  let problem: ChainProblem | null = null;
  const at = (row: ChainRow, kind: ChainProblem['kind'], message: string): ChainProblem => ({ seq: row.seq, id: row.id, kind, message });
  if (archived) {
    const [back] = (await db.select().from(table).where(lte(table.seq, archived.lastSeq)).orderBy(asc(table.seq)).limit(1)) as ChainRow[];
    if (back) problem = at(back, 'inserted', `第${back.seq}条（编号${back.id}）已归档（至第${archived.lastSeq}条），却仍在表中，不是服务写入的`);
  }
  walk: while (!problem) {
    const page = (await db
      .select()
      .from(table)
      .where(gte(table.seq, expected))
      .orderBy(asc(table.seq))
      .limit(PAGE_ROWS)) as ChainRow[];
    if (page.length === 0) break;
    for (const row of page) {
      const seq = row.seq!;
      if (seq > head.seq) {
        problem = at(row, 'inserted', `第${seq}条（编号${row.id}）在链尾（第${head.seq}条）之后，不是服务写入的`);
        break walk;
      }
      if (seq !== expected) {
        problem = { seq: expected, id: null, kind: 'removed', message: expected === seq - 1 ? `第${expected}条已被删除（在编号${row.id}之前）` : `第${expected}至${seq - 1}条已被删除（在编号${row.id}之前）` };
        break walk;
      }
      if (chainHash(previous, seq, chainContent(log, row)) !== row.hash) {
        problem = at(row, 'changed', `第${seq}条（编号${row.id}）与写入时不同：内容被修改，或与前一条不再相接`);
        break walk;
      }
      previous = row.hash!;
      expected = seq + 1;
      rows++;
    }
  }
  if (!problem && expected - 1 < head.seq) problem = { seq: expected, id: null, kind: 'removed', message: `第${expected}至${head.seq}条（链尾）已被删除` };
  if (!problem) {
    const [loose] = (await db
      .select()
      .from(table)
      .where(and(isNull(table.seq), gte(table.id, head.legacyBelow), unfinished ? settled : undefined))
      .orderBy(asc(table.id))
      .limit(1)) as ChainRow[];
    if (loose) problem = at(loose, 'inserted', `编号${loose.id}的记录没有封存（不在链中），不是服务写入的`);
  }
  await db
    .update(auditChain)
    .set({ verifiedAt: now, verifiedOk: problem === null, verifiedProblem: problem?.message ?? '' })
    .where(eq(auditChain.log, log));
  return { log, rows, problem };
}

/** The heads of the audit logs' chains with their last verification. */
export const chainStates = (db: Db) => db.select().from(auditChain).orderBy(asc(auditChain.log));

/** The Chinese name of each audit log, for the readiness check and 系统管理. */
export const AUDIT_LOG_LABELS: Record<AuditLogName, string> = { operation_log: '操作日志', login_attempt: '登录日志', personal_data_access: '个人信息查看记录' };

/** How long a verification stays current: 36 hours (the server verifies daily, auditArchive.ts startChainVerification). */
const VERIFIED_WITHIN_MS = 36 * 3_600_000;

/**
 * Where a chain stands by its head's last verification: 'broken' when it found a problem, 'never'
 * when there was none, 'stale' when it is older than 36 hours, else 'ok' (labels: libs/api
 * AUDIT_CHAIN_STATUS_LABELS).
 */
export function chainStatus(c: typeof auditChain.$inferSelect, now: Date): AuditChainStatus {
  if (c.verifiedOk === false) return 'broken';
  if (!c.verifiedAt) return 'never';
  return now.getTime() - c.verifiedAt.getTime() > VERIFIED_WITHIN_MS ? 'stale' : 'ok';
}

/**
 * The readiness check of the chains (上线检查 auditChain): every log verified within the last 36
 * hours and found whole ({@link chainStatus}).
 */
export function chainCheck(chains: (typeof auditChain.$inferSelect)[], now: Date): { ok: boolean; detail: string; fix: string } {
  const broken = chains.filter((c) => chainStatus(c, now) === 'broken');
  const stale = chains.filter((c) => ['stale', 'never'].includes(chainStatus(c, now)));
  const label = (c: { log: string }) => AUDIT_LOG_LABELS[c.log as AuditLogName] ?? c.log;
  if (broken.length) return { ok: false, detail: broken.map((c) => `${label(c)}：${c.verifiedProblem}`).join('；'), fix: '按 docs/audit.md “链不完整时” 核查并上报' };
  if (stale.length) return { ok: false, detail: `${stale.map(label).join('、')}在36小时内未校验`, fix: '运行 npm run audit:verify；服务运行时每日自动校验' };
  return { ok: true, detail: `${chains.map((c) => `${label(c)} ${c.seq} 条`).join('、')}，最近一次校验完整`, fix: '' };
}

/**
 * The chain state of the logs shown on their pages (GET /api/center/auditChain): each head's last
 * seq and hash, the last verification (time as 'YYYY-MM-DD HH:mm:ss' Asia/Shanghai, '' when none),
 * its status with the Chinese label, and the problem it found.
 */
export async function listChainStates(db: Db, now = new Date()): Promise<AuditChainItem[]> {
  return (await chainStates(db))
    .filter((c): c is typeof c & { log: AuditLogName } => c.log in AUDIT_LOGS)
    .map((c) => {
      const status = chainStatus(c, now);
      return { log: c.log, label: AUDIT_LOG_LABELS[c.log], seq: c.seq, hash: c.hash, verifiedAt: c.verifiedAt ? formatDateTime(c.verifiedAt) : '', status, statusLabel: AUDIT_CHAIN_STATUS_LABELS[status], problem: c.verifiedProblem };
    });
}

/**
 * A row's place in its chain as an export shows it, so that an outside reviewer can recompute its
 * hash without the database (docs/audit.md, tools/verify-audit-export.mjs): `seq`, the previous
 * row's hash ('' for the first), the row's `hash` and the `content` the hash covers
 * ({@link chainContent}); seq null and the rest '' for a row not sealed yet (a login still being checked).
 */
export interface ChainCells {
  seq: number | null;
  previousHash: string;
  hash: string;
  content: string;
}

/**
 * The {@link ChainCells} of `rows` of `log` (whole rows, as selected), in their order: the previous
 * hashes read in one query (the newest archive's last hash for the first row kept after it).
 */
export async function chainCellsOf(db: Db, log: AuditLogName, rows: Record<string, unknown>[]): Promise<ChainCells[]> {
  const table = tableOf(log);
  const before = [...new Set(rows.map((r) => Number(r['seq'] ?? 0) - 1).filter((seq) => seq > 0))];
  const hashes = new Map<number, string>();
  if (before.length > 0) for (const r of (await db.select({ seq: table.seq, hash: table.hash }).from(table).where(inArray(table.seq, before))) as { seq: number; hash: string }[]) hashes.set(r.seq, r.hash);
  const archived = await lastArchive(db, log);
  if (archived) hashes.set(archived.lastSeq, archived.lastHash);
  return rows.map((r) => {
    const seq = r['seq'] as number | null;
    return seq === null ? { seq, previousHash: '', hash: '', content: '' } : { seq, previousHash: hashes.get(seq - 1) ?? '', hash: String(r['hash']), content: chainContent(log, r) };
  });
}

/**
 * The export's pages of `log` (the rows matching `where`, `size` a page, newest first), each row
 * as `toItem` shows it with its place in the hash chain ({@link ChainCells}): whole rows are read,
 * the chain's content being all their columns. `Row` is the log table's selected row.
 */
export function chainedExportPages<Row, Item extends { id: number }>(db: Db, log: AuditLogName, where: SQL | undefined, toItem: (row: Row) => Item, size: number): AsyncGenerator<(Item & { chain: ChainCells })[]> {
  const table = tableOf(log);
  return keysetPages(
    async (before, n) => {
      const rows = (await db.select().from(table).where(and(where, lt(table.id, before))).orderBy(desc(table.id)).limit(n)) as ChainRow[];
      const cells = await chainCellsOf(db, log, rows);
      return rows.map((r, i) => ({ ...toItem(r as Row), chain: cells[i]! }));
    },
    size,
    NEWEST_FIRST,
  );
}

/** The chain columns of an export ({@link ChainCells}), after the log's own; their headers are what the reviewer's script looks for. */
export const CHAIN_EXPORT_COLUMNS: ExportColumn<{ chain: ChainCells }>[] = [
  { header: '链序号', width: 10, value: (r) => r.chain.seq },
  { header: '前一条哈希', width: 20, value: (r) => r.chain.previousHash },
  { header: '哈希', width: 20, value: (r) => r.chain.hash },
  { header: '链内容（校验用）', width: 60, value: (r) => r.chain.content },
];
