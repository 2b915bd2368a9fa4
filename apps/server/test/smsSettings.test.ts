import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignQueue, OPTED_OUT } from '../src/modules/ageAppropriate/sender';
import { answerToken } from '../src/modules/ageAppropriate/service';
import { smsRecipient, smsTask } from '../src/modules/ageAppropriate/tables';
import { formatDateTime } from '../src/http/time';
import { sendQueued } from '../src/modules/sms/queue';
import { get, loginToken, post, recordingGateway, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();
const Q = '/api/ageAppropriate/questionnaire';

/** SMS templates (/sms-edit), opt-outs and scheduled sends of the campaign SMS (issue 16, docs/questionnaires.md). */
describe.each(backends)('campaign SMS templates, opt-outs and scheduled sends, on %s', (backend) => {
  let s: TestServer;
  let gov: string;
  const as = () => ({ token: gov });
  const transport = recordingGateway();
  const sent = transport.sent;
  const smsContext = () => ({ db: s.database.db, config: s.config, sms: transport, log: s.app.log });
  let surveyId = 0;
  let groupId = 0;

  beforeAll(async () => {
    s = await startTestServer(backend, { SMS_QUIET_HOURS: 'off' }, undefined, { sms: transport });
    gov = await loginToken(s.apiUrl, 'gov');
    surveyId = (await get(s.apiUrl, `${Q}/list?status=started`, as())).body.data.list[0].id;
    groupId = (await get(s.apiUrl, `${Q}/group/list`, as())).body.data[0].id;
  });
  afterAll(async () => s?.close());

  /** The recipients of a task, by id. */
  const recipientsOf = (taskId: number) => s.database.db.select().from(smsRecipient).where(eq(smsRecipient.taskId, taskId)).orderBy(smsRecipient.id);

  it('keeps named templates: a duplicate name, an unknown variable and an unknown id are refused', async () => {
    const before = (await get(s.apiUrl, `${Q}/sms/template/list`, as())).body.data;
    expect(before.map((t: { name: string }) => t.name)).toEqual(['帮扶需求调查邀请', '就业意愿调查邀请']);
    const saved = await post(s.apiUrl, `${Q}/sms/template/save`, { name: '培训报名通知', content: '{name}您好，技能培训开始报名：{link}' }, as());
    expect(saved.body.code).toBe(2000);
    const id = saved.body.data.id;
    expect((await post(s.apiUrl, `${Q}/sms/template/save`, { name: '就业意愿调查邀请', content: '{name}：{link}' }, as())).body).toMatchObject({ code: 4001, msg: '已有名为“就业意愿调查邀请”的模板' });
    expect((await post(s.apiUrl, `${Q}/sms/template/save`, { name: '错误变量', content: '{姓名}您好：{link}' }, as())).body).toMatchObject({ code: 4001, msg: expect.stringContaining('变量 {姓名} 不存在') });
    expect((await post(s.apiUrl, `${Q}/sms/template/save`, { id, name: '培训报名通知（改）', content: '{name}您好，技能培训报名：{link}' }, as())).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/sms/template/save`, { id: 999_999, name: '不存在', content: '{name}：{link}' }, as())).body.code).toBe(4004);
    const after = (await get(s.apiUrl, `${Q}/sms/template/list`, as())).body.data;
    expect(after[0]).toMatchObject({ id, name: '培训报名通知（改）', content: '{name}您好，技能培训报名：{link}' });
    expect((await post(s.apiUrl, `${Q}/sms/template/delete/${id}`, {}, as())).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/sms/template/delete/${id}`, {}, as())).body.code).toBe(4004);
    expect((await get(s.apiUrl, `${Q}/sms/template/list`, as())).body.data).toHaveLength(2);
  });

  it('never sends to a number that opted out: skipped when queued, failed when it opts out after, and through the link itself', async () => {
    const members = await s.database.db.execute(`select p.phone, p.name from target_group_member m join target_person p on p.id = m.person_id where m.group_id = ${groupId} order by p.id`);
    const phones = (members as unknown as { rows: { phone: string; name: string }[] }).rows;
    expect((await get(s.apiUrl, `${Q}/group/preview?groupId=${groupId}`, as())).body.data).toEqual({ name: phones[0]!.name });
    expect((await post(s.apiUrl, `${Q}/sms/optOut/add`, { phone: phones[0]!.phone, note: '回复R' }, as())).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/sms/optOut/add`, { phone: '123', note: '' }, as())).body.code).toBe(4001);
    // the preview names the first member still reachable
    expect((await get(s.apiUrl, `${Q}/group/preview?groupId=${groupId}`, as())).body.data).toEqual({ name: phones[1]!.name });

    // a task scheduled an hour ahead: queued now, sent only when its time comes; the number that opted out is not queued
    const at = new Date(Date.now() + 3_600_000);
    const added = await post(s.apiUrl, `${Q}/sms/add`, { title: '退订测试', questionnaireId: surveyId, groupId, template: '{name}您好：{link}', scheduledAt: formatDateTime(at) }, as());
    expect(added.body.data).toMatchObject({ queued: phones.length - 1, optedOut: 1 });
    const taskId: number = added.body.data.id;
    expect((await get(s.apiUrl, `${Q}/sms/detail?id=${taskId}`, as())).body.data).toMatchObject({ scheduledAt: formatDateTime(at), queued: phones.length - 1 });
    expect((await recipientsOf(taskId)).map((r) => r.phone)).not.toContain(phones[0]!.phone);
    await sendQueued(smsContext(), campaignQueue(s.config), s.config.smsRatePerSecond);
    expect((await recipientsOf(taskId)).every((r) => r.status === 'queued')).toBe(true);

    // one more opts out through the link of this task before its time
    const second = (await recipientsOf(taskId))[0]!;
    expect((await post(s.apiUrl, `${Q}/optOut`, { token: answerToken(s.config, second.id) }, {})).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/optOut`, { token: `${second.id}.AAAAAAAAAAAAAAAAAAAAAA` }, {})).body.code).toBe(4001);
    const listed = (await get(s.apiUrl, `${Q}/sms/optOut/list?phone=${second.phone}`, as())).body.data;
    expect(listed).toMatchObject({ total: 1, list: [{ phone: `${second.phone.slice(0, 3)}****${second.phone.slice(7)}`, source: 'answerPage' }] });

    // the time comes: every other member is sent to once, the one who opted out gets the reason
    await s.database.db.update(smsTask).set({ scheduledAt: new Date(Date.now() - 1000) }).where(eq(smsTask.id, taskId));
    await sendQueued(smsContext(), campaignQueue(s.config), s.config.smsRatePerSecond);
    await expect.poll(async () => (await get(s.apiUrl, `${Q}/sms/detail?id=${taskId}`, as())).body.data.queued, { timeout: 15_000 }).toBe(0);
    const rows = await recipientsOf(taskId);
    expect(rows.find((r) => r.phone === second.phone)).toMatchObject({ status: 'failed', reason: OPTED_OUT });
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(phones.length - 2);
    const texts = sent.filter((m) => m.text.includes('您好：'));
    expect(texts.map((m) => m.phone).sort()).toEqual(rows.filter((r) => r.status === 'sent').map((r) => r.phone).sort());

    // taken off the list, a number is sent to again
    expect((await post(s.apiUrl, `${Q}/sms/optOut/remove`, { phone: phones[0]!.phone }, as())).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/sms/optOut/remove`, { phone: phones[0]!.phone }, as())).body.code).toBe(4004);
    expect((await get(s.apiUrl, `${Q}/group/preview?groupId=${groupId}`, as())).body.data).toEqual({ name: phones[0]!.name });
  });

  /** An uploaded list: the template's headers, then `rows`. */
  async function phoneList(rows: string[][]): Promise<FormData> {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('号码名单');
    sheet.addRow(['姓名', '手机号码', '所在街道']);
    for (const r of rows) sheet.addRow(r);
    const form = new FormData();
    form.append('name', '上传名单测试');
    form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '名单.xlsx');
    return form;
  }
  const upload = async (form: FormData) => (await (await fetch(`${s.apiUrl}${Q}/group/import`, { method: 'POST', headers: as(), body: form })).json()) as { code: number; msg: string; data: any };

  it('saves a group from an uploaded list only when every row is right, sends to it, and exports it and its send records masked or whole (logged)', async () => {
    const bad = await upload(await phoneList([['甲', '13911110001', ''], ['', '13911110002', ''], ['丙', '1391111', ''], ['丁', '13911110001', '']]));
    expect(bad.data).toMatchObject({ id: null, total: 4, problems: [{ row: 3, column: '姓名' }, { row: 4, column: '手机号码' }, { row: 5, column: '手机号码', reason: '与第2行号码相同' }] });
    expect((await get(s.apiUrl, `${Q}/group/list`, as())).body.data.map((g: { name: string }) => g.name)).not.toContain('上传名单测试');

    const good = await upload(await phoneList([['乙二', '13911110002', '测试街道'], ['甲一', '13911110001', '']]));
    expect(good.data).toMatchObject({ inserted: 2, total: 2, problems: [] });
    const id: number = good.data.id;
    expect((await get(s.apiUrl, `${Q}/group/list`, as())).body.data.find((g: { id: number }) => g.id === id)).toMatchObject({ filterText: '上传的号码名单', size: 2 });
    expect((await get(s.apiUrl, `${Q}/group/preview?groupId=${id}`, as())).body.data).toEqual({ name: '甲一' });
    const task = await post(s.apiUrl, `${Q}/sms/add`, { title: '名单发送', questionnaireId: surveyId, groupId: id, template: '{name}您好：{link}' }, as());
    expect(task.body.data).toMatchObject({ queued: 2, optedOut: 0 });
    expect((await recipientsOf(task.body.data.id)).map((r) => [r.name, r.phone, r.personId])).toEqual([
      ['甲一', '13911110001', null],
      ['乙二', '13911110002', null],
    ]);

    const records = async (query: string) => {
      const res = await fetch(`${s.apiUrl}${Q}/sms/record/export?taskId=${task.body.data.id}${query}`, { headers: as() });
      return (await firstSheetOf(res)).getSheetValues().slice(2).map((r) => (r as ExcelJS.CellValue[]).slice(1, 4));
    };
    expect(await records('')).toEqual([
      ['名单发送', '乙二', '139****0002'],
      ['名单发送', '甲一', '139****0001'],
    ]);
    expect((await records('&fullNumbers=true&page=/bsRecord')).map((r) => r[2])).toEqual(['13911110002', '13911110001']);

    const rowsOf = async (query: string) => {
      const res = await fetch(`${s.apiUrl}${Q}/group/export?id=${id}${query}`, { headers: as() });
      return (await firstSheetOf(res)).getSheetValues().slice(2).map((r) => (r as ExcelJS.CellValue[]).slice(1, 3));
    };
    expect(await rowsOf('')).toEqual([
      ['甲一', '139****0001'],
      ['乙二', '139****0002'],
    ]);
    expect(await rowsOf('&fullNumbers=true&page=/group-query')).toEqual([
      ['甲一', '13911110001'],
      ['乙二', '13911110002'],
    ]);
    const logged = (await s.database.db.execute(`select source, count(*)::int as n from personal_data_access where action = 'export' and source in ('targetGroup', 'smsRecord') group by source order by source`)) as unknown as { rows: { source: string; n: number }[] };
    expect(logged.rows).toEqual([
      { source: 'smsRecord', n: 1 },
      { source: 'targetGroup', n: 1 },
    ]);
    expect((await fetch(`${s.apiUrl}${Q}/group/export?id=999999`, { headers: as() }).then((r) => r.json())).code).toBe(4004);
  });

  it('refuses a time in the past or more than 30 days ahead, and a group whose every number opted out', async () => {
    const task = { title: '定时测试', questionnaireId: surveyId, groupId, template: '{name}您好：{link}' };
    for (const at of [Date.now() - 60_000, Date.now() + 31 * 24 * 3_600_000])
      expect((await post(s.apiUrl, `${Q}/sms/add`, { ...task, scheduledAt: formatDateTime(new Date(at)) }, as())).body).toMatchObject({ code: 4001, msg: '定时发送的时间须晚于现在，且在30天之内' });
    const members = (await s.database.db.execute(`select distinct p.phone from target_group_member m join target_person p on p.id = m.person_id where m.group_id = ${groupId}`)) as unknown as { rows: { phone: string }[] };
    for (const { phone } of members.rows) await post(s.apiUrl, `${Q}/sms/optOut/add`, { phone }, as());
    expect((await post(s.apiUrl, `${Q}/sms/add`, task, as())).body).toMatchObject({ code: 4001, msg: '目标人群中的号码均已退订，没有可发送的人员' });
  });
});
