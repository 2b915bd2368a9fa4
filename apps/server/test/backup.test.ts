import { type ChildProcess, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { loginAttempt, appUser } from '../src/modules/account/tables';
import { postgresAvailable, POSTGRES_ADMIN_URL, postgresDatabaseUrl, post, spawnServer, startTestServer } from './harness';

const run = promisify(execFile);
const SERVER = path.resolve(import.meta.dirname, '..');
const tsx = (script: string, args: string[], env: Record<string, string>) => run('npx', ['tsx', script, ...args], { cwd: SERVER, env: { ...process.env, LOG_LEVEL: 'warn', ...env } });
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-backup-test-'));
const FILE_KEY = '2026-11/0b8e7f0c-7d4e-4e36-9d3c-4a1f2b3c4d5e.png';
const ARCHIVE = 'operation_log-20261201-1-3.jsonl.gz';

/** Counts of the accounts and of the login attempts of `account` in a database. */
async function countsOf(db: Awaited<ReturnType<typeof openDatabase>>['db'], account: string) {
  const [users] = await db.select({ n: count() }).from(appUser);
  const [attempts] = await db.select({ n: count() }).from(loginAttempt).where(eq(loginAttempt.account, account));
  return { users: users!.n, attempts: attempts!.n };
}

describe('db:backup and db:restore (docs/operations.md)', () => {
  const dirs: string[] = [];
  let server: ChildProcess | undefined;
  afterAll(() => {
    server?.kill('SIGKILL');
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  });

  it('on PGlite: a backup taken while the server serves, restored onto an empty directory, holds the same data, files and audit archives; a non-empty target is refused', async () => {
    const source = tmp();
    const target = tmp();
    dirs.push(source, target);
    // the seeded test database as the server's data directory, and one uploaded file
    const seeded = new PGlite({ dataDir: path.join(source, 'pgdata'), loadDataDir: new Blob([fs.readFileSync(inject('snapshotPath'))]), extensions: { pg_trgm } });
    await seeded.waitReady;
    await seeded.close();
    fs.mkdirSync(path.join(source, 'files', '2026-11'), { recursive: true });
    fs.writeFileSync(path.join(source, 'files', FILE_KEY), 'png bytes');
    // and an audit archive file (docs/audit.md): the archive directory is part of the backup
    fs.mkdirSync(path.join(source, 'audit-archive'));
    fs.writeFileSync(path.join(source, 'audit-archive', ARCHIVE), 'archive bytes');

    let api: string;
    ({ server, apiUrl: api } = await spawnServer({ DATA_DIR: source }));
    // a write made while serving: a refused login is recorded
    const refused = await post(api, '/api/admin/accountLogin', { username: 'backup_probe', password: 'Wrong@2025' });
    expect(refused.body.code).not.toBe(2000);

    const file = path.join(source, 'backup.tar.gz');
    await tsx('src/cli/db-backup.ts', ['--out', file], { DATA_DIR: source });
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(source, 'backup-snapshot.tar'))).toBe(false);
    server.kill('SIGTERM');

    await tsx('src/cli/db-restore.ts', [file], { DATA_DIR: target });
    const restored = await openDatabase({ dataDir: path.join(target, 'pgdata') });
    const original = await openDatabase({ snapshot: new Blob([fs.readFileSync(inject('snapshotPath'))]) });
    try {
      expect(await countsOf(restored.db, 'backup_probe')).toEqual({ users: (await countsOf(original.db, 'x')).users, attempts: 1 });
    } finally {
      await restored.close();
      await original.close();
    }
    expect(fs.readFileSync(path.join(target, 'files', FILE_KEY), 'utf8')).toBe('png bytes');
    expect(fs.readFileSync(path.join(target, 'audit-archive', ARCHIVE), 'utf8')).toBe('archive bytes');

    const again = await tsx('src/cli/db-restore.ts', [file], { DATA_DIR: target }).catch((e: { stderr: string }) => e);
    expect((again as { stderr: string }).stderr).toContain('不是空的');
  }, 300_000);

  it('on PostgreSQL: pg_dump and pg_restore give an empty database the same data', async (ctx) => {
    if (!(await postgresAvailable())) return ctx.skip();
    const s = await startTestServer('postgres');
    const dir = tmp();
    dirs.push(dir);
    const name = `portal_restore_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
    await admin.connect();
    try {
      await post(s.apiUrl, '/api/admin/accountLogin', { username: 'backup_probe_pg', password: 'Wrong@2025' });
      const file = path.join(dir, 'pg.tar.gz');
      await tsx('src/cli/db-backup.ts', ['--out', file], { DATABASE_URL: s.databaseUrl!, DATA_DIR: dir });
      await admin.query(`create database ${name}`);
      const targetUrl = postgresDatabaseUrl(name);
      await tsx('src/cli/db-restore.ts', [file], { DATABASE_URL: targetUrl, DATA_DIR: dir, STORAGE_DIR: path.join(dir, 'files') });
      const restored = await openDatabase({ databaseUrl: targetUrl });
      try {
        expect(await countsOf(restored.db, 'backup_probe_pg')).toEqual(await countsOf(s.database.db, 'backup_probe_pg'));
        expect((await countsOf(restored.db, 'backup_probe_pg')).attempts).toBe(1);
      } finally {
        await restored.close();
      }
    } finally {
      await s.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 300_000);
});

