// Fills a bench database with imported resume responses until it holds `rows` of them, for the
// streamed export figure of `npm run bench` (issue 5: 100,000 rows export without running out of
// memory). Run by run.mjs with tsx while no server uses the data directory (DATA_DIR of the
// server, its database in <dataDir>/pgdata): `tsx bench/response-rows.ts <dataDir> [rows]`.
// Adds nothing when enough rows are there.
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../apps/server/src/db/lock';
import { openDatabase } from '../apps/server/src/db/open';

const [dataDir, rowsArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx bench/response-rows.ts <dataDir> [rows]');
const want = Number(rowsArg ?? 100_000);
const unlock = lockDataDir(dataDir);
const database = await openDatabase({ dataDir: `${dataDir}/pgdata` });
try {
  await database.migrate();
  const count = async () => Number(((await database.db.execute(sql`select count(*)::int as n from demand_response where hidden = false`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
  const have = await count();
  if (have < want) {
    await database.db.execute(sql`
      with jobs as (select id, row_number() over (order by id) - 1 as rn from demand where status = 'on'),
           k as (select count(*) as c from jobs)
      insert into demand_response (demand_id, source, applicant_name, applicant_phone, education, school, major, graduate_date, note, created_at)
      select jobs.id, 'import', '压测求职者' || g, '139' || lpad(g::text, 8, '0'), '大学本科', '南湾理工大学', '软件工程',
             date '2018-06-30' + (g % 2000), '压测数据', now() - make_interval(mins => g)
      from generate_series(1, ${want - have}) as g, k
      join jobs on true
      where jobs.rn = g % k.c`);
    // fresh statistics, as the demo seed leaves them (PGlite runs no autovacuum)
    await database.db.execute(sql`analyze demand_response`);
  }
  console.log(`demand_response rows (visible): ${await count()}`);
} finally {
  await database.close();
  unlock();
}
