import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, loginToken, post, startTestServer, type TestServer } from './harness';

/**
 * Issue 11, defect 3: input the database cannot take (ids beyond its integer column, NUL in text,
 * impossible dates, too many multipart fields, over-long numbers in delete paths) is refused with
 * 4001 naming the field, instead of reaching the database and answering 5000.
 */
describe('inputs the database cannot take answer 4001 naming the field', () => {
  let s: TestServer;
  let gov: string;
  let ent: string;
  beforeAll(async () => {
    s = await startTestServer('pglite');
    gov = await loginToken(s.apiUrl, 'gov');
    ent = await loginToken(s.apiUrl, 'ent');
  });
  afterAll(async () => s?.close());

  it('an id beyond 2147483647 on a public endpoint', async () => {
    const { body } = await get(s.apiUrl, '/api/notice/2147483648');
    expect(body).toMatchObject({ code: 4001, msg: '参数错误：id 编号超出范围' });
    // the largest id the column holds is still looked up (and not found)
    expect((await get(s.apiUrl, '/api/notice/2147483647')).body.code).toBe(4004);
    // a mistyped address says so in Chinese, as every other refusal does
    expect((await get(s.apiUrl, '/api/notice/index')).body).toMatchObject({ code: 4001, msg: '参数错误：id 编号应为数字' });
  });

  it('an id beyond 2147483647 in a JSON body and in a query string', async () => {
    const byBody = await post(s.apiUrl, '/common/incrDownload', { id: 2147483648 });
    expect(byBody.body).toMatchObject({ code: 4001, msg: '参数错误：id 编号超出范围' });
    const byQuery = await get(s.apiUrl, '/api/notice/one/detail?id=2147483648', { token: gov });
    expect(byQuery.body).toMatchObject({ code: 4001, msg: '参数错误：id 编号超出范围' });
  });

  it('ids beyond the column, and 1e20, in a delete path', async () => {
    for (const ids of ['2147483648', '100000000000000000000', '3,2147483648']) {
      const { body } = await post(s.apiUrl, `/api/ent/product/remove/${ids}`, {}, { token: ent });
      expect(body.code, ids).toBe(4001);
      expect(body.msg, ids).toMatch(/^参数错误：ids /);
    }
    const staff = await post(s.apiUrl, '/api/ent/personal/remove/100000000000000000000', {}, { token: ent });
    expect(staff.body).toMatchObject({ code: 4001, msg: '参数错误：ids 编号应为逗号分隔的数字' });
  });

  it('a NUL character in the password of each password login', async () => {
    const logins = [
      ['/api/admin/accountLogin', 'staff_jyzx'],
      ['/api/ent/login/entLogin', 'ent_demo'],
      ['/api/second/user/loginPwd', 'person_demo'],
      ['/api/h5/schoolInfo/login', 'school_demo'],
    ] as const;
    for (const [path, username] of logins) {
      const { body } = await post(s.apiUrl, path, { username, password: 'Demo@2025\u0000' });
      expect(body, path).toMatchObject({ code: 4001, msg: '参数错误：password 不能包含控制字符' });
    }
  });

  it('control characters anywhere in a body, and nesting deeper than 32', async () => {
    const nested = await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'x', extra: { a: [{ b: 'ok\u0007' }] } });
    expect(nested.body).toMatchObject({ code: 4001, msg: '参数错误：extra.a.0.b 不能包含控制字符' });
    let deep: unknown = 'x';
    for (let i = 0; i < 40; i++) deep = [deep];
    const tooDeep = await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: deep });
    expect(tooDeep.body.code).toBe(4001);
    expect(tooDeep.body.msg).toMatch(/^参数错误：password(\.0)+ 嵌套层级过深$/);
    // tab, CR and LF stay allowed in text
    const text = await get(s.apiUrl, `/api/notice/list?keyword=${encodeURIComponent('a\tb')}`);
    expect(text.body.code).toBe(2000);
  });

  it('an impossible date such as 2025-02-30', async () => {
    const { body } = await get(s.apiUrl, '/api/notice/list?beginTime=2025-02-30');
    expect(body).toMatchObject({ code: 4001, msg: '参数错误：beginTime 不是有效日期' });
    expect((await get(s.apiUrl, '/api/notice/list?beginTime=2024-02-29')).body.code).toBe(2000);
  });

  it('more than 50 multipart fields', async () => {
    const form = new FormData();
    for (let i = 0; i < 51; i++) form.append(`f${i}`, 'x');
    form.append('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const res = await fetch(`${s.apiUrl}/common/uploadFile`, { method: 'POST', headers: { token: ent }, body: form });
    expect(await res.json()).toMatchObject({ code: 4001, msg: '表单字段过多' });
  });

  it('a NUL character in the keyword of an export answers 4001 instead of a broken file', async () => {
    for (const path of ['/api/notice/one/exports', '/api/agency/export']) {
      const res = await fetch(`${s.apiUrl}${path}?keyword=${encodeURIComponent('a\u0000b')}`, { headers: { token: gov } });
      expect(await res.json(), path).toMatchObject({ code: 4001, msg: '参数错误：keyword 不能包含控制字符' });
    }
  });

  it('a path parameter longer than the router takes, or not readable, answers 4001', async () => {
    const { body } = await get(s.apiUrl, `/api/notice/${'1'.repeat(12_000)}`);
    expect(body).toMatchObject({ code: 4001, msg: '请求路径过长' });
    const unreadable = await get(s.apiUrl, '/api/notice/%E0%A4%A');
    expect(unreadable.body).toMatchObject({ code: 4001, msg: '请求路径不正确' });
    // a delete path with the longest list it takes (1000 ids) still reaches the endpoint
    const ids = Array.from({ length: 1000 }, (_, i) => 2_000_000_000 + i).join(',');
    expect((await post(s.apiUrl, `/api/ent/personal/remove/${ids}`, {}, { token: ent })).body.code).not.toBe(4001);
  });
});
