// Tops up a bench database's knowledge base (知识库, knowledge_item of
// apps/server/src/modules/knowledge/tables.ts) with the generated published items of the large
// demo data set (seedKnowledgeVolume) until it holds `items` of them (default 100,000), for the
// knowledge search figure of `npm run bench` (issue 15: under 50 ms p95 at 100,000 items). The
// large data set already holds them; the small one gets them here. Run by run.mjs with tsx while no
// server uses the data directory: `tsx bench/knowledge-items.ts <dataDir> [items]`.
import { sql } from 'drizzle-orm';
import { lockDataDir } from '../apps/server/src/db/lock';
import { openDatabase } from '../apps/server/src/db/open';
import { seedKnowledgeVolume } from '../apps/server/src/seed/hotline';

/** How the generated items' questions end (`…（N号解答）`, seedKnowledgeVolume): how they are counted and removed. */
const GENERATED = '%号解答）';

const [dataDir, itemsArg] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: tsx bench/knowledge-items.ts <dataDir> [items]');
const want = Number(itemsArg ?? 100_000);
const unlock = lockDataDir(dataDir);
const database = await openDatabase({ dataDir: `${dataDir}/pgdata` });
const { db } = database;
try {
  await database.migrate();
  const have = (await db.execute(sql`select count(*)::int as n from knowledge_item where question like ${GENERATED}`)) as unknown as { rows: { n: number }[] };
  const n = Number(have.rows[0]?.n ?? 0);
  if (n < want) {
    // generated anew as a whole (the generator numbers them from 1): the same items as the large data set's
    await db.execute(sql`delete from knowledge_item where question like ${GENERATED}`);
    await seedKnowledgeVolume(db, want);
    await db.execute(sql`analyze knowledge_item`);
  }
  console.log(`knowledge-items: ${Math.max(n, want).toLocaleString('en')} generated items`);
} finally {
  await database.close();
  unlock();
}
