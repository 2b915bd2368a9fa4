import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../src/modules/account/tables';
import { noticeMessage } from '../src/modules/notice/tables';
import { companyDockingRecord } from '../src/modules/station/tables';
import { demoLogins, get, post, postgresAvailable, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

const ask = { kind: 'recruitment', description: '急招电商客服5名，希望驿站推荐求职者', contact: '张经理', phone: '13800138000' };

describe.each(backends)('enterprise service requests, served enterprises and talent search on %s', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  const as = async (username: string) => ({ token: await login(username, username.startsWith('staff') ? 'gov' : username.startsWith('ent') ? 'ent' : 'person') });
  const create = async (description = ask.description) => {
    const r = await post(s.apiUrl, '/api/ppw/companyDocking/add', { ...ask, description }, await as('ent_demo'));
    expect(r.body.code).toBe(2000);
    return r.body.data.id as number;
  };
  const act = async (path: string, body: object, who = 'staff_jyzx') => (await post(s.apiUrl, `/api/ppw/companyDocking/${path}`, body, await as(who))).body;

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('an enterprise asks for recruitment help; 就业中心 assigns, follows up and closes it; the enterprise sees 已办结 with the records and is told', async () => {
    const id = await create();
    const mine = (await get(s.apiUrl, '/api/ppw/companyDocking/my?page=1&limit=10', await as('ent_demo'))).body.data;
    expect(mine.list[0]).toMatchObject({ id, status: 'pending', deptName: '就业中心', kind: 'recruitment' });
    // the enterprise's street sees it too
    const street = (await get(s.apiUrl, '/api/ppw/companyDocking/page?page=1&limit=50', await as('staff_street'))).body.data.list as { id: number }[];
    expect(street.some((r) => r.id === id)).toBe(true);
    const staff = (await get(s.apiUrl, `/api/ppw/companyDocking/staff?id=${id}&deptName=就业中心`, await as('staff_jyzx'))).body.data as { id: number; name: string }[];
    const [jyzx] = await s.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_jyzx'));
    expect(staff.map((x) => x.id)).toContain(jyzx!.id);
    expect(await act('assign', { id, deptName: '就业中心', assigneeId: jyzx!.id, note: '请尽快对接' })).toMatchObject({ code: 2000, data: { status: 'assigned' } });
    expect(await act('followUp', { id, note: '已推荐5名求职者' })).toMatchObject({ code: 2000, data: { status: 'following' } });
    expect(await act('close', { id, note: '企业录用3人' })).toMatchObject({ code: 2000, data: { status: 'closed' } });
    const detail = (await get(s.apiUrl, `/api/ppw/companyDocking/detail/${id}`, await as('ent_demo'))).body.data;
    expect(detail.item).toMatchObject({ status: 'closed', result: '企业录用3人' });
    expect(detail.records.map((r: { action: string }) => r.action)).toEqual(['submit', 'assign', 'followUp', 'close']);
    expect(detail.actions).toEqual([]);
    const [ent] = await s.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'ent_demo'));
    const told = await s.database.db.select().from(noticeMessage).where(and(eq(noticeMessage.userId, ent!.id), eq(noticeMessage.link, `/companyDocking?id=${id}`)));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ title: '您的招聘用工服务需求已办结', content: '办理结果：企业录用3人' });
    // now served: listed on /rcfnzCompany
    const served = (await get(s.apiUrl, '/api/ppw/stationCompany/list?page=1&limit=50')).body.data.list as { id: number; servedBy: string[] }[];
    expect(served.find((c) => c.servedBy.includes('docking'))).toBeDefined();
  });

  it('refuses out-of-scope staff (4003), other enterprises (4004) and illegal transitions (4009), changing nothing', async () => {
    const id = await create('范围测试需求');
    // the hotline centre is neither the department nor the street
    expect((await act('assign', { id, deptName: '社保中心' }, 'staff_hotline')).code).toBe(4003);
    expect((await get(s.apiUrl, `/api/ppw/companyDocking/detail/${id}`, await as('staff_hotline'))).body.code).toBe(4003);
    const hot = (await get(s.apiUrl, '/api/ppw/companyDocking/page?page=1&limit=50', await as('staff_hotline'))).body.data.list as { id: number }[];
    expect(hot.some((r) => r.id === id)).toBe(false);
    // pending: no follow-up or close before it is assigned
    expect(await act('followUp', { id, note: '跟进' })).toMatchObject({ code: 4009, msg: '服务需求当前状态为“待指派”，不能跟进' });
    expect(await act('close', { id, note: '办结' })).toMatchObject({ code: 4009, msg: '服务需求当前状态为“待指派”，不能办结' });
    // an assignee not of the department
    const [hotline] = await s.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_hotline'));
    expect((await act('assign', { id, deptName: '就业中心', assigneeId: hotline!.id })).code).toBe(4001);
    // assigned to 社保中心: 就业中心 loses it, the street keeps it
    expect((await act('assign', { id, deptName: '社保中心' })).code).toBe(2000);
    expect((await act('close', { id, note: '办结' })).code).toBe(4003);
    expect((await act('close', { id, note: '街道办结' }, 'staff_street')).data.status).toBe('closed');
    expect(await act('close', { id, note: '再次办结' }, 'staff_street')).toMatchObject({ code: 4009, msg: '服务需求当前状态为“已办结”，不能办结' });
    const records = await s.database.db.select().from(companyDockingRecord).where(eq(companyDockingRecord.dockingId, id));
    expect(records.map((r) => r.action)).toEqual(['submit', 'assign', 'close']);
    // another enterprise's request, and people, are not found
    const seeded = (await get(s.apiUrl, '/api/ppw/companyDocking/page?page=1&limit=50&status=closed', await as('staff_jyzx'))).body.data.list as { id: number; entName: string }[];
    const own = (await get(s.apiUrl, `/api/ppw/companyDocking/detail/${id}`, await as('ent_demo'))).body.data.item.entName as string;
    const other = seeded.find((r) => r.entName !== own);
    expect(other, 'the seeded request of another enterprise').toBeDefined();
    expect((await get(s.apiUrl, `/api/ppw/companyDocking/detail/${other!.id}`, await as('ent_demo'))).body.code).toBe(4004);
    expect((await post(s.apiUrl, '/api/ppw/companyDocking/add', ask, await as('person_demo'))).body.code).toBe(4003);
  });

  it('人才寻珑: masked names and phones, filters, one invitation per seeker that tells the person; post-registered seekers are not invitable', async () => {
    const ent = await as('ent_demo');
    const all = (await get(s.apiUrl, '/api/ppw/talent/search?page=1&limit=50', ent)).body.data;
    expect(all.total).toBeGreaterThanOrEqual(7);
    const li = all.list.find((x: { name: string }) => x.name === '李*');
    expect(li).toMatchObject({ phone: '137****7003', invitable: true, invitedAt: null });
    expect(JSON.stringify(all)).not.toContain('13700137003');
    expect(JSON.stringify(all)).not.toContain('李娜');
    const master = (await get(s.apiUrl, `/api/ppw/talent/search?page=1&limit=50&education=${encodeURIComponent('硕士研究生')}`, ent)).body.data.list as { education: string }[];
    expect(master.length).toBeGreaterThan(0);
    expect(master.every((x) => ['博士研究生', '硕士研究生'].includes(x.education))).toBe(true);
    const skill = (await get(s.apiUrl, `/api/ppw/talent/search?page=1&limit=50&keyword=${encodeURIComponent('直播')}`, ent)).body.data.list as { name: string }[];
    expect(skill.map((x) => x.name)).toEqual(['李*']);
    expect((await post(s.apiUrl, '/api/ppw/talent/invite', { seekerId: li.id, message: '诚邀您来面试电商运营岗位' }, ent)).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/ppw/talent/invite', { seekerId: li.id, message: '再次邀约' }, ent)).body).toMatchObject({ code: 4009, msg: '已向该求职者发出过邀约，请等待对方回复' });
    const [person] = await s.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'person_li'));
    const msgs = await s.database.db.select().from(noticeMessage).where(and(eq(noticeMessage.userId, person!.id), eq(noticeMessage.kind, 'talentInvited')));
    expect(msgs).toHaveLength(1);
    const byPost = all.list.find((x: { invitable: boolean }) => !x.invitable);
    expect((await post(s.apiUrl, '/api/ppw/talent/invite', { seekerId: byPost.id, message: '邀约' }, ent)).body.code).toBe(4009);
    expect((await get(s.apiUrl, '/api/ppw/talent/search?page=1&limit=10', await as('person_demo'))).body.code).toBe(4003);
    const again = (await get(s.apiUrl, `/api/ppw/talent/search?page=1&limit=50&keyword=${encodeURIComponent('直播')}`, ent)).body.data.list;
    expect(again[0].invitedAt).not.toBeNull();
  });
});

const pgUp = await postgresAvailable();

describe.skipIf(!pgUp)('two staff close the same request at the same instant, on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('postgres');
  });
  afterAll(async () => s?.close());

  it('exactly one close goes through and one close record is written', async () => {
    const login = demoLogins(() => s);
    const ent = await login('ent_demo', 'ent');
    const jyzx = await login('staff_jyzx', 'gov');
    const street = await login('staff_street', 'gov');
    for (let i = 0; i < 5; i++) {
      const id = (await post(s.apiUrl, '/api/ppw/companyDocking/add', ask, { token: ent })).body.data.id as number;
      expect((await post(s.apiUrl, '/api/ppw/companyDocking/assign', { id, deptName: '就业中心' }, { token: jyzx })).body.code).toBe(2000);
      const answers = await Promise.all([jyzx, street].map((token, k) => post(s.apiUrl, '/api/ppw/companyDocking/close', { id, note: `结果${k}` }, { token })));
      expect(answers.map((a) => a.body.code).sort()).toEqual([2000, 4009]);
      const closes = await s.database.db.select().from(companyDockingRecord).where(and(eq(companyDockingRecord.dockingId, id), eq(companyDockingRecord.action, 'close')));
      expect(closes).toHaveLength(1);
    }
  });
});
