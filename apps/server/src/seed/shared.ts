import type { Db } from '../db/open';
import { seedDictionaries } from '../modules/dict/service';
import { GBT4754_DIVISIONS, GBT4754_SECTIONS } from '../modules/enterprise/industries';
import { industry, industryDivision } from '../modules/enterprise/tables';

/**
 * What every district shares, written on a new database in both modes (db/prepare.ts, issue 42):
 * the GB/T 4754-2017 sections and divisions (大类, each in its section) and the dictionaries (those
 * of code constants such as application types, statuses and message kinds, and those read from the
 * reference tables: streets and sections). Run after the streets are in: the demo's drawn ones, or
 * none in production until the district's own are loaded. Idempotent: rows already there are left
 * as they are, so it also brings a database made by an earlier release up to date.
 */
export async function seedShared(db: Db): Promise<void> {
  await db.insert(industry).values([...GBT4754_SECTIONS]).onConflictDoNothing();
  await db.insert(industryDivision).values([...GBT4754_DIVISIONS]).onConflictDoNothing();
  await seedDictionaries(db);
}
