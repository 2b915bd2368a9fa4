/**
 * `npm run db:restore -- FILE`: restores a backup of `npm run db:backup` (db/backup.ts) into an empty
 * target: the PGlite directory `$DATA_DIR/pgdata` (missing or empty, no server running on it) or the
 * empty PostgreSQL database at DATABASE_URL; the uploaded files go to STORAGE_DIR, the audit archive
 * files to AUDIT_ARCHIVE_DIR. docs/operations.md.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { restoreBackup } from '../db/backup';
import { lockDataDir } from '../db/lock';

async function main(): Promise<void> {
  const { positionals } = parseArgs({ allowPositionals: true });
  const file = positionals[0];
  if (!file) throw new Error('用法：npm run db:restore -- 备份文件.tar.gz');
  const config = loadConfig();
  const started = Date.now();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    const target = config.databaseUrl ? { postgresUrl: config.databaseUrl } : { pgdata: path.join(config.dataDir, 'pgdata') };
    const manifest = await restoreBackup(path.resolve(file), target, config);
    console.log(`已从 ${file} 恢复（${manifest.kind}，备份时间 ${manifest.createdAt}，${manifest.files} 个文件，${manifest.archives ?? 0} 个审计归档文件），用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  } finally {
    unlock();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
