import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../src/modules/account/tables';
import { hashPassword } from '../src/modules/account/password';
import { demoLogins, get, post, startTestServer, type TestServer, firstSheetOf } from './harness';

type Row = { id: number; name: string; creditCode: string; streetName: string; industryName: string; filledYears: number[] };

/** Enterprises that fill /entdata (not training institutions), as SQL. */
const NOT_TRAINING = sql`not ('民办职业培训机构' = any(string_to_array(replace(e.enterprise_type, ' ', ''), ',')))`;

describe('the data-collection summary: each manager sees, exports and reminds only its scope (issue 13)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let street: string;
  let streetCode: string;
  const rows = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => ((await s.database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await rows<T>(q))[0]!;
  const data = async (path: string, token: string) => {
    const r = await get(s.apiUrl, path, { token });
    expect(r.body.code, `${path}: ${r.body.msg}`).toBe(2000);
    return r.body.data;
  };

  beforeAll(async () => {
    s = await startTestServer('pglite');
    street = await login('staff_street', 'gov');
    ({ street_code: streetCode } = await one<{ street_code: string }>(sql`select street_code from enterprise where id = 1`));
  });
  afterAll(async () => s?.close());

  it('a street manager lists only its street’s enterprises, with the open years each has filled, and is refused another street', async () => {
    const page = await data('/api/summary/data/page?limit=50', street);
    const { n, unfilled } = await one<{ n: number; unfilled: number }>(
      sql`select count(*)::int as n, (count(*) filter (where not exists (select 1 from enterprise_annual a where a.enterprise_id = e.id and a.year = ${page.year})))::int as unfilled
          from enterprise e where e.street_code = ${streetCode} and ${NOT_TRAINING}`,
    );
    expect(page.total).toBe(n);
    expect(page.years).toEqual([page.year - 1, page.year]);
    expect(new Set(page.list.map((r: Row) => r.streetName)).size).toBe(1);

    const notFilled = await data(`/api/summary/data/page?limit=50&filled=0`, street);
    expect(notFilled.total).toBe(unfilled);
    expect(notFilled.total).toBeGreaterThan(0);
    expect(notFilled.list.every((r: Row) => !r.filledYears.includes(page.year))).toBe(true);
    expect(notFilled.list.map((r: Row) => r.id)).toContain(1);

    const other = await get(s.apiUrl, '/api/summary/data/page?streetCode=440120001', { token: street });
    expect(other.body).toMatchObject({ code: 4003, msg: '街道不在您的管理范围内' });
    const admin = await data('/api/summary/administerList', street);
    expect(admin).toMatchObject({ kind: 'enterprise', allStreets: false, allIndustries: true, streets: [{ code: streetCode }] });
    expect(admin.streets).toHaveLength(1);
  });

  it('answers the year’s completion by street and by industry within the scope, as a count over the tables does', async () => {
    const stats = await data('/api/entData/collect/statistics', street);
    expect(stats.byStreet).toHaveLength(1);
    const byIndustry = await rows<{ code: string; total: number; filled: number }>(
      sql`select e.industry_code as code, count(*)::int as total, (count(*) filter (where exists (select 1 from enterprise_annual a where a.enterprise_id = e.id and a.year = ${stats.year})))::int as filled
          from enterprise e where e.street_code = ${streetCode} and ${NOT_TRAINING} group by 1 order by 1`,
    );
    expect(stats.byIndustry.map((g: { code: string; total: number; filled: number }) => ({ code: g.code, total: g.total, filled: g.filled }))).toEqual(byIndustry);
    const total = byIndustry.reduce((a, g) => a + g.total, 0);
    const filled = byIndustry.reduce((a, g) => a + g.filled, 0);
    expect(stats.overall).toEqual({ total, filled, rate: Math.round((filled / total) * 1000) / 10 });
    expect(stats.byStreet[0]).toMatchObject({ code: streetCode, total, filled });
    const earlier = await data(`/api/entData/collect/statistics?year=${stats.year - 1}`, street);
    expect(earlier.year).toBe(stats.year - 1);
    expect((await get(s.apiUrl, `/api/entData/collect/statistics?year=${stats.year - 2}`, { token: street })).body).toMatchObject({ code: 4001, msg: `参数错误：year 年度只能是${stats.year - 1}或${stats.year}` });
  });

  it('an industry manager sees only its sections, the vocational centre only the training institutions; other staff get 4003', async () => {
    const industry = await login('staff_industry', 'gov');
    const admin = await data('/api/summary/administerList', industry);
    expect(admin.industries.map((i: { code: string }) => i.code)).toEqual(['C', 'I']);
    const stats = await data('/api/entData/collect/statistics', industry);
    expect(stats.byIndustry.map((g: { code: string }) => g.code)).toEqual(['C', 'I']);
    const { n } = await one<{ n: number }>(sql`select count(*)::int as n from enterprise e where e.industry_code in ('C', 'I') and ${NOT_TRAINING}`);
    expect(stats.overall.total).toBe(n);
    expect((await get(s.apiUrl, '/api/summary/data/page?industryCode=F', { token: industry })).body).toMatchObject({ code: 4003, msg: '行业门类不在您的管理范围内' });

    const centre = await login('staff_vocational', 'gov');
    const schools = await data('/api/summary/data/page?limit=50', centre);
    const training = await rows<{ id: number }>(sql`select id from enterprise e where not ${NOT_TRAINING} order by id`);
    expect(schools.list.map((r: Row) => r.id).sort((a: number, b: number) => a - b)).toEqual(training.map((t) => t.id));
    const unfilled = (await data('/api/summary/data/page?limit=50&filled=0', centre)).list as Row[];
    expect(unfilled.length).toBeGreaterThan(0);
    const detail = await data(`/api/entData/collect/getEntInfoByCreditCode?creditCode=${unfilled[0]!.creditCode}`, centre);
    expect(detail.school.find((y: { year: number }) => y.year === schools.year).trainees).toBeNull();
    expect(detail.school.find((y: { year: number }) => y.year === schools.year - 1).trainees).toBeGreaterThan(0);

    const other = await login('staff_jyzx', 'gov');
    for (const path of ['/api/summary/data/page', '/api/entData/collect/statistics', '/api/summary/administerList', '/api/summary/detail/1'])
      expect((await get(s.apiUrl, path, { token: other })).body, path).toMatchObject({ code: 4003, msg: expect.stringContaining('暂无权限') });
    expect((await get(s.apiUrl, '/api/entData/collect/statistics', { token: await login('ent_demo', 'ent') })).body.code).toBe(4003);
  });

  it('refuses a manager whose scope is not set, and answers 4004 for an enterprise outside the scope', async () => {
    await s.database.db.insert(appUser).values({ username: 'staff_street_unset', passwordHash: await hashPassword('Demo@2025'), userKind: 1, name: '未设置', deptName: '街道管理', roles: ['街道管理'], phonenumber: '13800138101' });
    const unset = await login('staff_street_unset', 'gov');
    expect((await get(s.apiUrl, '/api/summary/data/page', { token: unset })).body).toMatchObject({ code: 4003, msg: '您的账号尚未设置管理的街道，请通知管理员设置' });
    const [outside] = await rows<{ id: number; credit_code: string }>(sql`select id, credit_code from enterprise where street_code <> ${streetCode} order by id limit 1`);
    expect((await get(s.apiUrl, `/api/summary/detail/${outside!.id}`, { token: street })).body).toMatchObject({ code: 4004, msg: '您的管理范围内没有这家企业' });
    expect((await get(s.apiUrl, `/api/entData/collect/getEntInfoByCreditCode?creditCode=${outside!.credit_code}`, { token: street })).body.code).toBe(4004);
    expect((await get(s.apiUrl, '/api/summary/detail/1', { token: street })).body.data).toMatchObject({ id: 1 });
  });

  it('exports the filtered list with each open year as 已填报 or 未填报', async () => {
    const page = await data('/api/summary/data/page?filled=0&limit=10', street);
    const res = await fetch(`${s.apiUrl}/api/summary/detail/export?filled=0`, { headers: { token: street } });
    expect(decodeURIComponent(res.headers.get('content-disposition')!)).toContain(`企业数据采集汇总_${page.year}年度.xlsx`);
    const sheet = await firstSheetOf(res);
    expect(sheet.rowCount).toBe(1 + page.total);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['企业名称', '统一社会信用代码', '街道', '行业门类', '在职人数', `${page.year - 1}年度数据`, `${page.year}年度数据`]);
    expect(sheet.getRow(2).getCell(7).value).toBe('未填报');
    const other = await fetch(`${s.apiUrl}/api/summary/detail/export?streetCode=440120001`, { headers: { token: street } });
    expect(((await other.json()) as { code: number }).code).toBe(4003);
  });

  it('reminds the unfilled enterprises once a day: ent_demo gets the message and its account an SMS; a filled year leaves the list of unfilled', async () => {
    const { year, total } = await data('/api/summary/data/page?filled=0', street);
    const smsBefore = await rows<{ n: number }>(sql`select count(*)::int as n from sms_outbox where phone = '13900139001' and scene = 'dataReminder'`);
    const first = await post(s.apiUrl, '/api/entData/collect/remind', { year }, { token: street });
    expect(first.body.code, first.body.msg).toBe(2000);
    // in the demo only enterprise 1 of them has an account (and so a phone); the rest have neither
    expect(first.body.data).toEqual({ reminded: 1, skipped: 0, unreachable: total - 1, messages: 1, sms: 1 });
    const again = await post(s.apiUrl, '/api/entData/collect/remind', { year }, { token: street });
    expect(again.body.data).toMatchObject({ reminded: 0, skipped: 1, messages: 0, sms: 0 });

    const ent = await login('ent_demo', 'ent');
    const inbox = (await post(s.apiUrl, '/api/notice/one/msg', { page: 1, limit: 10 }, { token: ent })).body.data;
    expect(inbox.list[0]).toMatchObject({ kind: 'event', event: 'annualDataReminder', title: `请填报${year}年度数据`, link: '/entdata' });
    const sms = await rows<{ content: string }>(sql`select content from sms_outbox where phone = '13900139001' and scene = 'dataReminder' order by id`);
    expect(sms).toHaveLength(smsBefore[0]!.n + 1);
    expect(sms.at(-1)!.content).toContain(`${year}年度数据尚未填报`);
    const { credit_code } = await one<{ credit_code: string }>(sql`select credit_code from enterprise where id = 1`);
    const detail = await data(`/api/entData/collect/getEntInfoByCreditCode?creditCode=${credit_code}`, street);
    expect(detail.reminders[0]).toMatchObject({ year, remindedBy: '卫东', deptName: '街道管理' });

    const saved = await post(s.apiUrl, '/api/ent/info/modify', { section: 'annual', year, revenue: 1000, tax: 50, rdInput: 30, talentInput: 10, patents: 1, demand: 3 }, { token: ent });
    expect(saved.body.code, saved.body.msg).toBe(2000);
    const after = await data('/api/summary/data/page?filled=0&limit=50', street);
    expect(after.total).toBe(total - 1);
    expect(after.list.map((r: Row) => r.id)).not.toContain(1);
  });
});
