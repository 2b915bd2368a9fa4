/**
 * `npm run audit:restore-archive -- FILE [--out ROWS.jsonl | ROWS.xlsx]` (issue 44, docs/audit.md):
 * reads an archive file of an audit log back for an inquiry. Recomputes its chain
 * (modules/center/auditArchive.ts checkArchive) and, where the database can be opened (PostgreSQL,
 * or PGlite while no server holds the data directory), compares the file with its record in
 * `audit_archive` (the same bytes, the same range and hashes). Prints what the file holds and
 * whether it is whole on stderr; when it is, writes its rows: one JSON object per line as the
 * table held them (to stdout or a .jsonl file), or, to a .xlsx file, the operation or login log's
 * export as the page makes it, chain columns included (tools/verify-audit-export.mjs checks it).
 * An altered file is named (the first row that changed, or the file as rewritten) and exits 1
 * without rows.
 */
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { dataDirOwner } from '../db/lock';
import { canonicalJson } from '../http/answerCache';
import { formatDateTime } from '../http/time';
import { streamXlsx } from '../http/xlsxStream';
import { archivePages, checkArchive, checkRecordedArchive, type ArchiveHeader } from '../modules/center/auditArchive';
import { AUDIT_LOG_LABELS } from '../modules/center/auditChain';
import { LOGIN_LOG_COLUMNS, toLoginLogItem } from '../modules/center/loginLog';
import { OPERATION_LOG_COLUMNS, toOperationLogItem } from '../modules/center/operationLog';
import { auditArchive } from '../modules/center/tables';
import { runCommand, withConfiguredDatabase } from './configured';

/** The archive's rows as the log's export (xlsx), or null for a log without one (the personal-data access log). */
function workbookOf(header: ArchiveHeader, file: string): Readable | null {
  // each row as the table held it, its time a Date again (the file holds ISO text), as the export's row with its chain cells
  async function* pages<T>(item: (row: never) => T) {
    for await (const page of archivePages(file)) yield page.map(({ row, chain }) => ({ ...item({ ...row, at: new Date(row['at'] as string) } as never), chain }));
  }
  if (header.log === 'operation_log') return streamXlsx(AUDIT_LOG_LABELS[header.log], OPERATION_LOG_COLUMNS, pages(toOperationLogItem));
  if (header.log === 'login_attempt') return streamXlsx(AUDIT_LOG_LABELS[header.log], LOGIN_LOG_COLUMNS, pages(toLoginLogItem));
  return null;
}

/** A path given on the command line, from the directory the command was typed in (npm runs the script in apps/server and says where it was called from in INIT_CWD). */
const given = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const file = positionals[0] && given(positionals[0]);
  if (!file) throw new Error('用法：npm run audit:restore-archive -- 归档文件.jsonl.gz [--out 记录.jsonl 或 记录.xlsx]');
  if (!fs.existsSync(file)) throw new Error(`归档文件 ${file} 不存在`);
  const { header, rows, problem } = await checkArchive(file);
  const fail = (message: string) => {
    console.error(`${message}\n未输出记录。请按 docs/audit.md “链不完整时” 核查：与归档之前的备份比对。`);
    process.exitCode = 1;
  };
  if (problem || !header) return fail(problem?.message ?? `归档文件 ${path.basename(file)} 无法读取`);
  const out = values.out && given(values.out);
  const workbook = out?.endsWith('.xlsx') ? workbookOf(header, file) : undefined;
  if (workbook === null) throw new Error(`${AUDIT_LOG_LABELS[header.log]}没有导出格式：请输出为 .jsonl`);
  console.error(`归档文件 ${path.basename(file)}：${AUDIT_LOG_LABELS[header.log]}（${header.log}）第${header.firstSeq}至${header.lastSeq}条，共 ${rows} 条，均早于 ${formatDateTime(new Date(header.before))}；文件中的链完整，末条哈希 ${header.lastHash}`);
  const config = loadConfig();
  if (config.databaseUrl || dataDirOwner(config.dataDir) === null) {
    const recorded = await withConfiguredDatabase(async ({ db }) => {
      const [record] = await db.select().from(auditArchive).where(eq(auditArchive.file, path.basename(file)));
      return record ? ((await checkRecordedArchive(path.dirname(file), record))?.message ?? '') : null;
    });
    if (recorded === null) return fail(`数据库中没有 ${path.basename(file)} 的归档记录：文件不是这个系统归档的，或其归档记录被删除`);
    if (recorded) return fail(recorded);
    console.error('与数据库中的归档记录一致（同一文件、同一范围与哈希）');
  } else console.error('未与数据库中的归档记录核对：服务正在使用数据目录（PGlite）；停止服务后再运行可核对，或运行 npm run audit:verify');
  if (workbook) await pipeline(workbook, fs.createWriteStream(out!));
  else {
    const target = out ? fs.createWriteStream(out) : process.stdout;
    for await (const page of archivePages(file)) if (!target.write(page.map(({ row }) => `${canonicalJson(row)}\n`).join(''))) await once(target, 'drain');
    if (out) {
      target.end();
      await once(target, 'finish');
    }
  }
  if (out) console.error(`记录已写入 ${out}`);
});
