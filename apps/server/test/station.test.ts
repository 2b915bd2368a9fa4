import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '../src/modules/account/tables';
import { noticeMessage } from '../src/modules/notice/tables';
import { signUp } from '../src/modules/station/activities';
import { activityApply, activityLog } from '../src/modules/station/tables';
import { formatDateTime } from '../src/http/time';
import { demoLogins, get, post, postgresAvailable, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

const HOUR = 3_600_000;
/** An activity whose sign-up is open now, starting in two days. */
const fields = (title: string, capacity: number, audience = 'both') => ({
  type: 'recruitment',
  title,
  content: '测试活动内容',
  place: '区人才服务中心',
  startTime: formatDateTime(new Date(Date.now() + 48 * HOUR)),
  endTime: formatDateTime(new Date(Date.now() + 50 * HOUR)),
  capacity,
  signUpStart: formatDateTime(new Date(Date.now() - HOUR)),
  signUpEnd: formatDateTime(new Date(Date.now() + 24 * HOUR)),
  audience,
});

describe.each(backends)('station activities on %s', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  const as = async (username: string) => ({ token: await login(username, username.startsWith('staff') ? 'gov' : username.startsWith('ent') ? 'ent' : 'person') });
  const create = async (title: string, capacity: number, audience = 'both', by = 'staff_jyzx') => {
    const saved = await post(s.apiUrl, '/api/ppw/activity/save', fields(title, capacity, audience), await as(by));
    expect(saved.body.code).toBe(2000);
    return saved.body.data.id as number;
  };
  const publish = async (id: number, by = 'staff_jyzx') => (await post(s.apiUrl, `/api/ppw/activity/publish/${id}`, {}, await as(by))).body;
  const join = async (id: number, who: string) => (await post(s.apiUrl, '/api/ppw/activityApply/add', { activityId: id }, await as(who))).body;
  const messagesOf = async (username: string, title: string) => {
    const [u] = await s.database.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, username));
    return s.database.db.select().from(noticeMessage).where(and(eq(noticeMessage.userId, u!.id), eq(noticeMessage.title, title)));
  };

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('follows the activity transition table: a second publish, ending a draft and publishing a cancelled one answer 4009 and change nothing; another department gets 4003', async () => {
    const id = await create('状态测试活动', 5);
    expect((await post(s.apiUrl, `/api/ppw/activity/end/${id}`, {}, await as('staff_jyzx'))).body).toMatchObject({ code: 4009, msg: '活动当前状态为“草稿”，不能结束活动' });
    expect((await publish(id, 'staff_street')).code).toBe(4003);
    expect(await publish(id)).toMatchObject({ code: 2000, data: { status: 'published' } });
    expect(await publish(id)).toMatchObject({ code: 4009, msg: '活动当前状态为“已发布”，不能发布' });
    // a published activity cannot be edited any more
    expect((await post(s.apiUrl, '/api/ppw/activity/save', { id, ...fields('改名', 5) }, await as('staff_jyzx'))).body.code).toBe(4009);
    expect((await post(s.apiUrl, '/api/ppw/activity/cancel', { id, reason: '场地调整' }, await as('staff_jyzx'))).body.data.status).toBe('cancelled');
    expect(await publish(id)).toMatchObject({ code: 4009, msg: '活动当前状态为“已取消”，不能发布' });
    const logged = await s.database.db.select().from(activityLog).where(eq(activityLog.activityId, id));
    expect(logged.map((l) => `${l.fromStatus}>${l.toStatus}`)).toEqual(['draft>published', 'published>cancelled']);
    // drafts and other departments' activities stay out of sight
    const draft = await create('草稿活动', 5);
    expect((await get(s.apiUrl, `/api/ppw/activity/detail/${draft}`)).body.code).toBe(4004);
    const street = (await get(s.apiUrl, '/api/ppw/activity/manageList?page=1&limit=50', await as('staff_street'))).body.data.list as { id: number }[];
    expect(street.some((a) => a.id === draft)).toBe(false);
  });

  it('one sign-up per person: the second is refused with a clear message and nothing is added', async () => {
    const id = await create('单人限报活动', 10);
    await publish(id);
    expect(await join(id, 'person_demo')).toMatchObject({ code: 2000, data: { status: 'enrolled', position: 0 } });
    expect(await join(id, 'person_demo')).toMatchObject({ code: 4009, msg: '您已报名该活动，请勿重复报名' });
    const [n] = await s.database.db.select({ n: count() }).from(activityApply).where(eq(activityApply.activityId, id));
    expect(n!.n).toBe(1);
    // a school may not sign up; an enterprise may not join an activity for individuals
    const personsOnly = await create('个人专场', 10, 'person');
    await publish(personsOnly);
    expect((await join(personsOnly, 'ent_demo')).code).toBe(4003);
  });

  it('answers visitors from the answer cache, following publications and sign-ups; a logged-in caller sees their own sign-up', async () => {
    const path = '/api/ppw/activity/list?limit=50';
    const titled = (list: { title: string; enrolled: number; mine: unknown }[], title: string) => list.find((a) => a.title === title);
    const first = await fetch(s.apiUrl + path);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\//);
    expect((await fetch(s.apiUrl + path, { headers: { 'if-none-match': etag } })).status).toBe(304);
    const id = await create('缓存可见活动', 10);
    await publish(id);
    // published: in the visitors' next answer
    expect(titled((await get(s.apiUrl, path)).body.data.list, '缓存可见活动')).toMatchObject({ enrolled: 0, mine: null });
    expect(await join(id, 'person_demo')).toMatchObject({ code: 2000 });
    // the sign-up counts in the visitors' next answer, and the person sees it as their own
    expect(titled((await get(s.apiUrl, path)).body.data.list, '缓存可见活动')).toMatchObject({ enrolled: 1, mine: null });
    expect(titled((await get(s.apiUrl, path, await as('person_demo'))).body.data.list, '缓存可见活动')).toMatchObject({ enrolled: 1, mine: { status: 'enrolled' } });
    // another individual, asking the same right after, is not given the first one's answer
    expect(titled((await get(s.apiUrl, path, await as('person_li'))).body.data.list, '缓存可见活动')).toMatchObject({ enrolled: 1, mine: null });
  });

  it('full: the third waits; when a place is freed the first waiting moves up and is told by an in-site message', async () => {
    const title = '候补递补测试活动';
    const id = await create(title, 2);
    await publish(id);
    expect((await join(id, 'person_demo')).data.status).toBe('enrolled');
    const li = await join(id, 'person_li');
    expect(li.data.status).toBe('enrolled');
    expect(await join(id, 'person_wang')).toMatchObject({ code: 2000, data: { status: 'waiting', position: 1 } });
    const detail = (await get(s.apiUrl, `/api/ppw/activity/detail/${id}`, await as('person_wang'))).body.data;
    expect(detail).toMatchObject({ enrolled: 2, waiting: 1, mine: { status: 'waiting', position: 1 } });

    const promotedTitle = `您候补的活动“${title}”已递补成功，请按时参加`;
    expect(await messagesOf('person_wang', promotedTitle)).toHaveLength(0);
    expect((await post(s.apiUrl, `/api/ppw/activityApply/cancel/${li.data.id}`, {}, await as('person_li'))).body).toMatchObject({ code: 2000, data: { status: 'cancelled', promoted: true } });
    const after = (await get(s.apiUrl, `/api/ppw/activity/detail/${id}`, await as('person_wang'))).body.data;
    expect(after).toMatchObject({ enrolled: 2, waiting: 0, mine: { status: 'enrolled', position: 0 } });
    const [message] = await messagesOf('person_wang', promotedTitle);
    expect(message).toMatchObject({ link: `/registerAct?id=${id}`, content: `签到码：${after.mine.checkCode}`, readAt: null });
    // cancelling twice: the table refuses it
    expect((await post(s.apiUrl, `/api/ppw/activityApply/cancel/${li.data.id}`, {}, await as('person_li'))).body).toMatchObject({ code: 4009, msg: '报名已取消，不能取消' });
    // someone else's sign-up is not found
    expect((await post(s.apiUrl, `/api/ppw/activityApply/cancel/${after.mine.id}`, {}, await as('person_demo'))).body.code).toBe(4004);

    // check-in by code; a second check-in is refused
    const staff = await as('staff_jyzx');
    expect((await post(s.apiUrl, '/api/ppw/activityApply/checkIn', { activityId: id, code: after.mine.checkCode }, staff)).body).toMatchObject({ code: 2000, data: { status: 'attended', name: '王强' } });
    expect((await post(s.apiUrl, '/api/ppw/activityApply/checkIn', { activityId: id, code: after.mine.checkCode }, staff)).body).toMatchObject({ code: 4009, msg: '王强已签到，请勿重复签到' });
    // the person checks in with the venue's QR code
    const qr = (await get(s.apiUrl, `/api/ppw/activity/qrCode/${id}`, staff)).body.data;
    expect(qr.image).toMatch(/^data:image\/png;base64,/);
    const key = new URL(qr.url).searchParams.get('checkin')!;
    expect((await post(s.apiUrl, '/api/ppw/activityApply/checkIn', { activityId: id, key: '0'.repeat(16) }, await as('person_demo'))).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/ppw/activityApply/checkIn', { activityId: id, key }, await as('person_demo'))).body.data.status).toBe('attended');

    // the attendance export
    const res = await fetch(`${s.apiUrl}/api/ppw/activityApply/export?activityId=${id}`, { headers: staff });
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const sheet = await firstSheetOf(res);
    const names = sheet.getColumn(2).values.slice(2);
    const statuses = sheet.getColumn(5).values.slice(2);
    expect(sheet.getRow(1).getCell(2).value).toBe('报名人');
    expect(names.map((name, i) => `${String(name)} ${String(statuses[i])}`).sort()).toEqual(['张伟 已签到', '李娜 已取消', '王强 已签到']);

    // cancelling the activity tells the active sign-ups
    const cancelled = await post(s.apiUrl, '/api/ppw/activity/cancel', { id, reason: '场地临时维修' }, staff);
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled' });
    expect(await messagesOf('person_demo', `您报名的活动“${title}”已取消`)).toHaveLength(0); // attended people are not told
    const other = await create('取消通知测试', 3);
    await publish(other);
    await join(other, 'person_li');
    await post(s.apiUrl, '/api/ppw/activity/cancel', { id: other, reason: '场地临时维修' }, staff);
    expect((await messagesOf('person_li', '您报名的活动“取消通知测试”已取消'))[0]).toMatchObject({ content: '取消原因：场地临时维修' });
  });
});

describe('job seekers and the street employment post', () => {
  let s: TestServer;
  const login = demoLogins(() => s);
  beforeAll(async () => {
    s = await startTestServer('pglite');
  });
  afterAll(async () => s?.close());

  it('an individual registers once at /api/h5/resume; the street manager sees the seeker with suggested jobs and adds a follow-up; other streets see nothing', async () => {
    const person = { token: await login('person_demo', 'person') };
    const street = { token: await login('staff_street', 'gov') };
    const page = (await get(s.apiUrl, '/employmentStation/seeker/page?page=1&limit=50', street)).body.data;
    const streetCode = page.list[0].streetCode as string;
    expect(page.counts.registered).toBe(7);
    expect((await get(s.apiUrl, '/api/h5/resume/my', person)).body.data).toBeNull();
    const resume = { name: '张伟', phone: '13700137001', streetCode, education: '大学本科', skills: 'Java、前端开发', category: '技术研发', workType: '全职' };
    const added = await post(s.apiUrl, '/api/h5/resume/add', resume, person);
    expect(added.body).toMatchObject({ code: 2000, data: { name: '张伟', source: 'self' } });
    expect(added.body.data.matches).toBeGreaterThan(0);
    expect((await post(s.apiUrl, '/api/h5/resume/add', resume, person)).body).toMatchObject({ code: 4009, msg: '您已完成劳动力登记，可修改登记信息' });
    expect((await post(s.apiUrl, '/api/h5/resume/update', { ...resume, workType: '兼职' }, person)).body.data.workType).toBe('兼职');

    const after = (await get(s.apiUrl, '/employmentStation/seeker/page?page=1&limit=50', street)).body.data;
    expect(after.counts.registered).toBe(8);
    const zhang = after.list.find((x: { name: string }) => x.name === '张伟');
    const detail = (await get(s.apiUrl, `/employmentStation/seeker/detail/${zhang.id}`, street)).body.data;
    expect(detail.jobs.length).toBeGreaterThan(0);
    for (const j of detail.jobs) {
      expect(['不限', '大学本科', '大学专科', '高中及以下']).toContain(j.education);
      expect(j.matched.length).toBeGreaterThan(0);
    }
    expect((await post(s.apiUrl, '/employmentStation/seeker/followUp', { seekerId: zhang.id, note: '已推荐Java开发岗位' }, street)).body.code).toBe(2000);
    expect((await get(s.apiUrl, `/employmentStation/seeker/detail/${zhang.id}`, street)).body.data.followUps[0].note).toBe('已推荐Java开发岗位');
    // staff of other departments are refused
    expect((await get(s.apiUrl, '/employmentStation/seeker/page?page=1&limit=10', { token: await login('staff_jyzx', 'gov') })).body.code).toBe(4003);
  });
});

const pgUp = await postgresAvailable();

describe.skipIf(!pgUp)('20 sign-ups at the same instant for 2 places, on PostgreSQL', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer('postgres');
  });
  afterAll(async () => s?.close());

  it('exactly 2 get places, 18 wait, each once', async () => {
    const login = demoLogins(() => s);
    const token = await login('staff_jyzx', 'gov');
    const saved = await post(s.apiUrl, '/api/ppw/activity/save', fields('并发报名测试', 2), { token });
    const id = saved.body.data.id as number;
    await post(s.apiUrl, `/api/ppw/activity/publish/${id}`, {}, { token });
    const people = await s.database.db
      .insert(appUser)
      .values(Array.from({ length: 20 }, (_, i) => ({ username: `race_person_${i}`, passwordHash: 'x', userKind: 3, category: 'person', name: `并发${i}` })))
      .returning();
    const answers = await Promise.allSettled(people.map((p) => signUp(s.database.db, { ...p, token: '' }, id)));
    expect(answers.every((a) => a.status === 'fulfilled')).toBe(true);
    const statuses = answers.map((a) => (a as PromiseFulfilledResult<{ status: string }>).value.status);
    expect(statuses.filter((x) => x === 'enrolled')).toHaveLength(2);
    expect(statuses.filter((x) => x === 'waiting')).toHaveLength(18);
    const [enrolled] = await s.database.db
      .select({ n: count() })
      .from(activityApply)
      .where(and(eq(activityApply.activityId, id), eq(activityApply.status, 'enrolled')));
    expect(enrolled!.n).toBe(2);
    // and one person signing up 5 times at once gets one sign-up
    const again = await Promise.allSettled(Array.from({ length: 5 }, () => signUp(s.database.db, { ...people[0]!, token: '' }, id)));
    expect(again.filter((a) => a.status === 'fulfilled')).toHaveLength(0);
  });
});
