import ExcelJS from 'exceljs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprise } from '../src/modules/enterprise/tables';
import { msg, msgPost } from '../src/modules/messages/tables';
import { get, post, startTestServer, testBackends, demoLogins, type TestServer, firstSheetOf } from './harness';

const backends = await testBackends();

/** An xlsx of the recipient-list template: a header row and one row per [credit code, name]. */
async function recipientList(rows: [string, string][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('收信企业');
  sheet.addRow(['统一社会信用代码', '企业名称']);
  for (const r of rows) sheet.addRow(r);
  return new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
}

describe.each(backends)('messages to enterprises with replies (issue 15) on %s', (backend) => {
  let s: TestServer;
  const db = () => s.database.db;
  const login = demoLogins(() => s);
  const unread = async (token: string) => (await get(s.apiUrl, '/api/notice/one/getUnreadCount', { token })).body.data.count as number;
  const msgCount = async () => (await db().select({ n: count() }).from(msg))[0]!.n;
  const postCount = async () => (await db().select({ n: count() }).from(msgPost))[0]!.n;
  const upload = async (token: string, file: Blob, filename: string, fields = { title: '关于报送用工情况的通知', content: '请于本月底前报送用工情况，如有疑问请回复。' }) => {
    const form = new FormData();
    form.append('title', fields.title);
    form.append('content', fields.content);
    form.append('file', file, filename);
    return (await (await fetch(`${s.apiUrl}/api/msg/insertExcel`, { method: 'POST', headers: { token }, body: form })).json()) as { code: number; msg: string; data: any };
  };
  let ents: { id: number; name: string; creditCode: string }[];

  beforeAll(async () => {
    s = await startTestServer(backend);
    ents = await db().select({ id: enterprise.id, name: enterprise.name, creditCode: enterprise.creditCode }).from(enterprise).orderBy(enterprise.id).limit(3);
  });
  afterAll(async () => s?.close());

  it('lists enterprises to pick by name, with their accounts', async () => {
    const staff = await login('staff_jyzx', 'gov');
    const { body } = await get(s.apiUrl, `/api/msg/entList?keyword=${encodeURIComponent(ents[0]!.name)}&page=1&limit=10`, { token: staff });
    expect(body.code).toBe(2000);
    expect(body.data.list[0]).toMatchObject({ id: 1, name: ents[0]!.name, accounts: 1 });
    expect((await get(s.apiUrl, '/api/msg/entList?page=1&limit=10', { token: await login('ent_demo', 'ent') })).body.code).toBe(4003);
  });

  it('refuses an empty title, no recipient and an unknown enterprise, sending nothing', async () => {
    const staff = await login('staff_jyzx', 'gov');
    const before = await msgCount();
    const empty = await post(s.apiUrl, '/api/msg/insert', { title: ' ', content: '内容', enterpriseIds: [1] }, { token: staff });
    expect(empty.body).toMatchObject({ code: 4001, msg: expect.stringContaining('请填写标题') });
    const long = await post(s.apiUrl, '/api/msg/insert', { title: '标题', content: '长'.repeat(2001), enterpriseIds: [1] }, { token: staff });
    expect(long.body).toMatchObject({ code: 4001, msg: expect.stringContaining('内容不能超过2000个字') });
    const none = await post(s.apiUrl, '/api/msg/insert', { title: '标题', content: '内容', enterpriseIds: [] }, { token: staff });
    expect(none.body).toMatchObject({ code: 4001, msg: expect.stringContaining('请至少选择一家企业') });
    const unknown = await post(s.apiUrl, '/api/msg/insert', { title: '标题', content: '内容', enterpriseIds: [1, 999999] }, { token: staff });
    expect(unknown.body).toMatchObject({ code: 4001, msg: '以下企业不存在：编号 999999，未发送' });
    expect(await msgCount()).toBe(before);
  });

  it('reports every wrong row of an uploaded list and sends nothing; refuses a file that is not xlsx', async () => {
    const staff = await login('staff_jyzx', 'gov');
    const before = await msgCount();
    const bad = await upload(
      staff,
      await recipientList([
        [ents[0]!.creditCode, ''],
        ['91440300000000000X', ''],
        [ents[1]!.creditCode, '不是这家企业'],
        ['', '不存在的企业有限公司'],
        ['', ents[0]!.name],
      ]),
      '名单.xlsx',
    );
    expect(bad.code).toBe(2000);
    expect(bad.data.sent).toBeNull();
    expect(bad.data.problems.map((p: { row: number }) => p.row)).toEqual([3, 4, 5, 6]);
    expect(bad.data.problems[1].reason).toBe(`企业名称与统一社会信用代码不符：该代码的企业是“${ents[1]!.name}”`);
    expect(bad.data.problems[3].reason).toBe('与第2行是同一家企业');
    const text = await upload(staff, new Blob(['统一社会信用代码\n']), '名单.csv');
    expect(text).toMatchObject({ code: 4001, msg: '企业名单只能是 Excel（.xlsx）文件，请使用下载的模板' });
    const fake = await upload(staff, new Blob(['not a workbook']), '名单.xlsx');
    expect(fake.code).toBe(4001);
    expect(await msgCount()).toBe(before);
  });

  it('sends to three enterprises from a list; ent_demo reads and replies, the sender sees it and answers', async () => {
    const staff = await login('staff_jyzx', 'gov');
    const ent = await login('ent_demo', 'ent');
    const entUnread = await unread(ent);
    const sent = await upload(
      staff,
      await recipientList([
        [ents[0]!.creditCode, ents[0]!.name],
        ['', ents[1]!.name],
        [ents[2]!.creditCode, ''],
      ]),
      '名单.xlsx',
    );
    expect(sent.data).toMatchObject({ total: 3, problems: [], sent: { enterprises: 3 } });
    const id = sent.data.sent.id as number;
    expect(await unread(ent)).toBe(entUnread + 1);

    // in ent_demo's mailbox, of kind thread, linking to its detail
    const box = await post(s.apiUrl, '/api/notice/one/msg', { page: 1, limit: 10, kind: 'thread' }, { token: ent });
    expect(box.body.data.list[0]).toMatchObject({ kind: 'thread', title: '关于报送用工情况的通知', link: `/userMessageDetail?id=${id}`, read: false });
    expect((await post(s.apiUrl, '/api/notice/one/msg', { page: 1, limit: 50, kind: 'notice' }, { token: ent })).body.data.list.every((m: { kind: string }) => m.kind === 'notice')).toBe(true);

    // opening it marks it read: the header's count drops, the sender sees who read it
    const opened = await get(s.apiUrl, `/api/msg/detail?id=${id}`, { token: ent });
    expect(opened.body.data).toMatchObject({ title: '关于报送用工情况的通知', enterprise: { id: 1 }, thread: [], recipients: null, unread: entUnread });
    expect(await unread(ent)).toBe(entUnread);
    let overview = (await get(s.apiUrl, `/api/msg/detail?id=${id}`, { token: staff })).body.data;
    expect(overview.recipients.find((r: { enterpriseId: number }) => r.enterpriseId === 1)).toMatchObject({ readBy: '陈晓明', repliedAt: null, replies: 0 });
    expect(overview.recipients.filter((r: { readAt: string | null }) => r.readAt === null)).toHaveLength(2);

    // ent_demo replies; the sender is told and sees the reply
    const staffUnread = await unread(staff);
    const reply = await post(s.apiUrl, '/api/msg/reply', { id, content: '已收到，本周内报送。' }, { token: ent });
    expect(reply.body.data).toMatchObject({ fromStaff: false, authorName: '陈晓明', content: '已收到，本周内报送。' });
    expect(await unread(staff)).toBe(staffUnread + 1);
    const sentList = (await get(s.apiUrl, '/api/msg/sent?page=1&limit=10', { token: staff })).body.data;
    expect(sentList.list[0]).toMatchObject({ id, enterprises: 3, read: 1, replied: 1 });
    const thread = (await get(s.apiUrl, `/api/msg/detail?id=${id}&entId=1`, { token: staff })).body.data;
    expect(thread.thread.map((p: { content: string }) => p.content)).toEqual(['已收到，本周内报送。']);
    expect(await unread(staff)).toBe(staffUnread);

    // the department answers: ent_demo gets a new message and sees both replies in order
    const answer = await post(s.apiUrl, '/api/msg/reply', { id, entId: 1, content: '好的，谢谢配合。' }, { token: staff });
    expect(answer.body.data.fromStaff).toBe(true);
    expect(await unread(ent)).toBe(entUnread + 1);
    const again = (await get(s.apiUrl, `/api/msg/detail?id=${id}`, { token: ent })).body.data;
    expect(again.thread.map((p: { fromStaff: boolean; content: string }) => [p.fromStaff, p.content])).toEqual([
      [false, '已收到，本周内报送。'],
      [true, '好的，谢谢配合。'],
    ]);
    expect(again.unread).toBe(entUnread);
    overview = (await get(s.apiUrl, `/api/msg/detail?id=${id}`, { token: staff })).body.data;
    expect(overview.recipients[0]).toMatchObject({ enterpriseId: 1, replies: 1 });
  });

  it('refuses a reply to a message sent to another enterprise, and other departments, saving nothing', async () => {
    const staff = await login('staff_jyzx', 'gov');
    const sent = await post(s.apiUrl, '/api/msg/insert', { title: '只发给一家企业', content: '请查收。', enterpriseIds: [ents[2]!.id === 1 ? 2 : ents[2]!.id] }, { token: staff });
    const id = sent.body.data.id as number;
    const before = await postCount();
    const other = await post(s.apiUrl, '/api/msg/reply', { id, content: '冒名回复' }, { token: await login('ent_demo', 'ent') });
    expect(other.body).toMatchObject({ code: 4004, msg: '消息不存在' });
    expect((await get(s.apiUrl, `/api/msg/detail?id=${id}`, { token: await login('ent_demo', 'ent') })).body.code).toBe(4004);
    const otherDept = await post(s.apiUrl, '/api/msg/reply', { id, entId: 1, content: '别的部门' }, { token: await login('staff_audit', 'gov') });
    expect(otherDept.body.code).toBe(4003);
    const empty = await post(s.apiUrl, '/api/msg/reply', { id, entId: 1, content: '' }, { token: staff });
    expect(empty.body).toMatchObject({ code: 4001, msg: expect.stringContaining('请填写回复内容') });
    const notRecipient = await post(s.apiUrl, '/api/msg/reply', { id, entId: 1, content: '回复' }, { token: staff });
    expect(notRecipient.body).toMatchObject({ code: 4004, msg: '该企业不是这条消息的收信企业' });
    expect(await postCount()).toBe(before);
    expect((await db().select({ n: count() }).from(msgPost).where(eq(msgPost.msgId, id)))[0]!.n).toBe(0);
  });

  it('serves the recipient-list template', async () => {
    const res = await fetch(`${s.apiUrl}/api/template/download?name=msgEnterprises`);
    expect(res.status).toBe(200);
    expect((await firstSheetOf(res)).getRow(1).values).toEqual([undefined, '统一社会信用代码', '企业名称']);
  });
});
