import { count } from 'drizzle-orm';
import { appUser } from '../modules/account/tables';
import { seedDemo, type DemoOptions } from '../seed/demo';
import { seedShared } from '../seed/shared';
import type { Database } from './open';

/** What {@link prepareDatabase} found and did: filled an empty database with the demo or with what every district shares, or reused one with data. */
export type Prepared = 'demo' | 'district' | 'reused';

/**
 * Brings a database up to date: applies pending migrations and, when it holds no accounts yet,
 * fills it with the demo district (`demo`: outside production, or DEMO=on) or only with what every
 * district shares (seed/shared.ts: the industry sections and divisions and the dictionaries), the
 * district's own data coming from /setup (issue 42). A database that already has data keeps it,
 * and gains the shared rows it lacks (the divisions or dictionary options a later release added;
 * seed/shared.ts, modules/dict/service.ts).
 */
export async function prepareDatabase(database: Database, opts: DemoOptions & { demo: boolean }): Promise<Prepared> {
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(appUser);
  if ((row?.n ?? 0) > 0) {
    await seedShared(database.db);
    return 'reused';
  }
  if (!opts.demo) {
    await seedShared(database.db);
    return 'district';
  }
  await seedDemo(database.db, opts);
  return 'demo';
}
