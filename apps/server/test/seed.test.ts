import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageFromIdCard, isValidCreditCode, isValidIdCard, sexFromIdCard } from '@portal/validators';
import { openDatabase, type Database } from '../src/db/open';
import { enterprise, staff, street } from '../src/modules/enterprise/tables';
import { notice } from '../src/modules/notice/tables';
import { seedDemo } from '../src/seed/demo';

describe('demo district generator', () => {
  const dbs: Database[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const d = await openDatabase({});
      await d.migrate();
      await seedDemo(d.db, { seed: 42 });
      dbs.push(d);
    }
  });
  afterAll(async () => Promise.all(dbs.map((d) => d.close())));

  it('gives the same data for the same seed', async () => {
    const [a, b] = dbs as [Database, Database];
    const ents = async (d: Database) => d.db.select().from(enterprise).orderBy(asc(enterprise.id));
    const people = async (d: Database) => d.db.select({ idCard: staff.idCard, name: staff.name }).from(staff).orderBy(asc(staff.id));
    const notices = async (d: Database) => d.db.select({ title: notice.title, publishTime: notice.publishTime }).from(notice).orderBy(asc(notice.id));
    expect(await ents(a)).toEqual(await ents(b));
    expect(await people(a)).toEqual(await people(b));
    expect(await notices(a)).toEqual(await notices(b));
  });

  it('reads as real: no two notices share a title, no two enterprises a name, nothing published in the future', async () => {
    const titles = (await dbs[0]!.db.select({ t: notice.title }).from(notice)).map((r) => r.t);
    expect(titles.length).toBeGreaterThan(100);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
    const names = (await dbs[0]!.db.select({ n: enterprise.name }).from(enterprise)).map((r) => r.n);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    const published = await dbs[0]!.db.select({ at: notice.publishTime }).from(notice);
    expect(published.filter((p) => p.at && p.at.getTime() > Date.now())).toEqual([]);
  });

  it('gives every enterprise a valid unified social credit code (GB 32100-2015), all distinct', async () => {
    const codes = (await dbs[0]!.db.select({ c: enterprise.creditCode }).from(enterprise)).map((r) => r.c);
    expect(codes.length).toBe(600);
    expect(codes.filter((c) => !isValidCreditCode(c))).toEqual([]);
  });

  it('gives every staff member a valid identity number (GB 11643-1999) of a working-age adult', async () => {
    const ids = (await dbs[0]!.db.select({ id: staff.idCard }).from(staff)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(5000);
    expect(ids.filter((id) => !isValidIdCard(id))).toEqual([]);
    expect(new Set(ids.map((id) => sexFromIdCard(id)))).toEqual(new Set(['male', 'female']));
    const ages = ids.map((id) => ageFromIdCard(id, new Date(2026, 10, 1))!);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(18);
    expect(Math.max(...ages)).toBeLessThanOrEqual(65);
  });

  it('draws 7 streets whose label points lie inside the district', async () => {
    const streets = await dbs[0]!.db.select().from(street);
    expect(streets.map((s) => s.name)).toContain('南湾街道');
    expect(streets).toHaveLength(7);
    for (const s of streets) {
      expect(Math.abs(s.centerLng - 113.52)).toBeLessThan(0.15);
      expect(Math.abs(s.centerLat - 22.79)).toBeLessThan(0.15);
    }
  });
});
