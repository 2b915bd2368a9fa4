import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/account/password';
import { appUser } from '../src/modules/account/tables';
import { demand, demandStatusLog } from '../src/modules/demand/tables';
import { enterprise } from '../src/modules/enterprise/tables';
import { get, loginToken, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

const job = {
  postName: '量子测试工程师',
  education: '硕士研究生',
  salaryMin: 15000,
  salaryMax: 25000,
  headcount: 3,
  workAddress: '南湾区科技大道1号',
  description: '负责量子芯片测试平台的搭建与维护，编写测试报告。',
  contactName: '陈先生',
  contactPhone: '13900139001',
};

describe.each(backends)('job demands on %s', (backend) => {
  let s: TestServer;
  let ent: string;
  let gov: string;
  let other: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    ent = await loginToken(s.apiUrl, 'ent');
    gov = await loginToken(s.apiUrl, 'gov');
    await s.database.db.insert(appUser).values({ username: 'ent_jobs_other', passwordHash: await hashPassword('Demo@2025'), userKind: 2, name: '王五', enterpriseId: 2 });
    other = (await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_jobs_other', password: 'Demo@2025' })).body.data.userInfo.token;
  });
  afterAll(async () => s?.close());

  const statusOf = async (id: number) => (await s.database.db.select({ status: demand.status }).from(demand).where(eq(demand.id, id)))[0]?.status;
  const publicSearch = (filter: object) => post(s.apiUrl, '/api/ent/demand/pageNew', { limit: 50, ...filter });

  it('goes from draft to pending to on shelf through the enterprise and staff, and only then is public', async () => {
    const saved = await post(s.apiUrl, '/api/ent/demand/addOrUpdate', job, { token: ent });
    expect(saved.body.data).toMatchObject({ status: 'draft' });
    const id = saved.body.data.id as number;
    expect((await publicSearch({ keyword: '量子测试' })).body.data.total).toBe(0);
    expect((await post(s.apiUrl, '/api/ent/demand/detail', { id })).body.code).toBe(4004);
    expect((await post(s.apiUrl, '/api/ent/demand/detail', { id }, { token: ent })).body.data.status).toBe('draft');

    expect((await post(s.apiUrl, '/api/ent/demand/shelves', { id, on: true }, { token: ent })).body.data).toEqual({ status: 'pending' });
    const audit = await get(s.apiUrl, '/api/center/demand/list1?status=pending&limit=50', { token: gov });
    expect(audit.body.data.list.map((d: { id: number }) => d.id)).toContain(id);
    expect((await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action: 'approve' }, { token: gov })).body.data).toEqual({ updated: 1 });

    const found = await publicSearch({ keyword: '量子测试' });
    expect(found.body.data.list).toHaveLength(1);
    const [ent1] = await s.database.db.select().from(enterprise).where(eq(enterprise.id, 1));
    expect(found.body.data.list[0]).toMatchObject({ id, enterpriseId: 1, entName: ent1!.name, postName: '量子测试工程师', status: 'on', salaryMin: 15000, salaryMax: 25000 });
    expect((await post(s.apiUrl, '/api/ent/demand/detail', { id })).body.data).toMatchObject({ description: job.description, contactPhone: job.contactPhone });

    const logs = await s.database.db.select().from(demandStatusLog).where(eq(demandStatusLog.demandId, id));
    expect(logs.map((l) => [l.fromStatus, l.toStatus])).toEqual([
      ['draft', 'pending'],
      ['pending', 'on'],
    ]);
    expect((await get(s.apiUrl, '/api/ent/demand/latestRecords/1')).body.data.map((d: { id: number }) => d.id)).toContain(id);
    const counts = (await get(s.apiUrl, '/api/ent/info/getEntDemandCountById/1')).body.data;
    expect(counts.posts).toBeGreaterThanOrEqual(1);
    expect((await get(s.apiUrl, '/api/ent/info/getPostAddress', { token: ent })).body.data).toContain('南湾区科技大道1号');
  });

  it('searches on-shelf jobs by keyword, industry, street, salary range and education', async () => {
    const all = (await publicSearch({})).body.data;
    expect(all.total).toBeGreaterThan(20);
    expect(all.list.every((d: { status: string }) => d.status === 'on')).toBe(true);
    const [e] = await s.database.db.select().from(enterprise).where(eq(enterprise.id, all.list[0].enterpriseId));
    const byStreet = (await publicSearch({ streetCode: e!.streetCode })).body.data;
    expect(byStreet.total).toBeGreaterThan(0);
    expect(byStreet.list.every((d: { streetName: string }) => d.streetName === all.list[0].streetName)).toBe(true);
    const byIndustry = (await publicSearch({ industryCode: e!.industryCode })).body.data;
    expect(byIndustry.list.every((d: { industryName: string }) => d.industryName === all.list[0].industryName)).toBe(true);
    const paid = (await publicSearch({ salaryFrom: 12000, salaryTo: 14000 })).body.data;
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.list.every((d: { salaryMin: number; salaryMax: number }) => d.salaryMax >= 12000 && d.salaryMin <= 14000)).toBe(true);
    const edu = (await publicSearch({ education: '大学本科' })).body.data;
    expect(edu.list.every((d: { education: string }) => d.education === '大学本科')).toBe(true);
    const firms = (await post(s.apiUrl, '/api/ent/demand/page1', { limit: 10 })).body.data;
    expect(firms.total).toBeGreaterThan(5);
    expect(firms.list[0].posts).toBeGreaterThan(0);
  });

  it('refuses transitions outside the table with 4009 and changes nothing', async () => {
    const { id } = (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, postName: '状态测试岗', submit: true }, { token: ent })).body.data;
    expect(await statusOf(id)).toBe('pending');
    const [logsBefore] = await s.database.db.select({ n: count() }).from(demandStatusLog).where(eq(demandStatusLog.demandId, id));
    const refused = [
      await post(s.apiUrl, '/api/ent/demand/shelves', { id, on: false }, { token: ent }),
      await post(s.apiUrl, '/api/ent/demand/shelves', { id, on: true }, { token: ent }),
      await post(s.apiUrl, `/api/center/demand/takeDown/${id}`, {}, { token: gov }),
      await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, id }, { token: ent }),
      await post(s.apiUrl, '/api/ent/demand/del', { id }, { token: ent }),
    ];
    for (const r of refused) expect(r.body.code).toBe(4009);
    expect(await statusOf(id)).toBe('pending');
    const [logsAfter] = await s.database.db.select({ n: count() }).from(demandStatusLog).where(eq(demandStatusLog.demandId, id));
    expect(logsAfter!.n).toBe(logsBefore!.n);

    // a batch with one demand in the wrong status changes none of them
    const { id: draftId } = (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, postName: '草稿岗' }, { token: ent })).body.data;
    expect((await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id, draftId], action: 'approve' }, { token: gov })).body.code).toBe(4009);
    expect([await statusOf(id), await statusOf(draftId)]).toEqual(['pending', 'draft']);

    // staff send it back with a note; the enterprise edits and submits again
    await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action: 'reject', note: '薪资描述不清' }, { token: gov });
    expect((await post(s.apiUrl, '/api/ent/demand/detail', { id }, { token: ent })).body.data).toMatchObject({ status: 'draft', auditNote: '薪资描述不清' });
    expect((await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, id, salaryMax: 30000, submit: true }, { token: ent })).body.data.status).toBe('pending');
    expect((await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, salaryMin: 9000, salaryMax: 8000 }, { token: ent })).body).toMatchObject({ code: 4001, msg: '参数错误：salaryMax 最高月薪不能低于最低月薪' });
  });

  it('lets an enterprise act only on its own demands and keeps staff routes for staff', async () => {
    const { id } = (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, postName: '归属测试岗' }, { token: ent })).body.data;
    for (const r of [
      await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, id }, { token: other }),
      await post(s.apiUrl, '/api/ent/demand/del', { id }, { token: other }),
      await post(s.apiUrl, '/api/ent/demand/shelves', { id, on: true }, { token: other }),
    ])
      expect(r.body).toMatchObject({ code: 4003, msg: '只能操作本企业的招聘需求' });
    expect((await post(s.apiUrl, '/api/ent/demand/detail', { id }, { token: other })).body.code).toBe(4004);
    expect((await post(s.apiUrl, '/api/ent/demand/page', { status: 'draft', limit: 50 }, { token: other })).body.data.list.some((d: { id: number }) => d.id === id)).toBe(false);
    expect((await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action: 'hide' }, { token: ent })).body.code).toBe(4003);
    expect((await get(s.apiUrl, '/api/center/demand/list1', { token: ent })).body.code).toBe(4003);
    expect(await statusOf(id)).toBe('draft');
    expect((await post(s.apiUrl, '/api/ent/demand/del', { id }, { token: ent })).body.code).toBe(2000);
    expect(await s.database.db.select().from(demand).where(and(eq(demand.id, id)))).toHaveLength(0);
  });

  it('takes a resume from an individual, shows it to the enterprise and staff, and is allocated and tracked', async () => {
    const person = (await post(s.apiUrl, '/api/second/user/loginPwd', { username: 'person_demo', password: 'Demo@2025' })).body.data.userInfo.token as string;
    const { id: demandId } = (await post(s.apiUrl, '/api/ent/demand/addOrUpdate', { ...job, postName: '投递测试岗', submit: true }, { token: ent })).body.data;
    await post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [demandId], action: 'approve' }, { token: gov });
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const respond = async (token: string, file = pdf, name = '张伟的简历.pdf') => {
      const form = new FormData();
      form.append('demandId', String(demandId));
      form.append('note', '期待加入');
      form.append('file', new Blob([new Uint8Array(file)]), name);
      return (await (await fetch(`${s.apiUrl}/api/demandResponse/add`, { method: 'POST', headers: { token }, body: form })).json()) as { code: number; msg: string; data: { id: number } };
    };
    expect((await respond(ent)).code).toBe(4003);
    expect((await respond(person, Buffer.from('hello'), '简历.txt')).msg).toBe('简历只能是 pdf、doc、docx、wps 文件');
    const added = await respond(person);
    expect(added.code).toBe(2000);
    expect((await respond(person)).code).toBe(4009);
    const id = added.data.id;

    const mine = (await get(s.apiUrl, '/api/demandResponse/myResponse', { token: person })).body.data;
    expect(mine.list[0]).toMatchObject({ id, postName: '投递测试岗', stage: 'submitted', resumeName: '张伟的简历.pdf' });
    const forEnt = (await get(s.apiUrl, `/api/demandResponse/listNeedLogin?demandId=${demandId}`, { token: ent })).body.data;
    expect(forEnt.list).toEqual([expect.objectContaining({ id, applicantName: '张伟', note: '期待加入' })]);
    expect((await get(s.apiUrl, `/api/demandResponse/listNeedLogin?demandId=${demandId}`, { token: other })).body.data.total).toBe(0);
    const resume = await fetch(`${s.apiUrl}/api/demandResponse/resume/${id}`, { headers: { token: ent } });
    expect(Buffer.from(await resume.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    expect(((await (await fetch(`${s.apiUrl}/api/demandResponse/resume/${id}`, { headers: { token: other } })).json()) as { code: number }).code).toBe(4003);

    expect((await post(s.apiUrl, `/api/demandResponse/addDemandTarckById/${id}`, { content: '电话联系' }, { token: gov })).body.code).toBe(4009);
    const candidates = (await post(s.apiUrl, '/api/demandResponse/getAllocationList', {}, { token: gov })).body.data;
    const staffId = candidates[0].userId as number;
    expect((await post(s.apiUrl, '/api/demandResponse/allocation', { ids: [id], adminId: staffId }, { token: gov })).body.data).toEqual({ updated: 1 });
    expect((await post(s.apiUrl, `/api/demandResponse/addDemandTarckById/${id}`, { content: '已电话联系求职者，约定面试' }, { token: gov })).body.code).toBe(2000);
    const tracks = (await get(s.apiUrl, `/api/demandResponse/getDemandTarckById/${id}`, { token: person })).body.data;
    expect(tracks).toEqual([expect.objectContaining({ content: '已电话联系求职者，约定面试' })]);
    const all = (await post(s.apiUrl, '/api/demandResponse/selectAllResponse', { stage: 'tracked', keyword: '投递测试岗' }, { token: gov })).body.data;
    expect(all.list).toEqual([expect.objectContaining({ id, stage: 'tracked', tracks: 1, adminName: candidates[0].name })]);
    expect((await get(s.apiUrl, `/api/demandResponse/getDemandTarckById/${id}`, { token: other })).body.code).toBe(4003);
  });

  it('draws a QR code PNG of the job page', async () => {
    const [on] = await s.database.db.select({ id: demand.id }).from(demand).where(eq(demand.status, 'on')).limit(1);
    const res = await fetch(`${s.apiUrl}/employmentStation/entAndUser/generateQrCode/${on!.id}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(320);
    const [hidden] = await s.database.db.select({ id: demand.id }).from(demand).where(eq(demand.status, 'hidden')).limit(1);
    expect(((await (await fetch(`${s.apiUrl}/employmentStation/entAndUser/generateQrCode/${hidden!.id}`)).json()) as { code: number }).code).toBe(4004);
  });
});
