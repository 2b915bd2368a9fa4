import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, get, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

describe.each(backends)('workbench tasks on %s', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  /** A demo account's token, logged in by the kind its name gives. */
  const tokenOf = (username: string) => login(username, username.startsWith('staff_') ? 'gov' : username.startsWith('person_') ? 'person' : 'ent');

  /** The caller's tasks, keyed by task key. */
  async function tasks(username: string): Promise<Map<string, { label: string; count: number; path: string; search: Record<string, string> }>> {
    const { body } = await get(s.apiUrl, '/api/workbench/tasks', { token: await tokenOf(username) });
    expect(body.code).toBe(2000);
    return new Map(body.data.tasks.map((t: { key: string }) => [t.key, t]));
  }

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('gives each role its own tasks, each counting what its linked list shows', async () => {
    const jyzx = await tasks('staff_jyzx');
    expect([...jyzx.keys()]).toEqual(expect.arrayContaining(['demandAudit', 'responseAllocate', 'areaAuditPersons', 'areaAuditCompanies']));
    expect([...jyzx.keys()].some((k) => k.startsWith('contentAudit'))).toBe(false);
    const demands = jyzx.get('demandAudit')!;
    expect(demands).toMatchObject({ label: '待审核的招聘需求', path: '/modifyDemand', search: { status: 'pending' } });
    const list = await get(s.apiUrl, '/api/center/demand/list1?status=pending', { token: await tokenOf('staff_jyzx') });
    expect(demands.count).toBe(list.body.data.total);
    const responses = await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { stage: 'submitted' }, { token: await tokenOf('staff_jyzx') });
    expect(jyzx.get('responseAllocate')!.count).toBe(responses.body.data.total);

    // the content auditor counts what waits for its audit, per kind; nothing of employment service
    const audit = await tasks('staff_audit');
    expect(audit.get('contentAudit.policy')).toMatchObject({ label: '待审核的政策文件', path: '/modifyPolicy', search: { status: 'pending' } });
    expect(audit.has('demandAudit')).toBe(false);

    // housing auditors count the applications of their types waiting for them
    const rcjt = await tasks('staff_rcjt');
    const waiting = await get(s.apiUrl, '/api/second/task/list?status=awaiting_check&filer=person', { token: await tokenOf('staff_rcjt') });
    expect(rcjt.get('personApplications')!.count).toBe(waiting.body.data.total);
    expect(rcjt.get('personApplications')!.count).toBeGreaterThan(0);

    // enterprises and individuals: their applications returned for correction, nothing of staff
    expect([...(await tasks('ent_demo')).keys()]).toEqual(['returnedEntApplications']);
    expect([...(await tasks('person_demo')).keys()]).toEqual(['returnedPersonApplications']);
  });

  it('counts a new demand waiting for audit at once, and no longer once it is approved', async () => {
    const before = (await tasks('staff_jyzx')).get('demandAudit')!.count;
    const ent = await tokenOf('ent_demo');
    const saved = await post(
      s.apiUrl,
      '/api/ent/demand/addOrUpdate',
      { postName: '工作台测试岗位', education: '硕士研究生', salaryMin: 6000, salaryMax: 9000, headcount: 1, workAddress: '南湾区科技大道1号', description: '负责工作台待办数量的测试与验证工作。', contactName: '陈先生', contactPhone: '13900139001' },
      { token: ent },
    );
    expect(saved.body.code, saved.body.msg).toBe(2000);
    const id = saved.body.data.id as number;
    expect((await post(s.apiUrl, '/api/ent/demand/shelves', { id, on: true }, { token: ent })).body.data).toEqual({ status: 'pending' });
    expect((await tasks('staff_jyzx')).get('demandAudit')!.count).toBe(before + 1);
    expect((await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action: 'approve' }, { token: await tokenOf('staff_jyzx') })).body.code).toBe(2000);
    expect((await tasks('staff_jyzx')).get('demandAudit')!.count).toBe(before);
  });

  it('refuses a visitor', async () => {
    expect((await get(s.apiUrl, '/api/workbench/tasks')).body.code).toBe(2003);
  });
});
