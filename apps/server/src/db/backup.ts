import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Config } from '../config';

const run = promisify(execFile);

/**
 * A backup (docs/operations.md): one `.tar.gz` holding `manifest.json`, the database (`database.tar`,
 * a PGlite data directory, or `database.dump`, pg_dump's custom format), `files/`, the uploaded
 * files of STORAGE_DIR, and `audit-archive/`, the audit logs' archive files of AUDIT_ARCHIVE_DIR
 * (docs/audit.md; absent from backups made before issue 44's archive).
 */
export interface BackupManifest {
  format: 1;
  kind: 'pglite' | 'postgres';
  /** ISO time the database snapshot was taken */
  createdAt: string;
  /** how many uploaded files were copied */
  files: number;
  /** how many audit archive files were copied (absent in older backups) */
  archives?: number;
}

/** The directories a backup copies besides the database: the uploaded files and the audit archives. */
export type BackupDirs = Pick<Config, 'storageDir' | 'auditArchiveDir'>;

/** The folder of the audit archive files inside a backup. */
const ARCHIVE_FOLDER = 'audit-archive';

/** The file name of the database inside a backup of `kind`. */
const databaseFile = (kind: BackupManifest['kind']) => (kind === 'pglite' ? 'database.tar' : 'database.dump');

/**
 * A consistent snapshot of a PGlite database as an uncompressed tar of its data directory, taken
 * while no transaction is open (PGlite's transaction lock, then its query lock), so a serving
 * process may take it between two requests' transactions.
 */
export async function pgliteSnapshot(pglite: PGlite): Promise<Buffer> {
  return pglite._runExclusiveTransaction(async () => Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
}

/** pg_dump of the PostgreSQL database at `url` in the custom format, to `file`. */
async function pgDump(url: string, file: string): Promise<void> {
  await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, url], { maxBuffer: 16 * 1024 * 1024 });
}

/**
 * Writes a backup to `out` (a .tar.gz): the database given as a PGlite snapshot (see
 * {@link pgliteSnapshot}) or a PostgreSQL URL to pg_dump, then a copy of `dirs.storageDir` and of
 * `dirs.auditArchiveDir` (taken after the database, so every file the database names is in it:
 * files only ever get added, and an archive file is in place before its record commits).
 * @returns the manifest written
 * @throws Error when pg_dump or tar fail (their message)
 */
export async function writeBackup(source: { pglite: Buffer } | { postgresUrl: string }, dirs: BackupDirs, out: string): Promise<BackupManifest> {
  const { storageDir } = dirs;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-'));
  try {
    const kind = 'pglite' in source ? 'pglite' : 'postgres';
    const createdAt = new Date().toISOString();
    if ('pglite' in source) fs.writeFileSync(path.join(work, databaseFile(kind)), source.pglite);
    else await pgDump(source.postgresUrl, path.join(work, databaseFile(kind)));
    const files = path.join(work, 'files');
    if (fs.existsSync(storageDir)) fs.cpSync(storageDir, files, { recursive: true, filter: (src) => !src.includes(`${path.sep}chunks`) });
    else fs.mkdirSync(files);
    const archives = path.join(work, ARCHIVE_FOLDER);
    if (fs.existsSync(dirs.auditArchiveDir)) fs.cpSync(dirs.auditArchiveDir, archives, { recursive: true, filter: (src) => !src.endsWith('.partial') });
    else fs.mkdirSync(archives);
    const manifest: BackupManifest = { format: 1, kind, createdAt, files: countFiles(files), archives: countFiles(archives) };
    fs.writeFileSync(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
    const partial = `${out}.partial`;
    await run('tar', ['-czf', partial, '-C', work, '.']);
    fs.renameSync(partial, out);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Restores the backup `file` into an empty target: a PGlite data directory `pgdata` that does not
 * exist or is empty, or a PostgreSQL database at `postgresUrl` without tables; then copies its files
 * into `dirs.storageDir` and its audit archive files (when it has them) into `dirs.auditArchiveDir`.
 * @throws Error (Chinese message) when the file is not a backup, its kind is not the target's, or
 *   the target is not empty; pg_restore's own message when it fails
 */
export async function restoreBackup(file: string, target: { pgdata: string } | { postgresUrl: string }, dirs: BackupDirs): Promise<BackupManifest> {
  const { storageDir } = dirs;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', work]).catch((e: unknown) => {
      throw new Error(`无法读取备份文件 ${file}：${(e as Error).message.split('\n')[0]}`);
    });
    const manifestPath = path.join(work, 'manifest.json');
    if (!fs.existsSync(manifestPath)) throw new Error(`${file} 不是本系统的备份（缺少 manifest.json）`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as BackupManifest;
    const kind = 'pgdata' in target ? 'pglite' : 'postgres';
    if (manifest.kind !== kind) throw new Error(`这是 ${manifest.kind} 数据库的备份，不能恢复到 ${kind}`);
    const dump = path.join(work, databaseFile(kind));
    if ('pgdata' in target) {
      if (fs.existsSync(target.pgdata) && fs.readdirSync(target.pgdata).length > 0) throw new Error(`数据目录 ${target.pgdata} 不是空的：请先移走它，再恢复到空目录`);
      fs.mkdirSync(target.pgdata, { recursive: true });
      const db = new PGlite({ dataDir: target.pgdata, loadDataDir: new Blob([fs.readFileSync(dump)]), extensions: { pg_trgm } });
      await db.waitReady;
      await db.close();
    } else {
      const client = new pg.Client({ connectionString: target.postgresUrl });
      await client.connect();
      try {
        const tables = await client.query<{ n: number }>(`select count(*)::int as n from information_schema.tables where table_schema in ('public', 'drizzle')`);
        if ((tables.rows[0]?.n ?? 0) > 0) throw new Error('目标数据库不是空的：请恢复到一个新建的空数据库');
      } finally {
        await client.end();
      }
      await run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', target.postgresUrl, dump], { maxBuffer: 16 * 1024 * 1024 });
    }
    fs.mkdirSync(storageDir, { recursive: true });
    fs.cpSync(path.join(work, 'files'), storageDir, { recursive: true });
    if (fs.existsSync(path.join(work, ARCHIVE_FOLDER))) fs.cpSync(path.join(work, ARCHIVE_FOLDER), dirs.auditArchiveDir, { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function countFiles(dir: string): number {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
}
