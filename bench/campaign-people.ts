// Tops up a bench database with target people (适龄劳动力基本信息, target_person of
// apps/server/src/modules/ageAppropriate/tables.ts) in the street 压测街道 until it holds `people`
// of them (default 100,000), for the campaign figure of `npm run bench` (issue 16: sending to a
// group of 100,000 people queues in under 10 s; the per-recipient records list stays under 100 ms
// p95). First it removes what an earlier run made (the groups named 压测人群…, their send tasks
// and recipients), so every run queues the same number anew. Run by run.mjs with tsx while no
// server uses the data directory: `tsx bench/campaign-people.ts <dataDir> [people]`.
//
// Identity numbers are valid (GB 11643-1999: birth dates 1961–1988, check character), unique
// (a serial number per person), phones unique mainland mobiles.
import { sql } from 'drizzle-orm';
import { idCardCheckChar } from '@portal/validators';
import { lockDataDir } from '../apps/server/src/db/lock';
import { openDatabase } from '../apps/server/src/db/open';

/** The street of the bench people, and the prefix of the bench groups' names. */
export const BENCH_STREET = '压测街道';
export const BENCH_GROUP_PREFIX = '压测人群';

const [dataDir, peopleArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx bench/campaign-people.ts <dataDir> [people]');
const want = Number(peopleArg ?? 100_000);
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华';

/** The i-th bench person: name, identity number, phone and the rest of the record. */
function person(i: number) {
  // 5,000 birth dates two days apart from 1961, and the sequence code counting the rounds: unique up to 5,000,000 people
  const birth = new Date(Date.UTC(1961, 0, 1) + (i % 5_000) * 2 * 86_400_000);
  const ymd = birth.toISOString().slice(0, 10).replaceAll('-', '');
  const body = `440120${ymd}${String(Math.floor(i / 5_000) % 1000).padStart(3, '0')}`;
  return {
    name: SURNAMES[i % SURNAMES.length]! + GIVEN[(i * 7) % GIVEN.length]! + GIVEN[(i * 11) % GIVEN.length]!,
    id_card: body + idCardCheckChar(body),
    phone: `15${String(100_000_000 + i).slice(-9)}`,
    street: BENCH_STREET,
    community: `压测${(i % 20) + 1}社区`,
    category: i % 5 === 0 ? '就业困难人员' : '适龄劳动力',
    work_status: ['未就业', '灵活就业', '已就业'][i % 3]!,
    skills: ['', '电工', '烹饪', '驾驶', '保洁'][i % 5]!,
  };
}

const unlock = lockDataDir(dataDir);
const database = await openDatabase({ dataDir: `${dataDir}/pgdata` });
const { db } = database;
try {
  await database.migrate();
  await db.execute(sql`delete from sms_task where group_id in (select id from target_group where name like ${`${BENCH_GROUP_PREFIX}%`})`);
  await db.execute(sql`delete from target_group where name like ${`${BENCH_GROUP_PREFIX}%`}`);
  const have = (await db.execute(sql`select count(*)::int as n from target_person where street = ${BENCH_STREET}`)) as unknown as { rows: { n: number }[] };
  const n = Number(have.rows[0]?.n ?? 0);
  for (let from = n; from < want; from += 5_000) {
    const chunk = Array.from({ length: Math.min(5_000, want - from) }, (_v, k) => person(from + k));
    await db.execute(sql`insert into target_person (name, id_card, phone, street, community, category, work_status, skills)
      select name, id_card, phone, street, community, category, work_status, skills
      from json_to_recordset(${JSON.stringify(chunk)}::json) as p(name text, id_card text, phone text, street text, community text, category text, work_status text, skills text)
      on conflict (id_card) do nothing`);
  }
  console.log(`campaign-people: ${Math.max(n, want).toLocaleString('en')} people in ${BENCH_STREET}`);
} finally {
  await database.close();
  unlock();
}
