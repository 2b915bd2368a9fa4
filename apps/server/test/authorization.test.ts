import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, endpointTable, endpoints, type Endpoint } from '@portal/api';
import { post, postgresAvailable, startTestServer, type TestServer } from './harness';
import { answerChecker, type OpenApiDocument } from './openApiAnswers';

/**
 * The declared access of every endpoint of the contract table is enforced (issue 11): each kind of
 * user the declaration does not admit gets 2003 (visitor) or 4003 (logged in, wrong kind or
 * missing department role), before its body is read, and nothing in the database changes.
 * Generated from the table: a new endpoint is covered without writing anything here.
 */

/** The kinds of caller, with the demo account each logs in as (password Demo@2025) and where. */
const ACCOUNTS = {
  staff: { username: 'staff_jyzx', login: '/api/admin/accountLogin' },
  /** a government user without any department role (userType []) */
  staffNoRole: { username: 'staff_noperm', login: '/api/admin/accountLogin' },
  ent: { username: 'ent_demo', login: '/api/ent/login/entLogin' },
  person: { username: 'person_demo', login: '/api/second/user/loginPwd' },
  school: { username: 'school_demo', login: '/api/h5/schoolInfo/login' },
} as const;
type Kind = 'visitor' | keyof typeof ACCOUNTS;
const KINDS: Kind[] = ['visitor', ...(Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])];

/** Roles of each demo account (seed/accounts.ts). */
const ROLES: Record<Kind, readonly string[]> = { visitor: [], staff: ['就业中心'], staffNoRole: [], ent: [], person: [], school: [] };

/** Person routers of each demo account (seed/accounts.ts): none holds 'admin', so every administration call refuses them all. */
const PERSON_ROUTERS: Record<Kind, readonly string[]> = { visitor: [], staff: ['可视化查看权限'], staffNoRole: [], ent: [], person: [], school: [] };

/** Whether `e`'s declaration (access, roles, permission) admits `kind`. */
function admits(e: Endpoint, kind: Kind): boolean {
  if (e.access === 'public') return true;
  if (kind === 'visitor') return false;
  const staff = kind.startsWith('staff');
  if (e.access === 'entOrGov' && kind === 'ent') return true; // roles are asked of staff only
  const typeOk = e.access === 'user' || ((e.access === 'gov' || e.access === 'entOrGov') && staff) || (e.access === 'ent' && kind === 'ent') || (e.access === 'third' && (kind === 'person' || kind === 'school'));
  return typeOk && (!e.roles || e.roles.some((r) => ROLES[kind].includes(r))) && (e.permission === undefined || PERSON_ROUTERS[kind].includes(e.permission));
}

/**
 * A request to `e` whose body is broken for its kind (invalid JSON, a cut-off multipart body) and
 * whose query is empty: a refusal must come before any of it is read.
 */
function brokenRequest(e: Endpoint): RequestInit {
  if (e.method === 'GET') return { method: 'GET' };
  if (e.body === 'multipart') {
    return { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=xx' }, body: '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK' };
  }
  if (e.body === 'form') return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' };
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"' };
}

const urlOf = (apiUrl: string, e: Endpoint) => apiUrl + e.path.replace(/\{\w+\}/g, '1');

/**
 * Every answer of the sweep checked against the answer schema of its operation in the served
 * OpenAPI document (issue 43, openApiAnswers.ts), so the document cannot drift from the code:
 * `check` is set from the first server's document; `checked` counts the answers by code, `invalid` lists those that do not validate.
 */
const documented = { check: null as ((e: Endpoint, body: unknown) => string | null) | null, checked: new Map<number, number>(), invalid: [] as string[] };

/** Sends `e` as `token` (none for a visitor) with a broken body; answers the envelope's code, the envelope checked against the document ({@link documented}). */
async function call(apiUrl: string, e: Endpoint, token: string | undefined, init = brokenRequest(e)): Promise<number> {
  const res = await fetch(urlOf(apiUrl, e), { ...init, headers: { ...(init.headers as Record<string, string>), ...(token ? { token } : {}) } });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { code: number };
  const problem = documented.check!(e, body);
  documented.checked.set(body.code, (documented.checked.get(body.code) ?? 0) + 1);
  if (problem) documented.invalid.push(`${e.method} ${e.path} answered ${JSON.stringify(body).slice(0, 200)}: ${problem}`);
  return body.code;
}

/** Runs `tasks` at most `width` at a time. */
async function inBatches<T>(tasks: (() => Promise<T>)[], width = 16): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += width) out.push(...(await Promise.all(tasks.slice(i, i + width).map((t) => t()))));
  return out;
}

/**
 * The database's content: per table of the current schema (sessions excepted, which every request
 * may touch, the operation log, which records every refused write too, and the data versions of the
 * answer cache, which the server's own timers may bump while the sweep runs on a loaded machine: the
 * tables they version are compared themselves) its row count and an md5 of its rows as text in order.
 */
async function fingerprint(s: TestServer): Promise<Record<string, string>> {
  const { rows: tables } = (await s.database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('user_session', 'operation_log', 'audit_chain', 'data_version') order by 1`,
  )) as unknown as { rows: { name: string }[] };
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    const t = sql.identifier(name);
    const { rows } = (await s.database.db.execute(sql`select count(*)::int as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as h from ${t} r`)) as unknown as {
      rows: { n: number; h: string }[];
    };
    out[name] = `${rows[0]!.n} ${rows[0]!.h}`;
  }
  return out;
}

const table = Object.entries(endpointTable as Record<string, Endpoint>);

describe.each(['pglite', 'postgres'] as const)('authorization on %s', (backend) => {
  let s: TestServer | undefined;
  const tokens = {} as Record<Kind, string | undefined>;

  beforeAll(async () => {
    if (backend === 'postgres' && !(await postgresAvailable())) return;
    s = await startTestServer(backend);
    documented.check ??= answerChecker((await (await fetch(`${s.apiUrl}/docs/json`)).json()) as OpenApiDocument);
    for (const [kind, a] of Object.entries(ACCOUNTS)) {
      const { body } = await post(s.apiUrl, a.login, { username: a.username, password: 'Demo@2025' });
      if (body.code !== CODE.ok) throw new Error(`${a.username}: ${body.msg}`);
      tokens[kind as Kind] = body.data.userInfo.token;
    }
  });
  afterAll(async () => {
    console.log(`authorization on ${backend}: answers checked against the OpenAPI document, by code: ${JSON.stringify(Object.fromEntries(documented.checked))}`);
    await s?.close();
  });

  it('refuses every kind the declaration does not admit with 2003 or 4003, before reading the body, and changes nothing', async (ctx) => {
    if (!s) return ctx.skip();
    const server = s;
    const cases = table.flatMap(([name, e]) => KINDS.filter((k) => !admits(e, k)).map((kind) => ({ name, e, kind })));
    expect(cases.length).toBeGreaterThan(table.length);
    const before = await fingerprint(server);
    const answers = await inBatches(cases.map(({ name, e, kind }) => async () => `${e.method} ${e.path} (${name}) as ${kind}: ${await call(server.apiUrl, e, tokens[kind])}`));
    const expected = cases.map(({ name, e, kind }) => `${e.method} ${e.path} (${name}) as ${kind}: ${kind === 'visitor' ? CODE.notLoggedIn : CODE.forbidden}`);
    expect(answers).toEqual(expected);
    expect(documented.invalid, 'answers that do not validate against the OpenAPI document').toEqual([]);
    expect(await fingerprint(server)).toEqual(before);
    // every endpoint of the table for every kind it refuses: grows with the contract, not a timing check
  }, 180_000);

  it('does not refuse an admitted kind: each kind reads its own lists (so the refusals above are not vacuous)', async (ctx) => {
    if (!s) return ctx.skip();
    const server = s;
    const admitted: [Endpoint, Kind][] = [
      [endpoints.currentUser, 'staff'],
      [endpoints.currentUser, 'staffNoRole'],
      [endpoints.currentUser, 'ent'],
      [endpoints.currentUser, 'person'],
      [endpoints.currentUser, 'school'],
      [endpoints.centerDemandList, 'staff'],
      [endpointTable.trackRecordPage, 'staff'],
      [endpoints.noticeIndex, 'staffNoRole'],
      [endpoints.entInfoGet, 'ent'],
      [endpoints.myResponse, 'person'],
    ];
    for (const [e, kind] of admitted) {
      expect(admits(e, kind), `${e.path} as ${kind}`).toBe(true);
      const init: RequestInit = e.method === 'GET' ? { method: 'GET' } : { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
      expect([e.path, kind, await call(server.apiUrl, e, tokens[kind], init)]).toEqual([e.path, kind, CODE.ok]);
    }
    expect(documented.invalid, 'answers that do not validate against the OpenAPI document').toEqual([]);
  });

  it('refuses staff without a department role the employment services that changed data for them before (4003, nothing changes)', async (ctx) => {
    if (!s) return ctx.skip();
    const before = await fingerprint(s);
    const token = tokens.staffNoRole!;
    const json = { 'content-type': 'application/json', token };
    for (const path of ['/api/center/demand/takeDown/1', '/api/demandResponse/automationAllocation', '/trackRecord/delete/1']) {
      const res = await fetch(s.apiUrl + path, { method: 'POST', headers: json, body: '{}' });
      expect([path, ((await res.json()) as { code: number }).code]).toEqual([path, CODE.forbidden]);
    }
    expect(await fingerprint(s)).toEqual(before);
  });
});
