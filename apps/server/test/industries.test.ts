import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/open';
import { prepareDatabase } from '../src/db/prepare';
import { appUser } from '../src/modules/account/tables';
import { GBT4754_DIVISIONS, GBT4754_SECTIONS } from '../src/modules/enterprise/industries';
import { industry, industryDivision } from '../src/modules/enterprise/tables';
import { seedShared } from '../src/seed/shared';

describe('the GB/T 4754-2017 sections and divisions every district shares (issue 42)', () => {
  let database: Database;
  const db = () => database.db;
  const divisionCount = async () => (await db().select({ n: count() }).from(industryDivision))[0]!.n;

  /** an empty database of a production install (NODE_ENV=production, no DEMO), as setup.test.ts prepares one */
  beforeAll(async () => {
    database = await openDatabase({});
    const { demo } = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    expect(await prepareDatabase(database, { demo })).toBe('district');
  });
  afterAll(async () => database?.close());

  it('declares the standard once: 20 sections A-T, 97 divisions 01-97 each in a declared section', () => {
    expect(GBT4754_SECTIONS.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(GBT4754_DIVISIONS.map((d) => d.code)).toEqual(Array.from({ length: 97 }, (_, i) => String(i + 1).padStart(2, '0')));
    expect(new Set(GBT4754_DIVISIONS.map((d) => d.name)).size).toBe(97);
    const sections = GBT4754_SECTIONS.map((s) => s.code);
    // divisions run through the sections in order, every section having at least one
    expect([...new Set(GBT4754_DIVISIONS.map((d) => d.sectionCode))]).toEqual(sections);
  });

  it('fills an empty production database with the 20 sections and the 97 divisions, each division\'s section stored', async () => {
    const sections = await db().select().from(industry).orderBy(asc(industry.code));
    expect(sections).toEqual([...GBT4754_SECTIONS]);
    const divisions = await db()
      .select({ code: industryDivision.code, name: industryDivision.name, sectionCode: industryDivision.sectionCode, sectionName: industry.name })
      .from(industryDivision)
      .leftJoin(industry, eq(industry.code, industryDivision.sectionCode))
      .orderBy(asc(industryDivision.code));
    expect(divisions).toHaveLength(97);
    expect(divisions.filter((d) => d.sectionName === null)).toEqual([]);
    expect(divisions.find((d) => d.code === '65')).toEqual({ code: '65', name: '软件和信息技术服务业', sectionCode: 'I', sectionName: '信息传输、软件和信息技术服务业' });
  });

  it('fills them idempotently, and gives a database made before the divisions the ones it lacks when it is prepared again', async () => {
    await seedShared(db());
    expect(await divisionCount()).toBe(97);
    // a database in service (it has an account) from a release without the divisions
    await db().insert(appUser).values({ username: 'lin_admin', passwordHash: 'x', userKind: 1 });
    await db().delete(industryDivision);
    expect(await prepareDatabase(database, { demo: false })).toBe('reused');
    expect(await divisionCount()).toBe(97);
    expect((await db().select({ n: count() }).from(industry))[0]!.n).toBe(20);
  });
});
