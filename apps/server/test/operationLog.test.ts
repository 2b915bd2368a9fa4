import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTable, type RecordChange } from '@portal/api';
import { appUser } from '../src/modules/account/tables';
import { changesText, MAX_CHANGES_CHARS, recordChanges } from '../src/modules/center/operationLog';
import { operationLog } from '../src/modules/center/tables';
import { demoLogins, get, post, startTestServer, type TestServer } from './harness';

type Res = { code: number; msg: string; data: any };
type Row = { account: string; role: string; endpoint: string; action: string; path: string; objectId: string; code: number; success: boolean; changes: string; records: RecordChange[] };

/**
 * The operation log (issue 18, docs/administration.md) on the real embedded database: writes of
 * staff_admin, staff_jyzx and ent_demo through the API, read back by the administrator.
 */
describe('operation log (issue 18)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let admin: string;
  let linkId: number;
  const NEW_PASSWORD = 'Qiye#2026Mima';

  const call = async (path: string, body: object, token: string) => (await post(s.apiUrl, path, body, { token })).body as Res;
  const read = async (path: string, token = admin) => (await get(s.apiUrl, path, { token })).body as Res;
  const rows = async (query: string) => (await read(`/api/center/operationLog?limit=50&${query}`)).data as { list: Row[]; total: number };

  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = await login('staff_admin', 'gov');
    // the writes the tests read back
    const saved = await call('/api/center/friendlyLink/save', { name: '区政务服务网', link: 'https://zwfw.example.gov.cn/', sort: 5 }, admin);
    linkId = saved.data.id;
    expect((await call('/api/center/friendlyLink/save', { id: linkId, name: '区政务服务网（新版）', link: 'https://zwfw.example.gov.cn/', sort: 5 }, admin)).code).toBe(2000);
    expect((await call(`/api/center/friendlyLink/delete/${linkId}`, {}, admin)).code).toBe(2000);
    expect((await call('/api/center/friendlyLink/save', { name: '坏链接', link: 'not a url', sort: 1 }, admin)).code).toBe(4001);
    const jyzx = await login('staff_jyzx', 'gov');
    expect((await call('/api/center/ksh/pass', { id: 1 }, jyzx)).code).toBe(4003);
    expect((await call('/api/notice/one/page', { page: 1, limit: 10, category: 'notice' }, jyzx)).code).toBe(2000);
    const ent = await login('ent_demo', 'ent');
    const changed = await fetch(`${s.apiUrl}/api/ent/login/ent/resetPassword`, { method: 'POST', headers: { token: ent }, body: new URLSearchParams({ oldPassword: 'Demo@2025', password: NEW_PASSWORD }) });
    expect(((await changed.json()) as Res).code).toBe(2000);
    await read('/api/center/sysUserList?keyword=staff_');
  });
  afterAll(async () => s?.close());

  it('records who wrote what, on which record, with the result, newest first', async () => {
    const mine = (await rows('account=staff_admin')).list;
    expect(mine.map((r) => [r.endpoint, r.action, r.objectId, r.code, r.success])).toEqual([
      ['friendlyLinkSave', '新增或修改友情链接', '', 4001, false],
      ['friendlyLinkDelete', '删除友情链接', String(linkId), 2000, true],
      ['friendlyLinkSave', '新增或修改友情链接', String(linkId), 2000, true],
      ['friendlyLinkSave', '新增或修改友情链接', String(linkId), 2000, true],
    ]);
    expect(mine[1]!.path).toBe(`/api/center/friendlyLink/delete/${linkId}`);
    expect(mine[0]!.role).toBe('区人力资源和社会保障局');
    expect(JSON.parse(mine[3]!.changes)).toEqual({ name: '区政务服务网', link: 'https://zwfw.example.gov.cn/', sort: 5 });
    // the record before and after each change: created (no before), renamed (only the name), removed (no after); the refused call changed nothing
    expect(mine.map((r) => r.records.map(({ table, id, before, after }) => ({ table, id, before: before && { name: before['name'] }, after: after && { name: after['name'] } })))).toEqual([
      [],
      [{ table: 'friendly_link', id: linkId, before: { name: '区政务服务网（新版）' }, after: null }],
      [{ table: 'friendly_link', id: linkId, before: { name: '区政务服务网' }, after: { name: '区政务服务网（新版）' } }],
      [{ table: 'friendly_link', id: linkId, before: null, after: { name: '区政务服务网' } }],
    ]);
    expect(Object.keys(mine[2]!.records[0]!.after!)).toEqual(['name']);
    // a refused caller is recorded too, with its department and the refusal
    const refused = (await rows('account=staff_jyzx')).list;
    expect(refused.map((r) => [r.endpoint, r.role, r.code, r.success])).toEqual([['kshPass', '就业中心', 4003, false]]);
  });

  it('never keeps a password, token or code: the password change shows ***', async () => {
    const change = (await rows('account=ent_demo&endpoint=resetPassword')).list;
    expect(change.map((r) => [r.endpoint, r.role, r.success, JSON.parse(r.changes)])).toEqual([['changePassword', '企业', true, { oldPassword: '***', password: '***' }]]);
    const everything = JSON.stringify(await s.database.db.select().from(operationLog));
    expect(everything).not.toContain(NEW_PASSWORD);
    expect(everything).not.toContain('Demo@2025');
    expect(everything).not.toContain(admin);
    // at any depth and any case; files by their size; long bodies cut
    expect(JSON.parse(changesText({ list: [{ smsCode: '123456', Token: 'x', name: '甲' }], file: { filename: 'a.png', data: Buffer.alloc(10) } }))).toEqual({ list: [{ smsCode: '***', Token: '***', name: '甲' }], file: { filename: 'a.png', data: '<10 bytes>' } });
    expect(changesText({ note: 'x'.repeat(20_000) })).toHaveLength(MAX_CHANGES_CHARS + 1);
  });

  it('records no reads and no logins: GETs, POST lists and the login calls stay out', async () => {
    const all = (await rows('')).list.map((r) => r.endpoint);
    expect(all).not.toContain('sysUserList');
    expect(all).not.toContain('noticePage');
    expect(all).not.toContain('adminAccountLogin');
    expect(all).not.toContain('entLogin');
    expect(all).not.toContain('operationLogPage');
  });

  it('filters by account, endpoint or path or action, result and dates; exports; only administrators read it; nothing edits it', async () => {
    expect((await rows('endpoint=friendlyLink')).total).toBe(4);
    expect((await rows('endpoint=/delete/')).list.map((r) => r.endpoint)).toEqual(['friendlyLinkDelete']);
    expect((await rows(`endpoint=${encodeURIComponent('友情链接')}`)).total).toBe(4);
    expect((await rows('account=staff_admin&result=failure')).list.map((r) => r.code)).toEqual([4001]);
    expect((await rows('account=staff_admin&result=success')).total).toBe(3);
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    expect((await rows(`account=staff_admin&beginTime=${today}&endTime=${today}`)).total).toBe(4);
    expect((await rows('account=staff_admin&endTime=2020-01-01')).total).toBe(0);
    expect((await read('/api/center/operationLog?result=maybe')).code).toBe(4001);

    const res = await fetch(`${s.apiUrl}/api/center/operationLog/export?account=staff_admin`, { headers: { token: admin } });
    expect(res.headers.get('content-disposition')).toContain('filename');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 2).toString()).toBe('PK');

    expect((await read('/api/center/operationLog', await login('staff_jyzx', 'gov'))).code).toBe(4003);
    expect((await read('/api/center/operationLog/export', await login('staff_jyzx', 'gov'))).code).toBe(4003);
    expect(Object.values(endpointTable).filter((e) => e.path.includes('operationLog')).map((e) => e.method)).toEqual(['GET', 'GET']);
  });

  it('keeps the fields an account change moved, before and after, with secrets as ***', async () => {
    const list = (await read('/api/center/sysUserList?keyword=staff_noperm')).data.list as { id: number; username: string }[];
    const noperm = list.find((u) => u.username === 'staff_noperm')!;
    expect((await call('/api/center/able', { id: noperm.id, status: 'disabled' }, admin)).code).toBe(2000);
    const [row] = (await rows('endpoint=sysUserAble')).list;
    expect(row!.records).toEqual([{ table: 'app_user', id: noperm.id, before: { status: 'active' }, after: { status: 'disabled' } }]);
    // a new password moves the hash, kept only as ***; long values are cut; unchanged fields and bookkeeping are left out
    const before = new Map([[7, { id: 7, passwordHash: 'h1', deptName: '就业中心', note: 'x', updatedAt: new Date(1) }]]);
    const after = new Map([[7, { id: 7, passwordHash: 'h2', deptName: '就业中心', note: 'y'.repeat(400), updatedAt: new Date(2) }]]);
    const [change] = recordChanges(appUser, before, after);
    expect(change).toEqual({ table: 'app_user', id: 7, before: { passwordHash: '***', note: 'x' }, after: { passwordHash: '***', note: `${'y'.repeat(300)}…` } });
  });
});
