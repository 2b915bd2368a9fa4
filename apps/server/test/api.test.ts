import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYS_CONFIG_KEYS } from '@portal/api';
import { hashPassword } from '../src/modules/account/password';
import { appUser, captcha, loginAttempt, userSession } from '../src/modules/account/tables';
import { enterprise, staff } from '../src/modules/enterprise/tables';
import { notice } from '../src/modules/notice/tables';
import { get, loginToken, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

describe.each(backends)('API on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  describe('notices', () => {
    it('lists published notices newest first, paginated, with the total', async () => {
      const [published] = await s.database.db
        .select({ n: count() })
        .from(notice)
        .where(and(eq(notice.status, 'published'), inArray(notice.category, ['notice', 'policy'])));
      const page1 = await get(s.apiUrl, '/api/notice/list?page=1&limit=10');
      const page2 = await get(s.apiUrl, '/api/notice/list?page=2&limit=10');
      expect(page1.body.code).toBe(2000);
      expect(page1.body.data.total).toBe(published!.n);
      expect(page1.body.data.list).toHaveLength(10);
      const times = [...page1.body.data.list, ...page2.body.data.list].map((n: { publishTime: string }) => n.publishTime);
      expect(times).toEqual([...times].sort().reverse());
      expect(times[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const ids = new Set([...page1.body.data.list, ...page2.body.data.list].map((n: { id: number }) => n.id));
      expect(ids.size).toBe(20);
    });

    it('filters by category, keyword and date range, and never shows unpublished notices', async () => {
      const policies = await get(s.apiUrl, '/api/notice/list?category=policy&limit=50');
      expect(policies.body.data.list.every((n: { category: string }) => n.category === 'policy')).toBe(true);
      const keyword = encodeURIComponent('人才住房补贴');
      const found = await get(s.apiUrl, `/api/notice/list?keyword=${keyword}&limit=50`);
      expect(found.body.data.total).toBeGreaterThan(0);
      const day = found.body.data.list[0].publishTime.slice(0, 10);
      const sameDay = await get(s.apiUrl, `/api/notice/list?beginTime=${day}&endTime=${day}&limit=50`);
      expect(sameDay.body.data.list.every((n: { publishTime: string }) => n.publishTime.startsWith(day))).toBe(true);
      expect(sameDay.body.data.total).toBeGreaterThan(0);
      const [pending] = await s.database.db.select({ id: notice.id }).from(notice).where(eq(notice.status, 'pending')).limit(1);
      const all = await get(s.apiUrl, '/api/notice/list?limit=50&page=1');
      expect(all.body.data.list.some((n: { id: number }) => n.id === pending!.id)).toBe(false);
      expect((await get(s.apiUrl, `/api/notice/${pending!.id}`)).body).toMatchObject({ code: 4004, msg: '内容不存在或未发布' });
    });

    it('shows one notice and counts the view', async () => {
      const first = (await get(s.apiUrl, '/api/notice/list?limit=10')).body.data.list[0];
      const a = await get(s.apiUrl, `/api/notice/${first.id}`);
      const b = await get(s.apiUrl, `/api/notice/${first.id}`);
      expect(a.body.data.title).toBe(first.title);
      expect(a.body.data.content).toContain('<p>');
      expect(b.body.data.viewCount).toBe(a.body.data.viewCount + 1);
    });

    it("lowers a user's unread count when the user opens a notice", async () => {
      const token = await loginToken(s.apiUrl, 'ent');
      const before = (await get(s.apiUrl, '/api/notice/one/getUnreadCount', { token })).body.data.count;
      const first = (await get(s.apiUrl, '/api/notice/list?category=notice&limit=10')).body.data.list[0];
      await get(s.apiUrl, `/api/notice/${first.id}`, { token });
      await get(s.apiUrl, `/api/notice/${first.id}`, { token });
      expect((await get(s.apiUrl, '/api/notice/one/getUnreadCount', { token })).body.data.count).toBe(before - 1);
    });

    it('exports the policies of every status as an xlsx file named in UTF-8', async () => {
      const token = await loginToken(s.apiUrl, 'gov');
      const res = await fetch(`${s.apiUrl}/api/notice/one/exports?category=policy`, { headers: { token } });
      expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('政策文件.xlsx')}`);
      const sheet = await firstSheetOf(res);
      expect(sheet.getRow(1).getCell(2).value).toBe('标题');
      const [policies] = await s.database.db.select({ n: count() }).from(notice).where(eq(notice.category, 'policy'));
      expect(sheet.rowCount - 1).toBe(policies!.n);
      expect(sheet.getRow(2).getCell(3).value).toBe('政策文件');
    });
  });

  describe('bad input gets the documented envelope and the server keeps serving', () => {
    it('names the field of an invalid query parameter', async () => {
      expect((await get(s.apiUrl, '/api/notice/list?limit=11')).body).toEqual({ code: 4001, msg: '参数错误：limit 每页条数只能是10、20、30或50', data: null });
      expect((await get(s.apiUrl, '/api/notice/abc')).body).toMatchObject({ code: 4001, msg: expect.stringContaining('id') });
    });
    it('answers a malformed JSON body with 4001 and HTTP 200', async () => {
      const r = await post(s.apiUrl, '/api/ent/login/entLogin', '{"username": ');
      expect(r).toEqual({ status: 200, body: { code: 4001, msg: '请求体不是有效的JSON', data: null } });
    });
    it('refuses an over-long field by name', async () => {
      const r = await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'x'.repeat(65), password: 'a' });
      expect(r.body).toMatchObject({ code: 4001, msg: '参数错误：username 账号不能超过64个字符' });
    });
    it('answers an unknown API route with 4004', async () => {
      expect((await get(s.apiUrl, '/api/no/such/call')).body).toEqual({ code: 4004, msg: '接口不存在：GET /api/no/such/call', data: null });
    });
    it('never sends a stack trace', async () => {
      const r = await post(s.apiUrl, '/api/ent/login/entLogin', '[1,2');
      expect(JSON.stringify(r.body)).not.toMatch(/at .*\.ts|Error:/);
      expect((await get(s.apiUrl, '/api/home')).body.code).toBe(2000);
    });
  });

  describe('login and sessions', () => {
    it('logs each kind of user in only at its own login', async () => {
      const gov = await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' });
      expect(gov.body.data).toMatchObject({ userKind: 1, userInfo: { userName: 'staff_jyzx', deptName: '就业中心', userType: ['就业中心'] } });
      const wrongDoor = await post(s.apiUrl, '/api/admin/accountLogin', { username: 'ent_demo', password: 'Demo@2025' });
      expect(wrongDoor.body).toMatchObject({ code: 4001, msg: '账号或密码错误' });
      const wrongPassword = await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_demo', password: 'Demo@2024' });
      expect(wrongPassword.body).toMatchObject({ code: 4001, msg: '账号或密码错误' });
    });

    it('stores only a hash of the token', async () => {
      const token = await loginToken(s.apiUrl, 'gov');
      const rows = await s.database.db.select({ h: userSession.tokenHash }).from(userSession);
      expect(rows.some((r) => r.h === token)).toBe(false);
      expect(rows.length).toBeGreaterThan(0);
    });

    it('makes one address wait after 5 wrong passwords, never locks the account, and records every attempt', async () => {
      const username = `lock_${backend}`;
      await s.database.db.insert(appUser).values({ username, passwordHash: await hashPassword('Right@2025'), userKind: 2 });
      for (let i = 0; i < 5; i++) expect((await post(s.apiUrl, '/api/ent/login/entLogin', { username, password: `Wrong@${i}` })).body.code).toBe(4001);
      const waiting = await post(s.apiUrl, '/api/ent/login/entLogin', { username, password: 'Right@2025' });
      // the wait counts down from 30 s after the last failure; a loaded machine may take a second or more to get here
      expect(waiting.body.code).toBe(4029);
      const seconds = Number(/^登录失败次数过多，请(\d+)秒后再试$/.exec(waiting.body.msg)?.[1]);
      expect(seconds).toBeGreaterThan(20);
      expect(seconds).toBeLessThanOrEqual(30);
      const attempts = await s.database.db.select().from(loginAttempt).where(eq(loginAttempt.account, username));
      expect(attempts).toHaveLength(6);
      expect(attempts.every((a) => !a.success && a.ip === '127.0.0.1')).toBe(true);
      await s.database.db.update(loginAttempt).set({ at: sql`${loginAttempt.at} - interval '31 seconds'` }).where(eq(loginAttempt.account, username));
      expect((await post(s.apiUrl, '/api/ent/login/entLogin', { username, password: 'Right@2025' })).body.code).toBe(2000);
    });

    it('answers 2003 after logout, after 2 hours idle, after the absolute expiry, and for an unknown token', async () => {
      const calls = async (token: string) => (await get(s.apiUrl, '/api/second/user/info', { token })).body.code;
      const t1 = await loginToken(s.apiUrl, 'ent');
      expect(await calls(t1)).toBe(2000);
      expect((await post(s.apiUrl, '/api/ent/login/logout', {}, { token: t1 })).body.code).toBe(2000);
      expect(await calls(t1)).toBe(2003);

      const t2 = await loginToken(s.apiUrl, 'ent');
      await s.database.db.update(userSession).set({ lastSeenAt: sql`now() - interval '121 minutes'` });
      expect(await calls(t2)).toBe(2003);

      const t3 = await loginToken(s.apiUrl, 'ent');
      await s.database.db.update(userSession).set({ expiresAt: sql`now() - interval '1 second'` });
      expect(await calls(t3)).toBe(2003);
      expect(await calls('f'.repeat(64))).toBe(2003);
    });

    it('keeps enterprises out of government calls (4003) and visitors out of user calls (2003)', async () => {
      const ent = await loginToken(s.apiUrl, 'ent');
      expect((await get(s.apiUrl, '/api/dataBoard/getHrResourcesVO', { token: ent })).body).toMatchObject({ code: 4003, msg: '暂无权限' });
      expect((await get(s.apiUrl, '/api/dataBoard/getHrResourcesVO')).body).toMatchObject({ code: 2003, msg: '请先登录' });
    });
  });

  describe('dashboard figures come from the database', () => {
    it('totals agree with the enterprise and staff tables', async () => {
      const token = await loginToken(s.apiUrl, 'gov');
      const hr = (await get(s.apiUrl, '/api/dataBoard/getHrResourcesVO', { token })).body.data;
      const [ents] = await s.database.db.select({ n: count() }).from(enterprise);
      const [people] = await s.database.db.select({ n: count() }).from(staff);
      const [degree] = await s.database.db.select({ n: count() }).from(staff).where(inArray(staff.education, ['博士研究生', '硕士研究生', '大学本科']));
      expect(hr).toMatchObject({ enterpriseCount: ents!.n, talentCount: people!.n, degreeTalentCount: degree!.n });
      expect(hr.byIndustry).toHaveLength(20);
      expect(hr.byIndustry.reduce((a: number, r: { talentCount: number }) => a + r.talentCount, 0)).toBe(people!.n);
      const streets = (await get(s.apiUrl, '/api/dataBoard/getStreetHrResourcesVO', { token })).body.data;
      expect(streets.reduce((a: number, r: { talentCount: number }) => a + r.talentCount, 0)).toBe(people!.n);
      expect(streets.reduce((a: number, r: { enterpriseCount: number }) => a + r.enterpriseCount, 0)).toBe(ents!.n);
    });

    it('gives every street a closed boundary and a label point', async () => {
      const token = await loginToken(s.apiUrl, 'gov');
      const map = (await get(s.apiUrl, '/api/street/home', { token })).body.data;
      expect(map.districtName).toBe('南湾区');
      expect(map.streets).toHaveLength(7);
      for (const st of map.streets) {
        const ring = st.geometry.coordinates[0];
        expect(ring[0]).toEqual(ring[ring.length - 1]);
        expect(st.center).toHaveLength(2);
        expect(st.streetName).toMatch(/街道$/);
      }
    });
  });

  describe('configuration, home and visits', () => {
    it('answers every system configuration key of SPEC.md section 3', async () => {
      for (const key of SYS_CONFIG_KEYS) {
        const r = await get(s.apiUrl, `/common/getSysConfigByKey/${key}`);
        expect(r.body.code, key).toBe(2000);
        expect(typeof r.body.data[key].configValue).toBe('string');
      }
      expect((await get(s.apiUrl, '/common/getSysConfigByKey/site.copyright')).body.code).toBe(4001);
    });
    it('gives the home frame with at most 5 friendly links', async () => {
      const home = (await get(s.apiUrl, '/api/home')).body.data;
      expect(home.blogRollList).toHaveLength(5);
    });
    it('counts a visit today and in the total', async () => {
      const before = (await get(s.apiUrl, '/system/pv')).body.data;
      const after = (await post(s.apiUrl, '/system/pv', {})).body.data;
      expect(after).toEqual({ today: before.today + 1, total: before.total + 1 });
    });
    it('documents the calls in OpenAPI', async () => {
      const doc = (await (await fetch(`${s.apiUrl}/docs/json`)).json()) as { servers: { url: string }[]; paths: Record<string, unknown> };
      // the paths are SPEC.md section 7's, under the API base the document's servers name
      expect(doc.servers.map((x) => x.url)).toEqual(['/prod-api']);
      expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/notice/list', '/api/notice/{id}', '/common/captcha']));
    });
  });
});

describe('captcha on (the default)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('pglite', { AUTH_CAPTCHA: 'on' });
  });
  afterAll(async () => s?.close());

  it('requires the image captcha, accepts it once, and refuses a wrong one', async () => {
    const readCaptcha = async () => {
      const cap = (await get(s.apiUrl, '/common/captcha')).body.data;
      const [row] = await s.database.db.select().from(captcha).where(eq(captcha.uuid, cap.uuid));
      return { ...cap, text: row!.text as string };
    };
    const creds = { username: 'ent_demo', password: 'Demo@2025' };
    const first = await readCaptcha();
    expect(first.captchaEnabled).toBe(true);
    expect(first.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', creds)).body).toMatchObject({ code: 4001, msg: '请输入验证码' });
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', { ...creds, uuid: first.uuid, code: 'zzzz' })).body).toMatchObject({ code: 4001, msg: '验证码错误或已过期' });
    const second = await readCaptcha();
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', { ...creds, uuid: second.uuid, code: second.text.toUpperCase() })).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', { ...creds, uuid: second.uuid, code: second.text })).body).toMatchObject({ code: 4001, msg: '验证码错误或已过期' });
  });
});
