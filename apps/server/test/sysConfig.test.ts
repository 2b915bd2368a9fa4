import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FRIENDLY_LINKS } from '@portal/api';
import { demoLogins, get, post, startTestServer, type TestServer } from './harness';

type Res = { code: number; msg: string; data: any };

/** The smallest valid PNG (1x1, transparent). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The configuration administration of /sysConfig (issue 18 "Configuration", issue 24 "the site
 * notice for its audience") on the real embedded database: a change takes effect on the next
 * request, is checked by its item's own rule, and records who made it.
 */
describe('system configuration (/sysConfig)', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  let admin: string;
  const call = async (path: string, body: object, token = admin) => (await post(s.apiUrl, path, body, { token })).body as Res;
  const read = async (path: string, token?: string) => (await get(s.apiUrl, path, token ? { token } : {})).body as Res;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    admin = await login('staff_admin', 'gov');
  });
  afterAll(async () => s?.close());

  it('only administrators read and change it', async () => {
    const jyzx = await login('staff_jyzx', 'gov');
    expect((await read('/api/center/config/list', jyzx)).code).toBe(4003);
    expect((await call('/api/center/config/save', { key: 'liePinUrl', value: 'https://example.com/' }, jyzx)).code).toBe(4003);
    expect((await call('/api/center/friendlyLink/save', { name: '某网站', link: 'https://example.com/', sort: 1 }, jyzx)).code).toBe(4003);
    expect((await read('/common/getSysConfigByKey/liePinUrl')).data).toEqual({ liePinUrl: { configValue: 'https://www.liepin.com/' } });
  });

  it('lists every item with its seeded value; a saved value is read back at once with who changed it', async () => {
    const list = (await read('/api/center/config/list', admin)).data as { key: string; value: unknown; updatedBy: string; updatedAt: string | null }[];
    expect(list.map((e) => e.key)).toContain('site.notice');
    expect(list.find((e) => e.key === 'on.off')).toMatchObject({ value: '0', updatedBy: '', updatedAt: null });
    const saved = await call('/api/center/config/save', { key: 'liePinUrl', value: ' https://www.zhaopin.com/ ' });
    expect(saved.code, saved.msg).toBe(2000);
    expect(saved.data).toMatchObject({ key: 'liePinUrl', value: 'https://www.zhaopin.com/' });
    expect(saved.data.updatedBy).not.toBe('');
    expect((await read('/common/getSysConfigByKey/liePinUrl')).data.liePinUrl.configValue).toBe('https://www.zhaopin.com/');
  });

  it('refuses a value its item does not allow, naming the problem, and changes nothing', async () => {
    const bad = [
      [{ key: 'liePinUrl', value: 'javascript:alert(1)' }, '网址应以 http:// 或 https:// 开头'],
      [{ key: 'on.off', value: '2' }, '请选择采集年度'],
      [{ key: 'dataCollection.deadline', value: '2027-02-30' }, ''],
      [{ key: 'platform_top_image', value: 'https://evil.example/x.png' }, '请上传 png 或 jpg 图片'],
      [{ key: 'site.notice', value: { text: '', deadline: '2027-01-01', phones: [], email: '' } }, '提示内容不能为空'],
      [{ key: 'district.name', value: '别的区' }, ''],
    ] as const;
    for (const [body, message] of bad) {
      const r = await call('/api/center/config/save', body);
      expect(r.code, JSON.stringify(body)).toBe(4001);
      expect(r.msg).toContain(message);
    }
    expect((await read('/common/getSysConfigByKey/on.off')).data['on.off'].configValue).toBe('0');
  });

  it('the site notice edited here is what an enterprise is shown, and a new deadline shows it again', async () => {
    const ent = await login('ent_demo', 'ent');
    await call('/api/home/siteNotice/acknowledge', {}, ent);
    expect((await read('/api/home/siteNotice', ent)).data).toBeNull();
    const notice = { text: '请于{deadline}前完成年度数据填报。', deadline: '2099-03-31', phones: ['020-12345678'], email: 'help@example.gov.cn' };
    expect((await call('/api/center/config/save', { key: 'site.notice', value: notice })).data.value).toEqual(notice);
    expect((await read('/api/home/siteNotice', ent)).data).toEqual(notice);
    expect((await read('/api/home/siteNotice', admin)).data).toBeNull();
  });

  it('an uploaded banner shows on the home page at once and anyone may load the picture', async () => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(PNG)]), '新横幅.png');
    const uploaded = (await (await fetch(`${s.apiUrl}/common/uploadFile`, { method: 'POST', headers: { token: admin }, body: fd })).json()) as Res;
    const path = `/prod-api/common/file/${uploaded.data.id}`;
    // before it is a banner, a visitor may not load it (2003: log in first)
    expect(((await (await fetch(`${s.apiUrl}/common/file/${uploaded.data.id}`)).json()) as Res).code).toBe(2003);
    expect((await call('/api/center/config/save', { key: 'platform_top_image', value: path })).code).toBe(2000);
    expect((await read('/api/home')).data.topImage).toBe(path);
    const picture = await fetch(`${s.apiUrl}/common/file/${uploaded.data.id}`);
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('friendly links: a new one with a small sort shows in the footer at once; at most 10 are kept; removal hides it', async () => {
    const added = await call('/api/center/friendlyLink/save', { name: '区政务服务中心', link: 'https://zwfw.example.gov.cn/', sort: 0 });
    expect(added.code, added.msg).toBe(2000);
    expect((await read('/api/home')).data.blogRollList[0]).toEqual({ name: '区政务服务中心', link: 'https://zwfw.example.gov.cn/' });
    expect((await read('/api/home')).data.blogRollList).toHaveLength(5);
    expect((await call('/api/center/friendlyLink/save', { id: added.data.id, name: '区政务服务网', link: 'https://zwfw.example.gov.cn/', sort: 0 })).data.name).toBe('区政务服务网');
    const count = (await read('/api/center/friendlyLink/list', admin)).data.length as number;
    for (let i = count; i < MAX_FRIENDLY_LINKS; i++) expect((await call('/api/center/friendlyLink/save', { name: `链接${i}`, link: `https://l${i}.example.com/`, sort: 900 + i })).code).toBe(2000);
    const over = await call('/api/center/friendlyLink/save', { name: '多一个', link: 'https://more.example.com/', sort: 999 });
    expect([over.code, over.msg]).toEqual([4009, `友情链接最多${MAX_FRIENDLY_LINKS}个，请先删除不用的链接`]);
    expect((await call(`/api/center/friendlyLink/delete/${added.data.id}`, {})).data).toEqual({ removed: 1 });
    expect((await read('/api/home')).data.blogRollList.map((l: { name: string }) => l.name)).not.toContain('区政务服务网');
    expect((await call(`/api/center/friendlyLink/delete/${added.data.id}`, {})).code).toBe(4004);
  });

  it('service entrances: a renamed, closed or promoted entrance shows so at once on the public calls; bad links and other roles are refused', async () => {
    const settings = (await read('/api/center/entrance/list', admin)).data as { code: string; name: string; href: string; enabled: boolean; important: boolean; sort: number; description: string }[];
    expect(settings.map((e) => e.code).sort()).toEqual(['10', '20', '30', '31', '32', '33', '40', '41', '42', '99']);
    const housing = settings.find((e) => e.code === '20')!;
    const saved = await call('/api/center/entrance/save', { ...housing, name: '人才住房补贴申请', enabled: false, important: true, sort: 0 });
    expect(saved.code, saved.msg).toBe(2000);
    const pub = (await read('/oa/entranceConfig')).data as { code: string; name: string; enabled: boolean }[];
    expect(pub.find((e) => e.code === '20')).toMatchObject({ name: '人才住房补贴申请', enabled: false });
    expect(((await read('/api/home/importantService')).data as { code: string }[]).map((e) => e.code)).toContain('20');
    // a link off the site through //, a javascript: link, an unknown code, another role: refused, nothing changed
    for (const [body, msg] of [
      [{ ...housing, href: '//evil.example.com/' }, '参数错误：href 链接应为本站路径（以 / 开头）或以 http:// 或 https:// 开头的网址'],
      [{ ...housing, href: 'javascript:alert(1)' }, '参数错误：href 链接应为本站路径（以 / 开头）或以 http:// 或 https:// 开头的网址'],
      [{ ...housing, code: '77' }, '参数错误：code 未知的入口编码'],
    ] as const) {
      const bad = await call('/api/center/entrance/save', body);
      expect([bad.code, bad.msg]).toEqual([4001, msg]);
    }
    expect((await call('/api/center/entrance/save', housing, await login('staff_jyzx', 'gov'))).code).toBe(4003);
    expect(((await read('/oa/entranceConfig')).data as { code: string; name: string }[]).find((e) => e.code === '20')!.name).toBe('人才住房补贴申请');
    expect((await call('/api/center/entrance/save', housing)).code).toBe(2000);
  });
});
