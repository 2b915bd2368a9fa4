/**
 * `npm run audit:restore-archive -- FILE [--out ROWS.jsonl]` (issue 44, docs/audit.md): reads an
 * archive file of an audit log back for an inquiry. Recomputes its chain (modules/center/auditArchive.ts
 * checkArchive) and, where the database can be opened (PostgreSQL, or PGlite while no server holds
 * the data directory), compares the file with its record in `audit_archive` (the same bytes, the
 * same range and hashes). Prints what the file holds and whether it is whole on stderr; when it is,
 * writes its rows, one JSON object per line as the table held them, to ROWS.jsonl or stdout. An
 * altered file is named (the first row that changed, or the file as rewritten) and exits 1 without rows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { dataDirOwner } from '../db/lock';
import { formatDateTime } from '../http/time';
import { checkArchive, checkRecordedArchive } from '../modules/center/auditArchive';
import { AUDIT_LOG_LABELS } from '../modules/center/auditChain';
import { auditArchive } from '../modules/center/tables';
import { runCommand, withConfiguredDatabase } from './configured';

runCommand(async () => {
  const { positionals, values } = parseArgs({ allowPositionals: true, options: { out: { type: 'string' } } });
  const file = positionals[0] && path.resolve(positionals[0]);
  if (!file) throw new Error('用法：npm run audit:restore-archive -- 归档文件.jsonl.gz [--out 记录.jsonl]');
  if (!fs.existsSync(file)) throw new Error(`归档文件 ${file} 不存在`);
  const { header, rows, problem } = await checkArchive(file);
  const fail = (message: string) => {
    console.error(`${message}\n未输出记录。请按 docs/audit.md “链不完整时” 核查：与归档之前的备份比对。`);
    process.exitCode = 1;
  };
  if (problem || !header) return fail(problem?.message ?? `归档文件 ${path.basename(file)} 无法读取`);
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
  const out = values.out ? fs.createWriteStream(path.resolve(values.out)) : process.stdout;
  await checkArchive(file, async (_row, line) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  });
  if (values.out) {
    out.end();
    await once(out, 'finish');
    console.error(`记录已写入 ${path.resolve(values.out)}`);
  }
});
