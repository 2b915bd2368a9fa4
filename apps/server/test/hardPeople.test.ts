import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hardTimeline, targetPerson } from '../src/modules/ageAppropriate/tables';
import { get, loginToken, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

/** People with employment difficulties (/hard-list, /hard-detail) and /api/system/work (issue 16, docs/questionnaires.md). */
describe.each(backends)('people with employment difficulties, on %s', (backend) => {
  let s: TestServer;
  let gov: string;
  const as = (token: string) => ({ token });

  beforeAll(async () => {
    s = await startTestServer(backend);
    gov = await loginToken(s.apiUrl, 'gov');
  });
  afterAll(async () => s?.close());

  /** The registered people of a category, by id. */
  const peopleOf = async (category: string) => (await s.database.db.select().from(targetPerson).where(eq(targetPerson.category, category))).map((p) => p.id);

  it('lists only people of category 就业困难人员, never assisted first, numbers masked, filtered by category of difficulty', async () => {
    const hard = await peopleOf('就业困难人员');
    const list = (await get(s.apiUrl, '/api/system/hard/list?limit=50', as(gov))).body.data;
    expect(list.total).toBe(hard.length);
    expect(list.list.map((p: { id: number }) => p.id).sort()).toEqual([...hard].sort());
    const counts = list.list.map((p: { assistanceCount: number }) => p.assistanceCount);
    const firstAssisted = counts.findIndex((n: number) => n > 0);
    expect(firstAssisted).toBeGreaterThan(0);
    expect(counts.slice(firstAssisted).every((n: number) => n > 0)).toBe(true);
    expect(list.list[0].idCard).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    expect(list.list[0].phone).toMatch(/^\d{3}\*{4}\d{4}$/);
    const elderly = (await get(s.apiUrl, `/api/system/hard/list?limit=50&difficulty=${encodeURIComponent('大龄失业人员')}`, as(gov))).body.data;
    expect(elderly.total).toBeGreaterThan(0);
    expect(elderly.list.every((p: { difficulty: string }) => p.difficulty === '大龄失业人员')).toBe(true);
  });

  it('records a recognition and assistance on the timeline, newest first; refuses bad input and people of another category, saving nothing', async () => {
    const list = (await get(s.apiUrl, '/api/system/hard/list?limit=10', as(gov))).body.data;
    const id: number = list.list[0].id;
    expect(list.list[0]).toMatchObject({ assistanceCount: 0, difficulty: null });
    expect((await post(s.apiUrl, '/api/system/hard/recognize', { personId: id, difficulty: '残疾人员', recognizedOn: '2026-03-02' }, as(gov))).body.code).toBe(2000);
    expect((await post(s.apiUrl, '/api/system/hard/assist', { personId: id, kind: '岗位推荐', happenedOn: '2026-04-10', content: '推荐物业前台岗位' }, as(gov))).body.code).toBe(2000);
    const bad = [
      [{ personId: id, kind: '岗位推荐', happenedOn: '2026-04-10', content: '' }, '请填写帮扶内容'],
      [{ personId: id, kind: '岗位推荐', happenedOn: '2026-04-10', content: '长'.repeat(501) }, '帮扶内容不能超过500个字'],
      [{ personId: id, kind: '岗位推荐', happenedOn: '2999-01-01', content: '未来' }, '帮扶日期不是有效日期或晚于今天'],
      [{ personId: id, kind: '送温暖', happenedOn: '2026-04-10', content: '不存在的方式' }, '请选择帮扶方式'],
    ] as const;
    for (const [body, msg] of bad) expect((await post(s.apiUrl, '/api/system/hard/assist', body, as(gov))).body).toMatchObject({ code: 4001, msg: expect.stringContaining(msg) });
    const [other] = await peopleOf('适龄劳动力');
    expect((await post(s.apiUrl, '/api/system/hard/assist', { personId: other, kind: '岗位推荐', happenedOn: '2026-04-10', content: '不是困难人员' }, as(gov))).body).toMatchObject({ code: 4004, msg: '未找到该就业困难人员' });
    expect((await get(s.apiUrl, `/api/system/hard/detail?id=${other}`, as(gov))).body.code).toBe(4004);

    const detail = (await get(s.apiUrl, `/api/system/hard/detail?id=${id}`, as(gov))).body.data;
    expect(detail).toMatchObject({ difficulty: '残疾人员', recognizedOn: '2026-03-02', assistanceCount: 1, lastAssistedOn: '2026-04-10' });
    expect(detail.timeline.map((e: { kind: string; happenedOn: string; content: string; userName: string }) => [e.kind, e.happenedOn, e.content])).toEqual([
      ['岗位推荐', '2026-04-10', '推荐物业前台岗位'],
      ['困难认定', '2026-03-02', '认定为就业困难人员，困难类别：残疾人员'],
    ]);
    expect(detail.timeline[0].userName).not.toBe('');
    // the person assisted now comes after those never assisted
    const after = (await get(s.apiUrl, '/api/system/hard/list?limit=50', as(gov))).body.data.list;
    expect(after[0].id).not.toBe(id);
  });

  it('sets the employment status of several people at once, noting each change; an unknown id changes nothing', async () => {
    const [a, b] = await peopleOf('就业困难人员');
    const unknown = await post(s.apiUrl, '/api/system/work/update', { ids: [a, 2_000_000_000], workStatus: '已就业' }, as(gov));
    expect(unknown.body).toMatchObject({ code: 4004, msg: '有人员不存在或已删除，请刷新后重试' });
    const [still] = await s.database.db.select({ workStatus: targetPerson.workStatus }).from(targetPerson).where(eq(targetPerson.id, a!));
    expect(still!.workStatus).not.toBe('已就业');
    expect((await post(s.apiUrl, '/api/system/work/update', { ids: [a, b, a], workStatus: '已就业' }, as(gov))).body.data).toEqual({ changed: 2 });
    expect((await post(s.apiUrl, '/api/system/work/update', { ids: [a], workStatus: '已就业' }, as(gov))).body.data).toEqual({ changed: 0 });
    const notes = await s.database.db.select().from(hardTimeline).where(eq(hardTimeline.personId, a!));
    expect(notes.filter((n) => n.kind === '就业状态变更').map((n) => n.content)).toEqual([`就业状态：${still!.workStatus} → 已就业`]);
    expect((await post(s.apiUrl, '/api/system/work/update', { ids: [], workStatus: '已就业' }, as(gov))).body).toMatchObject({ code: 4001, msg: expect.stringContaining('请选择人员') });
  });

  it.runIf(backend === 'postgres')('two staff changing one person at once each note the change they made, in a chain', async () => {
    const [, , c] = await peopleOf('就业困难人员');
    const [before] = await s.database.db.select({ workStatus: targetPerson.workStatus }).from(targetPerson).where(eq(targetPerson.id, c!));
    const targets = ['灵活就业', '已退休', '已就业'].filter((w) => w !== before!.workStatus).slice(0, 2);
    await Promise.all(targets.map((workStatus) => post(s.apiUrl, '/api/system/work/update', { ids: [c], workStatus }, as(gov))));
    const notes = (await s.database.db.select().from(hardTimeline).where(eq(hardTimeline.personId, c!))).filter((n) => n.kind === '就业状态变更').sort((x, y) => x.id - y.id);
    const [after] = await s.database.db.select({ workStatus: targetPerson.workStatus }).from(targetPerson).where(eq(targetPerson.id, c!));
    expect(notes.map((n) => n.content)).toEqual([`就业状态：${before!.workStatus} → ${notes[0]!.content.split(' → ')[1]}`, `就业状态：${notes[0]!.content.split(' → ')[1]} → ${after!.workStatus}`]);
  });
});
