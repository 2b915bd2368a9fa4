import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, loginToken, startTestServer, type TestServer, firstSheetOf } from './harness';

describe('dashboard calls (PGlite)', () => {
  let s: TestServer;
  let token: string;
  const call = async (path: string) => {
    const r = await get(s.apiUrl, path, { token });
    expect(r.body.code, `${path}: ${r.body.msg}`).toBe(2000);
    return r.body.data;
  };
  const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    token = await loginToken(s.apiUrl, 'gov');
  });
  afterAll(async () => s?.close());

  it('lets only government staff call them', async () => {
    const ent = await loginToken(s.apiUrl, 'ent');
    expect((await get(s.apiUrl, '/api/dataBoard/getTalentScaleIndex', { token: ent })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/entPortrayal/detail/1')).body.code).toBe(2003);
  });

  it('computes the talent-scale and economy sub-indices as docs/talent-index.md says, from the tables', async () => {
    const scale = await call('/api/dataBoard/getTalentScaleIndex');
    const { baseYear, year } = scale;
    expect(baseYear).toBe(Number((await one<{ v: string }>(sql`select value as v from sys_config where key = 'talentIndex.baseYear'`)).v));
    const talent = async (y: number) =>
      one<{ n: number; d: number }>(sql`select count(*)::int as n, (count(*) filter (where education in ('博士研究生','硕士研究生','大学本科')))::int as d from staff where entry_date <= ${`${y}-12-31`}`);
    const [b, c] = [await talent(baseYear), await talent(year)];
    const w = await one<{ t: number; d: number }>(sql`select (select weight from index_weight where code = 'talentCount') as t, (select weight from index_weight where code = 'degreeCount') as d`);
    const expected = (w.t * ((100 * c.n) / b.n) + w.d * ((100 * c.d) / b.d)) / (w.t + w.d);
    expect(scale.value).toBeCloseTo(expected, 2);
    expect(scale.indicators.find((i: { code: string }) => i.code === 'talentCount').value).toBe(c.n);
    expect(scale.trend[0]).toEqual({ year: baseYear, value: 100 });

    const econ = await call('/api/dataBoard/getIndustrialEconomyIndex?streetCode=440120001');
    const sums = async (y: number) =>
      one<{ r: number; t: number; h: number }>(
        sql`select sum(a.revenue)::float8 as r, sum(a.tax)::float8 as t, (count(*) filter (where p.high_tech))::int as h from enterprise_annual a join enterprise e on e.id = a.enterprise_id join enterprise_profile p on p.enterprise_id = a.enterprise_id where a.year = ${y} and e.street_code = '440120001'`,
      );
    const [eb, ec] = [await sums(baseYear), await sums(year)];
    expect(econ.value).toBeCloseTo((50 * ((100 * ec.r) / eb.r) + 30 * ((100 * ec.t) / eb.t) + 20 * ((100 * ec.h) / eb.h)) / 100, 2);
  });

  it('answers all eight sub-index calls with indicators and a trend from the base year', async () => {
    const paths = ['getIndustrialEconomyIndex', 'getTalentScaleIndex', 'getSupplyDemandIndex', 'getTopTalentsIndex', 'getTalentEnvIndexVO', 'getTalentStructureIndexVO', 'getTalentPutIntoIndexVO', 'getTalentOutputIndexVO'];
    const codes = new Set<string>();
    for (const p of paths) {
      const d = await call(`/api/dataBoard/${p}?industryCode=C`);
      codes.add(d.code);
      expect(d.indicators.length).toBeGreaterThanOrEqual(2);
      expect(d.trend.length).toBeGreaterThan(1);
      expect(d.value).toBeGreaterThan(0);
    }
    expect(codes.size).toBe(8);
  });

  it('gives a street the same figures in the street list and in its detail, and a composite that is the weighted mean of its sub-indices', async () => {
    const home = await call('/api/street/home');
    for (const st of home.streets) {
      const d = await call(`/api/street/streetDetail?streetCode=${st.streetCode}`);
      expect(d).toMatchObject({ streetName: st.streetName, enterpriseCount: st.enterpriseCount, talentCount: st.talentCount });
      expect(d.index.composite).toBe(st.talentIndex);
      const subs = d.index.subIndices as { weight: number; value: number }[];
      expect(d.index.composite).toBeCloseTo(subs.reduce((a, x) => a + x.weight * x.value, 0) / subs.reduce((a, x) => a + x.weight, 0), 1);
      const ht = await one<{ n: number }>(sql`select count(*)::int as n from enterprise e join enterprise_profile p on p.enterprise_id = e.id where p.high_tech and e.street_code = ${st.streetCode}`);
      expect(d.highTechCount).toBe(ht.n);
    }
    expect((await get(s.apiUrl, '/api/street/streetDetail?streetCode=nope', { token })).body.code).toBe(4004);
  });

  it('lists every industry section with figures that add up to the district', async () => {
    const t = await call('/api/trade/talentIndex');
    const total = await one<{ n: number }>(sql`select count(*)::int as n from staff`);
    expect(t.industries.reduce((a: number, i: { talentCount: number }) => a + i.talentCount, 0)).toBe(total.n);
    const home = (await get(s.apiUrl, '/api/talent-index/home')).body.data;
    expect(home.trend[0].composite).toBe(100);
    expect(home.subIndices).toHaveLength(8);
  });

  it('counts talent by place of household registration from identity numbers', async () => {
    const m = await call('/api/dataBoard/getMacroTalentData');
    const by = await one<{ n: number; gd: number; local: number; hk: number }>(
      sql`select count(*)::int as n, (count(*) filter (where id_card like '44%'))::int as gd, (count(*) filter (where id_card like '440120%'))::int as local, (count(*) filter (where id_card like '81%'))::int as hk from staff`,
    );
    expect(m).toMatchObject({ talentCount: by.n, localCount: by.local, outsideProvinceCount: by.n - by.gd });
    expect(m.byGbaCity).toHaveLength(11);
    expect(m.byGbaCity.find((c: { code: string }) => c.code === '8100').count).toBe(by.hk);
    expect(m.byProvince.reduce((a: number, p: { count: number }) => a + p.count, 0)).toBe(by.n);
  });

  it('sums revenue and input per year', async () => {
    const rows = await call('/api/dataBoard/getRevenueAndInputVO');
    const last = rows[rows.length - 1];
    const db = await one<{ r: number; p: number }>(sql`select sum(revenue)::float8 as r, sum(patents)::int as p from enterprise_annual where year = ${last.year}`);
    expect(last.revenue).toBeCloseTo(db.r, 1);
    expect(last.patents).toBe(db.p);
  });

  it('finds enterprises for the portrait by name, street, industry and the on-the-four list, and shows one', async () => {
    const byName = await call('/api/entPortrayal/name?name=%E7%A7%91%E6%8A%80&limit=10');
    const n = await one<{ n: number }>(sql`select count(*)::int as n from enterprise where name like '%科技%'`);
    expect(byName.total).toBe(n.n);
    expect(byName.list.every((e: { name: string }) => e.name.includes('科技'))).toBe(true);
    const street = await call('/api/entPortrayal/street/440120002?limit=10');
    expect(street.total).toBe((await one<{ n: number }>(sql`select count(*)::int as n from enterprise where street_code = '440120002'`)).n);
    const industry = await call('/api/entPortrayal/industry/I?limit=10');
    expect(industry.total).toBe((await one<{ n: number }>(sql`select count(*)::int as n from enterprise where industry_code = 'I'`)).n);
    const four = await call('/api/entPortrayal/onTheFour/1?limit=10');
    expect(four.total).toBe((await one<{ n: number }>(sql`select count(*)::int as n from enterprise_profile where on_the_four`)).n);
    const first = byName.list[0];
    const d = await call(`/api/entPortrayal/detail/${first.id}`);
    expect(d).toMatchObject({ id: first.id, name: first.name, talentCount: first.talentCount });
    expect(d.education.reduce((a: number, e: { count: number }) => a + e.count, 0)).toBe(first.talentCount);
    expect(d.annual.length).toBe((await one<{ n: number }>(sql`select count(*)::int as n from enterprise_annual where enterprise_id = ${first.id}`)).n);
    expect((await get(s.apiUrl, '/api/entPortrayal/detail/99999999', { token })).body.code).toBe(4004);
  });

  it('bins every placed enterprise into a hexagon of the sand table and shows the largest as points', async () => {
    const sand = await call('/api/visual/getStandBoxParkInfo');
    const db = await one<{ n: number; t: number; h: number }>(
      sql`select count(*)::int as n, (select count(*)::int from staff s join enterprise_profile q on q.enterprise_id = s.enterprise_id) as t, (count(*) filter (where high_tech))::int as h from enterprise_profile`,
    );
    const sum = (k: string) => sand.hexagons.reduce((a: number, x: Record<string, number>) => a + x[k]!, 0);
    expect([sum('enterpriseCount'), sum('talentCount'), sum('highTechCount')]).toEqual([db.n, db.t, db.h]);
    const ring = sand.hexagons[0].boundary;
    expect(ring).toHaveLength(7); // a hexagon as a closed GeoJSON ring
    expect(ring[6]).toEqual(ring[0]);
    expect(sand.points).toHaveLength(Math.min(300, db.n));
    const talents = sand.points.map((p: { talentCount: number }) => p.talentCount);
    expect(talents).toEqual([...talents].sort((a, b) => b - a));
  });

  it('exports a module as an xlsx workbook', async () => {
    const res = await fetch(`${s.apiUrl}/api/dataBoard/export?module=street`, { headers: { token } });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('街道人才.xlsx'));
    const sheet = await firstSheetOf(res);
    expect(sheet.rowCount).toBe(1 + 7);
    const home = await call('/api/street/home');
    expect(sheet.getRow(2).getCell(4).value).toBe(home.streets[0].talentCount);
  });

  it('lists the index weights of the rank configuration from the weight table', async () => {
    const page = await call('/rank/config/page');
    const rows = ((await s.database.db.execute(sql`select code, weight from index_weight order by sort`)) as unknown as { rows: { code: string; weight: number }[] }).rows;
    expect(page.total).toBe(rows.length);
    expect(page.list.map((w: { code: string; weight: number }) => [w.code, w.weight])).toEqual(rows.map((r) => [r.code, r.weight]));
    expect(page.list.filter((w: { parent: string | null }) => w.parent === null)).toHaveLength(8);
  });
});
