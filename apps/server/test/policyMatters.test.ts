import { eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { application } from '../src/modules/application/tables';
import { policyMatter } from '../src/modules/policyMatter/tables';
import { get, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

/** A complete matter as staff write it at /modifyPolicyMatterDetail. */
const matter = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  content: '<p>面向本区企业的一次性吸纳就业补贴。</p>',
  theme: 'employment',
  handling: 'online',
  applyType: 'springAllowance',
  conditions: '<ol><li>在本区登记注册的企业；</li><li>吸纳人员在职满3个月。</li></ol>',
  process: '<p>网上申报，就业中心审核，公示后发放。</p>',
  materials: [{ name: '营业执照', required: true, note: '扫描件' }],
  timeLimit: '20个工作日',
  standard: '每吸纳1人补贴2000元',
  amount: 2000,
  contact: '就业中心 020-84681234',
  ...extra,
});

describe.each(backends)('policy matters on %s', (backend) => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  const login = async (username: string) => {
    const { body } = await post(s.apiUrl, '/api/admin/accountLogin', { username, password: 'Demo@2025' });
    if (body.code !== 2000) throw new Error(`${username}: ${body.msg}`);
    tokens[username] = body.data.userInfo.token;
  };
  const as = (username: string) => ({ token: tokens[username]! });
  const audit = async (id: number, action: string, username: string, reason = '') => {
    const res = await fetch(`${s.apiUrl}/api/notice/one/audit`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...as(username) },
      body: new URLSearchParams({ id: String(id), action, reason }).toString(),
    });
    return (await res.json()) as { code: number; msg: string; data: any };
  };
  const publicList = async (query = '') => (await get(s.apiUrl, `/api/policyMatter/list${query}`)).body.data as { list: { id: number; title: string; deptName: string }[]; departments: string[] };

  beforeAll(async () => {
    s = await startTestServer(backend);
    for (const u of ['staff_jyzx', 'staff_kjj', 'staff_audit']) await login(u);
  });
  afterAll(async () => s?.close());

  it('lists the seeded matters by department, with one for every application type, and filters by keyword, theme and handling', async () => {
    const all = await publicList();
    expect(all.list.map((m) => m.title)).toEqual(expect.arrayContaining(['新引进人才入户', '人才住房（公寓）申请', '春节留岗补贴', '失业保险金申领']));
    expect(new Set((all.list as unknown as { applyType: string }[]).map((m) => m.applyType))).toEqual(
      new Set(['ruhu', 'zhufang', 'Personnel', 'Xzybzkf', 'Zizhu', 'cjbt', 'zfbtEnt', 'zfbtUser', 'springAllowance', 'fcwg', '']),
    );
    expect(all.departments).toEqual(expect.arrayContaining(['就业中心', '人才交流中心', '社保中心']));
    const housing = await publicList('?theme=housing');
    expect(housing.list.length).toBeGreaterThanOrEqual(3);
    for (const m of housing.list as unknown as { theme: string }[]) expect(m.theme).toBe('housing');
    const offline = await publicList('?handling=offline');
    expect(offline.list.map((m) => m.title).sort()).toEqual(['人事档案查询与转递', '失业保险金申领']);
    const keyword = await publicList(`?keyword=${encodeURIComponent('留岗')}`);
    expect(keyword.list.map((m) => m.title)).toEqual(['春节留岗补贴']);
  });

  it('opens a special matter with its table of standards, and refuses an unknown one', async () => {
    const { list } = await publicList(`?keyword=${encodeURIComponent('人才项目资助')}`);
    const res = await get(s.apiUrl, `/api/policyMatter/${list[0]!.id}`);
    expect(res.body.data).toMatchObject({ title: '人才项目资助', special: true, applyType: 'Zizhu', amount: 5_000_000, handling: 'online' });
    expect(res.body.data.standards.map((r: { category: string }) => r.category)).toEqual(['创新创业团队', '领军人才', '青年拔尖人才']);
    expect(res.body.data.conditions).toContain('<li>');
    expect((await get(s.apiUrl, '/api/policyMatter/999999')).body.code).toBe(4004);
  });

  it('takes a matter through the content audit: invisible until approved and published, sanitised, and closed to other departments', async () => {
    const hostile = matter('吸纳就业补贴（测试）', {
      conditions: '<p onclick="alert(1)">在职满3个月<img src=x onerror=alert(1)></p><script>alert(2)</script><a href="javascript:alert(3)">详情</a>',
    });
    const created = await post(s.apiUrl, '/api/policyMatter/one/save', hostile, as('staff_jyzx'));
    expect(created.body).toMatchObject({ code: 2000, data: { status: 'draft', version: 1 } });
    const id = created.body.data.id as number;

    const [stored] = await s.database.db.select().from(policyMatter).where(eq(policyMatter.noticeId, id));
    expect(stored!.conditions).toContain('在职满3个月');
    expect(stored!.conditions).not.toMatch(/onclick|onerror|<script|javascript:/i);

    // another department: 4003 for edit, delete and submit
    const detail = (await get(s.apiUrl, `/api/policyMatter/one/detail?id=${id}`, as('staff_kjj'))).body.data;
    expect(detail).toMatchObject({ deptName: '就业中心', editable: false, actions: [] });
    expect((await post(s.apiUrl, '/api/policyMatter/one/save', { ...matter('改名'), id, version: 1 }, as('staff_kjj'))).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/policyMatter/one/saveSpecial', { id, version: 1, standards: [], sections: [] }, as('staff_kjj'))).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/notice/one/del', { id }, as('staff_kjj'))).body.code).toBe(4003);
    expect((await audit(id, 'submit', 'staff_kjj')).code).toBe(4003);

    // the department adds a special table, then submits; the auditor rejects with a reason
    const special = await post(
      s.apiUrl,
      '/api/policyMatter/one/saveSpecial',
      { id, version: 1, standards: [{ category: '高校毕业生', standard: '每人3000元', amount: 3000 }], sections: [{ title: '补充说明', content: '<p>详见通知</p><script>x()</script>' }] },
      as('staff_jyzx'),
    );
    expect(special.body).toMatchObject({ code: 2000, data: { version: 2 } });
    expect((await audit(id, 'submit', 'staff_jyzx')).data.status).toBe('pending');
    expect((await audit(id, 'reject', 'staff_audit')).code).toBe(4001);
    expect((await audit(id, 'reject', 'staff_audit', '补贴标准与文件不一致')).data.status).toBe('rejected');
    expect((await publicList()).list.map((m) => m.id)).not.toContain(id);
    expect((await get(s.apiUrl, `/api/policyMatter/${id}`)).body.code).toBe(4004);

    // corrected and resubmitted (stale version refused), approved: still not public until published
    const staffView = (await get(s.apiUrl, `/api/policyMatter/one/detail?id=${id}`, as('staff_jyzx'))).body.data;
    expect(staffView).toMatchObject({ status: 'rejected', rejectReason: '补贴标准与文件不一致', special: true });
    expect((await post(s.apiUrl, '/api/policyMatter/one/save', { ...matter('吸纳就业补贴（测试）'), id, version: 1 }, as('staff_jyzx'))).body.code).toBe(4009);
    const fixed = await post(s.apiUrl, '/api/policyMatter/one/save', { ...matter('吸纳就业补贴（测试）', { standard: '每吸纳1人补贴3000元' }), id, version: staffView.version, submit: true }, as('staff_jyzx'));
    expect(fixed.body.data.status).toBe('pending');
    expect((await audit(id, 'approve', 'staff_audit')).data.status).toBe('approved');
    expect((await publicList()).list.map((m) => m.id)).not.toContain(id);
    expect((await audit(id, 'publish', 'staff_audit')).data.status).toBe('published');

    const opened = (await get(s.apiUrl, `/api/policyMatter/${id}`)).body.data;
    expect(opened).toMatchObject({ title: '吸纳就业补贴（测试）', deptName: '就业中心', standard: '每吸纳1人补贴3000元', special: true });
    expect(opened.sections).toEqual([{ title: '补充说明', content: '<p>详见通知</p>' }]);
    expect((await publicList()).list.map((m) => m.id)).toContain(id);
    const cash = (await get(s.apiUrl, `/api/policyMatter/cash?keyword=${encodeURIComponent('吸纳就业补贴')}`)).body.data;
    expect(cash.list.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('refuses incomplete guides with Chinese messages', async () => {
    const empty = await post(s.apiUrl, '/api/policyMatter/one/save', matter('空条件', { conditions: '<p><br></p><script>x</script>' }), as('staff_jyzx'));
    expect(empty.body).toMatchObject({ code: 4001, msg: '请填写申请条件' });
    const online = await post(s.apiUrl, '/api/policyMatter/one/save', matter('缺类型', { applyType: '' }), as('staff_jyzx'));
    expect(online.body.code).toBe(4001);
    expect(online.body.msg).toContain('网上办理的事项须选择申请类型');
    const template = await post(s.apiUrl, '/api/policyMatter/one/save', matter('缺模板', { materials: [{ name: '申请表', templateFileId: 12345 }] }), as('staff_jyzx'));
    expect(template.body.msg).toContain('材料模板须为本事项的附件');
    const noMaterials = await post(s.apiUrl, '/api/policyMatter/one/save', matter('无材料', { materials: [] }), as('staff_jyzx'));
    expect(noMaterials.body.msg).toContain('请至少填写一项申请材料');
  });

  it('counts cashed applications per matter from the applications of its type', async () => {
    const cash = (await get(s.apiUrl, '/api/policyMatter/cash')).body.data as {
      list: { title: string; applyType: string; applications: number; approved: number; cashedAmount: number }[];
      totals: { matters: number; applications: number; approved: number; cashedAmount: number };
    };
    const titles = cash.list.map((m) => m.title);
    expect(titles).toEqual(expect.arrayContaining(['春节留岗补贴', '返程务工交通补贴', '人才项目资助']));
    expect(titles).not.toContain('人事档案查询与转递');
    // the figures are the applications table's, counted independently here
    const rows = await s.database.db
      .select({
        type: application.type,
        n: sql<number>`count(*)::int`,
        approved: sql<number>`(count(*) filter (where ${application.status} in ('agree', 'gs_publicity', 'gs_publicity_true')))::int`,
        amount: sql<number>`coalesce(sum(${application.amount}) filter (where ${application.status} in ('agree', 'gs_publicity', 'gs_publicity_true')), 0)::float8`,
      })
      .from(application)
      .where(ne(application.status, 'temporary_storage'))
      .groupBy(application.type);
    const byType = new Map(rows.map((r) => [r.type, r]));
    for (const m of cash.list.filter((x) => x.applyType)) {
      const r = byType.get(m.applyType);
      expect({ type: m.applyType, applications: m.applications, approved: m.approved, cashed: m.cashedAmount }).toEqual({
        type: m.applyType,
        applications: r?.n ?? 0,
        approved: r?.approved ?? 0,
        cashed: Number(r?.amount ?? 0),
      });
    }
    // each type counted once in the totals
    const types = new Set(cash.list.map((m) => m.applyType).filter(Boolean));
    expect(cash.totals).toEqual({
      matters: cash.list.length,
      applications: [...types].reduce((a, t) => a + (byType.get(t)?.n ?? 0), 0),
      approved: [...types].reduce((a, t) => a + (byType.get(t)?.approved ?? 0), 0),
      cashedAmount: [...types].reduce((a, t) => a + Number(byType.get(t)?.amount ?? 0), 0),
    });
    expect(cash.totals.applications).toBeGreaterThan(0);
  });
});
