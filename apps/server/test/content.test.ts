import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../src/modules/account/tables';
import { enterprise, staff, street } from '../src/modules/enterprise/tables';
import { notice, noticeTransition } from '../src/modules/notice/tables';
import { get, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

/** Minimal valid files: a one-page PDF header and a 1x1 PNG. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

describe.each(backends)('content on %s', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const infos: Record<string, { userId: number; entId: number | null }> = {};
  /** Logs a demo account in (staff at /api/admin/accountLogin, enterprises at entLogin) and keeps its token. */
  const login = async (username: string) => {
    const path = username.startsWith('ent_') ? '/api/ent/login/entLogin' : '/api/admin/accountLogin';
    const { body } = await post(s.apiUrl, path, { username, password: 'Demo@2025' });
    if (body.code !== 2000) throw new Error(`${username}: ${body.msg}`);
    tokens[username] = body.data.userInfo.token;
    infos[username] = body.data.userInfo;
    return body.data.userInfo as { token: string; userId: number; entId: number | null };
  };
  const as = (username: string) => ({ token: tokens[username]! });
  const form = (body: Record<string, string>) => new URLSearchParams(body).toString();
  const postForm = async (path: string, body: Record<string, string>, username: string) => {
    const res = await fetch(s.apiUrl + path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...as(username) }, body: form(body) });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const upload = async (name: string, data: Buffer, username?: string) => {
    const fd = new FormData();
    fd.append('file', new Blob([new Uint8Array(data)]), name);
    const res = await fetch(`${s.apiUrl}/common/uploadFile`, { method: 'POST', headers: username ? as(username) : {}, body: fd });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const audit = (id: number, action: string, username: string, reason = '') => postForm('/api/notice/one/audit', { id: String(id), action, reason }, username);
  const unread = async (username: string) => (await get(s.apiUrl, '/api/notice/one/getUnreadCount', as(username))).body.data.count as number;

  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const u of ['staff_jyzx', 'staff_kjj', 'staff_audit', 'ent_demo']) await login(u);
  });
  afterAll(async () => s?.close());

  describe('keyword search in Chinese', () => {
    it('finds words of the body and the title, not of the markup, and combines with department and dates', async () => {
      const body = await get(s.apiUrl, `/api/notice/list?keyword=${encodeURIComponent('街道初审')}&limit=10`);
      expect(body.body.data.total).toBeGreaterThan(10);
      const title = await get(s.apiUrl, `/api/notice/list?keyword=${encodeURIComponent('人才住房补贴')}&limit=50`);
      expect(title.body.data.total).toBeGreaterThan(0);
      expect(title.body.data.total).toBeLessThan(body.body.data.total);
      const markup = await get(s.apiUrl, `/api/notice/list?keyword=${encodeURIComponent('text-align')}&limit=10`);
      expect(markup.body.data.total).toBe(0);
      const dept = await get(s.apiUrl, `/api/notice/list?keyword=${encodeURIComponent('街道初审')}&deptName=${encodeURIComponent('科技局')}&beginTime=2026-01-01&endTime=2026-06-30&limit=50`);
      expect(dept.body.data.total).toBeGreaterThan(0);
      for (const n of dept.body.data.list) {
        expect(n.deptName).toBe('科技局');
        expect(n.publishTime >= '2026-01-01' && n.publishTime <= '2026-06-30 23:59:59').toBe(true);
      }
      const nothing = await get(s.apiUrl, `/api/notice/list?keyword=${encodeURIComponent('100%_')}&limit=10`);
      expect(nothing.body.data).toEqual({ list: [], total: 0 });
      expect((await get(s.apiUrl, '/api/notice/one/deptAll')).body.data).toEqual(expect.arrayContaining(['就业中心', '科技局', '区人力资源和社会保障局']));
    });
  });

  describe('the staff workflow', () => {
    it('takes a notice from draft through audit to the public, with its attachment, and keeps other departments out', async () => {
      const file = await upload('申报指南.pdf', PDF, 'staff_jyzx');
      expect(file.data).toMatchObject({ name: '申报指南.pdf', mimeType: 'application/pdf', previewable: true, size: PDF.length });
      const created = await post(
        s.apiUrl,
        '/api/notice/one/insert',
        { category: 'notice', title: '关于开展2026年就业见习基地认定工作的通知', content: '<p>见习基地认定现开始申报。</p>', attachmentIds: [file.data.id] },
        as('staff_jyzx'),
      );
      expect(created.body.data).toMatchObject({ status: 'draft', version: 1 });
      const id = created.body.data.id as number;

      // not public yet, and its attachment is not either
      expect((await get(s.apiUrl, `/api/notice/${id}`)).body.code).toBe(4004);
      expect((await get(s.apiUrl, `/common/file/${file.data.id}`)).body.code).toBe(2003);
      expect((await get(s.apiUrl, `/common/file/${file.data.id}`, as('ent_demo'))).body.code).toBe(4003);

      // another department may neither change nor delete it
      const foreign = await post(s.apiUrl, '/api/notice/one/update', { id, version: 1, title: '改', content: '<p>改</p>' }, as('staff_kjj'));
      expect(foreign.body).toMatchObject({ code: 4003, msg: '只能修改本部门的内容' });
      expect((await post(s.apiUrl, '/api/notice/one/del', { id }, as('staff_kjj'))).body.code).toBe(4003);
      expect((await audit(id, 'submit', 'staff_kjj')).code).toBe(4003);
      // enterprises cannot use the staff calls at all
      expect((await post(s.apiUrl, '/api/notice/one/page', { category: 'notice' }, as('ent_demo'))).body.code).toBe(4003);

      // illegal transitions change nothing
      expect(await audit(id, 'approve', 'staff_audit')).toMatchObject({ code: 4009, msg: '当前状态为“草稿”，不能审核通过' });
      expect((await audit(id, 'submit', 'staff_jyzx')).data.status).toBe('pending');
      expect((await audit(id, 'publish', 'staff_jyzx')).code).toBe(4009);
      expect(await audit(id, 'approve', 'staff_jyzx')).toMatchObject({ code: 4003, msg: '需要通知公告审核权限' });
      expect(await audit(id, 'reject', 'staff_audit')).toMatchObject({ code: 4001, msg: '参数错误：reason 请填写驳回原因' });

      // rejected with a reason, corrected, resubmitted, approved, published
      expect((await audit(id, 'reject', 'staff_audit', '请补充见习补贴标准')).data.status).toBe('rejected');
      const rejected = (await get(s.apiUrl, `/api/notice/one/detail?id=${id}`, as('staff_jyzx'))).body.data;
      expect(rejected).toMatchObject({ status: 'rejected', rejectReason: '请补充见习补贴标准', editable: true, actions: ['submit'] });
      const stale = await post(s.apiUrl, '/api/notice/one/update', { id, version: 1, title: rejected.title, content: '<p>旧</p>' }, as('staff_jyzx'));
      expect(stale.body).toMatchObject({ code: 4009, msg: '内容已被他人修改，请刷新后再编辑' });
      const updated = await post(
        s.apiUrl,
        '/api/notice/one/update',
        { id, version: rejected.version, title: rejected.title, content: '<p>见习补贴标准为每人每月2000元。</p>', attachmentIds: [file.data.id], submit: true },
        as('staff_jyzx'),
      );
      expect(updated.body.data.status).toBe('pending');
      expect((await audit(id, 'approve', 'staff_audit')).data.status).toBe('approved');
      expect((await get(s.apiUrl, `/api/notice/${id}`)).body.code).toBe(4004);
      const published = await audit(id, 'publish', 'staff_jyzx');
      expect(published.msg).toBe('操作成功');
      expect(published.data.status).toBe('published');

      const page = await get(s.apiUrl, `/api/notice/${id}`);
      expect(page.body.data).toMatchObject({ title: '关于开展2026年就业见习基地认定工作的通知', deptName: '就业中心', content: '<p>见习补贴标准为每人每月2000元。</p>' });
      expect(page.body.data.attachments).toEqual([expect.objectContaining({ id: file.data.id, name: '申报指南.pdf', previewable: true })]);
      const bytes = await fetch(`${s.apiUrl}/common/file/${file.data.id}`);
      expect(Buffer.from(await bytes.arrayBuffer()).equals(PDF)).toBe(true);
      expect(bytes.headers.get('content-type')).toBe('application/pdf');
      expect((await get(s.apiUrl, '/api/notice/list?limit=10')).body.data.list[0].id).toBe(id);

      const steps = await s.database.db.select().from(noticeTransition).where(eq(noticeTransition.noticeId, id)).orderBy(noticeTransition.id);
      expect(steps.map((t) => `${t.action}:${t.fromStatus}>${t.toStatus}`)).toEqual([
        'create:>draft',
        'submit:draft>pending',
        'reject:pending>rejected',
        'update:rejected>rejected',
        'submit:rejected>pending',
        'approve:pending>approved',
        'publish:approved>published',
      ]);
      expect(steps.find((t) => t.action === 'reject')).toMatchObject({ actorName: '林审', note: '请补充见习补贴标准' });

      // withdrawing takes it off the public pages
      expect((await audit(id, 'withdraw', 'staff_jyzx')).data.status).toBe('draft');
      expect((await get(s.apiUrl, `/api/notice/${id}`)).body.code).toBe(4004);
      expect((await post(s.apiUrl, '/api/notice/one/del', { id }, as('staff_jyzx'))).body.code).toBe(2000);
      expect((await get(s.apiUrl, `/api/notice/one/detail?id=${id}`, as('staff_jyzx'))).body.code).toBe(4004);
    });

    it('never lets auditors approve what they wrote themselves', async () => {
      const created = await post(s.apiUrl, '/api/notice/one/insert', { category: 'policy', title: '审核员自己写的政策', content: '<p>正文</p>', submit: true }, as('staff_audit'));
      expect(created.body.data.status).toBe('pending');
      expect(await audit(created.body.data.id, 'approve', 'staff_audit')).toMatchObject({ code: 4003, msg: '不能审核自己撰写的内容' });
    });

    it('stores a hostile body without scripts, handlers or javascript: links', async () => {
      const hostile =
        '<p style="text-align: center; position: fixed">标题</p><img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)" onclick="alert(4)">链接</a><iframe src="https://example.com"></iframe><p>&lt;script&gt;正文</p>';
      const created = await post(s.apiUrl, '/api/notice/one/insert', { category: 'notice', title: '含有恶意代码的正文', content: hostile }, as('staff_jyzx'));
      const [row] = await s.database.db.select({ content: notice.content }).from(notice).where(eq(notice.id, created.body.data.id));
      expect(row!.content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|position/i);
      expect(row!.content).toContain('<img src="x" alt="">');
      expect(row!.content).toContain('<p>&lt;script&gt;正文</p>');
      expect(row!.content).toContain('<a>链接</a>');
      const aligned = await post(s.apiUrl, '/api/notice/one/insert', { category: 'notice', title: '居中', content: '<p style="text-align: center">居中</p>' }, as('staff_jyzx'));
      const [kept] = await s.database.db.select({ content: notice.content }).from(notice).where(eq(notice.id, aligned.body.data.id));
      expect(kept!.content).toBe('<p style="text-align: center">居中</p>');
      const empty = await post(s.apiUrl, '/api/notice/one/insert', { category: 'notice', title: '空', content: '<script>alert(1)</script>' }, as('staff_jyzx'));
      expect(empty.body).toMatchObject({ code: 4001, msg: '请输入正文' });
    });

    it('lists staff content of every status with what the caller may do', async () => {
      const mine = await post(s.apiUrl, '/api/notice/one/page', { category: 'notice', mine: true, limit: 50 }, as('staff_jyzx'));
      expect(mine.body.data.total).toBeGreaterThan(0);
      expect(mine.body.data.list.every((n: { deptName: string; editable: boolean }) => n.deptName === '就业中心' && n.editable)).toBe(true);
      const pending = await post(s.apiUrl, '/api/notice/one/page', { category: 'notice', status: 'pending', limit: 50 }, as('staff_audit'));
      expect(pending.body.data.list.length).toBeGreaterThan(0);
      expect(pending.body.data.list.every((n: { status: string; actions: string[] }) => n.status === 'pending' && n.actions.includes('approve'))).toBe(true);
      const wrongAdmin = await post(s.apiUrl, '/api/notice/one/page', { category: 'notice', adminId: 999999 }, as('staff_jyzx'));
      expect(wrongAdmin.body.code).toBe(4003);
    });
  });

  describe('subscriptions, read state and my messages', () => {
    it('raises the unread count for a new notice of a subscribed department and lowers it when opened', async () => {
      const before = await unread('ent_demo');
      const info = (await postForm('/api/notice/one/subscribe', { deptName: '科技局', category: 'policy', subscribed: 'true' }, 'ent_demo')).data;
      expect(info.subscriptions).toContainEqual({ deptName: '科技局', category: 'policy' });
      const created = await post(s.apiUrl, '/api/notice/one/insert', { category: 'policy', title: '科技人才专项扶持办法', content: '<p>扶持办法全文。</p>', submit: true }, as('staff_kjj'));
      const id = created.body.data.id as number;
      await audit(id, 'approve', 'staff_audit');
      expect(await unread('ent_demo')).toBe(before);
      await audit(id, 'publish', 'staff_audit');
      expect(await unread('ent_demo')).toBe(before + 1);
      expect((await get(s.apiUrl, `/api/notice/one/sendresult?id=${id}`, as('staff_kjj'))).body.data).toEqual({ notified: 1, read: 0 });

      const msgs = (await post(s.apiUrl, '/api/notice/one/msg', { unreadOnly: true }, as('ent_demo'))).body.data;
      expect(msgs.list[0]).toMatchObject({ noticeId: id, title: '科技人才专项扶持办法', deptName: '科技局', read: false });
      expect(msgs.unread).toBe(before + 1);
      const index = (await post(s.apiUrl, '/api/notice/one/index', { category: 'policy', limit: 10 }, as('ent_demo'))).body.data;
      expect(index.list.find((n: { id: number }) => n.id === id)).toMatchObject({ read: false, unread: true });
      expect((await get(s.apiUrl, `/api/notice/one/match?id=${id}`, as('ent_demo'))).body.data).toEqual({ deptName: '科技局', category: 'policy', subscribed: true });

      await get(s.apiUrl, `/api/notice/${id}`, as('ent_demo'));
      expect(await unread('ent_demo')).toBe(before);
      const after = (await post(s.apiUrl, '/api/notice/one/index', { category: 'policy', limit: 10 }, as('ent_demo'))).body.data;
      expect(after.list.find((n: { id: number }) => n.id === id)).toMatchObject({ read: true, unread: false });
      expect((await get(s.apiUrl, `/api/notice/one/sendresult?id=${id}`, as('staff_kjj'))).body.data).toEqual({ notified: 1, read: 1 });

      // the session carries the enterprise id (SPEC.md section 3) and the index accepts it; someone
      // else's is refused; staff have none; mark-all-read empties the count
      const [own] = await s.database.db.select({ enterpriseId: appUser.enterpriseId }).from(appUser).where(eq(appUser.username, 'ent_demo'));
      expect(infos.ent_demo!.entId).toBe(own!.enterpriseId);
      expect(infos.staff_jyzx!.entId).toBeNull();
      expect((await post(s.apiUrl, '/api/notice/one/index', { entId: infos.ent_demo!.entId, category: 'policy', limit: 10 }, as('ent_demo'))).body.data.list.map((n: { id: number }) => n.id)).toContain(id);
      expect((await post(s.apiUrl, '/api/notice/one/index', { entId: 999999 }, as('ent_demo'))).body.code).toBe(4003);
      expect((await post(s.apiUrl, '/api/notice/one/read', { all: true }, as('ent_demo'))).body.data).toEqual({ count: 0 });
      await postForm('/api/notice/one/subscribe', { deptName: '科技局', category: 'policy', subscribed: 'false' }, 'ent_demo');
      expect((await get(s.apiUrl, '/api/notice/one/getSubscribeInfo', as('ent_demo'))).body.data.subscriptions).not.toContainEqual({ deptName: '科技局', category: 'policy' });
    });
  });

  describe('uploads', () => {
    it('checks the type by name and by content, and needs a login', async () => {
      expect((await upload('a.pdf', PDF)).code).toBe(2003);
      expect(await upload('run.exe', PDF, 'staff_jyzx')).toMatchObject({ code: 4001, msg: expect.stringContaining('不支持的文件类型') });
      expect(await upload('fake.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'staff_jyzx')).toMatchObject({ code: 4001, msg: '文件内容与扩展名 .pdf 不符' });
      expect(await upload('photo.png', PNG, 'ent_demo')).toMatchObject({ code: 2000, data: { mimeType: 'image/png', previewable: true } });
      expect(await upload('名单.csv', Buffer.from('姓名,单位\n张三,某公司\n'), 'staff_jyzx')).toMatchObject({ code: 2000, data: { previewable: false } });
      // a file someone else uploaded cannot be attached
      const theirs = await upload('theirs.png', PNG, 'ent_demo');
      const attach = await post(s.apiUrl, '/api/notice/one/insert', { category: 'notice', title: '附件', content: '<p>正文</p>', attachmentIds: [theirs.data.id] }, as('staff_jyzx'));
      expect(attach.body).toMatchObject({ code: 4001, msg: `附件 ${theirs.data.id} 不是您上传的文件` });
    });
  });

  describe('interpretations', () => {
    it('explain a published policy and appear on its page once published', async () => {
      const policy = (await get(s.apiUrl, '/api/notice/list?category=policy&limit=10')).body.data.list[0];
      const noPolicy = await post(s.apiUrl, '/api/second/interpretation/saveOrUpdate', { policyId: 999999, title: '解读', content: '<p>解读</p>' }, as('staff_jyzx'));
      expect(noPolicy.body).toMatchObject({ code: 4001, msg: '所解读的政策不存在或未发布' });
      const saved = await post(s.apiUrl, '/api/second/interpretation/saveOrUpdate', { policyId: policy.id, title: '一图读懂新政', content: '<p>三个要点。</p>', submit: true }, as('staff_jyzx'));
      const id = saved.body.data.id as number;
      expect((await postForm('/api/second/interpretation/audit', { id: String(id), action: 'approve' }, 'staff_audit')).data.status).toBe('approved');
      await postForm('/api/second/interpretation/audit', { id: String(id), action: 'publish' }, 'staff_jyzx');
      const list = (await get(s.apiUrl, `/api/second/interpretation/list?policyId=${policy.id}`, as('staff_jyzx'))).body.data;
      expect(list.list.map((n: { id: number }) => n.id)).toContain(id);
      const page = (await get(s.apiUrl, `/api/notice/${policy.id}`)).body.data;
      expect(page.interpretations.map((n: { title: string }) => n.title)).toContain('一图读懂新政');
      const explain = (await get(s.apiUrl, `/api/notice/${id}`)).body.data;
      expect(explain).toMatchObject({ category: 'explain', policy: { id: policy.id, title: policy.title } });
      expect((await get(s.apiUrl, `/api/second/interpretation/details?id=${policy.id}`, as('staff_jyzx'))).body.code).toBe(4004);
    });
  });

  describe('public data and talent reports', () => {
    it('list and open the published items and count downloads of their files', async () => {
      const data = (await get(s.apiUrl, '/api/public/data/page?limit=10')).body.data;
      expect(data.total).toBe(9);
      expect(data.list[0]).toMatchObject({ title: expect.stringContaining('2026年'), deptName: '区人力资源和社会保障局' });
      const reports = (await get(s.apiUrl, '/api/people/report/page?limit=10')).body.data;
      expect(reports.total).toBe(4);

      const file = await upload('2026年数据.xlsx', await (async () => {
        const ExcelJS = (await import('exceljs')).default;
        const book = new ExcelJS.Workbook();
        book.addWorksheet('数据').addRow(['街道', '企业数']);
        return Buffer.from(await book.xlsx.writeBuffer());
      })(), 'staff_jyzx');
      expect(file.code).toBe(2000);
      const created = await post(s.apiUrl, '/api/notice/one/insert', { category: 'data', title: '2026年见习岗位统计', summary: '见习岗位按街道统计。', content: '<p>说明</p>', attachmentIds: [file.data.id], submit: true }, as('staff_jyzx'));
      const id = created.body.data.id as number;
      await audit(id, 'approve', 'staff_audit');
      await audit(id, 'publish', 'staff_jyzx');
      expect((await post(s.apiUrl, '/common/incrDownload', { id: file.data.id }, {})).body.data).toEqual({ downloadCount: 1 });
      expect((await post(s.apiUrl, '/common/incrDownload', { id: file.data.id }, {})).body.data).toEqual({ downloadCount: 2 });
      const detail = (await get(s.apiUrl, `/api/public/data/${id}`)).body.data;
      expect(detail).toMatchObject({ title: '2026年见习岗位统计', summary: '见习岗位按街道统计。', fileCount: 1, downloadCount: 2 });
      expect(detail.attachments[0]).toMatchObject({ name: '2026年数据.xlsx', previewable: false, downloadCount: 2 });
      // a data item is not a report, and a notice is not public data
      expect((await get(s.apiUrl, `/api/people/report/${id}`)).body.code).toBe(4004);
      const aNotice = (await get(s.apiUrl, '/api/notice/list?limit=10')).body.data.list[0];
      expect((await get(s.apiUrl, `/api/public/data/${aNotice.id}`)).body.code).toBe(4004);
      expect((await post(s.apiUrl, '/common/incrDownload', { id: 999999 }, {})).body.code).toBe(4004);
    });
  });

  describe('home blocks and organisations', () => {
    it('come from the database', async () => {
      const entrances = (await get(s.apiUrl, '/oa/entranceConfig')).body.data;
      expect(entrances.map((e: { code: string }) => e.code)).toEqual(['10', '20', '30', '31', '32', '33', '40', '41', '42', '99']);
      const important = (await get(s.apiUrl, '/api/home/importantService')).body.data;
      expect(important.length).toBeGreaterThan(0);
      expect(important.length).toBeLessThan(entrances.length);

      const recent = (await get(s.apiUrl, '/api/home/recentPublished')).body.data;
      const [newest] = await s.database.db.select({ id: notice.id }).from(notice).where(eq(notice.status, 'published')).orderBy(desc(notice.publishTime), desc(notice.id)).limit(1);
      expect(recent).toHaveLength(8);
      expect(recent[0].id).toBe(newest!.id);

      const overview = (await get(s.apiUrl, '/api/home/areaCondOverview')).body.data;
      const [[ents], [people], [streets]] = await Promise.all([
        s.database.db.select({ n: count() }).from(enterprise),
        s.database.db.select({ n: count() }).from(staff),
        s.database.db.select({ n: count() }).from(street),
      ]);
      expect(overview).toMatchObject({ districtName: '南湾区', enterpriseCount: ents!.n, talentCount: people!.n, streetCount: streets!.n });
      const industries = (await get(s.apiUrl, '/api/home/industryData')).body.data;
      expect(industries).toHaveLength(8);
      expect(industries[0].talentCount).toBeGreaterThanOrEqual(industries[7].talentCount);

      const orgs = (await get(s.apiUrl, '/api/home/serviceOrg')).body.data;
      expect(orgs.length).toBeGreaterThan(0);
      expect(orgs.length).toBeLessThanOrEqual(6);
      const all = (await get(s.apiUrl, '/human/resourceServices?type=1&limit=50')).body.data;
      expect(all.list.slice(0, orgs.length)).toEqual(orgs);
      const key = (await get(s.apiUrl, '/human/resourceServices?type=2&limit=10')).body.data;
      expect(key.total).toBe(16);
      expect((await get(s.apiUrl, '/human/resourceServices?type=4')).body.code).toBe(4001);

      expect((await get(s.apiUrl, '/api/home/selfData')).body.code).toBe(2003);
      const self = (await get(s.apiUrl, '/api/home/selfData', as('ent_demo'))).body.data;
      const [ent] = await s.database.db.select({ n: count() }).from(staff).where(eq(staff.enterpriseId, 1));
      expect(self.figures).toContainEqual({ key: 'staff', value: ent!.n });
      const staffSelf = (await get(s.apiUrl, '/api/home/selfData', as('staff_audit'))).body.data;
      const [pending] = await s.database.db
        .select({ n: count() })
        .from(notice)
        .where(and(eq(notice.status, 'pending'), inArray(notice.category, ['notice', 'policy', 'explain', 'data', 'report'])));
      expect(staffSelf.figures.find((f: { key: string }) => f.key === 'toAudit').value).toBeLessThanOrEqual(pending!.n);
      expect(staffSelf.title).toBe('区人力资源和社会保障局');
    });
  });
});
