import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open';
import { prepareDatabase } from '../src/db/prepare';
import { adminQuery, postgresAvailable, postgresDatabaseUrl } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    snapshotPath: string;
    /** the migrated and seeded PostgreSQL database every test file's database is copied from; '' when no PostgreSQL answers */
    postgresTemplate: string;
  }
}

/**
 * Migrates and seeds the demo district once per backend, for every test file to start from:
 * an in-memory PGlite saved as a snapshot (STACK-NOTES.md: loading a snapshot takes 0.3 s,
 * migrating and seeding several seconds), and, when PostgreSQL answers, a database that each
 * file's own database is created from as a template (about 0.2 s instead of 4 s of seeding).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  await prepareDatabase(database, { demo: true });
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-')), 'seeded.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('snapshotPath', file);
  const template = (await postgresAvailable()) ? await seededPostgresTemplate() : '';
  project.provide('postgresTemplate', template);
  return async () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    if (template) await adminQuery(`drop database if exists ${template} with (force)`);
  };
}

/** Creates, migrates and seeds a PostgreSQL database to copy (CREATE DATABASE ... TEMPLATE): its name. No connection to it stays open. */
async function seededPostgresTemplate(): Promise<string> {
  const name = `portal_template_${process.pid}_${Date.now()}`;
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: postgresDatabaseUrl(name) });
  try {
    await prepareDatabase(database, { demo: true });
  } finally {
    await database.close();
  }
  return name;
}
