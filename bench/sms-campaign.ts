// npm run bench -- --part sms (issue 40): a questionnaire campaign of 100,000 recipients sent by the
// server's SMS worker through the Alibaba gateway (its SDK, ACS3 signatures) to the local stand-in of
// apps/server/test/fakeSmsGateway.ts, on a new PGlite database of its own (migrated, no seed). First
// for PACE_SECONDS at SMS_RATE_PER_SECOND=20, as configured in production: the messages per second
// and the busiest second; then the rest at 2,000 a second (the gateway and the database set the
// pace): throughput, and the live heap (after a full collection) and resident memory sampled every 5 s,
// to see them flat while 100,000 rows pass. The heap includes the stand-in's record of every message it
// accepted (kept to check that each was sent once): at the end the records are dropped and the heap
// measured again, which gives their size per message, and each sample is also given without them
// (senderHeapMB: the sending process's own heap). The database is PGlite in memory: its pages live in
// WebAssembly memory, outside the JavaScript heap, so the heap is the sender's own, while resident memory
// also grows with the rows (on disk the same run took over an hour on this machine). Each sample is also
// printed to stderr as it is taken, so a run stopped early still shows the curve.
// Prints one JSON line: { recipients, pace, drain, memory }.
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { campaignQueue } from '../apps/server/src/modules/ageAppropriate/sender';
import { questionnaire, smsTask } from '../apps/server/src/modules/ageAppropriate/tables';
import { smsGatewayTemplate } from '../apps/server/src/modules/sms/tables';
import { gatewayFromConfig } from '../apps/server/src/modules/sms/gateways';
import { startSmsWorker, type SmsQueue } from '../apps/server/src/modules/sms/queue';
import { startFakeGateway } from '../apps/server/test/fakeSmsGateway';

const RECIPIENTS = Number(process.argv[2] ?? 100_000);
const PACE_SECONDS = Number(process.argv[3] ?? 30);
const keys = { accessKeyId: 'bench-key', accessKeySecret: 'bench-secret', signName: '压测签名' };
const gw = await startFakeGateway({ provider: 'aliyun', ...keys });
const env = {
  SMS_PROVIDER: 'aliyun',
  SMS_ACCESS_KEY_ID: keys.accessKeyId,
  SMS_ACCESS_KEY_SECRET: keys.accessKeySecret,
  SMS_SIGN_NAME: keys.signName,
  SMS_ENDPOINT: gw.url,
  SMS_QUIET_HOURS: 'off',
  PUBLIC_ORIGIN: 'https://rc.example.gov.cn',
};
const database = await openDatabase({});
await database.migrate();
const db = database.db;
// Alibaba takes no link in a variable and 35 characters at most in one: the template fixes the link and takes the personal token (docs/sms.md)
await db.insert(smsGatewayTemplate).values({ kind: 'campaign', templateCode: 'SMS_900001', content: '${name}您好，区就业中心想了解您的就业意愿，请填写问卷：https://rc.example.gov.cn/qt?token=${token} 拒收请回复R', updatedBy: 'bench' });
const [q] = await db.insert(questionnaire).values({ title: '压测问卷', questions: [], status: 'started' }).returning({ id: questionnaire.id });
const [task] = await db.insert(smsTask).values({ title: '压测发送', questionnaireId: q!.id, groupName: '压测人群', template: '{name}您好，区就业中心想了解您的就业意愿，请填写问卷：{link}' }).returning({ id: smsTask.id });
await db.execute(sql`insert into sms_recipient (task_id, name, phone, street) select ${task!.id}, '压测' || g, '139' || lpad(g::text, 8, '0'), '压测街道' from generate_series(1, ${RECIPIENTS}) g`);
const log = pino({ level: 'error' });

setFlagsFromString('--expose-gc');
/** a full collection before each sample, so that the heap figure is what the process keeps alive */
const gc = runInNewContext('gc') as () => void;
const memory: { at: number; heapMB: number; rssMB: number; sent: number }[] = [];
const started = performance.now();
const sampler = setInterval(() => {
  gc();
  const m = process.memoryUsage();
  const sample = { at: Math.round((performance.now() - started) / 1000), heapMB: Math.round(m.heapUsed / 2 ** 20), rssMB: Math.round(m.rss / 2 ** 20), sent: gw.accepted.length };
  memory.push(sample);
  console.error(JSON.stringify(sample));
}, 5000);

/** Runs the worker at `rate` until `until` says stop (asked every 100 ms); answers the seconds it ran. */
async function run(rate: number, until: () => boolean | Promise<boolean>): Promise<number> {
  const config = loadConfig({ ...env, SMS_RATE_PER_SECOND: String(rate) });
  const worker = startSmsWorker({ db, config, sms: gatewayFromConfig(config), log }, [campaignQueue(config)] as SmsQueue<never>[]);
  const t0 = performance.now();
  worker.wake();
  while (!(await until())) await new Promise((r) => setTimeout(r, 100));
  worker.stop();
  return (performance.now() - t0) / 1000;
}

const paceSeconds = await run(20, () => performance.now() - started > PACE_SECONDS * 1000);
if (gw.accepted.length === 0) throw new Error(`nothing was sent in ${PACE_SECONDS} s: ${gw.problems.join('; ')}`);
const paced = gw.accepted.map((m) => m.at).sort((a, b) => a - b);
let busiest = 0;
for (let i = 0, j = 0; i < paced.length; i++) {
  while (j < paced.length && paced[j]! < paced[i]! + 1000) j++;
  busiest = Math.max(busiest, j - i);
}
const pace = { configuredPerSecond: 20, seconds: Math.round(paceSeconds), sent: paced.length, perSecond: +(paced.length / paceSeconds).toFixed(1), busiestSecond: busiest };
const before = gw.accepted.length;
await new Promise((r) => setTimeout(r, 1500)); // the last paced batch answers
/** whether no recipient is waiting any more (sent or failed) */
const drained = async () => ((await db.execute(sql`select count(*)::int as n from sms_recipient where status = 'queued'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n === 0;
const drainSeconds = await run(2000, drained);
clearInterval(sampler);
const once = new Set(gw.accepted.map((m) => m.outId)).size === gw.accepted.length;
const failed = ((await db.execute(sql`select count(*)::int as n from sms_recipient where status = 'failed'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
// sent but not yet answered: a gateway answer later than SMS_TIMEOUT_SECONDS (5 s) on a saturated machine, left for the retry worker's lookup
const pending = ((await db.execute(sql`select count(*)::int as n from sms_outbox where status = 'pending'`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
const drain = { configuredPerSecond: 2000, sent: gw.accepted.length - before, failed, pendingAtEnd: pending, seconds: Math.round(drainSeconds), perSecond: Math.round((gw.accepted.length - before) / drainSeconds), eachOnce: once, problems: gw.problems.length };
// memory after the first 10 % of the drain (warm) against the end
const warm = memory.filter((m) => m.sent >= before + (RECIPIENTS - before) / 10);
// the stand-in's records: the heap with them and without them, after a full collection each
gc();
const withRecords = process.memoryUsage().heapUsed;
const records = gw.accepted.length;
gw.forgetAccepted();
gc();
const perRecord = (withRecords - process.memoryUsage().heapUsed) / records;
const sender = (m: (typeof memory)[number]) => Math.round(m.heapMB - (perRecord * m.sent) / 2 ** 20);
const summary = {
  standInBytesPerMessage: Math.round(perRecord),
  senderHeapMB: { warm: warm[0] && sender(warm[0]), max: Math.max(...warm.map(sender)), end: sender(memory.at(-1)!) },
  heapMB: { warm: warm[0]?.heapMB, max: Math.max(...warm.map((m) => m.heapMB)), end: memory.at(-1)?.heapMB },
  rssMB: { warm: warm[0]?.rssMB, max: Math.max(...warm.map((m) => m.rssMB)), end: memory.at(-1)?.rssMB },
};
console.log(JSON.stringify({ recipients: RECIPIENTS, pace, drain, memory: summary }));
await gw.close();
await database.close();
process.exit(0);
