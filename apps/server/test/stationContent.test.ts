import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, get, post, startTestServer, type TestServer } from './harness';

/**
 * The station's service items and news (content kinds stationService and stationNews, published
 * through the content workflow) and the recruitment sessions of /recruitmentSession/ with the
 * switch that shows the latest on /Home (docs/station.md).
 */
describe('station service items, news and recruitment sessions', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  const as = async (username: string, kind: 'gov' | 'ent' | 'person' = 'gov') => ({ token: await login(username, kind) });

  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => s?.close());

  it('lists the published service items and news by category, newest first, and opens one; other kinds stay out', async () => {
    const all = (await get(s.apiUrl, '/api/station/article/page?page=1&limit=20')).body;
    expect(all.code).toBe(2000);
    expect(all.data.total).toBe(7);
    const services = (await get(s.apiUrl, '/api/station/article/page?category=stationService')).body.data;
    expect(services.list.map((i: { title: string }) => i.title)).toEqual(['企业招聘服务：招聘会展位与岗位发布', '技能培训：电商直播、智能制造等免费培训', '岗位匹配：求职登记与岗位推荐', '政策咨询：就业创业补贴“一站式”解答']);
    expect(services.list.every((i: { category: string }) => i.category === 'stationService')).toBe(true);
    const news = (await get(s.apiUrl, '/api/station/article/page?category=stationNews&page=1&limit=10')).body.data;
    expect(news).toMatchObject({ total: 3, list: [{ title: '电商直播技能提升培训班顺利结业' }, { title: '2026年秋季校园招聘会圆满结束' }, { title: '人才赋能站举办“春风行动”政策宣讲进社区活动' }] });

    const first = services.list[3];
    const detail = (await get(s.apiUrl, `/api/station/article/${first.id}`)).body;
    expect(detail).toMatchObject({ code: 2000, data: { title: '政策咨询：就业创业补贴“一站式”解答', category: 'stationService', deptName: first.deptName } });
    expect(detail.data.content).toContain('<h2>服务内容</h2>');
    // a notice is not a station item; a bad category or id is refused by the contract
    const aNotice = (await get(s.apiUrl, '/api/notice/list?limit=10')).body.data.list[0];
    expect((await get(s.apiUrl, `/api/station/article/${aNotice.id}`)).body).toMatchObject({ code: 4004, msg: '内容不存在或未发布' });
    expect((await get(s.apiUrl, '/api/station/article/page?category=notice')).body).toMatchObject({ code: 4001, msg: expect.stringContaining('类别应为服务项目或站点动态') });
    expect((await get(s.apiUrl, '/api/station/article/99999999999')).body.code).toBe(4001);
  });

  it('a new service item goes through the content audit: public only once an auditor approved it and it was published', async () => {
    const author = await as('staff_jyzx');
    const saved = (await post(s.apiUrl, '/api/notice/one/insert', { category: 'stationService', title: '职业指导：一对一求职规划', content: '<p>职业指导师提供一对一求职规划。</p>', summary: '预约职业指导师，制定求职计划。', attachmentIds: [], submit: true }, author)).body;
    expect(saved).toMatchObject({ code: 2000, data: { status: 'pending' } });
    const id = saved.data.id as number;
    expect((await get(s.apiUrl, `/api/station/article/${id}`)).body.code).toBe(4004);
    // the author may not approve its own item
    expect((await post(s.apiUrl, '/api/notice/one/audit', { id, action: 'approve', reason: '' }, author)).body.code).toBe(4003);
    const auditor = await as('staff_audit');
    expect((await post(s.apiUrl, '/api/notice/one/audit', { id, action: 'approve', reason: '' }, auditor)).body.data.status).toBe('approved');
    expect((await post(s.apiUrl, '/api/notice/one/audit', { id, action: 'publish', reason: '' }, author)).body.data.status).toBe('published');
    const page = (await get(s.apiUrl, '/api/station/article/page?category=stationService')).body.data;
    expect(page.list[0]).toMatchObject({ id, title: '职业指导：一对一求职规划', summary: '预约职业指导师，制定求职计划。' });
    // it waits on the auditors' workbench under its own kind while pending (not after)
    const pending = (await post(s.apiUrl, '/api/notice/one/page', { category: 'stationService', status: 'pending', page: 1, limit: 20 }, auditor)).body;
    expect(pending.data.list.some((r: { id: number }) => r.id === id)).toBe(false);
  });

  it('answers the latest recruitment session with its enterprises and their posts on shelf, the list with an optional id, and the switch', async () => {
    const latest = (await get(s.apiUrl, '/recruitmentSession/getLatestRecruitmentSession')).body;
    expect(latest.code).toBe(2000);
    expect(latest.data.activity).toMatchObject({ title: '2027年春季人才招聘会', type: 'recruitment', status: 'published' });
    // ent_demo and three fair enterprises are enrolled; every post listed is a demand on shelf
    expect(latest.data.enterpriseCount).toBe(4);
    expect(latest.data.postCount).toBe(latest.data.enterprises.reduce((n: number, e: { postCount: number }) => n + e.postCount, 0));
    expect(latest.data.postCount).toBeGreaterThan(0);
    const post1 = latest.data.enterprises.find((e: { posts: unknown[] }) => e.posts.length > 0).posts[0];
    const job = (await post(s.apiUrl, '/api/ent/demand/detail', { id: post1.id })).body;
    expect(job).toMatchObject({ code: 2000, data: { postName: post1.postName } });

    const list = (await get(s.apiUrl, '/recruitmentSession/getList?page=1&limit=10')).body.data;
    expect(list.list.map((x: { activity: { title: string } }) => x.activity.title)).toEqual(['2027年春季人才招聘会', '2026年秋季校园招聘会']);
    expect(list.list[1]).toMatchObject({ activity: { status: 'ended' }, enterpriseCount: 3 });
    const one = (await get(s.apiUrl, `/recruitmentSession/getList?id=${list.list[1].activity.id}`)).body.data;
    expect(one).toMatchObject({ total: 1, list: [{ activity: { title: '2026年秋季校园招聘会' } }] });
    // an activity that is not a recruitment session, and ids out of range or not numbers
    const talks = (await get(s.apiUrl, '/api/ppw/activity/list?type=policy')).body.data.list;
    expect((await get(s.apiUrl, `/recruitmentSession/getList?id=${talks[0].id}`)).body.data).toEqual({ list: [], total: 0 });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) expect((await get(s.apiUrl, `/recruitmentSession/getList?id=${bad}`)).body.code).toBe(4001);

    expect((await get(s.apiUrl, '/recruitmentSession/getSwitch')).body.data).toEqual({ on: true });
    const admin = await as('staff_admin');
    expect((await post(s.apiUrl, '/api/center/config/save', { key: 'recruitmentSession.switch', value: '2' }, admin)).body).toMatchObject({ code: 4001, msg: expect.stringContaining('请选择是否展示') });
    expect((await post(s.apiUrl, '/api/center/config/save', { key: 'recruitmentSession.switch', value: '0' }, admin)).body.code).toBe(2000);
    expect((await get(s.apiUrl, '/recruitmentSession/getSwitch')).body.data).toEqual({ on: false });
    // only administrators change it
    expect((await post(s.apiUrl, '/api/center/config/save', { key: 'recruitmentSession.switch', value: '1' }, await as('staff_jyzx'))).body.code).toBe(4003);
  });

  it('a waiting or cancelled enterprise sign-up does not make it a participant', async () => {
    const ent = await as('ent_demo', 'ent');
    const mine = (await get(s.apiUrl, '/api/ppw/activityApply/my?page=1&limit=20', ent)).body.data.list;
    const fair = mine.find((m: { activityTitle: string }) => m.activityTitle === '2027年春季人才招聘会');
    expect((await post(s.apiUrl, `/api/ppw/activityApply/cancel/${fair.id}`, {}, ent)).body.code).toBe(2000);
    const latest = (await get(s.apiUrl, '/recruitmentSession/getLatestRecruitmentSession')).body.data;
    expect(latest.enterpriseCount).toBe(3);
  });
});
