import { and, eq, isNull } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMAND_STATUSES, DEMAND_WORKFLOW, type DemandAction } from '@portal/api';
import { hashPassword } from '../src/modules/account/password';
import { appUser } from '../src/modules/account/tables';
import { transition } from '../src/modules/demand/service';
import { demand } from '../src/modules/demand/tables';
import { demandResponse } from '../src/modules/demandResponse/tables';
import { attemptPush, drainDue, flakyAdapter, LP_BACKOFF_BASE_MS, LP_MAX_ATTEMPTS, recordingAdapter, type LpAdapter } from '../src/modules/lp/outbox';
import { lpOutbox, lpPushAttempt } from '../src/modules/lp/tables';
import { get, loginToken, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

const job = {
  postName: '投递流程测试岗',
  education: '大学本科',
  salaryMin: 8000,
  salaryMax: 12000,
  headcount: 2,
  workAddress: '南湾区测试路1号',
  description: '负责测试投递、分配、跟踪与站内信的全过程。',
  contactName: '刘女士',
  contactPhone: '13900139002',
};
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const rowValues = (sheet: ExcelJS.Worksheet, r: number) => (sheet.getRow(r).values as unknown[]).slice(1);

describe.each(backends)('resume responses, track records and pushes on %s', (backend) => {
  let s: TestServer;
  let ent: string;
  let gov: string;
  let otherEnt: string;
  let person: string;
  let otherPerson: string;
  let demandId: number;

  const upload = async (path: string, token: string, fields: Record<string, string>, file?: { data: Buffer; name: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
    return (await (await fetch(`${s.apiUrl}${path}`, { method: 'POST', headers: { token }, body: form })).json()) as { code: number; msg: string; data: any };
  };
  const respond = (token: string, extra: Record<string, string> = {}) => upload('/api/demandResponse/add', token, { demandId: String(demandId), note: '期待加入', ...extra }, { data: pdf, name: '简历.pdf' });

  beforeAll(async () => {
    s = await startTestServer(backend);
    ent = await loginToken(s.apiUrl, 'ent');
    gov = await loginToken(s.apiUrl, 'gov');
    const passwordHash = await hashPassword('Demo@2025');
    await s.database.db.insert(appUser).values([
      { username: 'ent_resp_other', passwordHash, userKind: 2, name: '赵六', enterpriseId: 2 },
      { username: 'person_resp_other', passwordHash, userKind: 3, category: 'person', name: '王芳', phonenumber: '13700137999' },
    ]);
    otherEnt = (await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_resp_other', password: 'Demo@2025' })).body.data.userInfo.token;
    person = (await post(s.apiUrl, '/api/second/user/loginPwd', { username: 'person_demo', password: 'Demo@2025' })).body.data.userInfo.token;
    otherPerson = (await post(s.apiUrl, '/api/second/user/loginPwd', { username: 'person_resp_other', password: 'Demo@2025' })).body.data.userInfo.token;
    demandId = (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, submit: true }, { token: ent })).body.data.id;
    await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [demandId], action: 'approve' }, { token: gov });
  });
  afterAll(async () => s?.close());

  it('seeds responses so the pages are not empty: person_demo has tracked, allocated and waiting ones', async () => {
    const mine = (await get(s.apiUrl, '/api/demandResponse/myResponse', { token: person })).body.data;
    expect(mine.list.map((r: { stage: string }) => r.stage).sort()).toEqual(['allocated', 'submitted', 'tracked']);
    const stats = (await get(s.apiUrl, '/api/demandResponse/getStatistics', { token: gov })).body.data;
    expect(stats).toMatchObject({ total: 60, hidden: 3, imported: 57 });
    expect(stats.submitted + stats.allocated + stats.tracked).toBe(stats.total);
    expect(stats.tracked).toBeGreaterThan(0);
    expect((await post(s.apiUrl, '/trackRecord/pageList', { limit: 10 }, { token: gov })).body.data.total).toBe(40);
  });

  it('checks before responding, takes the resume with its information, and lets the applicant withdraw it while unallocated', async () => {
    const check = () => post(s.apiUrl, '/api/demandResponse/checkAttachment', { demandId }, { token: otherPerson });
    expect((await check()).body.data).toEqual({ responded: false, responseId: null, stage: null, lastResumeName: '' });
    expect((await respond(otherPerson, { graduateDate: '2025-02-30' })).msg).toBe('参数错误：graduateDate 毕业日期不是有效日期');
    const added = await respond(otherPerson, { education: '硕士研究生', school: '暨南大学', major: '统计学', graduateDate: '2027-06-30' });
    expect(added.code).toBe(2000);
    expect((await check()).body.data).toEqual({ responded: true, responseId: added.data.id, stage: 'submitted', lastResumeName: '简历.pdf' });
    const listed = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { id: added.data.id }, { token: gov })).body.data.list[0];
    expect(listed).toMatchObject({ applicantName: '王芳', applicantPhone: '137****7999', source: 'online', education: '硕士研究生', school: '暨南大学', graduateDate: '2027-06-30', stage: 'submitted' });

    // withdrawing: others may not, the applicant may while nobody follows it up
    const del = (token: string) => post(s.apiUrl, `/api/demandResponse/deleteDemandResponseById/${added.data.id}`, {}, { token });
    expect((await del(person)).body.code).toBe(4003);
    expect((await del(ent)).body.code).toBe(4003);
    expect((await del(otherEnt)).body.code).toBe(4003);
    expect((await del(otherPerson)).body.code).toBe(2000);
    expect((await check()).body.data.responded).toBe(false);
  });

  it('allocates by hand and automatically (evenly to the employment centre), unbinds, hides, and keeps tracked ones bound', async () => {
    const { id } = (await respond(person)).data;
    const groups = (await get(s.apiUrl, '/api/demandResponse/getGroupLists', { token: gov })).body.data as { deptName: string; staff: { userId: number; name: string }[] }[];
    const centre = groups.find((g) => g.deptName === '就业中心')!;
    expect(centre.staff.map((x) => x.name)).toContain('李文华');

    const waitingBefore = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { stage: 'submitted', limit: 50 }, { token: gov })).body.data.total as number;
    expect(waitingBefore).toBeGreaterThan(5);
    const auto = (await post(s.apiUrl, '/api/demandResponse/automationAllocation', {}, { token: gov })).body.data;
    expect(auto.updated).toBe(waitingBefore);
    const loads = auto.staff.map((x: { responses: number }) => x.responses);
    expect(Math.max(...loads) - Math.min(...loads)).toBeLessThanOrEqual(1);
    expect(auto.staff.reduce((n: number, x: { added: number }) => n + x.added, 0)).toBe(waitingBefore);
    expect((await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { stage: 'submitted' }, { token: gov })).body.data.total).toBe(0);
    // hidden responses are left alone
    expect((await s.database.db.select().from(demandResponse).where(and(eq(demandResponse.hidden, true), isNull(demandResponse.adminId)))).length).toBe(3);

    expect((await post(s.apiUrl, '/api/demandResponse/unbindAdminId', { ids: [id] }, { token: gov })).body.data).toEqual({ updated: 1 });
    expect((await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { id }, { token: gov })).body.data.list[0]).toMatchObject({ stage: 'submitted', adminName: '', adminId: null });
    const staffId = centre.staff[0]!.userId;
    expect((await post(s.apiUrl, '/api/demandResponse/allocation', { ids: [id], adminId: staffId }, { token: gov })).body.data).toEqual({ updated: 1 });
    expect((await post(s.apiUrl, `/api/demandResponse/addDemandTarckById/${id}`, { content: '已电话联系' }, { token: gov })).body.code).toBe(2000);
    const refused = await post(s.apiUrl, '/api/demandResponse/unbindAdminId', { ids: [id] }, { token: gov });
    expect(refused.body).toMatchObject({ code: 4009, msg: `投递（编号${id}）已有跟踪记录，不能解绑，可改派给其他工作人员` });
    expect((await post(s.apiUrl, '/api/demandResponse/allocation', { ids: [id, 99999999], adminId: staffId }, { token: gov })).body.code).toBe(4004);

    expect((await post(s.apiUrl, '/api/demandResponse/hide', { ids: [id] }, { token: gov })).body.data).toEqual({ updated: 1 });
    expect((await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { keyword: job.postName }, { token: gov })).body.data.total).toBe(0);
    expect((await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { keyword: job.postName, hidden: true }, { token: gov })).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await get(s.apiUrl, `/api/demandResponse/listNeedLogin?demandId=${demandId}`, { token: ent })).body.data.total).toBe(0);
    await post(s.apiUrl, '/api/demandResponse/hide', { ids: [id], hidden: false }, { token: gov });
    expect((await get(s.apiUrl, `/api/demandResponse/listNeedLogin?demandId=${demandId}`, { token: ent })).body.data.list.map((r: { id: number }) => r.id)).toEqual([id]);

    const byJob = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse2', { keyword: job.postName }, { token: gov })).body.data;
    expect(byJob.list).toEqual([expect.objectContaining({ demandId, postName: job.postName, responses: 1, submitted: 0, allocated: 0, tracked: 1 })]);

    // the applicant confirms the record; nobody else may; twice is a conflict
    const [track] = (await get(s.apiUrl, `/api/demandResponse/getDemandTarckById/${id}`, { token: person })).body.data;
    expect(track.confirmedAt).toBeNull();
    expect((await post(s.apiUrl, '/api/demandResponse/confirmDemandTarckById', { id: track.id }, { token: otherPerson })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/demandResponse/confirmDemandTarckById', { id: track.id }, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/demandResponse/confirmDemandTarckById', { id: track.id }, { token: person })).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/demandResponse/confirmDemandTarckById', { id: track.id }, { token: person })).body.code).toBe(4009);
    expect((await get(s.apiUrl, `/api/demandResponse/getDemandTarckById/${id}`, { token: ent })).body.data[0].confirmedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // allocated: the applicant can no longer withdraw it
    expect((await post(s.apiUrl, `/api/demandResponse/deleteDemandResponseById/${id}`, {}, { token: person })).body.code).toBe(4009);
  });

  it('sends in-site mails into my messages of the applicant or every account of the enterprise, and lists them', async () => {
    const [mine] = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { keyword: job.postName }, { token: gov })).body.data.list;
    const mail = { id: mine.id, to: 'applicant', title: '面试通知', content: '请于下周一上午到南湾区测试路1号面试。' };
    expect((await post(s.apiUrl, '/api/demandResponse/sendInMail', mail, { token: gov })).body.data).toEqual({ sent: 1 });
    const inbox = (await post(s.apiUrl, '/api/notice/one/msg', { unreadOnly: true }, { token: person })).body.data;
    const got = inbox.list.find((m: { kind: string; title: string }) => m.kind === 'mail' && m.title === '面试通知');
    expect(got).toMatchObject({ noticeId: null, category: null, content: mail.content, link: `/myResponse?id=${mine.id}`, deptName: '就业中心', read: false });
    const left = (await post(s.apiUrl, '/api/notice/one/read', { messageIds: [got.id] }, { token: person })).body.data.count;
    expect(left).toBe(inbox.unread - 1);

    const entAccounts = await s.database.db.select().from(appUser).where(and(eq(appUser.enterpriseId, 1), eq(appUser.userKind, 2), eq(appUser.status, 'active')));
    expect((await post(s.apiUrl, '/api/demandResponse/sendInMail', { ...mail, to: 'enterprise', title: '有新的投递' }, { token: gov })).body.data).toEqual({ sent: entAccounts.length });
    expect((await post(s.apiUrl, '/api/notice/one/msg', {}, { token: ent })).body.data.list[0]).toMatchObject({ kind: 'mail', title: '有新的投递', link: `/entDemandDetail?id=${demandId}` });
    const sent = (await post(s.apiUrl, '/api/demandResponse/selectNotice', { id: mine.id }, { token: gov })).body.data;
    expect(sent.map((m: { to: string; title: string; recipients: number }) => [m.to, m.title, m.recipients])).toEqual([
      ['enterprise', '有新的投递', entAccounts.length],
      ['applicant', '面试通知', 1],
    ]);
    expect((await post(s.apiUrl, '/api/demandResponse/sendInMail', { ...mail, title: '标' }, { token: gov })).body.msg).toBe('参数错误：title 请填写标题（至少2个字）');
    const [imported] = await s.database.db.select({ id: demandResponse.id }).from(demandResponse).where(eq(demandResponse.source, 'import')).limit(1);
    expect((await post(s.apiUrl, '/api/demandResponse/sendInMail', { ...mail, id: imported!.id }, { token: gov })).body).toMatchObject({ code: 4009, msg: '导入的简历没有平台账号，无法给求职者发站内信' });
    // the all-read switch clears mails too
    await post(s.apiUrl, '/api/demandResponse/sendInMail', mail, { token: gov });
    expect((await post(s.apiUrl, '/api/notice/one/read', { all: true }, { token: person })).body.data.count).toBe(0);
  });

  it('imports resume information from a workbook, rejecting bad rows with reasons and an error workbook', async () => {
    const template = await fetch(`${s.apiUrl}/api/template/download?name=resume`);
    const head = await firstSheetOf(template);
    expect(rowValues(head, 1)).toEqual(['岗位编号', '姓名', '手机号码', '最高学历', '毕业院校', '专业', '毕业日期', '备注']);

    const [off] = await s.database.db.select({ id: demand.id }).from(demand).where(eq(demand.status, 'off')).limit(1);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('简历信息');
    sheet.addRow(['岗位编号', '姓名', '手机号码', '最高学历', '毕业院校', '专业', '毕业日期', '备注']);
    sheet.addRow([demandId, '陈一', '13511110001', '大学本科', '暨南大学', '会计学', new Date(Date.UTC(2024, 5, 30)), '招聘会']);
    sheet.addRow([demandId, '陈二', '13511110002', '大学专科', '', '', '2023/7/1', '']);
    sheet.addRow([demandId, '陈三', '1351111', '大学本科', '', '', '', '']);
    sheet.addRow([off!.id, '陈四', '13511110004', '大学本科', '', '', '', '']);
    sheet.addRow([demandId, '陈五', '13511110001', '大学本科', '', '', '', '']);
    sheet.addRow([demandId, '陈六', '13511110006', '本科', '', '', '', '']);
    const res = await upload('/api/demandResponse/importResumeInfo', gov, {}, { data: Buffer.from(await book.xlsx.writeBuffer()), name: '简历.xlsx' });
    expect(res.data).toMatchObject({ total: 6, inserted: 2 });
    expect(res.data.problems).toEqual([
      { row: 4, column: '手机号码', reason: '手机号码应为11位大陆手机号' },
      { row: 5, column: '', reason: `岗位编号 ${off!.id} 不存在或岗位未上架` },
      { row: 6, column: '', reason: '与第2行重复（同一岗位、同一手机号码）' },
      { row: 7, column: '最高学历', reason: '最高学历只能是：博士研究生、硕士研究生、大学本科、大学专科、高中及以下' },
    ]);
    const errors = await firstSheetOf(Buffer.from(res.data.errorWorkbook, 'base64'));
    expect(errors.rowCount).toBe(5);
    expect(errors.getRow(2).getCell(9).value).toBe(4);
    const imported = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { demandId, keyword: '陈一' }, { token: gov })).body.data.list[0];
    expect(imported).toMatchObject({ source: 'import', applicantName: '陈一', applicantPhone: '135****0001', graduateDate: '2024-06-30', resumeName: '', stage: 'submitted' });
    expect((await fetch(`${s.apiUrl}/api/demandResponse/resume/${imported.id}`, { headers: { token: gov } }).then((r) => r.json())).code).toBe(4004);
    const years = (await get(s.apiUrl, '/api/demandResponse/getGraduateDate', { token: gov })).body.data as { year: string; count: number }[];
    expect(years.find((y) => y.year === '2024')!.count).toBeGreaterThanOrEqual(1);
    expect(years.map((y) => y.year)).toEqual([...years.map((y) => y.year)].sort());
    // again: the same phone numbers are already there
    const again = await upload('/api/demandResponse/importResumeInfo', gov, {}, { data: Buffer.from(await book.xlsx.writeBuffer()), name: '简历.xlsx' });
    expect(again.data.inserted).toBe(0);
    expect(again.data.problems[0]).toEqual({ row: 2, column: '', reason: `手机号码 13511110001 已投递过岗位 ${demandId}` });
  });

  it('streams the response and demand exports with Chinese headers, one row per record', async () => {
    const total = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { limit: 10 }, { token: gov })).body.data.total;
    const res = await fetch(`${s.apiUrl}/api/demandResponse/export`, { headers: { token: gov } });
    expect(res.headers.get('content-disposition')).toMatch(/filename\*=UTF-8''%E7%AE%80%E5%8E%86%E6%8A%95%E9%80%92\d{8}\.xlsx/);
    const sheet = await firstSheetOf(res);
    expect(rowValues(sheet, 1).slice(0, 6)).toEqual(['编号', '求职者', '手机号码', '来源', '岗位', '企业']);
    expect(sheet.rowCount).toBe(total + 1);
    const hidden = await firstSheetOf(await fetch(`${s.apiUrl}/api/demandResponse/export?hidden=true`, { headers: { token: gov } }));
    expect(hidden.rowCount).toBe(4);

    const pending = (await get(s.apiUrl, '/api/center/demand/list1?status=on&limit=10', { token: gov })).body.data.total;
    const demands = await firstSheetOf(await fetch(`${s.apiUrl}/api/center/demand/export?status=on`, { headers: { token: gov } }));
    expect(rowValues(demands, 1).slice(0, 3)).toEqual(['编号', '岗位名称', '企业']);
    expect(demands.rowCount).toBe(pending + 1);
    expect(new Set(Array.from({ length: pending }, (_, i) => demands.getRow(i + 2).getCell(13).value))).toEqual(new Set(['已上架']));
  });

  it('answers 4003 to enterprises and individuals on every staff route, and 2003 without a session', async () => {
    const staffOnly: [string, string, object?][] = [
      ['POST', '/api/demandResponse/selectAllResponse'],
      ['POST', '/api/demandResponse/selectAllResponse2'],
      ['POST', '/api/demandResponse/hide', { ids: [1] }],
      ['POST', '/api/demandResponse/getAllocationList'],
      ['POST', '/api/demandResponse/allocation', { ids: [1], adminId: 1 }],
      ['POST', '/api/demandResponse/unbindAdminId', { ids: [1] }],
      ['POST', '/api/demandResponse/automationAllocation'],
      ['POST', '/api/demandResponse/sendInMail', { id: 1, to: 'applicant', title: '标题', content: '内容' }],
      ['POST', '/api/demandResponse/selectNotice', { id: 1 }],
      ['POST', '/api/demandResponse/addDemandTarckById/1', { content: '跟踪内容' }],
      ['GET', '/api/demandResponse/getStatistics'],
      ['GET', '/api/demandResponse/getGraduateDate'],
      ['GET', '/api/demandResponse/getGroupLists'],
      ['GET', '/api/demandResponse/export'],
      ['GET', '/api/center/demand/export'],
      ['POST', '/trackRecord/pageList'],
      ['POST', '/trackRecord/addUpd', {}],
      ['POST', '/trackRecord/delete/1'],
      ['GET', '/trackRecord/downloadImportTemplate'],
      ['GET', '/trackRecord/downloadErrorXlsx?importId=1'],
    ];
    for (const [method, path, body] of staffOnly) {
      for (const token of [ent, person]) {
        const res = method === 'GET' ? await get(s.apiUrl, path, { token }) : await post(s.apiUrl, path, body ?? {}, { token });
        expect([path, res.body.code]).toEqual([path, 4003]);
      }
      const anonymous = method === 'GET' ? await get(s.apiUrl, path) : await post(s.apiUrl, path, body ?? {});
      expect([path, anonymous.body.code]).toEqual([path, 2003]);
    }
    for (const path of ['/api/demandResponse/importResumeInfo', '/trackRecord/importServiceRecords']) {
      for (const token of [ent, person]) expect((await upload(path, token, {}, { data: Buffer.from('x'), name: 'a.xlsx' })).code).toBe(4003);
    }
    // individuals' routes are theirs only; enterprises' list is their own jobs only
    expect((await post(s.apiUrl, '/api/demandResponse/checkAttachment', { demandId }, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/demandResponse/confirmDemandTarckById', { id: 1 }, { token: gov })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/demandResponse/myResponse', { token: ent })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/demandResponse/listNeedLogin', { token: person })).body.code).toBe(4003);
    expect((await get(s.apiUrl, `/api/demandResponse/listNeedLogin?demandId=${demandId}`, { token: otherEnt })).body.data.total).toBe(0);
    const [mine] = (await get(s.apiUrl, '/api/demandResponse/myResponse', { token: person })).body.data.list;
    for (const token of [otherEnt, otherPerson]) {
      expect((await get(s.apiUrl, `/api/demandResponse/getDemandTarckById/${mine.id}`, { token })).body.code).toBe(4003);
      expect((await fetch(`${s.apiUrl}/api/demandResponse/resume/${mine.id}`, { headers: { token } }).then((r) => r.json())).code).toBe(4003);
    }
    // the public ticker masks names
    const ticker = (await get(s.apiUrl, '/api/demandResponse/list')).body.data;
    expect(ticker.list).toHaveLength(10);
    expect(ticker.list.every((r: { applicant: string }) => /^.\*+$/u.test(r.applicant))).toBe(true);
  });

  it('keeps track service records: add, change, list with filters, delete, import with an error workbook for the importer only', async () => {
    const record = { name: '黄小明', idCard: '440106199001011235', phone: '13800138123', serviceType: '岗位推荐', content: '推荐至南湾科技面试', serviceDate: '2026-03-01', result: '' };
    expect((await post(s.apiUrl, '/trackRecord/addUpd', { ...record, idCard: '440106199001011234' }, { token: gov })).body.msg).toBe('参数错误：idCard 身份证号码应为18位，且出生日期和校验位正确');
    expect((await post(s.apiUrl, '/trackRecord/addUpd', { ...record, serviceDate: '2999-01-01' }, { token: gov })).body.msg).toBe('参数错误：serviceDate 服务日期不是有效日期或晚于今天');
    const { id } = (await post(s.apiUrl, '/trackRecord/addUpd', record, { token: gov })).body.data;
    expect((await post(s.apiUrl, '/trackRecord/addUpd', { ...record, id, result: '已录用' }, { token: gov })).body.data).toEqual({ id });
    const found = (await post(s.apiUrl, '/trackRecord/pageList', { keyword: '黄小明' }, { token: gov })).body.data;
    expect(found.list).toEqual([expect.objectContaining({ id, result: '已录用', userName: '李文华', serviceDate: '2026-03-01' })]);
    expect((await post(s.apiUrl, '/trackRecord/pageList', { keyword: '440106199001', serviceType: '职业培训', limit: 50 }, { token: gov })).body.data.list.every((r: { serviceType: string }) => r.serviceType === '职业培训')).toBe(true);
    const march = (await post(s.apiUrl, '/trackRecord/pageList', { beginTime: '2026-03-01', endTime: '2026-03-01', limit: 50 }, { token: gov })).body.data;
    expect(march.list.map((r: { serviceDate: string }) => r.serviceDate)).toContain('2026-03-01');
    expect(march.list.every((r: { serviceDate: string }) => r.serviceDate === '2026-03-01')).toBe(true);
    expect((await post(s.apiUrl, `/trackRecord/delete/${id}`, {}, { token: gov })).body.code).toBe(2000);
    expect((await post(s.apiUrl, `/trackRecord/delete/${id}`, {}, { token: gov })).body.code).toBe(4004);

    const template = await firstSheetOf(await fetch(`${s.apiUrl}/trackRecord/downloadImportTemplate`, { headers: { token: gov } }));
    expect(rowValues(template, 1)).toEqual(['姓名', '身份证号码', '手机号码', '服务类型', '服务内容', '服务日期', '服务结果']);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('跟踪服务记录');
    sheet.addRow(['姓名', '身份证号码', '手机号码', '服务类型', '服务内容', '服务日期', '服务结果']);
    sheet.addRow(['刘一', '440106199001011235', '13800000001', '就业指导', '面谈了解就业意向', '2026-02-01', '']);
    sheet.addRow(['刘二', Number('440106199001011235'), '13800000002', '就业指导', '面谈了解就业意向', '2026-02-01', '']);
    sheet.addRow(['刘三', '440106199001011235', '13800000003', '上门服务', '面谈了解就业意向', '2026-02-01', '']);
    const imported = await upload('/trackRecord/importServiceRecords', gov, {}, { data: Buffer.from(await book.xlsx.writeBuffer()), name: '记录.xlsx' });
    expect(imported.data).toMatchObject({ total: 3, inserted: 1 });
    expect(imported.data.problems.map((p: { row: number; column: string }) => [p.row, p.column])).toEqual([
      [3, '身份证号码'],
      [4, '服务类型'],
    ]);
    const errors = await fetch(`${s.apiUrl}/trackRecord/downloadErrorXlsx?importId=${imported.data.importId}`, { headers: { token: gov } });
    const errSheet = await firstSheetOf(errors);
    expect(errSheet.rowCount).toBe(3);
    expect([errSheet.getRow(2).getCell(8).value, errSheet.getRow(3).getCell(8).value]).toEqual([3, 4]);
    expect(String(errSheet.getRow(3).getCell(9).value)).toContain('服务类型只能是');
    const otherStaff = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_kjj', password: 'Demo@2025' })).body.data.userInfo.token;
    expect((await get(s.apiUrl, `/trackRecord/downloadErrorXlsx?importId=${imported.data.importId}`, { token: otherStaff })).body.code).toBe(4003);
  });

  it('pushes an enterprise or an on-shelf job to the external site through the outbox; only its own for an enterprise', async () => {
    const pushed = (await post(s.apiUrl, '/api/lp/ent/add', {}, { token: ent })).body.data;
    expect(pushed).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null, lastError: '' });
    const [row] = await s.database.db.select().from(lpOutbox).where(eq(lpOutbox.id, pushed.outboxId));
    expect(row).toMatchObject({ kind: 'ent', refId: 1, externalId: `recorded-ent-${pushed.outboxId}` });
    expect((await post(s.apiUrl, '/api/lp/ent/add', { entId: 2 }, { token: ent })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/lp/ent/add', { entId: 2 }, { token: person })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/lp/ent/add', {}, { token: gov })).body.code).toBe(4001);
    expect((await post(s.apiUrl, '/api/lp/ent/add', { entId: 2 }, { token: gov })).body.data.status).toBe('sent');

    expect((await post(s.apiUrl, '/api/lp/job/add', { demandId }, { token: ent })).body.data).toMatchObject({ status: 'sent', attempts: 1 });
    expect((await post(s.apiUrl, '/api/lp/job/add', { demandId }, { token: otherEnt })).body.code).toBe(4003);
    expect((await post(s.apiUrl, '/api/lp/job/add', { demandId }, { token: person })).body.code).toBe(4003);
    const [draft] = await s.database.db.select({ id: demand.id }).from(demand).where(and(eq(demand.enterpriseId, 1), eq(demand.status, 'draft'))).limit(1);
    expect((await post(s.apiUrl, '/api/lp/job/add', { demandId: draft!.id }, { token: ent })).body.code).toBe(4009);
  });

  it('retries a failed push with exponential backoff, records every attempt, and gives up after the last one', async () => {
    const db = s.database.db;
    const t0 = new Date('2026-11-01T08:00:00Z');
    const [row] = await db.insert(lpOutbox).values({ kind: 'job', refId: demandId, payload: { postName: job.postName }, nextAttemptAt: t0 }).returning();
    const site = flakyAdapter(2);
    const first = await attemptPush(db, site, row!.id, t0);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: '外部招聘网站暂不可用（模拟故障）' });
    expect(first.nextAttemptAt.getTime() - t0.getTime()).toBe(LP_BACKOFF_BASE_MS);
    // not due yet: nothing happens
    expect((await attemptPush(db, site, row!.id, new Date(t0.getTime() + 1000))).attempts).toBe(1);
    const t1 = first.nextAttemptAt;
    expect(await drainDue(db, site, t1)).toBeGreaterThanOrEqual(1);
    const [second] = await db.select().from(lpOutbox).where(eq(lpOutbox.id, row!.id));
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    expect(second!.nextAttemptAt.getTime() - t1.getTime()).toBe(2 * LP_BACKOFF_BASE_MS);
    const third = await attemptPush(db, site, row!.id, second!.nextAttemptAt);
    expect(third).toMatchObject({ status: 'sent', attempts: 3, externalId: `recorded-job-${row!.id}` });
    const attempts = await db.select().from(lpPushAttempt).where(eq(lpPushAttempt.outboxId, row!.id)).orderBy(lpPushAttempt.id);
    expect(attempts.map((a) => a.ok)).toEqual([false, false, true]);

    const [doomed] = await db.insert(lpOutbox).values({ kind: 'ent', refId: 1, payload: {}, nextAttemptAt: t0 }).returning();
    const down = flakyAdapter(100);
    let at = t0;
    let last = doomed!;
    for (let i = 0; i < LP_MAX_ATTEMPTS; i++) {
      last = await attemptPush(db, down, doomed!.id, at);
      at = last.nextAttemptAt;
    }
    expect(last).toMatchObject({ status: 'failed', attempts: LP_MAX_ATTEMPTS });
    expect((await attemptPush(db, down, doomed!.id, new Date(at.getTime() + 86_400_000))).attempts).toBe(LP_MAX_ATTEMPTS);
  });

  it.runIf(backend === 'postgres')('two workers draining the outbox at the same instant push a row once (two servers on one PostgreSQL)', async () => {
    const db = s.database.db;
    const t0 = new Date();
    let pushes = 0;
    const slow: LpAdapter = {
      name: 'slow',
      push: async (kind, payload) => {
        pushes += 1;
        await new Promise((r) => setTimeout(r, 100));
        return recordingAdapter.push(kind, payload);
      },
    };
    for (let i = 0; i < 5; i++) {
      const [row] = await db.insert(lpOutbox).values({ kind: 'job', refId: demandId, payload: { postName: job.postName }, nextAttemptAt: t0 }).returning();
      pushes = 0;
      const [a, b] = await Promise.all([attemptPush(db, slow, row!.id, t0), attemptPush(db, slow, row!.id, t0)]);
      expect(pushes).toBe(1);
      const [final] = await db.select().from(lpOutbox).where(eq(lpOutbox.id, row!.id));
      expect(final).toMatchObject({ status: 'sent', attempts: 1 });
      expect([a.attempts, b.attempts]).toEqual([1, 1]);
    }
  });

  it('changes demand status only along the one transition table; every other change is 4009 and leaves the status', async () => {
    const db = s.database.db;
    const [row] = await db.select().from(appUser).where(eq(appUser.username, 'staff_jyzx'));
    const staff = { ...row!, token: '' };
    const { id } = (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, postName: '状态表测试岗' }, { token: ent })).body.data;
    for (const from of DEMAND_STATUSES) {
      for (const [action, rule] of Object.entries(DEMAND_WORKFLOW.actions) as [DemandAction, (typeof DEMAND_WORKFLOW.actions)[DemandAction]][]) {
        await db.update(demand).set({ status: from }).where(eq(demand.id, id));
        const by = rule.by === 'ent' ? { user: staff, enterpriseId: 1 } : { user: staff, enterpriseId: null };
        const allowed = (rule.from as readonly string[]).includes(from);
        const outcome = await transition(db, [id], action, by).then(
          (r) => r.status as string,
          (e: { code: number }) => e.code,
        );
        const [now] = await db.select({ status: demand.status }).from(demand).where(eq(demand.id, id));
        expect([from, action, outcome, now!.status]).toEqual([from, action, allowed ? rule.to : 4009, allowed ? rule.to : from]);
      }
    }
    // the wrong kind of caller for an action is refused before any status is looked at
    await db.update(demand).set({ status: 'pending' }).where(eq(demand.id, id));
    await expect(transition(db, [id], 'approve', { user: staff, enterpriseId: 1 })).rejects.toMatchObject({ code: 4003 });
  });
});
