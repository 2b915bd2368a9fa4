import fs from 'node:fs';
import { sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/open';
import { visitCounter } from '../src/modules/system/service';
import { siteVisit } from '../src/modules/system/tables';
import { get, post, startTestServer, type TestServer } from './harness';

/** Visit counting (issue 20): counted in memory, written at most once a second in one statement, never lost on close. */
describe('visit counting', () => {
  let database: Database;
  const stored = async () => Number((await database.db.select({ n: sum(siteVisit.count) }).from(siteVisit))[0]!.n);
  beforeAll(async () => {
    database = await openDatabase({ snapshot: new Blob([fs.readFileSync(inject('snapshotPath'))]) });
  });
  afterAll(async () => database?.close());

  it('does not write per visit: 50 visits answer growing counts from memory and reach the table in one write', async () => {
    const errors: unknown[] = [];
    const visits = visitCounter(database.db, (e) => errors.push(e), 60_000);
    const before = await stored();
    const answers = await Promise.all(Array.from({ length: 50 }, () => visits.record()));
    expect(Math.max(...answers.map((a) => a.total))).toBe(before + 50);
    expect(await stored()).toBe(before);
    await visits.flush();
    expect(await stored()).toBe(before + 50);
    expect((await visits.record()).total).toBe(before + 51);
    await visits.flush();
    expect(await stored()).toBe(before + 51);
    expect(errors).toEqual([]);
  });
});

describe('visit counting through the server', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => s?.close());

  it('writes the visits within about a second, and what was counted before a close is kept', async () => {
    const views = async () => (await get(s.apiUrl, '/system/pv')).body.data.total as number;
    const before = await views();
    for (let i = 0; i < 5; i++) expect((await post(s.apiUrl, '/system/pv', {})).body.code).toBe(2000);
    await expect.poll(views, { timeout: 5000, interval: 100 }).toBe(before + 5);
    await post(s.apiUrl, '/system/pv', {});
    await s.app.close();
    const [row] = await s.database.db.select({ n: sum(siteVisit.count) }).from(siteVisit);
    expect(Number(row!.n)).toBe(before + 6);
  });
});
