import { and, count, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_MESSAGE_KINDS } from '@portal/api';
import { idCardCheckChar } from '@portal/validators';
import type { Db } from '../src/db/open';
import { hashPassword } from '../src/modules/account/password';
import { registerPerson } from '../src/modules/account/register';
import type { AuthUser } from '../src/modules/account/session';
import { appUser } from '../src/modules/account/tables';
import { transitionOne } from '../src/modules/application/service';
import { application } from '../src/modules/application/tables';
import { transition } from '../src/modules/demand/service';
import { demand } from '../src/modules/demand/tables';
import { addResponse, addTrack, allocate } from '../src/modules/demandResponse/service';
import { demandResponse, demandTrack } from '../src/modules/demandResponse/tables';
import { writeReminders } from '../src/modules/collection/service';
import { collectionReminder } from '../src/modules/collection/tables';
import { remindDeptDeadlines } from '../src/modules/deptData/reminders';
import { sendMessage } from '../src/modules/messages/service';
import { noticeMessage } from '../src/modules/notice/tables';
import { sysConfig } from '../src/modules/system/tables';
import { get, post, recordingGateway, startTestServer, type TestServer, testBackends, demoLogins } from './harness';

const backends = await testBackends();

const job = {
  postName: '消息测试岗',
  education: '大学本科',
  salaryMin: 8000,
  salaryMax: 12000,
  headcount: 2,
  workAddress: '南湾区消息路1号',
  description: '用于检查审核结果与投递进度的站内消息。',
  contactName: '刘女士',
  contactPhone: '13900139002',
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Thrown inside a transaction to roll it back after the change was made. */
class Rollback extends Error {}

describe.each(backends)('messages for business events on %s', (backend) => {
  let s: TestServer;
  const phones = recordingGateway();
  const db = () => s.database.db;

  const login = demoLogins(() => s);
  /** The account as the server's services see it. */
  const userOf = async (username: string): Promise<AuthUser> => ({ ...(await db().select().from(appUser).where(eq(appUser.username, username)))[0]!, token: '' });
  const unread = async (token: string) => (await get(s.apiUrl, '/api/notice/one/getUnreadCount', { token })).body.data.count as number;
  /** The newest of my messages, as /userMessage reads them. */
  const newest = async (token: string) => (await post(s.apiUrl, '/api/notice/one/msg', { page: 1, limit: 10 }, { token })).body.data.list[0];
  const messagesLinking = async (link: string) => (await db().select({ n: count() }).from(noticeMessage).where(eq(noticeMessage.link, link)))[0]!.n;
  /** Runs `change` in a transaction that is then rolled back (`change` uses only `tx`: PGlite has one connection, held by the transaction). */
  const rolledBack = (change: (tx: Db) => Promise<unknown>) =>
    expect(
      db().transaction(async (tx) => {
        await change(tx);
        throw new Rollback('rolled back');
      }),
    ).rejects.toThrow('rolled back');

  /** A new job of ent_demo, submitted and waiting for audit. */
  const pendingJob = async (postName: string) => (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, postName, submit: true }, { token: await login('ent_demo', 'ent') })).body.data.id as number;
  const respond = async (token: string, demandId: number) => {
    const form = new FormData();
    form.append('demandId', String(demandId));
    form.append('note', '期待加入');
    form.append('file', new Blob([new Uint8Array(pdf)]), '简历.pdf');
    return (await (await fetch(`${s.apiUrl}/api/demandResponse/add`, { method: 'POST', headers: { token }, body: form })).json()) as { code: number; msg: string; data: any };
  };

  beforeAll(async () => {
    s = await startTestServer(backend, {}, undefined, { sms: phones });
  });
  afterAll(async () => s?.close());

  it('declares every kind with a Chinese title and a portal link', () => {
    expect(BUSINESS_MESSAGE_KINDS).toEqual([
      'demandApproved',
      'demandReturned',
      'responseReceived',
      'responseAllocated',
      'responseTracked',
      'callAccepted',
      'callClosed',
      'activityPromoted',
      'activityCancelled',
      'dockingClosed',
      'talentInvited',
      'applicationReturned',
      'applicationApproved',
      'applicationRejected',
      'applicationPublicity',
      'accountCreated',
      'deptDataDue',
      'deptDataOverdue',
      'annualDataReminder',
      'schoolDataReminder',
    ]);
  });

  it('demandApproved: the enterprise hears its job is on shelf; a rolled-back approval writes none', async () => {
    const ent = await login('ent_demo', 'ent');
    const gov = await login('staff_jyzx', 'gov');
    const id = await pendingJob('消息测试岗甲');
    const before = await unread(ent);
    expect((await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action: 'approve' }, { token: gov })).body.data).toEqual({ updated: 1 });
    expect(await newest(ent)).toMatchObject({ kind: 'event', event: 'demandApproved', noticeId: null, title: '招聘需求“消息测试岗甲”已审核通过并上架', link: `/entDemandDetail?id=${id}`, content: '', read: false });
    expect(await unread(ent)).toBe(before + 1);
    // the link opens the item for its enterprise
    expect((await post(s.apiUrl, '/api/ent/demand/detail', { id }, { token: ent })).body.data).toMatchObject({ id, status: 'on', mine: true });

    const other = await pendingJob('消息测试岗乙');
    const staff = await userOf('staff_jyzx');
    await rolledBack((tx) => transition(tx, [other], 'approve', { user: staff, enterpriseId: null }));
    expect((await db().select({ status: demand.status }).from(demand).where(eq(demand.id, other)))[0]!.status).toBe('pending');
    expect(await messagesLinking(`/entDemandDetail?id=${other}`)).toBe(0);
    expect(await unread(ent)).toBe(before + 1);
  });

  it('demandReturned: the enterprise reads the reason; a rolled-back return writes none', async () => {
    const ent = await login('ent_demo', 'ent');
    const gov = await login('staff_jyzx', 'gov');
    const id = await pendingJob('消息测试岗丙');
    const before = await unread(ent);
    await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action: 'reject', note: '薪资描述不清' }, { token: gov });
    expect(await newest(ent)).toMatchObject({ event: 'demandReturned', title: '招聘需求“消息测试岗丙”被退回，请修改后重新提交', content: '退回原因：薪资描述不清', link: `/entDemandDetail?id=${id}`, deptName: '就业中心' });
    expect(await unread(ent)).toBe(before + 1);

    const other = await pendingJob('消息测试岗丁');
    const staff = await userOf('staff_jyzx');
    await rolledBack((tx) => transition(tx, [other], 'reject', { user: staff, enterpriseId: null }, '不清楚'));
    expect(await messagesLinking(`/entDemandDetail?id=${other}`)).toBe(0);
  });

  describe('responses', () => {
    let demandId: number;
    let responseId: number;
    beforeAll(async () => {
      demandId = await pendingJob('消息投递岗');
      await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [demandId], action: 'approve' }, { token: await login('staff_jyzx', 'gov') });
    });

    it('responseReceived: every active account of the enterprise hears of a new resume; a rolled-back response writes none', async () => {
      const ent = await login('ent_demo', 'ent');
      await db().insert(appUser).values({ username: 'ent_msg_colleague', passwordHash: await hashPassword('Demo@2025'), userKind: 2, name: '同事', enterpriseId: (await userOf('ent_demo')).enterpriseId });
      const colleague = await login('ent_msg_colleague', 'ent');
      const before = await unread(ent);
      const added = await respond(await login('person_demo', 'person'), demandId);
      expect(added.code, added.msg).toBe(2000);
      responseId = added.data.id;
      for (const token of [ent, colleague]) expect(await newest(token)).toMatchObject({ event: 'responseReceived', title: '岗位“消息投递岗”收到新的简历投递', link: `/entDemandDetail?id=${demandId}`, read: false });
      expect(await unread(ent)).toBe(before + 1);
      expect(await unread(colleague)).toBe(1);
      const received = (await db().select({ n: count() }).from(noticeMessage).where(and(eq(noticeMessage.kind, 'responseReceived'), eq(noticeMessage.link, `/entDemandDetail?id=${demandId}`))))[0]!.n;

      await db().insert(appUser).values({ username: 'person_msg_rollback', passwordHash: await hashPassword('Demo@2025'), userKind: 3, category: 'person', name: '回滚', phonenumber: '13700137911' });
      const person = await userOf('person_msg_rollback');
      await rolledBack((tx) => addResponse(tx, s.config, person, { demandId, note: '', file: { filename: '简历.pdf', mimetype: 'application/pdf', data: new Uint8Array(pdf) }, education: '', school: '', major: '', graduateDate: '' }));
      expect((await db().select({ n: count() }).from(demandResponse).where(eq(demandResponse.userId, person.id)))[0]!.n).toBe(0);
      expect((await db().select({ n: count() }).from(noticeMessage).where(and(eq(noticeMessage.kind, 'responseReceived'), eq(noticeMessage.link, `/entDemandDetail?id=${demandId}`))))[0]!.n).toBe(received);
    });

    it('responseAllocated: the applicant hears who follows the response up; a rolled-back allocation writes none', async () => {
      const person = await login('person_demo', 'person');
      const gov = await login('staff_jyzx', 'gov');
      const staff = await userOf('staff_jyzx');
      await rolledBack((tx) => allocate(tx, [responseId], staff.id));
      expect(await messagesLinking(`/myResponse?id=${responseId}`)).toBe(0);
      expect((await db().select({ adminId: demandResponse.adminId }).from(demandResponse).where(eq(demandResponse.id, responseId)))[0]!.adminId).toBeNull();

      const before = await unread(person);
      expect((await post(s.apiUrl, '/api/demandResponse/allocation', { ids: [responseId], adminId: staff.id }, { token: gov })).body.data).toEqual({ updated: 1 });
      expect(await newest(person)).toMatchObject({ event: 'responseAllocated', title: '您投递的岗位“消息投递岗”已安排工作人员跟进', content: `跟进人员：${staff.name}`, link: `/myResponse?id=${responseId}` });
      expect(await unread(person)).toBe(before + 1);
      // allocated again to the same staff member: nothing new to tell
      await post(s.apiUrl, '/api/demandResponse/allocation', { ids: [responseId], adminId: staff.id }, { token: gov });
      expect(await unread(person)).toBe(before + 1);
      // the link lists the applicant's own response
      expect((await get(s.apiUrl, '/api/demandResponse/myResponse', { token: person })).body.data.list.map((r: { id: number }) => r.id)).toContain(responseId);
    });

    it('responseTracked: the applicant reads the tracking record; a rolled-back one writes none', async () => {
      const person = await login('person_demo', 'person');
      const gov = await login('staff_jyzx', 'gov');
      const staff = await userOf('staff_jyzx');
      await rolledBack((tx) => addTrack(tx, staff, responseId, '不应出现的记录'));
      expect((await db().select({ n: count() }).from(noticeMessage).where(like(noticeMessage.content, '%不应出现的记录%')))[0]!.n).toBe(0);
      expect((await db().select({ n: count() }).from(demandTrack).where(eq(demandTrack.responseId, responseId)))[0]!.n).toBe(0);

      const before = await unread(person);
      expect((await post(s.apiUrl, `/api/demandResponse/addDemandTarckById/${responseId}`, { content: '已电话联系，约定周五面试' }, { token: gov })).body.code).toBe(2000);
      expect(await newest(person)).toMatchObject({ event: 'responseTracked', title: '您投递的岗位“消息投递岗”有新的跟踪记录', content: '跟踪记录：已电话联系，约定周五面试', link: `/myResponse?id=${responseId}` });
      expect(await unread(person)).toBe(before + 1);
    });
  });

  describe('applications', () => {
    /** A pending enterprise application (spring allowance, audited by 就业中心) and a login of its enterprise. */
    async function entApplication(n: number) {
      const [row] = await db()
        .select({ id: application.id, version: application.version, enterpriseId: application.enterpriseId })
        .from(application)
        .where(and(eq(application.type, 'springAllowance'), eq(application.status, 'awaiting_check'), sql`${application.enterpriseId} is not null`))
        .orderBy(desc(application.id))
        .offset(n)
        .limit(1);
      const username = `ent_msg_app_${n}`;
      await db().insert(appUser).values({ username, passwordHash: await hashPassword('Demo@2025'), userKind: 2, name: '申报人', enterpriseId: row!.enterpriseId });
      return { ...row!, token: await login(username, 'ent') };
    }
    const audit = async (id: number, version: number, action: string, comment = '') =>
      (await post(s.apiUrl, '/api/second/task/audit', { id, version, action, ...(comment ? { comment } : {}) }, { token: await login('staff_jyzx', 'gov') })).body;

    it('applicationReturned: the filing enterprise reads why; a rolled-back return writes none', async () => {
      const a = await entApplication(0);
      const staff = await userOf('staff_jyzx');
      await rolledBack((tx) => transitionOne(tx, staff, a.id, a.version, 'against', '请补充名单'));
      expect(await messagesLinking(`/perBusDetail?id=${a.id}`)).toBe(0);
      expect(await unread(a.token)).toBe(0);
      expect((await audit(a.id, a.version, 'against', '请补充留岗人员名单')).data).toMatchObject({ status: 'against' });
      expect(await newest(a.token)).toMatchObject({ event: 'applicationReturned', title: '您的“春节留岗补贴”申请被退回修改', content: '退回原因：请补充留岗人员名单', link: `/perBusDetail?id=${a.id}` });
      expect(await unread(a.token)).toBe(1);
      // the link opens the application for its filer
      expect((await get(s.apiUrl, `/api/second/task/entDetail?id=${a.id}`, { token: a.token })).body.data).toMatchObject({ id: a.id, status: 'against' });
    });

    it('applicationRejected: the filer reads the reason; a rolled-back refusal writes none', async () => {
      const a = await entApplication(1);
      const staff = await userOf('staff_jyzx');
      await rolledBack((tx) => transitionOne(tx, staff, a.id, a.version, 'refused', '不符合条件'));
      expect(await unread(a.token)).toBe(0);
      expect((await audit(a.id, a.version, 'refused', '企业不在本区')).data).toMatchObject({ status: 'refused' });
      expect(await newest(a.token)).toMatchObject({ event: 'applicationRejected', title: '您的“春节留岗补贴”申请审核不通过', content: '原因：企业不在本区', link: `/perBusDetail?id=${a.id}` });
      expect(await unread(a.token)).toBe(1);
    });

    it('applicationApproved and applicationPublicity: one message each; a rolled-back publicity writes none', async () => {
      const a = await entApplication(2);
      const staff = await userOf('staff_jyzx');
      await rolledBack((tx) => transitionOne(tx, staff, a.id, a.version, 'agree', ''));
      expect(await unread(a.token)).toBe(0);
      const agreed = (await audit(a.id, a.version, 'agree')).data;
      expect(await newest(a.token)).toMatchObject({ event: 'applicationApproved', title: '您的“春节留岗补贴”申请已审核通过', content: '', link: `/perBusDetail?id=${a.id}` });
      expect(await unread(a.token)).toBe(1);

      await rolledBack((tx) => transitionOne(tx, staff, a.id, agreed.version, 'publicityStart', ''));
      expect(await unread(a.token)).toBe(1);
      const started = await post(s.apiUrl, '/api/second/task/publicity', { items: [{ id: a.id, version: agreed.version }], action: 'start' }, { token: await login('staff_jyzx', 'gov') });
      expect(started.body.data.succeeded).toBe(1);
      expect(await newest(a.token)).toMatchObject({ event: 'applicationPublicity', title: '您的“春节留岗补贴”申请已进入公示', link: `/perBusDetail?id=${a.id}` });
      expect(await unread(a.token)).toBe(2);
    });

    it("an individual's application: the message goes to the applicant's account", async () => {
      const person = await userOf('person_demo');
      const [row] = await db().insert(application).values({ type: 'zhufang', status: 'awaiting_check', filedBy: 'person', applicantUserId: person.id, applicantName: person.name }).returning();
      const token = await login('person_demo', 'person');
      const before = await unread(token);
      const body = (await post(s.apiUrl, '/api/second/task/audit', { id: row!.id, version: row!.version, action: 'agree' }, { token: await login('staff_rcjt', 'gov') })).body;
      expect(body.code, body.msg).toBe(2000);
      expect(await newest(token)).toMatchObject({ event: 'applicationApproved', title: '您的“人才住房（公寓）”申请已审核通过', link: `/perBusDetail?id=${row!.id}` });
      expect(await unread(token)).toBe(before + 1);
    });
  });

  it('accountCreated: a new individual finds a welcome in 我的消息; a rolled-back registration writes none', async () => {
    const codeOf = async (phone: string) => {
      expect((await post(s.apiUrl, '/api/second/register/captcha', { phone, account: 'person' })).body.code).toBe(2000);
      return phones.valueTo(phone, 'code')!;
    };
    const form = { name: '黎明', idCard: `44010619900307123${idCardCheckChar('44010619900307123')}`, password: 'Liming@2026' };
    const phone1 = '13600136201';
    const code1 = await codeOf(phone1);
    await rolledBack((tx) => registerPerson(tx, s.config, { ...form, username: 'msg_rollback', phone: phone1, smsCode: code1 }));
    expect(await db().select().from(appUser).where(eq(appUser.username, 'msg_rollback'))).toEqual([]);
    expect((await db().select({ n: count() }).from(noticeMessage).where(eq(noticeMessage.kind, 'accountCreated')))[0]!.n).toBe(0);

    const phone2 = '13600136202';
    const done = await post(s.apiUrl, '/api/second/register/user', { ...form, username: 'msg_newcomer', phone: phone2, smsCode: await codeOf(phone2) });
    expect(done.body.code, done.body.msg).toBe(2000);
    const token = done.body.data.userInfo.token as string;
    expect(await newest(token)).toMatchObject({ event: 'accountCreated', title: '黎明，您的平台账号已开通', link: '/modifyPassword', read: false });
    expect(await unread(token)).toBe(1);
  });

  it('deptDataDue and deptDataOverdue: the staff who fill a module not submitted are told once, 7 days before the deadline and after it', async () => {
    const kjj = await login('staff_kjj', 'gov');
    const setDeadline = (day: string) => db().update(sysConfig).set({ value: day }).where(eq(sysConfig.key, 'dataCollection.deadline'));
    const at = (day: string) => new Date(`${day}T02:00:00Z`);
    const [before] = await db().select({ value: sysConfig.value }).from(sysConfig).where(eq(sysConfig.key, 'dataCollection.deadline'));
    try {
      await setDeadline('2027-02-28');
      // eight days before: nothing yet
      expect(await remindDeptDeadlines(db(), at('2027-02-20'))).toBe(0);
      const unreadBefore = await unread(kjj);
      expect(await remindDeptDeadlines(db(), at('2027-02-21'))).toBeGreaterThan(0);
      const due = await newest(kjj);
      expect(due).toMatchObject({ event: 'deptDataDue', link: '/xzsjIndex?type=2', content: '截止日期：2027-02-28', read: false });
      // on.off 0: the year before the one of the check (2026)
      expect(due.title).toMatch(/^2026年度.+数据即将截止填报，请尽快提交$/);
      expect(await unread(kjj)).toBeGreaterThan(unreadBefore);
      // once per module and year: the next check writes nothing
      const unreadAfter = await unread(kjj);
      expect(await remindDeptDeadlines(db(), at('2027-02-25'))).toBe(0);
      expect(await unread(kjj)).toBe(unreadAfter);
      // another department's staff is not told about 科技局's modules
      const zscqj = await login('staff_zscqj', 'gov');
      const others = (await post(s.apiUrl, '/api/notice/one/msg', { page: 1, limit: 50 }, { token: zscqj })).body.data.list as { event: string; link: string }[];
      expect(others.filter((m) => m.event === 'deptDataDue').every((m) => m.link === '/xzsjIndex?type=3')).toBe(true);
      // past the deadline: overdue, once
      expect(await remindDeptDeadlines(db(), at('2027-03-01'))).toBeGreaterThan(0);
      expect(await newest(kjj)).toMatchObject({ event: 'deptDataOverdue', link: '/xzsjIndex?type=2' });
      expect(await remindDeptDeadlines(db(), at('2027-03-02'))).toBe(0);
    } finally {
      await setDeadline(before!.value);
    }
  });

  it('schoolDataReminder: a training institution is asked to fill the year at /entdataSchool; a rolled-back reminder writes none', async () => {
    const centre = await login('staff_vocational', 'gov');
    const ent = await login('ent_training', 'ent');
    const { enterpriseId } = (await db().select({ enterpriseId: appUser.enterpriseId }).from(appUser).where(eq(appUser.username, 'ent_training')))[0]!;
    const { year } = (await get(s.apiUrl, '/api/summary/data/page', { token: centre })).body.data;
    const before = await unread(ent);
    const staff = await userOf('staff_vocational');
    await rolledBack((tx) => writeReminders(tx, staff, 'school', year, [enterpriseId!]));
    expect((await db().select({ n: count() }).from(noticeMessage).where(eq(noticeMessage.kind, 'schoolDataReminder')))[0]!.n).toBe(0);
    expect((await db().select({ n: count() }).from(collectionReminder))[0]!.n).toBe(0);

    const sent = await post(s.apiUrl, '/api/entData/collect/remind', { year, ids: [enterpriseId] }, { token: centre });
    expect(sent.body.data).toMatchObject({ reminded: 1, messages: 1 });
    expect(await newest(ent)).toMatchObject({ event: 'schoolDataReminder', title: `请填报${year}年度数据`, link: '/entdataSchool', content: `贵单位${year}年度数据尚未填报，请尽快登录平台填报。`, deptName: '职业能力建设指导中心', read: false });
    expect(await unread(ent)).toBe(before + 1);
  });

  it('marks a business message read when opened, and writes messages only inside a transaction', async () => {
    const token = await login('person_demo', 'person');
    const m = await newest(token);
    const before = await unread(token);
    expect((await post(s.apiUrl, '/api/notice/one/read', { messageIds: [m.id] }, { token })).body.data).toEqual({ count: before - 1 });
    expect(await newest(token)).toMatchObject({ id: m.id, read: true });
    await expect(sendMessage(db(), { kind: 'accountCreated', to: { userId: 1 }, facts: { id: 1, name: 'x', note: '' } })).rejects.toThrow('business messages are written in the transaction of the change they tell of');
  });
});
