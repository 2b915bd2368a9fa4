import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NOTICE_KEY } from '@portal/api';
import { sysConfig } from '../src/modules/system/tables';
import { demoSiteNotice } from '../src/seed/demo';
import { get, loginToken, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

/** Logs a demo account in through `path` and answers its token. */
async function tokenOf(apiUrl: string, path: string, username: string): Promise<string> {
  const { body } = await post(apiUrl, path, { username, password: 'Demo@2025' });
  if (body.code !== 2000) throw new Error(`login failed: ${body.msg}`);
  return body.data.userInfo.token as string;
}

/** SPEC.md section 1's 温馨提示: enterprise accounts only, until its deadline, once per account until acknowledged (issue 24). */
describe.each(backends)('the site notice on %s', (backend) => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(() => s?.close());

  const setNotice = (value: unknown) => s.database.db.update(sysConfig).set({ value: JSON.stringify(value) }).where(eq(sysConfig.key, SITE_NOTICE_KEY));

  it('shows the demo notice, with a deadline in the future, to an enterprise until it acknowledges it, in any later session', async () => {
    const first = await loginToken(s.apiUrl, 'ent');
    const shown = (await get(s.apiUrl, '/api/home/siteNotice', { token: first })).body;
    expect(shown.code).toBe(2000);
    expect(shown.data).toEqual(demoSiteNotice());
    expect(shown.data.deadline > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(shown.data.text).toContain('{deadline}');

    expect((await post(s.apiUrl, '/api/home/siteNotice/acknowledge', {}, { token: first })).body.code).toBe(2000);
    expect((await get(s.apiUrl, '/api/home/siteNotice', { token: first })).body.data).toBeNull();
    // a new login (another browser) of the same account: still acknowledged
    const second = await loginToken(s.apiUrl, 'ent');
    expect((await get(s.apiUrl, '/api/home/siteNotice', { token: second })).body.data).toBeNull();
    // acknowledging again is harmless
    expect((await post(s.apiUrl, '/api/home/siteNotice/acknowledge', {}, { token: second })).body.code).toBe(2000);

    // another enterprise account has not acknowledged it
    const other = await tokenOf(s.apiUrl, '/api/ent/login/entLogin', 'ent_hr');
    expect((await get(s.apiUrl, '/api/home/siteNotice', { token: other })).body.data).toMatchObject({ deadline: demoSiteNotice().deadline });
  });

  it('shows it again for a new deadline, and no more once the deadline is past', async () => {
    const token = await loginToken(s.apiUrl, 'ent');
    await post(s.apiUrl, '/api/home/siteNotice/acknowledge', {}, { token });
    const next = { ...demoSiteNotice(), deadline: '2099-02-28' };
    await setNotice(next);
    try {
      expect((await get(s.apiUrl, '/api/home/siteNotice', { token })).body.data).toEqual(next);
      await setNotice({ ...demoSiteNotice(), deadline: '2020-02-28' });
      const other = await tokenOf(s.apiUrl, '/api/ent/login/entLogin', 'ent_hr');
      expect((await get(s.apiUrl, '/api/home/siteNotice', { token: other })).body.data).toBeNull();
      // a broken item hides the notice instead of failing the page
      await s.database.db.update(sysConfig).set({ value: '{not json' }).where(eq(sysConfig.key, SITE_NOTICE_KEY));
      expect((await get(s.apiUrl, '/api/home/siteNotice', { token: other })).body).toMatchObject({ code: 2000, data: null });
    } finally {
      await setNotice(demoSiteNotice());
    }
  });

  it('is never shown to staff, individuals or visitors', async () => {
    const gov = await loginToken(s.apiUrl, 'gov');
    expect((await get(s.apiUrl, '/api/home/siteNotice', { token: gov })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/home/siteNotice/acknowledge', {}, { token: gov })).body.code).toBe(4003);
    const person = await tokenOf(s.apiUrl, '/api/second/user/loginPwd', 'person_demo');
    expect((await get(s.apiUrl, '/api/home/siteNotice', { token: person })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/home/siteNotice')).body.code).toBe(2003);
    expect((await get(s.apiUrl, '/api/home')).body.data).not.toHaveProperty('siteDialog');
  });
});
