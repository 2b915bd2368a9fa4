// npm run bench -- --part audit-log (issue 44): what writing a logged call's operation record in the
// call's own transaction costs. One in-memory PGlite database with the demo district, and three
// routers of the server (apps/server/src/http/router.ts) on it, each serving the same write (POST
// /api/center/friendlyLink/save with an id: one row of friendly_link renamed) for the same
// logged-in administrator, answered in-process (Fastify inject, so no socket time blurs the figures):
// - logged: as the server serves it (`record: friendlyLink`): the handler in a transaction, the row
//   read FOR UPDATE before it and read again after, the record and its hash-chain seal written last;
// - after: the same write as every logged write was served before this step: the handler outside any
//   transaction, the row read before and after it (here by the handler, the router's `outside` routes
//   having no `record`) and the record written alone once the answer is decided, in a transaction of
//   its own (its before and after are computed but, unlike then, not stored in the record);
// - off: the same write with no record (the endpoint marked operationLog: false).
// WRITES writes one after another per mode and round, ROUNDS rounds, the modes' order turned each
// round; the figure of a mode is its median round, in ms per write.
// Prints one JSON line: { writes, rounds, msPerWrite: { logged, after, off }, ratio: { toAfter, toOff } }.
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { endpoints, type Endpoint } from '@portal/api';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase } from '../apps/server/src/db/open';
import { prepareDatabase } from '../apps/server/src/db/prepare';
import { createRouter, type Handler, type RouteOptions } from '../apps/server/src/http/router';
import { appUser } from '../apps/server/src/modules/account/tables';
import { createSession } from '../apps/server/src/modules/account/session';
import { saveFriendlyLink } from '../apps/server/src/modules/center/config';
import { readRecords, recordChanges, recordIdsOf } from '../apps/server/src/modules/center/operationLog';
import { logGateway } from '../apps/server/src/modules/sms/gateways';
import { friendlyLink } from '../apps/server/src/modules/system/tables';

const WRITES = Number(process.argv[2] ?? 300);
const ROUNDS = Number(process.argv[3] ?? 5);
const config = loadConfig({ LOG_LEVEL: 'silent', AUTH_CAPTCHA: 'off' });
const database = await openDatabase({});
await prepareDatabase(database, { demo: true });
const db = database.db;
const [admin] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.username, 'staff_admin'));
const token = await createSession(db, config, admin!.id);

/** A server of one route: the router of the server serving the friendly-link save as `endpoint` by `handler`, with `options`. */
async function serverOf(endpoint: Endpoint, options: RouteOptions, handler: Handler<typeof endpoints.friendlyLinkSave> = (input, ctx) => saveFriendlyLink(ctx.db, input)): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  // the router asks every request whether it is multipart (app.ts registers the same plugin, with its limits)
  await app.register(multipart);
  await app.register(
    async (api) => {
      const router = createRouter(api, { db, config, sms: logGateway({ production: false }), table: { friendlyLinkSave: endpoint } });
      router.handle(endpoint as typeof endpoints.friendlyLinkSave, handler, options);
    },
    { prefix: config.apiBase },
  );
  await app.ready();
  return app;
}

const modes = {
  logged: await serverOf(endpoints.friendlyLinkSave, { record: friendlyLink }),
  after: await serverOf(endpoints.friendlyLinkSave, { outside: true }, async (input, ctx) => {
    const before = await readRecords(ctx.db, friendlyLink, recordIdsOf(input));
    const answer = await saveFriendlyLink(ctx.db, input);
    recordChanges(friendlyLink, before, await readRecords(ctx.db, friendlyLink, recordIdsOf(input)));
    return answer;
  }),
  off: await serverOf({ ...endpoints.friendlyLinkSave, operationLog: false }, {}),
};
type Mode = keyof typeof modes;
// each mode renames a row of its own
const ids = Object.fromEntries(
  await Promise.all(
    (Object.keys(modes) as Mode[]).map(async (mode) => {
      const [row] = await db.insert(friendlyLink).values({ name: `压测 ${mode}`, link: 'https://bench.example.gov.cn/', sort: 1 }).returning({ id: friendlyLink.id });
      return [mode, row!.id];
    }),
  ),
) as Record<Mode, number>;

let serial = 0;
/** `n` renames through `mode`'s server, one after another: ms per write. */
async function writes(mode: Mode, n: number): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < n; i++) {
    const res = await modes[mode].inject({ method: 'POST', url: `${config.apiBase}/api/center/friendlyLink/save`, headers: { token, 'content-type': 'application/json' }, payload: { id: ids[mode], name: `压测 ${mode} ${++serial}`, link: 'https://bench.example.gov.cn/', sort: 1 } });
    if (res.json<{ code: number }>().code !== 2000) throw new Error(`${mode}: ${res.body}`);
  }
  return (performance.now() - started) / n;
}

const order: Mode[] = ['off', 'after', 'logged'];
for (const mode of order) await writes(mode, 50); // warm-up
const times: Record<Mode, number[]> = { logged: [], after: [], off: [] };
for (let round = 0; round < ROUNDS; round++) for (const mode of [...order.slice(round % 3), ...order.slice(0, round % 3)]) times[mode].push(await writes(mode, WRITES));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = Object.fromEntries(Object.entries(times).map(([mode, xs]) => [mode, +median(xs).toFixed(3)])) as Record<Mode, number>;
for (const app of Object.values(modes)) await app.close();
await database.close();
console.log(JSON.stringify({ writes: WRITES, rounds: ROUNDS, msPerWrite: ms, ratio: { toAfter: +(ms.logged / ms.after).toFixed(3), toOff: +(ms.logged / ms.off).toFixed(3) } }));
