import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, endpoints, MESSAGES, type ApiClient } from '@portal/api';
import { startTestServer, type TestServer } from './harness';

/** The typed client of libs/api against the real server: every wire convention of SPEC.md sections 7-9. */
describe('API client conventions against the real server', () => {
  let s: TestServer;
  const seen: { url: string; token: string | undefined; contentType: string | undefined }[] = [];
  let shown: { message: string; kind: string }[] = [];
  let unauthorized = 0;
  let loading: (string | null)[] = [];
  let saved: { filename: string; size: number }[] = [];
  let token: string | null = null;

  const makeClient = (baseUrl: string): ApiClient =>
    createApiClient({
      baseUrl,
      getToken: () => token,
      notify: (message, kind) => shown.push({ message, kind }),
      onUnauthorized: () => {
        unauthorized++;
        token = null;
      },
      setLoading: (text) => loading.push(text),
      saveFile: (file, filename) => saved.push({ filename, size: file.size }),
    });
  let client: ApiClient;

  beforeAll(async () => {
    s = await startTestServer('pglite', {}, (app) =>
      app.addHook('onRequest', async (req) => {
        seen.push({ url: req.url, token: req.headers['token'] as string | undefined, contentType: req.headers['content-type'] });
      }),
    );
    client = makeClient(s.apiUrl);
  });
  afterAll(async () => s?.close());
  beforeEach(() => {
    seen.length = 0;
    shown = [];
    unauthorized = 0;
    loading = [];
    saved = [];
    token = null;
  });

  it('sends the token header and a ms timestamp t, and drops empty params', async () => {
    token = (await client.call(endpoints.entLogin, { username: 'ent_demo', password: 'Demo@2025' })).userInfo.token;
    const before = Date.now();
    const page = await client.call(endpoints.noticeList, { page: 2, limit: 10, keyword: '', deptName: undefined });
    expect(page.list).toHaveLength(10);
    const req = seen.at(-1)!;
    expect(req.token).toBe(token);
    const url = new URL(req.url, 'http://x');
    expect(Number(url.searchParams.get('t'))).toBeGreaterThanOrEqual(before);
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('keyword')).toBe(false);
    expect(url.searchParams.has('deptName')).toBe(false);
  });

  it('puts path parameters in the path and sends JSON bodies for POST', async () => {
    const first = (await client.call(endpoints.noticeList, { limit: 10 })).list[0]!;
    const detail = await client.call(endpoints.noticeDetail, { id: first.id });
    expect(detail.title).toBe(first.title);
    expect(seen.at(-1)!.url).toMatch(new RegExp(`/api/notice/${first.id}\\?t=\\d+$`));
    await client.call(endpoints.recordPageView, {});
    expect(seen.at(-1)!.contentType).toBe('application/json');
  });

  it("shows '请先登录' once and clears the user once when several calls fail together with 2003", async () => {
    token = 'expired-token';
    const results = await Promise.allSettled([client.call(endpoints.unreadCount, {}), client.call(endpoints.currentUser, {}), client.call(endpoints.getHrResourcesVO, {})]);
    expect(results.every((r) => r.status === 'rejected' && (r.reason as ApiError).code === 2003)).toBe(true);
    expect(shown).toEqual([{ message: '请先登录', kind: 'error' }]);
    expect(unauthorized).toBe(1);
    expect(token).toBeNull();
  });

  it('shows the server message for other codes', async () => {
    await expect(client.call(endpoints.entLogin, { username: 'ent_demo', password: 'wrong' })).rejects.toMatchObject({ code: 4001, message: '账号或密码错误' });
    expect(shown).toEqual([{ message: '账号或密码错误', kind: 'error' }]);
  });

  it('leaves the message to the caller of a quiet call: nothing shown, the error carries it', async () => {
    await expect(client.call(endpoints.entLogin, { username: 'ent_demo', password: 'wrong' }, { quiet: true })).rejects.toMatchObject({ code: 4001, message: '账号或密码错误', silent: true });
    expect(shown).toEqual([]);
  });

  it("shows '错误: {status}' for a non-200 answer and '错误: {message}' for a network failure", async () => {
    const wrongBase = makeClient(`${s.origin}/not-the-api`);
    await expect(wrongBase.call(endpoints.home, {})).rejects.toMatchObject({ code: 0, status: 404 });
    expect(shown.at(-1)).toEqual({ message: '错误: 404', kind: 'error' });
    const closed = makeClient('http://127.0.0.1:9/prod-api');
    await expect(closed.call(endpoints.home, {})).rejects.toBeInstanceOf(ApiError);
    expect(shown.at(-1)!.message).toMatch(/^错误: /);
  });

  it('shows the loading mask text while a masked call runs, once for overlapping calls', async () => {
    await Promise.all([client.call(endpoints.home, {}, { loading: true }), client.call(endpoints.getPageViews, {}, { loading: true })]);
    expect(loading).toEqual([MESSAGES.loading, null]);
    expect(MESSAGES.loading).toBe('数据拼命加载中，请稍等。');
  });

  it('saves an export under the filename of its Content-Disposition header', async () => {
    token = (await client.call(endpoints.adminAccountLogin, { username: 'staff_jyzx', password: 'Demo@2025' })).userInfo.token;
    const name = await client.download(endpoints.noticeExport, { category: 'notice' });
    expect(name).toBe('通知公告.xlsx');
    expect(saved).toHaveLength(1);
    expect(saved[0]!.size).toBeGreaterThan(1000);
  });

  it("shows '导出失败' when the answer carries no filename", async () => {
    await expect(client.download(endpoints.home, {})).rejects.toMatchObject({ message: '导出失败' });
    expect(shown.at(-1)).toEqual({ message: '导出失败', kind: 'error' });
    expect(saved).toHaveLength(0);
  });
});
