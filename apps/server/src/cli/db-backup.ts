/**
 * `npm run db:backup [-- --out FILE]`: writes a backup (db/backup.ts: the database, the uploaded
 * files and the audit archive files in one .tar.gz; default `$DATA_DIR/backups/backup-<time>.tar.gz`). On PostgreSQL through
 * pg_dump; on PGlite, while a server holds the data directory, by asking that server (SIGUSR2) for a
 * snapshot between two transactions, else by opening the directory itself. docs/operations.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { pgliteSnapshot, writeBackup } from '../db/backup';
import { dataDirOwner, lockDataDir, snapshotRequestFile } from '../db/lock';
import { openDatabase } from '../db/open';

/** How long to wait for a serving process's snapshot (a large database takes a while to copy). */
const SNAPSHOT_WAIT_MS = 10 * 60_000;

/** Asks the server with pid `pid` for a snapshot and waits until it is written whole. */
async function snapshotFromServer(pid: number, dataDir: string): Promise<Buffer> {
  const file = snapshotRequestFile(dataDir);
  fs.rmSync(file, { force: true });
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + SNAPSHOT_WAIT_MS;
  while (!fs.existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`服务进程（pid ${pid}）未在规定时间内写出数据库快照，请查看服务日志`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const tar = fs.readFileSync(file);
  fs.rmSync(file, { force: true });
  return tar;
}

/** Opens the PGlite data directory (no server holds it) and takes a snapshot. */
async function snapshotOfDirectory(dataDir: string): Promise<Buffer> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(pgdata)) throw new Error(`数据目录 ${pgdata} 不存在：没有可备份的数据库`);
  const unlock = lockDataDir(dataDir);
  try {
    const database = await openDatabase({ dataDir: pgdata });
    try {
      return await pgliteSnapshot(database.pglite!);
    } finally {
      await database.close();
    }
  } finally {
    unlock();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `backup-${stamp}.tar.gz`));
  const started = Date.now();
  let source: Parameters<typeof writeBackup>[0];
  if (config.databaseUrl) source = { postgresUrl: config.databaseUrl };
  else {
    const pid = dataDirOwner(config.dataDir);
    source = { pglite: pid === null ? await snapshotOfDirectory(config.dataDir) : await snapshotFromServer(pid, config.dataDir) };
  }
  const manifest = await writeBackup(source, config, out);
  console.log(`备份已写入 ${out}（${manifest.kind}，${manifest.files} 个文件，${manifest.archives} 个审计归档文件，${(fs.statSync(out).size / 1024 / 1024).toFixed(1)} MB，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒）`);
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
