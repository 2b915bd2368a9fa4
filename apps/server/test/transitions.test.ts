import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demandStatusLog } from '../src/modules/demand/tables';
import { loginToken, post, postgresAvailable, startTestServer, type TestServer } from './harness';

const backends: ('pglite' | 'postgres')[] = ['pglite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];

/** How often each race is run: a lost race shows within a few tries on PostgreSQL. */
const TRIES = 20;

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
});
