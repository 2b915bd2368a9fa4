import path from 'node:path';
import { loadConfig, type Config } from '../config';
import { lockDataDir } from '../db/lock';
import { openDatabase, type Database } from '../db/open';

/**
 * Runs `work` on the database the server is configured with (DATABASE_URL, else the PGlite
 * directory of DATA_DIR, which must not be held by a running server: PGlite is single-process),
 * migrated, then closes it. For the install commands (admin:create, accounts:lock-demo).
 * @throws Error (Chinese message) when a server holds the PGlite directory
 */
export async function withConfiguredDatabase<T>(work: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata') });
  try {
    await database.migrate();
    return await work(database, config);
  } finally {
    await database.close();
    unlock();
  }
}

/** The command-line entry: runs `main`, printing an error's message (not its stack) and exiting 1 on failure. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
}
