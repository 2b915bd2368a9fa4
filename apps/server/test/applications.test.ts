import ExcelJS from 'exceljs';
import { and, asc, count, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardCheckChar, maskPersonName } from '@portal/validators';
import { hashPassword } from '../src/modules/account/password';
import { appUser } from '../src/modules/account/tables';
import { application, applicationEvent } from '../src/modules/application/tables';
import { enterprise, staff } from '../src/modules/enterprise/tables';
import { get, personalDataLog, post, startTestServer, type TestServer, testBackends, demoLogins, firstSheetOf } from './harness';

const backends = await testBackends();

const MASKED_ID = /^\d{6}\*{8}[\dX]{4}$/;
const MASKED_PHONE = /^1\d{2}\*{4}\d{4}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Posts a spring allowance people workbook to task/import as multipart/form-data, as the portal does. */
async function importPeople(apiUrl: string, token: string, data: Buffer, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(data)]), '春节留岗人员.xlsx');
  const res = await fetch(`${apiUrl}/api/second/task/import`, { method: 'POST', headers: { token }, body: form });
  return (await res.json()) as { code: number; msg: string; data: any };
}

describe.each(backends)('subsidy and allowance applications on %s', (backend) => {
  let s: TestServer;

  const login = demoLogins(() => s);

  /**
   * A new individual account for someone already in the district's staff records: employed, with
   * the given education, in employment since more than a year, without any application yet.
   */
  async function newPerson(username: string, education: string) {
    const [row] = await s.database.db
      .select({ name: staff.name, idCard: staff.idCard, phone: staff.phone, enterpriseId: staff.enterpriseId })
      .from(staff)
      .where(
        and(
          isNull(staff.leftOn),
          eq(staff.education, education),
          sql`${staff.entryDate} < current_date - 400`,
          sql`substr(${staff.idCard}, 7, 4)::int between 1992 and 2000`,
          notInArray(staff.idCard, s.database.db.select({ c: application.applicantIdCard }).from(application)),
          notInArray(staff.idCard, s.database.db.select({ c: appUser.idCard }).from(appUser)),
        ),
      )
      .orderBy(asc(staff.id))
      .limit(1);
    // the account's phone is the one on the staff record, so the record fills the forms (docs/accounts.md "Ownership and claim")
    await s.database.db.insert(appUser).values({ username, passwordHash: await hashPassword('Demo@2025'), userKind: 3, category: 'person', name: row!.name, idCard: row!.idCard, phonenumber: row!.phone });
    const [u] = await s.database.db.select().from(appUser).where(eq(appUser.username, username));
    return { ...row!, phonenumber: u!.phonenumber, token: await login(username, 'person') };
  }

  const housing = (p: { name: string; idCard: string; phonenumber: string }) => ({
    name: p.name,
    idCard: p.idCard,
    phone: p.phonenumber,
    education: '硕士研究生',
    entName: '南湾测试公司',
    maritalStatus: '未婚',
    familySize: 1,
    ownsHousing: '无',
    preferredStreet: '440120001',
    roomType: '一房',
  });
  const eventCount = async (id: number) => (await s.database.db.select({ n: count() }).from(applicationEvent).where(eq(applicationEvent.applicationId, id)))[0]!.n;
  const statusOf = async (id: number) => (await s.database.db.select({ status: application.status, version: application.version }).from(application).where(eq(application.id, id)))[0];

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('walks a housing application: draft, restore, submit, return with a note, resubmit, approve, publicity, timeline', async () => {
    const p = await newPerson('person_walk', '硕士研究生');
    const staffToken = await login('staff_rcjt', 'gov');

    const empty = (await get(s.apiUrl, '/api/second/apply/zhufang/get', { token: p.token })).body;
    expect(empty.data.application).toBeNull();
    expect(empty.data.prefill).toMatchObject({ name: p.name, idCard: p.idCard, education: '硕士研究生' });

    // half-way: only three fields, one of them unfinished
    const draft = await post(s.apiUrl, '/api/second/apply/zhufang/save', { fields: { name: p.name, idCard: p.idCard.slice(0, 10), roomType: '两房' } }, { token: p.token });
    expect(draft.body.data).toMatchObject({ status: 'temporary_storage', version: 1 });
    const id = draft.body.data.id as number;
    expect(draft.body.data.applyNo).toMatch(/^ZF\d{4}\d{6}$/);

    const restored = (await get(s.apiUrl, '/api/second/apply/zhufang/get', { token: p.token })).body.data.application;
    expect(restored).toMatchObject({ id, status: 'temporary_storage', version: 1, fields: { name: p.name, idCard: p.idCard.slice(0, 10), roomType: '两房' } });
    // staff do not see drafts
    expect((await get(s.apiUrl, `/api/second/task/adminDetail?id=${id}`, { token: staffToken })).body.code).toBe(4003);

    const submitted = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { id, version: 1, fields: housing(p) }, { token: p.token });
    expect(submitted.body.data).toMatchObject({ id, status: 'awaiting_check', version: 2 });

    const work = (await get(s.apiUrl, '/api/second/task/list?type=zhufang&status=awaiting_check&limit=50', { token: staffToken })).body.data;
    const listed = work.list.find((a: { id: number }) => a.id === id);
    expect(listed).toMatchObject({ applicantName: p.name, statusLabel: '待审核' });
    expect(listed.applicantIdCard).toMatch(MASKED_ID);

    const admin = (await get(s.apiUrl, `/api/second/task/adminDetail?id=${id}`, { token: staffToken })).body.data;
    // staff read the numbers masked and reveal them when needed (issue 24); the eligibility checks ran on the server with the whole number
    expect(admin).toMatchObject({ applicantIdCard: `${p.idCard.slice(0, 6)}********${p.idCard.slice(-4)}`, mayRevealNumbers: true });
    const own = (await get(s.apiUrl, `/api/second/apply/detail?id=${id}`, { token: p.token })).body.data;
    expect(own).toMatchObject({ applicantIdCard: p.idCard, applicantPhone: p.phonenumber, mayRevealNumbers: false, fields: { idCard: p.idCard, phone: p.phonenumber } });
    expect(admin.eligibility.map((c: { rule: string; ok: boolean }) => [c.rule, c.ok])).toEqual([
      ['degree', true],
      ['employed', true],
      ['socialMonths', true],
      ['housing', true],
    ]);
    expect(admin.allowedActions).toEqual(['agree', 'refused', 'against', 'fail']);

    const note = '请补充上传劳动合同扫描件';
    expect((await post(s.apiUrl, '/api/second/task/audit', { id, version: 2, action: 'against' }, { token: staffToken })).body.code).toBe(4001);
    expect((await post(s.apiUrl, '/api/second/task/audit', { id, version: 2, action: 'against', comment: note }, { token: staffToken })).body.data).toMatchObject({ status: 'against', version: 3 });

    const returned = (await get(s.apiUrl, '/api/second/apply/zhufang/get', { token: p.token })).body.data.application;
    expect(returned).toMatchObject({ id, status: 'against', statusLabel: '退回修改' });
    expect(returned.timeline.at(-1)).toMatchObject({ action: 'against', comment: note, actorName: '孙立', actorRole: 'staff' });
    expect(returned.allowedActions).toEqual(['saveCorrection', 'fill']);

    const again = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { id, version: 3, fields: { ...housing(p), roomType: '两房' } }, { token: p.token });
    expect(again.body.data).toMatchObject({ status: 'awaiting_check', version: 4 });
    expect((await post(s.apiUrl, '/api/second/task/audit', { id, version: 4, action: 'agree' }, { token: staffToken })).body.data).toMatchObject({ status: 'agree' });
    const start = await post(s.apiUrl, '/api/second/task/publicity', { items: [{ id, version: 5 }], action: 'start' }, { token: staffToken });
    expect(start.body.data.results).toEqual([{ id, ok: true, code: 2000, msg: '操作成功', status: 'gs_publicity', version: 6 }]);

    const publicity = (await get(s.apiUrl, '/api/second/apply/areaList?type=zhufang&status=gs_publicity&limit=50')).body.data;
    const shown = publicity.list.find((a: { id: number }) => a.id === id);
    expect(shown.name).toBe(maskPersonName(p.name));
    expect(shown.name).not.toBe(p.name);
    expect(shown.idCard).toMatch(MASKED_ID);
    expect(JSON.stringify(publicity)).not.toContain(p.idCard);

    expect((await post(s.apiUrl, '/api/second/task/publicity', { items: [{ id }], action: 'end', comment: '公示期满无异议' }, { token: staffToken })).body.data.succeeded).toBe(1);

    const final = (await get(s.apiUrl, `/api/second/apply/detail?id=${id}`, { token: p.token })).body.data;
    expect(final).toMatchObject({ status: 'gs_publicity_true', statusLabel: '已公示', version: 7 });
    expect(final.publicityStart).toMatch(DATE_TIME);
    expect(final.timeline.map((e: { action: string; fromStatus: string | null; toStatus: string; actorName: string }) => [e.action, e.fromStatus, e.toStatus, e.actorName])).toEqual([
      ['save', null, 'temporary_storage', p.name],
      ['fill', 'temporary_storage', 'awaiting_check', p.name],
      ['against', 'awaiting_check', 'against', '孙立'],
      ['fill', 'against', 'awaiting_check', p.name],
      ['agree', 'awaiting_check', 'agree', '孙立'],
      ['publicityStart', 'agree', 'gs_publicity', '孙立'],
      ['publicityEnd', 'gs_publicity', 'gs_publicity_true', '孙立'],
    ]);
    expect(final.timeline.every((e: { at: string }) => DATE_TIME.test(e.at))).toBe(true);
    expect(final.timeline.map((e: { actorRole: string }) => e.actorRole)).toEqual(['applicant', 'applicant', 'staff', 'applicant', 'staff', 'staff', 'staff']);

    const progress = (await get(s.apiUrl, `/api/second/apply/queryJindu?applyNo=${final.applyNo}&idCard=${p.idCard}`)).body.data;
    expect(progress.steps.map((x: { state: string }) => x.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(progress.applicantName).not.toBe(p.name);
    const wrong = p.idCard.slice(0, 17) + (p.idCard[17] === '1' ? '2' : '1');
    expect((await get(s.apiUrl, `/api/second/apply/queryJindu?applyNo=${final.applyNo}&idCard=${wrong}`)).body.code).toBe(4004);
  });

  it('answers 4009 to approving a withdrawn application and leaves it as it was', async () => {
    const person = await login('person_demo', 'person');
    const mine = (await get(s.apiUrl, '/api/second/apply/list?type=zhufang', { token: person })).body.data.list;
    const pending = mine.find((a: { status: string }) => a.status === 'awaiting_check');
    expect(pending).toMatchObject({ type: 'zhufang', applicantName: '张伟' });
    const out = await post(s.apiUrl, '/api/second/apply/withdraw', { id: pending.id, version: pending.version, comment: '需要修改户型' }, { token: person });
    expect(out.body.data).toMatchObject({ status: 'withdraw', version: pending.version + 1 });
    const before = await statusOf(pending.id);
    const events = await eventCount(pending.id);

    const staffToken = await login('staff_rcjt', 'gov');
    const approve = await post(s.apiUrl, '/api/second/task/audit', { id: pending.id, version: before!.version, action: 'agree' }, { token: staffToken });
    expect(approve.body.code).toBe(4009);
    expect(approve.body.msg).toBe('当前状态为“已撤回”，不能审核通过');
    expect(await statusOf(pending.id)).toEqual(before);
    expect(await eventCount(pending.id)).toBe(events);
  });

  it('lets only one of two staff acting on the same version succeed', async () => {
    const p = await newPerson('person_race', '大学本科');
    const submitted = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { fields: { ...housing(p), education: '大学本科' } }, { token: p.token });
    expect(submitted.body.code).toBe(2000);
    const { id, version } = submitted.body.data;
    await s.database.db.insert(appUser).values({ username: 'staff_rcjt2', passwordHash: await hashPassword('Demo@2025'), userKind: 1, name: '第二审核员', roles: ['人才集团（公寓）'], phonenumber: `1366${String(Date.now()).slice(-7)}` });
    const [a, b] = [await login('staff_rcjt', 'gov'), await login('staff_rcjt2', 'gov')];
    const answers = await Promise.all([
      post(s.apiUrl, '/api/second/task/audit', { id, version, action: 'agree' }, { token: a }),
      post(s.apiUrl, '/api/second/task/audit', { id, version, action: 'refused', comment: '不符合条件' }, { token: b }),
    ]);
    expect(answers.map((x) => x.body.code).sort()).toEqual([2000, 4009]);
    const winner = answers.find((x) => x.body.code === 2000)!.body.data.status;
    expect(await statusOf(id)).toEqual({ status: winner, version: version + 1 });
    const decisions = await s.database.db.select().from(applicationEvent).where(and(eq(applicationEvent.applicationId, id), sql`${applicationEvent.action} in ('agree', 'refused')`));
    expect(decisions).toHaveLength(1);
  });

  it('keeps applications to their applicant, filing enterprise and department (4003 otherwise)', async () => {
    const person = await login('person_demo', 'person');
    const other = await newPerson('person_other', '大学本科');
    const mine = (await get(s.apiUrl, '/api/second/apply/list?limit=50', { token: person })).body.data;
    expect(mine.total).toBeGreaterThanOrEqual(2);
    expect(mine.list.every((a: { applicantName: string }) => a.applicantName === '张伟')).toBe(true);
    const id = mine.list[0].id;
    expect((await get(s.apiUrl, `/api/second/apply/detail?id=${id}`, { token: other.token })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/second/apply/list?limit=50', { token: other.token })).body.data.total).toBe(0);

    const ent = await login('ent_demo', 'ent');
    expect((await get(s.apiUrl, `/api/second/apply/detail?id=${id}`, { token: ent })).body.code).toBe(4003);
    const [foreign] = await s.database.db.select({ id: application.id }).from(application).where(and(eq(application.filedBy, 'ent'), sql`${application.enterpriseId} <> 1`)).limit(1);
    expect((await get(s.apiUrl, `/api/second/task/entDetail?id=${foreign!.id}`, { token: ent })).body.code).toBe(4003);
    const entList = (await get(s.apiUrl, '/api/second/apply/list?limit=50', { token: ent })).body.data.list;
    expect(entList.every((a: { entName: string }) => a.entName === entList[0]?.entName)).toBe(true);

    const kjj = await login('staff_kjj', 'gov');
    expect((await get(s.apiUrl, `/api/second/task/adminDetail?id=${foreign!.id}`, { token: kjj })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/second/task/list', { token: kjj })).body.code).toBe(4003);
    const jyzx = await login('staff_jyzx', 'gov');
    expect((await get(s.apiUrl, '/api/second/task/list?type=zhufang', { token: jyzx })).body.data.total).toBe(0);
    expect((await get(s.apiUrl, '/api/second/apply/list', { token: jyzx })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/second/apply/list')).body.code).toBe(2003);
  });

  it('masks identity and phone numbers in lists, exports and details for staff and experts; the auditing department reveals them one at a time, logged (issue 24)', async () => {
    const rcjt = await login('staff_rcjt', 'gov');
    const page = (await get(s.apiUrl, '/api/second/task/list?type=zfbtUser&limit=50', { token: rcjt })).body.data;
    expect(page.total).toBeGreaterThan(5);
    for (const a of page.list) {
      expect(a.applicantIdCard).toMatch(MASKED_ID);
      expect(a.applicantPhone).toMatch(MASKED_PHONE);
    }
    const pending = page.list.find((a: { status: string }) => a.status === 'awaiting_check');
    const [stored] = await s.database.db.select().from(application).where(eq(application.id, pending.id));
    const masked = (await get(s.apiUrl, `/api/second/task/adminDetail?id=${pending.id}`, { token: rcjt })).body.data;
    expect(masked).toMatchObject({ applicantIdCard: `${stored!.applicantIdCard.slice(0, 6)}********${stored!.applicantIdCard.slice(-4)}`, mayRevealNumbers: true });
    expect(masked.applicantPhone).toBe(`${stored!.applicantPhone.slice(0, 3)}****${stored!.applicantPhone.slice(7)}`);
    expect(masked.fields.idCard).toBe(masked.applicantIdCard);
    expect(masked.fields.phone).toBe(masked.applicantPhone);
    expect(JSON.stringify(masked)).not.toContain(stored!.applicantIdCard);
    expect(JSON.stringify(masked)).not.toContain(stored!.applicantPhone);

    // the department's staff reveal each number with one call, logged with who, whose, when and the page
    const reveal = (token: string, field: string) => post(s.apiUrl, '/api/personalData/reveal', { source: 'application', id: pending.id, field, page: '/perAuditDetail' }, { token });
    const before = Date.now();
    expect((await reveal(rcjt, 'applicantIdCard')).body).toMatchObject({ code: 2000, data: { value: stored!.applicantIdCard } });
    expect((await reveal(rcjt, 'applicantPhone')).body.data).toEqual({ value: stored!.applicantPhone });
    const accessLog = () => personalDataLog(s.database, 'application', pending.id);
    const [rcjtUser] = await s.database.db.select().from(appUser).where(eq(appUser.username, 'staff_rcjt'));
    const allowed = await accessLog();
    expect(allowed.map((l) => [l.action, l.field, l.subject, l.page, l.allowed, l.userId, l.username])).toEqual([
      ['reveal', 'applicantIdCard', stored!.applicantName, '/perAuditDetail', true, rcjtUser!.id, 'staff_rcjt'],
      ['reveal', 'applicantPhone', stored!.applicantName, '/perAuditDetail', true, rcjtUser!.id, 'staff_rcjt'],
    ]);
    expect(allowed[0]!.at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const expert = await login('staff_expert', 'gov');
    const seen = (await get(s.apiUrl, `/api/second/task/adminDetail?id=${pending.id}`, { token: expert })).body.data;
    expect(seen.applicantIdCard).toMatch(MASKED_ID);
    expect(seen.fields.idCard).toMatch(MASKED_ID);
    expect(seen.fields.phone).toMatch(MASKED_PHONE);
    expect(seen.mayRevealNumbers).toBe(false);
    expect(seen.allowedActions).toEqual([]);
    // an expert, staff of another department and an individual get 4003 for a reveal, and each try is logged
    const refused = await reveal(expert, 'applicantIdCard');
    expect(refused.body).toMatchObject({ code: 4003, msg: '您的岗位无权查看完整号码，本次操作已记录', data: null });
    expect(JSON.stringify(refused.body)).not.toContain(stored!.applicantIdCard);
    expect((await reveal(await login('staff_jyzx', 'gov'), 'applicantPhone')).body.code).toBe(4003);
    expect((await reveal(await login('person_demo', 'person'), 'applicantIdCard')).body.code).toBe(4003);
    expect((await accessLog()).filter((l) => !l.allowed).map((l) => [l.username, l.field, l.page])).toEqual([
      ['staff_expert', 'applicantIdCard', '/perAuditDetail'],
      ['staff_jyzx', 'applicantPhone', '/perAuditDetail'],
      ['person_demo', 'applicantIdCard', '/perAuditDetail'],
    ]);
    const scored = await post(s.apiUrl, '/api/second/task/score', { id: pending.id, score: 88, comment: '学历与社保条件突出' }, { token: expert });
    expect(scored.body.data.scores.at(-1)).toMatchObject({ expertName: '吕教授', score: 88 });
    expect((await post(s.apiUrl, '/api/second/task/audit', { id: pending.id, version: seen.version, action: 'agree' }, { token: expert })).body.code).toBe(4003);

    const res = await fetch(`${s.apiUrl}/api/second/task/export?type=zfbtUser`, { headers: { token: rcjt } });
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('住房补贴（个人申请）列表'));
    const sheet = await firstSheetOf(res);
    expect(sheet.getRow(1).getCell(4).value).toBe('身份证号码');
    expect(sheet.rowCount - 1).toBe(page.total);
    for (let r = 2; r <= sheet.rowCount; r++) {
      expect(String(sheet.getRow(r).getCell(4).value)).toMatch(MASKED_ID);
      expect(String(sheet.getRow(r).getCell(5).value)).toMatch(MASKED_PHONE);
    }
  });

  it('explains which eligibility rule fails and submits nothing', async () => {
    const p = await newPerson('person_college', '大学专科');
    const before = await s.database.db.select({ n: count() }).from(application);
    const out = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { fields: { ...housing(p), education: '大学专科' } }, { token: p.token });
    expect(out.body.code).toBe(4001);
    expect(out.body.msg).toContain('须为大学本科及以上学历，当前为大学专科（人员名单）');
    const owner = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { fields: { ...housing(p), ownsHousing: '有' } }, { token: p.token });
    expect(owner.body.msg).toContain('在本区有自有住房的不能申请');
    const bad = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { fields: { ...housing(p), phone: '12345' } }, { token: p.token });
    expect(bad.body.msg).toBe('参数错误：fields.phone 手机号码应为11位大陆手机号');
    const notMine = await post(s.apiUrl, '/api/second/apply/zhufang/fill', { fields: { ...housing(p), idCard: '11010519491231002X' } }, { token: p.token });
    expect(notMine.body.msg).toContain('身份证号码应为本人的身份证号码');
    expect(await s.database.db.select({ n: count() }).from(application)).toEqual(before);

    // staff filing for someone outside the staff records: kept as 'fail' with the reasons
    const body = '44010619900101' + '123';
    const stranger = body + idCardCheckChar(body);
    const rcjt = await login('staff_rcjt', 'gov');
    const filed = await post(s.apiUrl, '/api/second/task/adminApply', { type: 'zhufang', fields: { ...housing({ name: '路人甲', idCard: stranger, phonenumber: '13712345678' }) } }, { token: rcjt });
    expect(filed.body.data.status).toBe('fail');
    expect(filed.body.data.eligibility.find((c: { rule: string }) => c.rule === 'employed')).toMatchObject({ ok: false, message: '不在本区企业的在职人员名单中，请先由单位在“人员信息”中登记' });
    const detail = (await get(s.apiUrl, `/api/second/task/adminDetail?id=${filed.body.data.id}`, { token: rcjt })).body.data;
    expect(detail.timeline[0]).toMatchObject({ action: 'adminApply', toStatus: 'fail', actorRole: 'staff' });
    expect(detail.timeline[0].comment).toContain('代为申请未成功');
  });

  it('audits 1,000 applications in one request with a result per item', async () => {
    const jyzx = await login('staff_jyzx', 'gov');
    const pending = await s.database.db
      .select({ id: application.id, version: application.version })
      .from(application)
      .where(and(sql`${application.type} in ('springAllowance', 'fcwg', 'Xzybzkf')`, eq(application.status, 'awaiting_check')))
      .orderBy(asc(application.id))
      .limit(1000);
    expect(pending).toHaveLength(1000);
    const [withdrawn] = await s.database.db.select({ id: application.id }).from(application).where(eq(application.status, 'ent_withdraw')).limit(1);
    const [housingApp] = await s.database.db.select({ id: application.id }).from(application).where(and(eq(application.type, 'zhufang'), eq(application.status, 'awaiting_check'))).limit(1);
    const stale = pending[0]!;
    const items = [{ id: stale.id, version: stale.version + 5 }, ...pending.slice(1), { id: withdrawn!.id }, { id: housingApp!.id }, { id: 99_999_999 }];
    const out = (await post(s.apiUrl, '/api/second/task/batchAudit', { items, action: 'agree', comment: '批量审核通过' }, { token: jyzx })).body.data;
    expect(out).toMatchObject({ total: 1003, succeeded: 999, failed: 4 });
    const byId = new Map(out.results.map((r: { id: number }) => [r.id, r]));
    expect(byId.get(stale.id)).toMatchObject({ ok: false, code: 4009, msg: '该申请已被他人处理，请刷新后重试', status: 'awaiting_check' });
    expect(byId.get(withdrawn!.id)).toMatchObject({ ok: false, code: 4009, status: 'ent_withdraw' });
    expect(byId.get(housingApp!.id)).toMatchObject({ ok: false, code: 4003 });
    expect(byId.get(99_999_999)).toMatchObject({ ok: false, code: 4004, status: null });
    expect(byId.get(pending[1]!.id)).toMatchObject({ ok: true, status: 'agree', version: pending[1]!.version + 1 });
    const [agreed] = await s.database.db
      .select({ n: count() })
      .from(applicationEvent)
      .where(and(eq(applicationEvent.action, 'agree'), eq(applicationEvent.comment, '批量审核通过')));
    expect(agreed?.n).toBe(999);
  });

  it('takes the spring allowance of 50 people from an xlsx, reports the bad rows, and submits it', async () => {
    const ent = await login('ent_demo', 'ent');
    const people = await s.database.db.select({ name: staff.name, idCard: staff.idCard, phone: staff.phone }).from(staff).where(and(eq(staff.enterpriseId, 1), isNull(staff.leftOn))).orderBy(asc(staff.id)).limit(50);
    expect(people).toHaveLength(50);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('申报人员');
    sheet.addRow(['姓名', '身份证号码', '手机号码', '岗位', '留岗开始日期', '留岗结束日期']);
    for (const p of people) sheet.addRow([p.name, p.idCard, p.phone, '生产操作工', '2026-02-14', '2026-02-24']);
    sheet.addRow(['错号码', '44010619900101123X', '13900000000', '普工', '2026-02-14', '2026-02-24']);
    const [outsider] = await s.database.db.select({ name: staff.name, idCard: staff.idCard }).from(staff).innerJoin(enterprise, eq(enterprise.id, staff.enterpriseId)).where(eq(staff.enterpriseId, 2)).limit(1);
    sheet.addRow([outsider!.name, outsider!.idCard, '13900000001', '普工', '2026-02-14', '2026-02-24']);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    const draft = await post(s.apiUrl, '/api/second/apply/springAllowance/save', { fields: { year: 2026, contactName: '陈晓明', contactPhone: '13900139001', bankName: '中国工商银行广州南湾支行', bankAccount: '6222020200112233445' } }, { token: ent });
    expect(draft.body.data.status).toBe('temporary_storage');
    const out = await importPeople(s.apiUrl, ent, file, { type: 'springAllowance' });
    expect(out.code).toBe(2000);
    expect(out.data).toMatchObject({ total: 52, inserted: 50, updated: 0, application: { id: draft.body.data.id, status: 'temporary_storage' } });
    expect(out.data.problems).toEqual([
      { row: 52, column: '身份证号码', reason: '身份证号码应为18位，且出生日期和校验位正确' },
      { row: 53, column: '', reason: '不是本企业在职人员（请先在“人员信息”中登记）' },
    ]);
    expect(out.data.errorWorkbook).toEqual(expect.any(String));

    const submitted = await post(s.apiUrl, '/api/second/task/entApply', { id: out.data.application.id, version: out.data.application.version }, { token: ent });
    expect(submitted.body.data.status).toBe('awaiting_check');
    const detail = (await get(s.apiUrl, `/api/second/task/entDetail?id=${submitted.body.data.id}`, { token: ent })).body.data;
    expect(detail).toMatchObject({ peopleCount: 50, amount: 25_000, type: 'springAllowance' });
    expect(detail.fields.people[0].idCard).toBe(people[0]!.idCard);
    expect(detail.timeline.map((e: { action: string }) => e.action)).toEqual(['save', 'import', 'entApply']);
    // the same people cannot be claimed twice in a year
    const twice = await importPeople(s.apiUrl, ent, file, { type: 'springAllowance' });
    expect(twice.data.problems.filter((p: { reason: string }) => p.reason === '本年度已在其他春节留岗补贴申请中')).toHaveLength(50);
  });

  it('revokes a decision back to pending audit, and shows the scoring standard, template and public entry', async () => {
    const rcjt = await login('staff_rcjt', 'gov');
    const refused = (await get(s.apiUrl, '/api/second/task/list?type=zhufang&status=refused', { token: rcjt })).body.data.list[0];
    expect((await post(s.apiUrl, '/api/second/task/revocation', { id: refused.id, version: refused.version, comment: '' }, { token: rcjt })).body.code).toBe(4001);
    const revoked = await post(s.apiUrl, '/api/second/task/revocation', { id: refused.id, version: refused.version, comment: '复核后发现社保记录有误' }, { token: rcjt });
    expect(revoked.body.data).toMatchObject({ status: 'awaiting_check', version: refused.version + 1 });
    const timeline = (await get(s.apiUrl, `/api/second/task/adminDetail?id=${refused.id}`, { token: rcjt })).body.data.timeline;
    expect(timeline.at(-1)).toMatchObject({ action: 'revocation', actionLabel: '撤销审核结果', fromStatus: 'refused', toStatus: 'awaiting_check', comment: '复核后发现社保记录有误' });
    expect((await post(s.apiUrl, '/api/second/task/revocation', { id: refused.id, version: refused.version + 1, comment: '再撤销' }, { token: rcjt })).body.code).toBe(4009);

    const zfbt = (await get(s.apiUrl, '/api/second/task/list?type=zfbtUser&status=awaiting_check', { token: rcjt })).body.data.list[0];
    const sheet = (await get(s.apiUrl, `/system/zfbtScore?id=${zfbt.id}`, { token: rcjt })).body.data;
    expect(sheet.standard.map((x: { item: string }) => x.item)).toEqual(['学历', '本区社保', '年龄']);
    expect(sheet.application.items.reduce((a: number, x: { points: number }) => a + x.points, 0)).toBe(sheet.application.suggestedScore);
    expect(sheet.application.scores.length).toBeGreaterThanOrEqual(1);

    const res = await fetch(`${s.apiUrl}/api/second/task/importTemplate?type=springAllowance`);
    expect((await firstSheetOf(res)).getRow(1).values).toEqual([undefined, '姓名', '身份证号码', '手机号码', '岗位', '留岗开始日期', '留岗结束日期']);

    const published = (await get(s.apiUrl, '/api/second/apply/areaList?type=springAllowance&limit=10')).body.data.list[0];
    const entry = (await get(s.apiUrl, `/api/second/apply/publicityDetail?id=${published.id}`)).body.data;
    expect(entry.people.length).toBe(published.peopleCount);
    for (const p of entry.people) expect(p.idCard).toMatch(MASKED_ID);
    expect((await get(s.apiUrl, `/api/second/apply/publicityDetail?id=${refused.id}`)).body.code).toBe(4004);
  });

  it('counts the people who applied for the banner by task code', async () => {
    const housingCount = (await get(s.apiUrl, '/api/second/task/applyCount?taskTypeCode=20')).body.data.count;
    const ruhuCount = (await get(s.apiUrl, '/api/second/task/applyCount?taskTypeCode=10')).body.data.count;
    const all = (await get(s.apiUrl, '/api/second/task/applyCount')).body.data.count;
    const [distinct] = await s.database.db
      .select({ n: sql<number>`count(distinct ${application.applicantIdCard})::int` })
      .from(application)
      .where(and(eq(application.type, 'zhufang'), sql`${application.status} not in ('temporary_storage', 'withdraw', 'ent_withdraw')`));
    expect(housingCount).toBe(distinct?.n);
    expect(housingCount).toBeGreaterThan(5);
    expect(ruhuCount).toBeGreaterThan(5);
    expect(all).toBeGreaterThan(housingCount + ruhuCount);
    expect((await get(s.apiUrl, '/api/second/task/applyCount?taskTypeCode=30')).body.code).toBe(4001);
  });
});
