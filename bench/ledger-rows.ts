// Fills a bench database with labour-relations ledger rows until the office's seven ledgers (信访,
// 劳动保障监察, 仲裁及法院反馈, 咨询, 在建工地, 施工许可证, 和谐劳动关系企业; tables of
// apps/server/src/modules/laborRelation/tables.ts) hold `rows` together (default 1,000,000), for
// the ledger list figure of `npm run bench` (issue 14: a filtered list under 100 ms p95 at 1,000,000
// rows). First it removes the petitions an earlier bench run imported (信访件编号 YC..., with their
// change history), so every run's import adds them anew. Run by run.mjs with tsx while no server
// uses the data directory: `tsx bench/ledger-rows.ts <dataDir> [rows]`.
//
// The rows are generated in SQL (generate_series, random() from a fixed seed): dates over the last
// five years (none after today), added oldest first as a register grows, the options the declarations give (@portal/api), employers from
// bench/employers.ts (valid credit codes; a few employers have many rows, most have few), so the
// list filters are as selective as on a real register.
import { sql, type SQL } from 'drizzle-orm';
import {
  CONSULT_CHANNELS,
  CONSULT_TOPICS,
  DISPUTE_CAUSES,
  DISPUTE_OUTCOMES,
  DISPUTE_STAGES,
  HARMONY_LEVELS,
  PETITION_CATEGORIES,
  PETITION_CHANNELS,
  REAL_NAME_STATES,
  SITE_STATUSES,
  SUPERVISION_CASE_TYPES,
  SUPERVISION_SOURCES,
  SUPERVISION_STATUSES,
  WAGE_ACCOUNT_STATES,
} from '@portal/api';
import { lockDataDir } from '../apps/server/src/db/lock';
import { openDatabase } from '../apps/server/src/db/open';
import { BENCH_EMPLOYERS, BENCH_PETITION_PREFIX, benchEmployer } from './employers';

const [dataDir, rowsArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx bench/ledger-rows.ts <dataDir> [rows]');
const want = Number(rowsArg ?? 1_000_000);

/** A choice among `options` as SQL, `r` a random number in [0, 1): the first options more often when `skew` > 1. */
const pick = (options: readonly string[], r: SQL, skew = 1): SQL =>
  sql`(array[${sql.join(
    options.map((o) => sql`${o}`),
    sql`, `,
  )}]::text[])[1 + floor(${options.length} * power(${r}, ${skew}))::int]`;

/**
 * Each ledger's share of the rows and its insert: `n` rows from the subquery `s` (g, its row id
 * `id` from the table's sequence, a day `d` of the last five years, random numbers r1..r3, and the
 * employer's ent_name and credit_code).
 */
const LEDGERS: { table: string; share: number; insert: SQL }[] = [
  {
    table: 'labor_petition',
    share: 0.4,
    insert: sql`insert into labor_petition (id, user_id, created_at, updated_at, petition_no, received_on, petitioner, phone, people, channel, category, ent_name, credit_code, amount, status, content, reply)
      select id, keeper, d, d, 'XF' || to_char(d, 'YYYYMMDD') || lpad(id::text, 7, '0'), d, '压测信访人' || (g % 997), '1' || (3 + g % 7) || lpad((g::bigint * 7919 % 1000000000)::text, 9, '0'),
        case when r1 < 0.8 then 1 else 2 + floor(r2 * 30)::int end, ${pick(PETITION_CHANNELS, sql`r1`)}, ${pick(PETITION_CATEGORIES, sql`r2`, 2)}, ent_name, credit_code,
        case when r2 < 0.45 then round((r3 * 60)::numeric, 2) else 0 end,
        case when d > current_date - 30 then ${pick(['已受理', '办理中'], sql`r3`)} else '已办结' end, '反映该单位问题（压测数据）', case when d > current_date - 30 then '' else '已督促单位整改并答复信访人' end
      from s`,
  },
  {
    table: 'labor_supervision',
    share: 0.2,
    insert: sql`insert into labor_supervision (id, user_id, created_at, updated_at, case_no, ent_name, credit_code, case_type, source, filed_on, workers, amount, status, result)
      select id, keeper, d, d, '南劳监〔' || to_char(d, 'YYYY') || '〕' || id || '号', ent_name, credit_code, ${pick(SUPERVISION_CASE_TYPES, sql`r1`, 2)}, ${pick(SUPERVISION_SOURCES, sql`r2`, 2)}, d,
        1 + floor(r3 * 80)::int, round((r2 * 120)::numeric, 2),
        case when d > current_date - 60 then '办理中' else ${pick(SUPERVISION_STATUSES.slice(1), sql`r3`, 3)} end, case when d > current_date - 60 then '' else '责令限期改正，单位已按期整改' end
      from s`,
  },
  {
    table: 'labor_court_feedback',
    share: 0.15,
    insert: sql`insert into labor_court_feedback (id, user_id, created_at, updated_at, case_no, stage, ent_name, credit_code, worker, cause, decided_on, outcome, amount)
      select id, keeper, d, d, '（' || to_char(d, 'YYYY') || '）粤0115民初' || id || '号', ${pick(DISPUTE_STAGES, sql`r1`, 2)}, ent_name, credit_code, '压测劳动者' || (g % 991),
        ${pick(DISPUTE_CAUSES, sql`r2`, 2)}, d, ${pick(DISPUTE_OUTCOMES, sql`r3`)}, round((r2 * 30)::numeric, 2)
      from s`,
  },
  {
    table: 'labor_consult',
    share: 0.2,
    insert: sql`insert into labor_consult (id, user_id, created_at, updated_at, consulted_on, name, phone, channel, topic, ent_name, question, answer)
      select id, keeper, d, d, d, '压测咨询人' || (g % 983), '1' || (3 + g % 7) || lpad((g::bigint * 104729 % 1000000000)::text, 9, '0'), ${pick(CONSULT_CHANNELS, sql`r1`)}, ${pick(CONSULT_TOPICS, sql`r2`, 2)},
        case when r3 < 0.3 then ent_name else '' end, '咨询' || ${pick(CONSULT_TOPICS, sql`r2`, 2)} || '相关问题：' || ${pick(['单位是否可以扣减', '如何计算', '应向哪个部门反映', '需要准备哪些材料'], sql`r3`)}, '已告知相关法律规定及办理渠道'
      from s`,
  },
  {
    table: 'labor_site',
    share: 0.02,
    insert: sql`insert into labor_site (id, user_id, created_at, updated_at, project_name, address, developer, ent_name, credit_code, started_on, workers, wage_account, real_name, guarantee, status)
      select id, keeper, d, d, '南湾压测项目' || id || '号工程', '南湾街道科学大道' || (g % 300) || '号', '广州南湾城市建设投资有限公司', ent_name, credit_code, d, 40 + floor(r1 * 860)::int,
        ${pick(WAGE_ACCOUNT_STATES, sql`r2`, 3)}, ${pick(REAL_NAME_STATES, sql`r3`, 3)}, round((10 + r1 * 290)::numeric, 2), ${pick(SITE_STATUSES, sql`r2`, 2)}
      from s`,
  },
  {
    table: 'construction_permit',
    share: 0.02,
    insert: sql`insert into construction_permit (id, user_id, created_at, updated_at, permit_no, project_name, developer, ent_name, credit_code, issued_on, contract_price, area, period)
      select id, keeper, d, d, '440115' || to_char(d, 'YYYYMMDD') || lpad(id::text, 7, '0'), '南湾压测项目' || id || '号工程', '广州南湾城市建设投资有限公司', ent_name, credit_code, d,
        round((800 + r1 * 59200)::numeric, 2), round((5000 + r2 * 195000)::numeric, 2), 180 + floor(r3 * 1020)::int
      from s`,
  },
  {
    // one rating of an employer a year, (credit code, year) being the key: the employer and the
    // year from the row id, so consecutive ids never repeat a key
    table: 'harmony_enterprise',
    share: 0.01,
    insert: sql`insert into harmony_enterprise (id, user_id, created_at, updated_at, credit_code, ent_name, year, level, remark)
      select id, keeper, d, d, h.credit_code, h.ent_name, 2000 + (id / ${BENCH_EMPLOYERS}) % 100, ${pick(HARMONY_LEVELS, sql`r1`)}, ''
      from s join bench_employer h on h.k = s.id % ${BENCH_EMPLOYERS} on conflict do nothing`,
  },
];

const unlock = lockDataDir(dataDir);
const database = await openDatabase({ dataDir: `${dataDir}/pgdata` });
const { db } = database;
const rowsOf = async (query: SQL) => ((await db.execute(query)) as unknown as { rows: Record<string, number>[] }).rows;
try {
  await database.migrate();
  const [removed] = await rowsOf(sql`
    with gone as (delete from labor_petition where petition_no like ${`${BENCH_PETITION_PREFIX}%`} returning id),
         history as (delete from ledger_change where ledger = 'petitionLedger' and record_id in (select id from gone) returning id)
    select (select count(*) from gone)::int as petitions`);
  const counts = await rowsOf(sql.raw(LEDGERS.map((l) => `select '${l.table}' as t, count(*)::int as n from ${l.table}`).join(' union all ')));
  const have = new Map(counts.map((c) => [String(c.t), Number(c.n)]));
  const total = () => [...have.values()].reduce((a, b) => a + b, 0);
  if (total() < want) {
    await db.execute(sql`select setseed(0.14)`);
    await db.execute(sql`create temp table bench_employer (k int primary key, ent_name text not null, credit_code text not null)`);
    const employers = Array.from({ length: BENCH_EMPLOYERS }, (_, k) => ({ k, ...benchEmployer(k) }));
    await db.execute(sql`insert into bench_employer select * from json_to_recordset(${JSON.stringify(employers)}::json) as e(k int, "entName" text, "creditCode" text)`);
    const [keeper] = await rowsOf(sql`select id from app_user where username = 'staff_ldgx'`);
    const adds = LEDGERS.map((l) => Math.max(0, Math.round(l.share * want) - (have.get(l.table) ?? 0)));
    adds[0] = Math.max(0, adds[0]! + want - total() - adds.reduce((a, b) => a + b, 0)); // petitions take up the rounding
    for (const [i, l] of LEDGERS.entries()) {
      const all = adds[i]!;
      for (let done = 0; done < all; done += 100_000) {
        const n = Math.min(100_000, all - done);
        // the days spread evenly over five years, oldest first, as a register grows (row g of
        // all is 1825 × (all - done - g) / all days old); a few employers have many rows (k small
        // more often)
        await db.execute(sql`
          with s as (
            select s.*, e.ent_name, e.credit_code, ${keeper?.id ?? null}::int as keeper
            from (select g, nextval(pg_get_serial_sequence(${l.table}, 'id'))::int as id, current_date - (1825 * (${all - done} - g) / ${all})::int as d,
                         floor(${BENCH_EMPLOYERS} * power(random(), 2))::int as k, random() as r1, random() as r2, random() as r3
                  from generate_series(1, ${n}) as g) as s
            join bench_employer e using (k)
            order by s.g
          )
          ${l.insert}`);
      }
      have.set(l.table, Number((await rowsOf(sql.raw(`select count(*)::int as n from ${l.table}`)))[0]!.n));
    }
  }
  // fresh statistics and visibility (PGlite runs no autovacuum): after the bulk insert, and after
  // the removal of an earlier run's imported petitions
  for (const l of LEDGERS) await db.execute(sql.raw(`vacuum analyze ${l.table}`));
  await db.execute(sql`vacuum analyze ledger_change`);
  console.log(`ledger rows: ${total()} (${[...have].map(([t, n]) => `${t} ${n}`).join(', ')}); removed ${removed?.petitions ?? 0} imported petitions of an earlier run`);
} finally {
  await database.close();
  unlock();
}
