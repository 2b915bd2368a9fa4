import { count, eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_RECORD, transitionTables } from '@portal/api';
import { workflows, type Workflow } from '../src/http/workflow';
import { appUser } from '../src/modules/account/tables';
import { demandStatusLog } from '../src/modules/demand/tables';
import { loginToken, post, startTestServer, type TestServer, testBackends } from './harness';

const backends = await testBackends();

/** How often each race is run: a lost race shows within a few tries on PostgreSQL. */
const TRIES = 20;

/** Time for the races of one workflow (ms): the largest (application) takes about 40 s on a loaded 2-core machine. */
const RACE_TIMEOUT_MS = 180_000;

const job = {
  postName: '并发审核测试岗位',
  education: '硕士研究生',
  salaryMin: 8000,
  salaryMax: 12000,
  headcount: 2,
  workAddress: '南湾区科技大道1号',
  description: '两名工作人员同时审核同一岗位时只能有一人成功。',
  contactName: '陈先生',
  contactPhone: '13900139001',
  submit: true,
};

describe.each(backends)('two staff acting on the same record at the same instant, on %s', (backend) => {
  let s: TestServer;
  let ent: string;
  let gov: string;

  beforeAll(async () => {
    s = await startTestServer(backend);
    ent = await loginToken(s.apiUrl, 'ent');
    gov = await loginToken(s.apiUrl, 'gov');
  });
  afterAll(async () => s?.close());

  it.each([
    ['approve', 'approve'],
    ['approve', 'reject'],
  ] as const)('a pending job demand: %s against %s, exactly one succeeds and one change is logged', async (a, b) => {
    for (let i = 0; i < TRIES; i++) {
      const saved = await post(s.apiUrl, '/api/ent/demand/addOrUpdate', job, { token: ent });
      expect(saved.body.data.status).toBe('pending');
      const id = saved.body.data.id as number;
      const answers = await Promise.all(
        [a, b].map((action) => post(s.apiUrl, '/api/center/demand/batchAudit', { ids: [id], action, note: action === 'reject' ? '信息不全' : '' }, { token: gov })),
      );
      const codes = answers.map((r) => r.body.code).sort();
      expect(codes).toEqual([2000, 4009]);
      const [logged] = await s.database.db.select({ n: count() }).from(demandStatusLog).where(eq(demandStatusLog.demandId, id));
      // one row for the submit, one for the one decision that went through
      expect(logged!.n).toBe(2);
    }
  });

  it('every transition table of the contract is stored by a workflow of the server', () => {
    const stored = new Set(workflows().map((w) => w.transitions.name));
    expect(transitionTables().map((t) => t.name).filter((n) => !stored.has(n))).toEqual([]);
  });

  /**
   * For every workflow (so a new table is raced without writing anything here), every status and
   * every pair of actions allowed from it, the same action twice included: the two changes start
   * at the same instant from a record read in that status; exactly one goes through, the other
   * answers 4009, and exactly one history row is written.
   */
  it.each(workflows().map((w) => [w.name, w] as const))('%s: of two changes from the same status at the same instant, exactly one goes through with one history row', async (_name, wf: Workflow<any, string>) => {
    const db = s.database.db;
    const [staff] = await db.select().from(appUser).where(eq(appUser.username, 'staff_jyzx'));
    const ctx = { user: { ...staff!, token: '' }, note: '并发测试' };
    const { table, id: idCol, status: statusCol, version: versionCol, history } = wf.storage;
    const statusKey = Object.entries(getTableColumns(table)).find(([, c]) => c === statusCol)![0];
    const [record] = await db.select({ id: idCol }).from(table).limit(1);
    expect(record, `a seeded record of ${wf.name}`).toBeDefined();
    const id = Number(record!.id);
    const actions = Object.entries(wf.transitions.actions);
    const historyCount = async () => (await db.select({ n: count() }).from(history.table).where(eq(history.ref, id)))[0]!.n;
    let races = 0;
    for (const from of wf.transitions.statuses.filter((st) => st !== NO_RECORD)) {
      const allowed = actions.filter(([, rule]) => (rule.from as readonly string[]).includes(from)).map(([a]) => a);
      for (const [i, a] of allowed.entries()) {
        for (const b of allowed.slice(i)) {
          for (let t = 0; t < TRIES; t++) {
            const [read] = await db
              .update(table)
              .set({ [statusKey]: from })
              .where(eq(idCol, id))
              .returning({ version: versionCol ?? idCol });
            const item = { id, status: from, version: versionCol ? Number(read!.version) : undefined };
            const before = await historyCount();
            const outcomes = await Promise.allSettled([wf.fireOne(db, a, item, ctx), wf.fireOne(db, b, item, ctx)]);
            const won = outcomes.filter((o) => o.status === 'fulfilled');
            const lost = outcomes.filter((o) => o.status === 'rejected').map((o) => (o.reason as { code?: number; message: string }).code ?? o.reason.message);
            expect([from, a, b, won.length, lost], `${wf.name}: ${a} against ${b} from "${from}"`).toEqual([from, a, b, 1, [4009]]);
            expect(await historyCount(), `${wf.name}: history rows of ${a} against ${b} from "${from}"`).toBe(before + 1);
            races++;
          }
        }
      }
    }
    expect(races).toBeGreaterThan(0);
    // the work grows with the table: the application workflow alone races several hundred pairs
  }, RACE_TIMEOUT_MS);
});