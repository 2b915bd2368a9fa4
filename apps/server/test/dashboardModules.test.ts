import { sql } from 'drizzle-orm';
import { BOARD_MODULES } from '@portal/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, loginToken, post, startTestServer, type TestServer, firstSheetOf } from './harness';

type Table = { title: string; columns: { key: string; label: string; unit: string }[]; rows: Record<string, string | number | null>[] };

describe('dashboard modules, summaries and index weights (PGlite)', () => {
  let s: TestServer;
  let token: string;
  const call = async (path: string) => {
    const r = await get(s.apiUrl, path, { token });
    expect(r.body.code, `${path}: ${r.body.msg}`).toBe(2000);
    return r.body.data;
  };
  const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0]!;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    token = await loginToken(s.apiUrl, 'gov');
  });
  afterAll(async () => s?.close());

  it('refuses enterprises (4003) and visitors (2003), for modules and their export', async () => {
    const ent = await loginToken(s.apiUrl, 'ent');
    for (const path of ['/api/dataBoard/getEducationVO', '/api/summry/home', '/api/visual/getTalentsIndex', '/api/dataBoard/export?module=getEducationVO', '/api/summary/data/page', '/api/yhby/getHarmonyEnt']) {
      expect((await get(s.apiUrl, path, { token: ent })).body.code, path).toBe(4003);
      expect((await get(s.apiUrl, path)).body.code, path).toBe(2003);
    }
    expect((await post(s.apiUrl, '/rank/config/update', { items: [{ code: 'tax', weight: 1 }] }, { token: ent })).body.code).toBe(4003);
  });

  it('answers every module with its columns filled in each row', async () => {
    for (const e of Object.values(BOARD_MODULES)) {
      const t: Table = await call(e.path);
      expect(t.columns.length, e.path).toBeGreaterThan(0);
      expect(t.rows.length, e.path).toBeGreaterThan(0);
      for (const row of t.rows) expect(Object.keys(row).sort(), e.path).toEqual(t.columns.map((c) => c.key).sort());
    }
  });

  it('counts education, high-tech enterprises, R&D and new enterprises as a hand count over the tables does', async () => {
    const edu: Table = await call('/api/dataBoard/getEducationVO');
    const byEdu = await rows<{ education: string; n: number }>(sql`select education, count(*)::int as n from staff where left_on is null group by education`);
    for (const r of edu.rows) expect(r['count'], String(r['education'])).toBe(byEdu.find((x) => x.education === r['education'])?.n ?? 0);

    const ht: Table = await call('/api/dataBoard/getHighTechEntVO?streetCode=440120003');
    const htDb = await one<{ n: number; h: number; t: number }>(
      sql`select count(*)::int as n, (count(*) filter (where p.high_tech))::int as h, (select count(*)::int from staff s join enterprise_profile q on q.enterprise_id = s.enterprise_id join enterprise e2 on e2.id = s.enterprise_id where q.high_tech and e2.street_code = '440120003') as t
          from enterprise e left join enterprise_profile p on p.enterprise_id = e.id where e.street_code = '440120003'`,
    );
    expect(ht.rows).toHaveLength(1);
    expect(ht.rows[0]).toMatchObject({ enterpriseCount: htDb.n, highTechCount: htDb.h, highTechTalent: htDb.t });

    const rd: Table = await call('/api/dataBoard/getRdInputVO?industryCode=C');
    const last = rd.rows[rd.rows.length - 1]!;
    const rdDb = await one<{ rd: number; n: number }>(
      sql`select sum(a.rd_input)::float8 as rd, (count(*) filter (where a.rd_input > 0))::int as n from enterprise_annual a join enterprise e on e.id = a.enterprise_id where e.industry_code = 'C' and a.year = ${last['year']}`,
    );
    expect(last['rdInput']).toBeCloseTo(rdDb.rd, 1);
    expect(last['rdEnterprises']).toBe(rdDb.n);

    const env: Table = await call('/api/dataBoard/getBusinessEnvVO');
    const y = env.rows[env.rows.length - 1]!;
    const founded = await one<{ n: number; c: number }>(
      sql`select (count(*) filter (where extract(year from founded_on) = ${y['year']}))::int as n, (count(*) filter (where extract(year from founded_on) <= ${y['year']}))::int as c from enterprise`,
    );
    expect([y['founded'], y['cumulative']]).toEqual([founded.n, founded.c]);

    const flow: Table = await call('/api/dataBoard/getTalentFlowVO');
    const f = flow.rows[flow.rows.length - 2]!;
    const entries = await one<{ n: number }>(sql`select count(*)::int as n from staff where extract(year from entry_date) = ${f['year']}`);
    expect(f['entries']).toBe(entries.n);
  });

  it('takes salaries and demand summaries from the job demands', async () => {
    const salary: Table = await call('/api/dataBoard/getSalaryVO');
    const db = await rows<{ name: string; n: number; lo: number }>(
      sql`select i.name, count(*)::int as n, round(avg(d.salary_min))::int as lo from demand d join enterprise e on e.id = d.enterprise_id join industry i on i.code = e.industry_code where d.status = 'on' group by i.name`,
    );
    expect(salary.rows).toHaveLength(db.length);
    for (const r of salary.rows) expect([r['posts'], r['salaryMin']]).toEqual([db.find((x) => x.name === r['industryName'])!.n, db.find((x) => x.name === r['industryName'])!.lo]);
    const demand: Table = await call('/api/summry/demand');
    const total = await one<{ n: number }>(sql`select count(*)::int as n from demand`);
    expect(demand.rows.reduce((a, r) => a + Number(r['demands']), 0)).toBe(total.n);
  });

  it('exports any module as xlsx with Chinese headers and the rows the call shows', async () => {
    const res = await fetch(`${s.apiUrl}/api/dataBoard/export?module=getEducationVO`, { headers: { token } });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('学历结构.xlsx'));
    const sheet = await firstSheetOf(res);
    expect(sheet.getRow(1).values).toEqual([undefined, '最高学历', '在职人数（人）', '占比（%）']);
    const edu: Table = await call('/api/dataBoard/getEducationVO');
    expect(sheet.rowCount).toBe(1 + edu.rows.length);
    expect(sheet.getRow(2).getCell(2).value).toBe(edu.rows[0]!['count']);
    const bad = await get(s.apiUrl, '/api/dataBoard/export?module=nope', { token });
    expect(bad.body).toMatchObject({ code: 4001, msg: expect.stringContaining('没有这个模块') });
  });

  it('lists harmonious labour-relations enterprises and counts them per street', async () => {
    const list = await call('/api/yhby/getHarmonyEnt?level=AAA&limit=10');
    const db = await one<{ n: number }>(sql`select count(*)::int as n from harmony_enterprise where level = 'AAA'`);
    expect(list.total).toBe(db.n);
    const data: Table = await call('/api/yhby/getData');
    const latest = await one<{ n: number }>(sql`select count(*)::int as n from harmony_enterprise where year = (select max(year) from harmony_enterprise)`);
    expect(data.rows.reduce((a, r) => a + Number(r['total']), 0)).toBe(latest.n);
  });

  it('recomputes the index from weights changed in the rank configuration (docs/talent-index.md)', async () => {
    const before = await call('/api/talent-index/home');
    const econBefore = await call('/api/dataBoard/getIndustrialEconomyIndex');
    const refused = await post(s.apiUrl, '/rank/config/update', { items: [{ code: 'tax', weight: -1 }] }, { token });
    expect(refused.body).toMatchObject({ code: 4001, msg: expect.stringContaining('权重不能为负数') });
    expect((await post(s.apiUrl, '/rank/config/update', { items: [{ code: 'nope', weight: 1 }] }, { token })).body.msg).toContain('没有这个指标');

    // economy: tax no longer counts; the composite: economy weighs 45 instead of 15
    const ok = await post(s.apiUrl, '/rank/config/update', { items: [{ code: 'tax', weight: 0 }, { code: 'economy', weight: 45 }] }, { token });
    expect(ok.body).toMatchObject({ code: 2000, data: { updated: 2 } });
    try {
      const econ = await call('/api/dataBoard/getIndustrialEconomyIndex');
      const idx = (code: string) => econBefore.indicators.find((i: { code: string }) => i.code === code).index as number;
      expect(econ.value).toBeCloseTo((50 * idx('revenue') + 20 * idx('highTechCount')) / 70, 1);
      const after = await call('/api/talent-index/home');
      const subs = after.subIndices as { code: string; weight: number; value: number }[];
      expect(subs.find((x) => x.code === 'economy')!.weight).toBe(45);
      expect(after.composite).toBeCloseTo(subs.reduce((a, x) => a + x.weight * x.value, 0) / subs.reduce((a, x) => a + x.weight, 0), 1);
      expect(after.composite).not.toBe(before.composite);
      const page = await call('/rank/config/page');
      expect(page.list.find((w: { code: string }) => w.code === 'tax').weight).toBe(0);
    } finally {
      await post(s.apiUrl, '/rank/config/update', { items: [{ code: 'tax', weight: 30 }, { code: 'economy', weight: 15 }] }, { token });
    }
    expect((await call('/api/talent-index/home')).composite).toBe(before.composite);
  });

  it('shows a change of the data on the next call', async () => {
    const before = await call('/api/dataBoard/getHrResourcesVO');
    const edu: Table = await call('/api/dataBoard/getEducationVO');
    const doctors = edu.rows.find((r) => r['education'] === '博士研究生')!['count'] as number;
    await s.database.db.execute(
      sql`insert into staff (enterprise_id, name, id_card, education, phone, entry_date) values (1, '测试博士', '440120199001011234', '博士研究生', '13800000000', '2026-01-05')`,
    );
    try {
      const after = await call('/api/dataBoard/getHrResourcesVO');
      expect(after.talentCount).toBe(before.talentCount + 1);
      const edu2: Table = await call('/api/dataBoard/getEducationVO');
      expect(edu2.rows.find((r) => r['education'] === '博士研究生')!['count']).toBe(doctors + 1);
    } finally {
      await s.database.db.execute(sql`delete from staff where name = '测试博士'`);
    }
  });
});
