import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open';
import { prepareDatabase } from '../src/db/prepare';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
  }
}

/**
 * Migrates and seeds one in-memory PGlite once, and saves it as a snapshot that every test file
 * loads (STACK-NOTES.md: loading a snapshot takes 0.3 s, migrating and seeding several seconds).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const database = await openDatabase({});
  await prepareDatabase(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('snapshotPath', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
