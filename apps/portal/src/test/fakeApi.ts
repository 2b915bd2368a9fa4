import { vi } from 'vitest';

/** One recorded call to the fake API. */
export interface FakeCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
  token: string | null;
}

type Handler = (call: FakeCall) => { code?: number; msg?: string; data?: unknown } | undefined;

let handlers: Record<string, Handler> = {};
export const calls: FakeCall[] = [];

/** Envelope helpers. */
export const ok = (data: unknown) => ({ code: 2000, msg: '操作成功', data });
export const fail = (code: number, msg: string) => ({ code, msg, data: null });

const DEFAULTS: Record<string, Handler> = {
  'GET /api/home': () =>
    ok({
      topImage: '',
      blogRollList: [{ name: '人力资源和社会保障部', link: 'http://www.mohrss.gov.cn/' }],
      copyright: '主办单位：测试区人力资源和社会保障局',
      filingNumber: '粤ICP备00000000号',
    }),
  // the site notice: none unless a test about it answers one
  'GET /api/home/siteNotice': () => ok(null),
  'POST /api/home/siteNotice/acknowledge': () => ok(null),
  'POST /system/pv': () => ok({ today: 12, total: 3456 }),
  'GET /system/pv': () => ok({ today: 12, total: 3456 }),
  'GET /common/captcha': () => ok({ captchaEnabled: true, uuid: 'u-1', img: 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E' }),
  'GET /api/notice/one/getUnreadCount': () => ok({ count: 0 }),
  'GET /api/workbench/tasks': () => ok({ tasks: [] }),
  'POST /api/ent/login/logout': () => ok(null),
  'GET /api/notice/list': () => ok({ list: [], total: 0 }),
  'GET /api/notice/one/deptAll': () => ok([]),
};

/** Answers of the fake API for this test, keyed 'METHOD /path' (below /prod-api). */
export function fakeApi(overrides: Record<string, Handler>): void {
  handlers = { ...DEFAULTS, ...overrides };
}

export function resetFakeApi(): void {
  handlers = { ...DEFAULTS };
  calls.length = 0;
}

/** Calls made to a path so far. */
export const callsTo = (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path);

// uploads go through fetch too (the client uses XMLHttpRequest for upload progress only where it exists)
vi.stubGlobal('XMLHttpRequest', undefined);

globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input), 'http://localhost');
  const method = (init?.method ?? 'GET').toUpperCase();
  const path = url.pathname.replace(/^\/prod-api/, '');
  const headers = new Headers(init?.headers);
  let body: unknown = undefined;
  if (typeof init?.body === 'string') body = JSON.parse(init.body);
  if (init?.body instanceof URLSearchParams) body = Object.fromEntries(init.body);
  if (init?.body instanceof FormData) body = Object.fromEntries(init.body);
  const call: FakeCall = { method, path, params: url.searchParams, body, token: headers.get('token') };
  calls.push(call);
  const handler = handlers[`${method} ${path}`] ?? (/^\/api\/notice\/\d+$/.test(path) && method === 'GET' ? handlers['GET /api/notice/{id}'] : undefined);
  const answer = handler?.(call) ?? fail(4004, `接口不存在：${method} ${path}`);
  return new Response(JSON.stringify({ code: 2000, msg: '', data: null, ...answer }), { status: 200, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;
