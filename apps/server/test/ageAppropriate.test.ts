import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar } from '@portal/validators';
import { answerToken, FORGED_TOKEN, NOT_EDITABLE, QUESTIONNAIRE_CLOSED, USED_TOKEN } from '../src/modules/ageAppropriate/service';
import { campaignQueue } from '../src/modules/ageAppropriate/sender';
import { inQuietHours, sendQueued, UNKNOWN_OUTCOME } from '../src/modules/sms/queue';
import { smsRecipient } from '../src/modules/ageAppropriate/tables';
import { get, loginToken, post, recordingGateway, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();
const Q = '/api/ageAppropriate/questionnaire';

/** A valid 18-character identity number (GB 11643-1999) from its first 17 characters. */
const idCard = (first17: string) => first17 + idCardCheckChar(first17);
/** Someone born in 1970 (aged 55 or 56 in 2026). */
const born1970 = (n: number) => idCard(`44012019700${String(101 + n).padStart(3, '0')}${String(300 + n).slice(-3)}`);

/** A phone the capturing transport refuses, to see a failure with its reason. */
const REFUSED_PHONE = '13700000099';

/** Builds an import workbook with the template's headers and `rows`. */
async function workbook(rows: string[][]): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('适龄劳动力基本信息');
  sheet.addRow(['姓名', '身份证号码', '手机号码', '所在街道', '所在社区', '人员类别', '就业状态', '技能特长']);
  for (const r of rows) sheet.addRow(r);
  return new Blob([new Uint8Array(await book.xlsx.writeBuffer())]);
}

const SURVEY = {
  title: '测试就业意愿问卷',
  intro: '测试说明',
  questions: [
    { kind: 'single', title: '是否有就业意愿', required: true, options: ['有', '没有'] },
    { kind: 'multiple', title: '希望的工作', required: false, options: ['保洁', '保安', '家政'] },
    { kind: 'rating', title: '满意度', required: true, options: [] },
  ],
};
const ANSWERS = ['有', ['保洁', '家政'], 4];

describe('inQuietHours (default 21:00-08:00, Asia/Shanghai)', () => {
  const quiet = { from: 21 * 60, to: 8 * 60 };
  it.each([
    ['2026-11-27T13:00:00Z', true], // 21:00 in Shanghai
    ['2026-11-27T23:59:00Z', true], // 07:59
    ['2026-11-28T00:00:00Z', false], // 08:00
    ['2026-11-27T12:59:00Z', false], // 20:59
  ])('%s: %s', (at, expected) => expect(inQuietHours(quiet, new Date(at))).toBe(expected));
  it('none when switched off', () => expect(inQuietHours(null, new Date('2026-11-27T15:00:00Z'))).toBe(false));
});

describe.each(backends)('questionnaires and SMS campaigns (issue 16), on %s', (backend) => {
  let s: TestServer;
  let gov: string;
  let ent: string;
  const transport = recordingGateway([REFUSED_PHONE]);
  const sent = transport.sent;
  const smsContext = () => ({ db: s.database.db, config: s.config, sms: transport, log: s.app.log });
  let surveyId = 0;
  let groupId = 0;
  let taskId = 0;

  beforeAll(async () => {
    s = await startTestServer(backend, { SMS_QUIET_HOURS: 'off', PUBLIC_ORIGIN: 'https://rc.example.gov.cn' }, undefined, { sms: transport });
    gov = await loginToken(s.apiUrl, 'gov');
    ent = await loginToken(s.apiUrl, 'ent');
  });
  afterAll(async () => s?.close());

  it('imports target people: bad rows reported with their row numbers, the others saved, a known identity number updated', async () => {
    const good = Array.from({ length: 5 }, (_v, i) => [`测试${'甲乙丙丁戊'[i]}`, born1970(i), `1390000000${i}`, '测试街道', '测试社区', '适龄劳动力', '未就业', '']);
    // two people sharing a phone (a couple): both registered, one message per task
    good[4]![2] = '13900000003';
    const form = new FormData();
    const bad = [
      ['坏手机', born1970(10), '1234', '测试街道', '', '适龄劳动力', '未就业', ''],
      ['坏证号', '440120197001011234', '13900000011', '测试街道', '', '适龄劳动力', '未就业', ''],
      ['缺街道', born1970(12), '13900000012', '', '', '适龄劳动力', '未就业', ''],
      ['号码空', born1970(13), REFUSED_PHONE, '测试街道', '', '适龄劳动力', '未就业', ''],
    ];
    form.append('file', await workbook([...good, ...bad]), '人员.xlsx');
    const res = (await (await fetch(`${s.apiUrl}/api/system/force/import`, { method: 'POST', headers: { token: gov }, body: form })).json()) as { code: number; data: any };
    expect(res.code).toBe(2000);
    expect(res.data).toMatchObject({ total: 9, inserted: 6, updated: 0 });
    expect(res.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [7, '手机号码'],
      [8, '身份证号码'],
      [9, '所在街道'],
    ]);
    // the same person again: changed, not added
    const again = new FormData();
    again.append('file', await workbook([[`测试甲`, born1970(0), '13900000000', '测试街道', '测试社区', '适龄劳动力', '灵活就业', '电工']]), '人员.xlsx');
    const second = (await (await fetch(`${s.apiUrl}/api/system/force/import`, { method: 'POST', headers: { token: gov }, body: again })).json()) as { data: any };
    expect(second.data).toMatchObject({ total: 1, inserted: 0, updated: 1 });
    const list = await get(s.apiUrl, '/api/system/force/list?keyword=测试甲', { token: gov });
    expect(list.body.data.list[0]).toMatchObject({ workStatus: '灵活就业', sex: expect.any(String), age: expect.any(Number) });
    expect(list.body.data.list[0].idCard).toMatch(/\*{8}/);
  });

  it('builds a group by filters, shows its size before saving, and refuses an empty one', async () => {
    const count = await post(s.apiUrl, `${Q}/group/count`, { ageMin: 50, ageMax: 60, street: '测试街道' }, { token: gov });
    expect(count.body.data.total).toBe(6);
    expect(count.body.data.streets).toContain('测试街道');
    const empty = await post(s.apiUrl, `${Q}/group/save`, { name: '没有人的人群', filter: { ageMin: 16, ageMax: 17, street: '测试街道' } }, { token: gov });
    expect(empty.body).toMatchObject({ code: 4001, msg: '按这些条件没有找到人员，请放宽条件后再保存' });
    const saved = await post(s.apiUrl, `${Q}/group/save`, { name: '测试街道50至60岁', filter: { ageMin: 50, ageMax: 60, street: '测试街道' } }, { token: gov });
    expect(saved.body.data.size).toBe(6);
    groupId = saved.body.data.id;
    const reversed = await post(s.apiUrl, `${Q}/group/count`, { ageMin: 60, ageMax: 50 }, { token: gov });
    expect(reversed.body.code).toBe(4001);
  });

  it('questionnaires follow draft -> started -> ended; other changes answer 4009 and a started one is copied, not edited', async () => {
    const noOptions = await post(s.apiUrl, `${Q}/save`, { ...SURVEY, questions: [{ kind: 'single', title: '只有一个选项', required: true, options: ['是'] }] }, { token: gov });
    expect(noOptions.body.code).toBe(4001);
    surveyId = (await post(s.apiUrl, `${Q}/save`, SURVEY, { token: gov })).body.data.id;
    expect((await post(s.apiUrl, `${Q}/save`, { ...SURVEY, id: surveyId, title: '测试就业意愿问卷（改）' }, { token: gov })).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/end`, { id: surveyId }, { token: gov })).body).toMatchObject({ code: 4009, msg: '当前状态不能结束' });
    expect((await post(s.apiUrl, `${Q}/start`, { id: surveyId }, { token: gov })).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/start`, { id: surveyId }, { token: gov })).body).toMatchObject({ code: 4009, msg: '当前状态不能开始' });
    expect((await post(s.apiUrl, `${Q}/save`, { ...SURVEY, id: surveyId }, { token: gov })).body).toMatchObject({ code: 4009, msg: NOT_EDITABLE });
    const copy = await post(s.apiUrl, `${Q}/copy`, { id: surveyId }, { token: gov });
    const detail = await get(s.apiUrl, `${Q}/detail?id=${copy.body.data.id}`, { token: gov });
    expect(detail.body.data).toMatchObject({ status: 'draft', title: '测试就业意愿问卷（改）（副本）' });
    // enterprises and visitors may not design questionnaires
    expect((await post(s.apiUrl, `${Q}/save`, SURVEY, { token: ent })).body.code).toBe(4003);
  });

  it('refuses a bad template and a draft questionnaire; queues one message per number and sends each once', async () => {
    const task = { title: '测试发送', questionnaireId: surveyId, groupId, template: '{name}您好，请填写问卷：{link}' };
    expect((await post(s.apiUrl, `${Q}/sms/add`, { ...task, template: '{姓名}您好 {link}' }, { token: gov })).body).toMatchObject({ code: 4001, msg: expect.stringContaining('变量 {姓名} 不存在') });
    expect((await post(s.apiUrl, `${Q}/sms/add`, { ...task, template: `${'很长'.repeat(250)}x{link}` }, { token: gov })).body).toMatchObject({ code: 4001, msg: expect.stringContaining('不能超过500个字') });
    const draft = (await post(s.apiUrl, `${Q}/save`, SURVEY, { token: gov })).body.data.id;
    expect((await post(s.apiUrl, `${Q}/sms/add`, { ...task, questionnaireId: draft }, { token: gov })).body.code).toBe(4009);

    const added = await post(s.apiUrl, `${Q}/sms/add`, task, { token: gov });
    // six people, two of them share a phone: five messages
    expect(added.body.data.queued).toBe(5);
    taskId = added.body.data.id;
    await expect.poll(async () => (await get(s.apiUrl, `${Q}/sms/detail?id=${taskId}`, { token: gov })).body.data.queued, { timeout: 15_000 }).toBe(0);
    const detail = (await get(s.apiUrl, `${Q}/sms/detail?id=${taskId}`, { token: gov })).body.data;
    expect(detail).toMatchObject({ total: 5, sent: 4, failed: 1 });
    const mine = sent.filter((m) => m.text.includes('请填写问卷'));
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((m) => m.phone)).size).toBe(4);
    expect(mine[0]!.text).toMatch(/^【人才就业服务平台】测试.您好，请填写问卷：https:\/\/rc\.example\.gov\.cn\/qt\?token=\d+\.[\w-]{22}拒收请回复R$/);
    const failed = await get(s.apiUrl, `${Q}/sms/record?taskId=${taskId}&status=failed`, { token: gov });
    expect(failed.body.data.list).toMatchObject([{ reason: 'isv.MOBILE_NUMBER_ILLEGAL 号码为空号', phone: '137****0099' }]);

    // the outbox never holds a number twice for a task, and a second batch sends nothing again
    const [one] = await s.database.db.select().from(smsRecipient).where(and(eq(smsRecipient.taskId, taskId), eq(smsRecipient.status, 'sent'))).limit(1);
    await expect(s.database.db.insert(smsRecipient).values({ taskId, name: '重复', phone: one!.phone, street: '测试街道' })).rejects.toThrow();
    expect(await sendQueued(smsContext(), campaignQueue(s.config), s.config.smsRatePerSecond)).toBe(0);
    expect(sent.filter((m) => m.text.includes('请填写问卷'))).toHaveLength(4);

    // retry puts the failed one back; it fails again with its reason
    expect((await post(s.apiUrl, `${Q}/sms/retry`, { id: taskId }, { token: gov })).body.data.requeued).toBe(1);
    await expect.poll(async () => (await get(s.apiUrl, `${Q}/sms/detail?id=${taskId}`, { token: gov })).body.data.failed, { timeout: 15_000 }).toBe(1);
  });

  it('a message claimed by a worker that died is marked failed, not sent twice', async () => {
    const [row] = await s.database.db
      .update(smsRecipient)
      .set({ status: 'queued', claimedAt: new Date(Date.now() - 120_000) })
      .where(and(eq(smsRecipient.taskId, taskId), eq(smsRecipient.status, 'failed')))
      .returning();
    const before = sent.length;
    await sendQueued(smsContext(), campaignQueue(s.config), s.config.smsRatePerSecond);
    const [after] = await s.database.db.select().from(smsRecipient).where(eq(smsRecipient.id, row!.id));
    expect(after).toMatchObject({ status: 'failed', reason: UNKNOWN_OUTCOME });
    expect(sent.length).toBe(before);
  });

  it('the link answers once: forged and reused tokens are refused, required questions are checked, an ended questionnaire says so', async () => {
    const recipients = await s.database.db.select().from(smsRecipient).where(and(eq(smsRecipient.taskId, taskId), eq(smsRecipient.status, 'sent')));
    const token = answerToken(s.config, recipients[0]!.id);
    const fill = await get(s.apiUrl, `${Q}/fill?token=${encodeURIComponent(token)}`);
    expect(fill.body.data).toMatchObject({ state: 'open', title: '测试就业意愿问卷（改）' });
    expect(fill.body.data.questions).toHaveLength(3);

    const forged = `${recipients[1]!.id}.${token.split('.')[1]}`;
    expect((await get(s.apiUrl, `${Q}/fill?token=${encodeURIComponent(forged)}`)).body).toMatchObject({ code: 4001, msg: FORGED_TOKEN });
    expect((await post(s.apiUrl, `${Q}/answer`, { token: forged, answers: ANSWERS })).body).toMatchObject({ code: 4001, msg: FORGED_TOKEN });

    const missing = await post(s.apiUrl, `${Q}/answer`, { token, answers: ['有', [], null] });
    expect(missing.body).toMatchObject({ code: 4001, msg: '第3题“满意度”为必答题，请作答后再提交' });
    const wrong = await post(s.apiUrl, `${Q}/answer`, { token, answers: ['也许', [], 3] });
    expect(wrong.body).toMatchObject({ code: 4001, msg: '第1题“是否有就业意愿”的回答不符合单选题的要求' });

    expect((await post(s.apiUrl, `${Q}/answer`, { token, answers: ANSWERS })).body.code).toBe(2000);
    expect((await post(s.apiUrl, `${Q}/answer`, { token, answers: ANSWERS })).body).toMatchObject({ code: 4009, msg: USED_TOKEN });
    expect((await get(s.apiUrl, `${Q}/fill?token=${encodeURIComponent(token)}`)).body.data).toMatchObject({ state: 'answered', questions: [] });

    const stats = (await get(s.apiUrl, `${Q}/stats?id=${surveyId}`, { token: gov })).body.data;
    expect(stats).toMatchObject({ sent: 4, responses: 1, byStreet: [{ name: '测试街道', sent: 4, responses: 1 }], byGroup: [{ name: '测试街道50至60岁', sent: 4, responses: 1 }] });
    expect(stats.questions[1].options).toEqual([
      { label: '保洁', count: 1 },
      { label: '保安', count: 0 },
      { label: '家政', count: 1 },
    ]);
    const exported = await fetch(`${s.apiUrl}${Q}/export?id=${surveyId}`, { headers: { token: gov } });
    expect((await firstSheetOf(exported)).getRow(2).getCell(4).value).toBe('保洁、家政');

    // two answers through one link at the same instant: exactly one goes through
    const other = answerToken(s.config, recipients[1]!.id);
    const codes = (await Promise.all([0, 1].map(() => post(s.apiUrl, `${Q}/answer`, { token: other, answers: ANSWERS })))).map((r) => r.body.code).sort();
    expect(codes).toEqual([2000, 4009]);

    const listed = await get(s.apiUrl, `${Q}/list?page=1&limit=50`, { token: gov });
    expect(listed.body.data.list.find((q: { id: number }) => q.id === surveyId)).toMatchObject({ status: 'started', responses: 2, questionCount: 3 });
    const tasks = await get(s.apiUrl, `${Q}/sms/list?page=1&limit=10`, { token: gov });
    expect(tasks.body.data.list.find((x: { id: number }) => x.id === taskId)).toMatchObject({ total: 5, sent: 4, failed: 1, answered: 2 });

    expect((await post(s.apiUrl, `${Q}/end`, { id: surveyId }, { token: gov })).body.code).toBe(2000);
    const late = answerToken(s.config, recipients[2]!.id);
    expect((await get(s.apiUrl, `${Q}/fill?token=${encodeURIComponent(late)}`)).body.data).toMatchObject({ state: 'ended' });
    expect((await post(s.apiUrl, `${Q}/answer`, { token: late, answers: ANSWERS })).body).toMatchObject({ code: 4009, msg: QUESTIONNAIRE_CLOSED });
  });
});
