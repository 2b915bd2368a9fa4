import { count } from 'drizzle-orm';
import { appUser } from '../modules/account/tables';
import { seedDictionaries } from '../modules/dict/service';
import { seedDemo, type DemoOptions } from '../seed/demo';
import type { Database } from './open';

/**
 * Brings a database up to date: applies pending migrations and, when it holds no accounts yet,
 * fills it with the demo district. A database that already has data keeps it, and gains the
 * dictionary options it lacks (a store added by a later release; modules/dict/service.ts).
 * @returns whether the demo data was generated now
 */
export async function prepareDatabase(database: Database, opts: DemoOptions = {}): Promise<boolean> {
  await database.migrate();
  const [row] = await database.db.select({ n: count() }).from(appUser);
  if ((row?.n ?? 0) > 0) {
    await seedDictionaries(database.db);
    return false;
  }
  await seedDemo(database.db, opts);
  return true;
}
