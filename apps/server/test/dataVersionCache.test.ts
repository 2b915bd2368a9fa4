import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeViews } from '../src/modules/notice/viewCounter';
import { get, post, seenWithin, startTestServer, testBackends, type TestServer } from './harness';

/**
 * The data-version cache of answers (http/answerCache.ts, issues 20 and 45): a cached answer is
 * never older than the data. A change made through the API shows in the very next answer of every
 * cached endpoint made from that table; so does one written straight into the database (as an
 * import, the seed or psql would) on PGlite, and on PostgreSQL once its notification has arrived
 * (the listening connection, db/notifications.ts: within a second). An unchanged answer is
 * confirmed with 304 to a client that has it; large answers are sent compressed. (A change made by
 * a second server: twoServers.test.ts.)
 */
describe.each(await testBackends())('cached answers follow the data (%s)', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const as = (username: string) => ({ token: tokens[username]! });
  const audit = async (id: number, action: string, username: string) => {
    const res = await fetch(`${s.apiUrl}/api/notice/one/audit`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...as(username) }, body: new URLSearchParams({ id: String(id), action, reason: '' }).toString() });
    return ((await res.json()) as { data: { status: string } }).data.status;
  };
  const seen = (check: () => Promise<boolean>) => seenWithin(backend, check);
  const titles = async (path: string) => ((await get(s.apiUrl, path)).body.data.list ?? (await get(s.apiUrl, path)).body.data).map((n: { title: string }) => n.title) as string[];

  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const username of ['staff_jyzx', 'staff_audit']) tokens[username] = (await post(s.apiUrl, '/api/admin/accountLogin', { username, password: 'Demo@2025' })).body.data.userInfo.token;
  });
  afterAll(() => s?.close());

  it('a notice published through the API is in the next list, home block and department list; withdrawn, it leaves them', async () => {
    const title = `缓存测试通知${backend}`;
    // the answers are cached before the change
    for (const path of ['/api/notice/list?limit=10', '/api/home/recentPublished', '/api/notice/list?limit=10&keyword=缓存测试']) expect(await titles(path)).not.toContain(title);
    const created = await post(s.apiUrl, '/api/notice/one/insert', { category: 'notice', title, content: '<p>正文</p>', submit: true }, as('staff_jyzx'));
    const id = created.body.data.id as number;
    expect(await audit(id, 'approve', 'staff_audit')).toBe('approved');
    expect(await titles('/api/notice/list?limit=10')).not.toContain(title);
    expect(await audit(id, 'publish', 'staff_jyzx')).toBe('published');
    expect((await titles('/api/notice/list?limit=10'))[0]).toBe(title);
    expect((await titles('/api/home/recentPublished'))[0]).toBe(title);
    expect(await titles('/api/notice/list?limit=10&keyword=缓存测试')).toEqual([title]);
    expect((await get(s.apiUrl, '/api/notice/list?limit=10&keyword=缓存测试')).body.data.total).toBe(1);
    expect((await get(s.apiUrl, `/api/notice/${id}`)).body.data.title).toBe(title);
    expect(await audit(id, 'withdraw', 'staff_jyzx')).not.toBe('published');
    expect(await titles('/api/notice/list?limit=10')).not.toContain(title);
    expect(await titles('/api/home/recentPublished')).not.toContain(title);
    expect((await get(s.apiUrl, '/api/notice/list?limit=10&keyword=缓存测试')).body.data).toEqual({ list: [], total: 0 });
  });

  it('a change written straight into the database shows in the next answer', async () => {
    const home = async () => (await get(s.apiUrl, '/api/home')).body.data;
    const before = await home();
    await s.database.db.execute(sql`update sys_config set value = '/files/new-banner.png' where key = 'platform_top_image'`);
    await seen(async () => (await home()).topImage === '/files/new-banner.png');
    await s.database.db.execute(sql`insert into friendly_link (name, link, sort) values ('导入的链接', 'https://example.org', -1)`);
    await seen(async () => (await home()).blogRollList[0]?.name === '导入的链接');
    expect((await home()).blogRollList[0]).toEqual({ name: '导入的链接', link: 'https://example.org' });
    expect(before.topImage).not.toBe('/files/new-banner.png');

    const first = (await get(s.apiUrl, '/api/notice/list?limit=10')).body.data;
    await s.database.db.execute(sql`update notice set title = '导入后改的标题' where id = ${first.list[0].id}`);
    await seen(async () => (await get(s.apiUrl, '/api/notice/list?limit=10')).body.data.list[0].title === '导入后改的标题');

    const entrances = async () => (await get(s.apiUrl, '/oa/entranceConfig')).body.data as { code: string; enabled: boolean }[];
    const was = (await entrances()).find((e) => e.code === '99')!.enabled;
    await s.database.db.execute(sql`update entrance_config set enabled = ${!was} where code = '99'`);
    await seen(async () => (await entrances()).find((e) => e.code === '99')!.enabled === !was);

    const jobs = async () => (await post(s.apiUrl, '/api/ent/demand/pageNew', { page: 1, limit: 10 })).body.data as { total: number; list: { id: number }[] };
    const listed = await jobs();
    await s.database.db.execute(sql`update demand set status = 'off' where id = ${listed.list[0]!.id}`);
    await seen(async () => (await jobs()).total === listed.total - 1);
    const after = await jobs();
    expect(after.list.map((d) => d.id)).not.toContain(listed.list[0]!.id);

    const matters = async () => (await get(s.apiUrl, '/api/policyMatter/list')).body.data.list as { id: number; timeLimit: string }[];
    const matter = (await matters())[0]!;
    await s.database.db.execute(sql`update policy_matter set time_limit = '即时办结（导入）' where notice_id = ${matter.id}`);
    await seen(async () => (await matters()).find((m) => m.id === matter.id)!.timeLimit === '即时办结（导入）');
  });

  it('confirms an unchanged answer with 304, and sends a new one once the data changed', async () => {
    const path = `${s.apiUrl}/api/notice/list?limit=10`;
    const first = await fetch(path);
    const etag = first.headers.get('etag')!;
    // a weak validator of the answer's bytes (sha1, base64url)
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(path, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await s.database.db.execute(sql`update notice set title = title || '（修订）' where id = (select id from notice where status = 'published' order by publish_time desc, id desc limit 1)`);
    await seen(async () => (await fetch(path, { headers: { 'if-none-match': etag } })).status === 200);
    const changed = await fetch(path, { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(((await changed.json()) as { data: { list: { title: string }[] } }).data.list[0]!.title).toMatch(/（修订）$/);
  });

  it('answers the public lists and words of issue 45 from the cache: ETag, 304, and the next answer follows their data and view counts', async () => {
    for (const path of ['/api/public/data/page?limit=10', '/api/people/report/page?limit=10', '/api/station/article/page?limit=10', '/api/ppw/stationCompany/list?limit=10', '/recruitmentSession/getSwitch', '/api/h5/jobCategory/list', '/api/h5/workType/list', '/api/ent/product/label/list', '/api/policyMatter/cash', '/api/second/task/applyCount?taskTypeCode=', '/api/call/categoryList']) {
      const first = await fetch(s.apiUrl + path);
      expect([path, first.status, ((await first.json()) as { code: number }).code]).toEqual([path, 200, 2000]);
      const etag = first.headers.get('etag');
      expect([path, etag]).toEqual([path, expect.stringMatching(/^W\/"[\w-]{27}"$/)]);
      expect([path, (await fetch(s.apiUrl + path, { headers: { 'if-none-match': etag! } })).status]).toEqual([path, 304]);
    }
    // a reader opens an item: once the view counter has written (at most a second later) the list's 浏览次数 counts it
    const newest = async () => (await get(s.apiUrl, '/api/public/data/page?limit=10')).body.data.list[0] as { id: number; viewCount: number; title: string };
    const item = await newest();
    expect((await get(s.apiUrl, `/api/public/data/${item.id}`)).body.data.viewCount).toBe(item.viewCount + 1);
    await noticeViews(s.database.db).flush();
    await seen(async () => (await newest()).viewCount === item.viewCount + 1);
    // a served enterprise renamed by an import
    const company = (await get(s.apiUrl, '/api/ppw/stationCompany/list?limit=10')).body.data.list[0] as { id: number; name: string };
    await s.database.db.execute(sql`update enterprise set name = ${`${company.name}（更名）`} where id = ${company.id}`);
    await seen(async () => (await get(s.apiUrl, '/api/ppw/stationCompany/list?limit=10')).body.data.list.some((c: { name: string }) => c.name === `${company.name}（更名）`));
    // a hotline category's time limit changed by the hotline centre
    const category = (await get(s.apiUrl, '/api/call/categoryList')).body.data[0] as { id: number; limitHours: number };
    await s.database.db.execute(sql`update call_category set limit_hours = ${category.limitHours + 1} where id = ${category.id}`);
    await seen(async () => (await get(s.apiUrl, '/api/call/categoryList')).body.data[0].limitHours === category.limitHours + 1);
  });

  it('sends a large answer compressed, the same JSON once decoded', async () => {
    const plain = await (await fetch(`${s.apiUrl}/api/notice/list?limit=50`, { headers: { 'accept-encoding': 'identity' } })).text();
    expect(plain.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const res = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        // node's fetch decodes bodies itself; a raw request shows what was sent
        import('node:http').then(({ request }) =>
          request(`${s.apiUrl}/api/notice/list?limit=50`, { headers: { 'accept-encoding': encoding } }, (r) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => resolve({ headers: r.headers, body: Buffer.concat(chunks) }));
          })
            .on('error', reject)
            .end(),
        );
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decode(res.body).toString()).toBe(plain);
    }
  });
});
