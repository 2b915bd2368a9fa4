import fs from 'node:fs';
import { loadConfig } from './config';
import { pgliteSnapshot } from './db/backup';
import { lockDataDir, snapshotRequestFile } from './db/lock';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './http/app';
import { boardSnapshot } from './modules/dashboard/snapshot';
import { directoryStorage } from './modules/files/storage';

/** Starts the server: opens (and if new, migrates and seeds) the database, then listens on PORT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata` });
  const app = await buildApp({ db: database.db, config, poolStats: database.poolStats });
  if (!config.captchaEnabled) app.log.warn('AUTH_CAPTCHA=off: login captcha is disabled; use this only for automated tests and demos');
  const seeded = await prepareDatabase(database, { storage: directoryStorage(config.storageDir), onProgress: (step) => app.log.info(`演示数据：${step}`) });
  app.log.info(seeded ? 'database created and filled with the demo district' : `database reused (${database.kind})`);
  const shutdown = async () => {
    await app.close();
    await database.close();
    unlock();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  // `npm run db:backup` while serving on PGlite: a consistent snapshot between two transactions (db/backup.ts)
  if (database.pglite) {
    const pglite = database.pglite;
    process.on('SIGUSR2', () => {
      const file = snapshotRequestFile(config.dataDir);
      pgliteSnapshot(pglite)
        .then((tar) => {
          fs.writeFileSync(`${file}.partial`, tar);
          fs.renameSync(`${file}.partial`, file);
          app.log.info(`backup snapshot written (${tar.length} bytes)`);
        })
        .catch((e: unknown) => app.log.error({ err: e }, 'backup snapshot failed'));
    });
  }
  await app.listen({ port: config.port, host: config.host });
  // the dashboards' aggregates are read now rather than on the first dashboard call (seconds at the large scale)
  boardSnapshot(database.db).catch((e: unknown) => app.log.warn({ err: e }, 'dashboard aggregates not read at start'));
  app.log.info(`portal http://localhost:${config.port}/  bigscreen http://localhost:${config.port}/screen3/  API docs http://localhost:${config.port}${config.apiBase}/docs`);
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
