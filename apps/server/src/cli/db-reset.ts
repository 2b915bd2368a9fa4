/**
 * `npm run db:reset` and `npm run db:seed -- [--scale small|large] [--seed N]`: throws away the
 * database (the PGlite data directory, or every table of the PostgreSQL database at DATABASE_URL),
 * migrates a new one and fills it with the demo district. Refuses while a server holds the data directory.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { lockDataDir } from '../db/lock';
import { openDatabase } from '../db/open';
import { directoryStorage } from '../modules/files/storage';
import { seedDemo, SCALES, type Scale } from '../seed/demo';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'small' }, seed: { type: 'string' } } });
  if (!(values.scale in SCALES)) throw new Error(`--scale 只能是 ${Object.keys(SCALES).join(' 或 ')}`);
  const config = loadConfig();
  const started = Date.now();
  let unlock = () => {};
  if (!config.databaseUrl) {
    unlock = lockDataDir(config.dataDir);
    fs.rmSync(path.join(config.dataDir, 'pgdata'), { recursive: true, force: true });
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });
  try {
    if (database.kind === 'postgres') await database.db.execute(sql`drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;`);
    await database.migrate();
    await seedDemo(database.db, {
      scale: values.scale as Scale,
      ...(values.seed ? { seed: Number(values.seed) } : {}),
      storage: directoryStorage(config.storageDir),
      onProgress: (step) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${step}`),
    });
    console.log(`数据库已重建（${database.kind}，规模 ${values.scale}），用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
  } finally {
    await database.close();
    unlock();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
