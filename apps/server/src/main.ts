import fs from 'node:fs';
import { loadConfig } from './config';
import { pgliteSnapshot } from './db/backup';
import { lockDataDir, snapshotRequestFile } from './db/lock';
import { openDatabase } from './db/open';
import { prepareDatabase } from './db/prepare';
import { buildApp } from './http/app';
import { boardSnapshot } from './modules/dashboard/snapshot';
import { startRefusals } from './modules/setup/install';
import { issueSetupCode } from './modules/setup/service';
import { directoryStorage } from './modules/files/storage';

/**
 * Starts the server: opens (and if new, migrates and fills) the database, refuses to go on in
 * production while a published credential works (modules/setup/install.ts), writes a setup code
 * while there is no administrator (modules/setup/service.ts), then listens on PORT.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata` });
  const app = await buildApp({ db: database.db, config, poolStats: database.poolStats });
  if (!config.captchaEnabled) app.log.warn('AUTH_CAPTCHA=off: login captcha is disabled; use this only for automated tests and demos');
  if (config.production && config.demo) app.log.warn('DEMO=on: this production server serves the demo district and its published passwords; use it only for a staging site');
  const prepared = await prepareDatabase(database, { demo: config.demo, storage: directoryStorage(config.storageDir), onProgress: (step) => app.log.info(`演示数据：${step}`) });
  app.log.info({ demo: 'database created and filled with the demo district', district: 'empty database: only what every district shares (industries, dictionaries); waiting for /setup', reused: `database reused (${database.kind})` }[prepared]);
  // a production install with a published credential does not serve (issue 42; OWASP ASVS 4.0 V2.1, V2.5)
  const refusals = await startRefusals(database.db, config);
  if (refusals.length > 0) {
    for (const reason of refusals) app.log.fatal(`refusing to start: ${reason}`);
    await app.close();
    await database.close();
    unlock();
    process.exit(1);
  }
  const setup = await issueSetupCode(database.db, config.dataDir);
  if (setup) app.log.warn(`no administrator yet: open /setup with the one-time setup code in ${setup.file} (valid until ${setup.expiresAt.toISOString()}), or run npm run admin:create`);
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
