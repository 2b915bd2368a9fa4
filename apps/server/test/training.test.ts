import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyYearOf } from '@portal/api';
import { shanghaiDay } from '@portal/validators';
import { appUser } from '../src/modules/account/tables';
import { enterprise } from '../src/modules/enterprise/tables';
import { trainCourse, trainLog } from '../src/modules/training/tables';
import { demoLogins, get, post, startTestServer, type TestServer, testBackends, firstSheetOf } from './harness';

const backends = await testBackends();

/** The day `n` days from today in Guangzhou, YYYY-MM-DD. */
const inDays = (n: number) => shanghaiDay(new Date(Date.now() + n * 86_400_000));

const course = (title: string, capacity: number) => ({
  title,
  kind: '岗位技能提升培训',
  occupation: '电工',
  place: '区职业技能培训基地201室',
  startDate: inDays(20),
  endDate: inDays(30),
  enrolEnd: inDays(15),
  hours: 40,
  capacity,
  content: '低压电工作业安全技术与实操',
});

const answer = { needs: ['数字技能', '岗位技能提升'], trainees: 30, mode: '集中面授', contact: '陈主管', phone: '13800138000', remark: '' };

describe.each(backends)('vocational training courses, the training-needs survey and its report on %s', (backend) => {
  let s: TestServer;
  const login = demoLogins(() => s);
  const as = async (username: string) => ({ token: await login(username, username.startsWith('staff') ? 'gov' : 'ent') });
  const call = async (path: string, body: object | null, who: string) => (body === null ? await get(s.apiUrl, path, await as(who)) : await post(s.apiUrl, path, body, await as(who))).body;
  /** A course of 职业能力建设指导中心 with `capacity` places, published. */
  const published = async (title: string, capacity: number) => {
    const saved = await call('/api/third/trainCourse/save', course(title, capacity), 'staff_vocational');
    expect(saved).toMatchObject({ code: 2000, data: { status: 'draft', ownerDept: '职业能力建设指导中心', taken: 0 } });
    expect(await call(`/api/third/trainCourse/publish/${saved.data.id}`, {}, 'staff_vocational')).toMatchObject({ code: 2000, data: { status: 'published' } });
    return saved.data.id as number;
  };

  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => s?.close());

  it('staff publish a course; ent_demo enrols two employees; staff see them and mark one completed; the enterprise sees 已结业', async () => {
    const draft = await call('/api/third/trainCourse/save', course('草稿课程', 10), 'staff_vocational');
    // a draft is not offered
    const offered = (await call('/api/third/trainCourse/list?page=1&limit=50', null, 'ent_demo')).data.list as { id: number }[];
    expect(offered.some((c) => c.id === draft.data.id)).toBe(false);
    const id = await published('低压电工作业培训班', 10);
    const listed = ((await call('/api/third/trainCourse/list?page=1&limit=50', null, 'ent_demo')).data.list as { id: number }[]).find((c) => c.id === id);
    expect(listed).toMatchObject({ open: true, taken: 0, capacity: 10, mine: 0 });
    const enrolled = await call('/api/third/trainCourse/enrol', { courseId: id, trainees: [{ name: '刘一', phone: '13900000001' }, { name: '陈二', phone: '13900000002' }] }, 'ent_demo');
    expect(enrolled).toMatchObject({ code: 2000, data: { enrolled: 2, taken: 2, capacity: 10 } });
    // the same phone again: refused, nothing taken
    expect(await call('/api/third/trainCourse/enrol', { courseId: id, trainees: [{ name: '刘一', phone: '13900000001' }] }, 'ent_demo')).toMatchObject({ code: 4009, msg: '有学员（手机号）已报名该课程，请勿重复报名' });
    const trainees = (await call(`/api/third/trainCourse/enrolList?courseId=${id}&page=1&limit=50`, null, 'staff_vocational')).data.list as { id: number; name: string; status: string; entName: string }[];
    expect(trainees.map((t) => [t.name, t.status])).toEqual([
      ['刘一', 'enrolled'],
      ['陈二', 'enrolled'],
    ]);
    expect(await call(`/api/third/trainCourse/complete/${trainees[0]!.id}`, {}, 'staff_vocational')).toMatchObject({ code: 2000, data: { status: 'completed' } });
    // twice: the workflow refuses
    expect((await call(`/api/third/trainCourse/complete/${trainees[0]!.id}`, {}, 'staff_vocational')).code).toBe(4009);
    const mine = (await call('/api/third/trainCourse/myEnrol?page=1&limit=50', null, 'ent_demo')).data.list as { name: string; status: string; completedAt: string | null }[];
    expect(mine.find((m) => m.name === '刘一')).toMatchObject({ status: 'completed' });
    expect(mine.find((m) => m.name === '刘一')!.completedAt).toMatch(/^\d{4}-\d{2}-\d{2} /);
    const after = ((await call('/api/third/trainCourse/list?page=1&limit=50', null, 'ent_demo')).data.list as { id: number }[]).find((c) => c.id === id);
    expect(after).toMatchObject({ taken: 2, completed: 1, mine: 2 });
    const history = await s.database.db.select().from(trainLog).where(eq(trainLog.courseId, id));
    expect(history.map((h) => h.action).sort()).toEqual(['complete', 'publish']);
    // the enterprise cancels the other enrolment before the start: the place is freed
    const other = mine.find((m) => m.name === '陈二') as unknown as { id: number };
    expect(await call(`/api/third/trainCourse/enrolCancel/${other.id}`, {}, 'ent_demo')).toMatchObject({ code: 2000, data: { status: 'cancelled' } });
    const [row] = await s.database.db.select({ taken: trainCourse.taken }).from(trainCourse).where(eq(trainCourse.id, id));
    expect(row!.taken).toBe(1);
  });

  it('never exceeds the capacity: 8 enrolments at the same instant for 3 places give 3, and 5 are refused with the places left', async () => {
    const id = await published('并发报名测试班', 3);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => call('/api/third/trainCourse/enrol', { courseId: id, trainees: [{ name: `学员${i}`, phone: `1370000000${i}` }] }, 'ent_demo')));
    expect(results.filter((r) => r.code === 2000)).toHaveLength(3);
    const refused = results.filter((r) => r.code !== 2000);
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.code === 4009 && r.msg.includes('剩余名额0个'))).toBe(true);
    const [row] = await s.database.db.select({ taken: trainCourse.taken }).from(trainCourse).where(eq(trainCourse.id, id));
    expect(row!.taken).toBe(3);
    // a batch that does not fit is refused whole
    const id2 = await published('整批报名测试班', 2);
    const batch = await call('/api/third/trainCourse/enrol', { courseId: id2, trainees: ['13600000001', '13600000002', '13600000003'].map((phone, i) => ({ name: `批量${i}`, phone })) }, 'ent_demo');
    expect(batch).toMatchObject({ code: 4009, msg: '课程“整批报名测试班”剩余名额2个，不足3人，请减少报名人数' });
  });

  it('scope: another department gets 4003, another enterprise 4004, individuals and visitors are refused; staff never enrol', async () => {
    const id = await published('范围测试班', 5);
    expect((await call(`/api/third/trainCourse/enrolList?courseId=${id}&page=1&limit=10`, null, 'staff_jyzx')).code).toBe(4003);
    expect((await call(`/api/third/trainCourse/publish/${id}`, {}, 'staff_jyzx')).code).toBe(4003);
    // a department outside TRAIN_ROLES: refused by the router
    expect((await call('/api/third/trainCourse/manageList?page=1&limit=10', null, 'staff_hotline')).code).toBe(4003);
    expect((await call('/api/third/surveyReport/get', null, 'staff_hotline')).code).toBe(4003);
    expect((await call('/api/third/trainCourse/enrol', { courseId: id, trainees: [{ name: '王五', phone: '13500000001' }] }, 'staff_vocational')).code).toBe(4003);
    expect((await get(s.apiUrl, '/api/third/trainCourse/list?page=1&limit=10')).body.code).toBe(2003);
    const e = await call('/api/third/trainCourse/enrol', { courseId: id, trainees: [{ name: '王五', phone: '13500000001' }] }, 'ent_demo');
    expect(e.code).toBe(2000);
    const mine = (await call('/api/third/trainCourse/myEnrol?page=1&limit=50', null, 'ent_demo')).data.list as { id: number; courseId: number }[];
    const enrolId = mine.find((m) => m.courseId === id)!.id;
    expect((await call(`/api/third/trainCourse/enrolCancel/${enrolId}`, {}, 'ent_fair1')).code).toBe(4004);
    expect((await call('/api/third/trainCourse/myEnrol?page=1&limit=50', null, 'ent_fair1')).data.list.some((m: { id: number }) => m.id === enrolId)).toBe(false);
    // dates out of order: 4001 with the form's message
    expect(await call('/api/third/trainCourse/save', { ...course('日期错误', 5), enrolEnd: inDays(25) }, 'staff_vocational')).toMatchObject({ code: 4001, msg: '报名截止日期不能晚于开课日期' });
  });

  it('the survey: ent_demo answers once for the open year and changes it; the report counts it by need, industry and street; the export carries the figures', async () => {
    const { year, deadline } = surveyYearOf(shanghaiDay());
    const before = (await call(`/api/third/surveyReport/get?year=${year}`, null, 'staff_vocational')).data;
    const none = await call('/api/third/trainNeed/my', null, 'ent_demo');
    expect(none).toMatchObject({ code: 2000, data: { year, deadline, open: true, answer: null } });
    const first = await call('/api/third/trainNeed/submit', answer, 'ent_demo');
    expect(first.data.answer).toMatchObject({ needs: ['岗位技能提升', '数字技能'], trainees: 30, mode: '集中面授' });
    const mid = (await call(`/api/third/surveyReport/get?year=${year}`, null, 'staff_vocational')).data;
    expect(mid.answered).toBe(before.answered + 1);
    expect(mid.trainees).toBe(before.trainees + 30);
    const needCount = (r: { byNeed: { name: string; count: number }[] }, name: string) => r.byNeed.find((b) => b.name === name)!.count;
    expect(needCount(mid, '数字技能')).toBe(needCount(before, '数字技能') + 1);
    expect(needCount(mid, '安全生产')).toBe(needCount(before, '安全生产'));
    // a change replaces the answer: still one, its figures moved
    const changed = await call('/api/third/trainNeed/submit', { ...answer, needs: ['安全生产'], trainees: 12 }, 'ent_demo');
    expect(changed.data.answer).toMatchObject({ needs: ['安全生产'], trainees: 12 });
    const after = (await call(`/api/third/surveyReport/get?year=${year}`, null, 'staff_vocational')).data;
    expect(after.answered).toBe(before.answered + 1);
    expect(after.trainees).toBe(before.trainees + 12);
    expect(needCount(after, '数字技能')).toBe(needCount(before, '数字技能'));
    expect(needCount(after, '安全生产')).toBe(needCount(before, '安全生产') + 1);
    const [ent] = await s.database.db.select().from(enterprise).innerJoin(appUser, eq(appUser.enterpriseId, enterprise.id)).where(eq(appUser.username, 'ent_demo'));
    expect(after.byStreet.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(after.answered);
    expect(after.byIndustry.reduce((n: number, b: { count: number }) => n + b.count, 0)).toBe(after.answered);
    // staff see the answer in the register with the enterprise's name
    const register = (await call(`/api/third/trainNeed/list?surveyYear=${year}&keyword=${ent!.enterprise.creditCode}&page=1&limit=10`, null, 'staff_vocational')).data;
    expect(register.list[0]).toMatchObject({ entName: ent!.enterprise.name, needs: '安全生产', trainees: 12, year });
    const res = await fetch(`${s.apiUrl}/api/third/surveyReport/export?year=${year}`, { headers: await as('staff_jyzx') });
    const sheet = await firstSheetOf(res);
    expect(sheet.getRow(1).values).toEqual([undefined, '统计维度', '分类', '企业数', '计划培训人数']);
    expect(sheet.getRow(2).values).toEqual([undefined, '合计', `${year}年度已填报企业`, after.answered, after.trainees]);
    // a past year's survey is closed: the server answers for the open year only, so no way to write last year's as an enterprise
    expect(surveyYearOf(`${year - 1}-04-01`).year).toBe(year);
    expect(surveyYearOf(`${year}-03-31`)).toEqual({ year, deadline: `${year}-03-31` });
    expect(surveyYearOf(`${year}-04-01`).year).toBe(year + 1);
  });

  it('imports paper questionnaires: bad rows reported by row and column, a registered enterprise updated by its key, not duplicated', async () => {
    const { year } = surveyYearOf(shanghaiDay());
    const ents = await s.database.db.select({ code: enterprise.creditCode }).from(enterprise).where(inArray(enterprise.id, [5, 6, 7]));
    const headers = ['统一社会信用代码', '调研年度', '培训需求类别', '计划培训人数', '期望培训方式', '联系人', '联系电话', '其他需求'];
    const upload = async (rows: unknown[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('答卷');
      sheet.addRow(headers);
      for (const r of rows) sheet.addRow(r);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await book.xlsx.writeBuffer())]), '调研.xlsx');
      return (await (await fetch(`${s.apiUrl}/api/third/trainNeed/import`, { method: 'POST', headers: await as('staff_vocational'), body: form })).json()) as { code: number; data: any };
    };
    const rows = [
      [ents[0]!.code, year, '数字技能、经营管理', 20, '线上学习', '张三', '13800000001', ''],
      [ents[1]!.code, year, '烹饪', 10, '集中面授', '李四', '13800000002', ''],
      ['91440115MA5D2K3L0X', year, '数字技能', 10, '集中面授', '王五', '13800000003', ''],
      [ents[2]!.code, year, '安全生产', 8, '送训上门', '赵六', '13800000004', '希望在园区内开班'],
    ];
    const first = await upload(rows);
    expect(first.code).toBe(2000);
    expect(first.data).toMatchObject({ total: 4, inserted: 2, updated: 0 });
    expect(first.data.problems.map((p: { row: number }) => p.row)).toEqual([3, 4]);
    expect(JSON.stringify(first.data.problems)).toContain('培训需求类别只能是');
    expect(first.data.errorWorkbook).not.toBeNull();
    // the corrected file: the two good rows change, the fixed one is added
    const second = await upload([rows[0]!, [ents[1]!.code, year, '数字技能', 10, '集中面授', '李四', '13800000002', ''], rows[3]!]);
    expect(second.data).toMatchObject({ total: 3, inserted: 1, updated: 2, problems: [] });
  });

  it('entuser: staff of the training departments list the accounts of private vocational-training institutions, phones masked', async () => {
    const page = (await call('/api/third/entuser/list?page=1&limit=50', null, 'staff_vocational')).data;
    const row = (page.list as { username: string; phone: string }[]).find((u) => u.username === 'ent_training');
    expect(row).toBeDefined();
    expect(row!.phone).toMatch(/^1\d{2}\*{4}\d{4}$|^$/);
    expect((page.list as { username: string }[]).some((u) => u.username === 'ent_demo')).toBe(false);
    expect((await call('/api/third/entuser/list?page=1&limit=50', null, 'ent_demo')).code).toBe(4003);
  });
});
