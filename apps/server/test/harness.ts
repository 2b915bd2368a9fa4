import type { GatewayMessage, SmsGateway } from '../src/modules/sms/gateways';
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { adminQuery, postgresAvailable, postgresDatabaseUrl } from './postgres';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/open';
import { buildApp } from '../src/http/app';
import { and, asc, eq } from 'drizzle-orm';
import { personalDataAccess } from '../src/modules/personalData/tables';

/** A running server on a loopback port over a seeded database. */
export interface TestServer {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** e.g. http://127.0.0.1:41234/prod-api */
  apiUrl: string;
  origin: string;
  /** the URL of its own PostgreSQL database; undefined on PGlite */
  databaseUrl?: string | undefined;
  close: () => Promise<void>;
}

export { POSTGRES_ADMIN_URL, postgresAvailable, postgresDatabaseUrl } from './postgres';

/**
 * Waits until `check` holds for a change written straight into the database (not through this server):
 * on PGlite it must hold at once; on PostgreSQL once the server is notified (docs/decisions.md, "Data versions
 * by LISTEN/NOTIFY": within 1 s p99), asked every 20 ms for 5 s at most. Fails the test if it never holds.
 */
export async function seenWithin(backend: 'pglite' | 'postgres', check: () => Promise<boolean>): Promise<void> {
  const end = Date.now() + (backend === 'postgres' ? 5000 : 0);
  while (!(await check()) && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  if (!(await check())) throw new Error(`a change written into the database was not seen${backend === 'postgres' ? ' within 5 s' : ''}`);
}

/** The databases a test file runs on: PGlite always, PostgreSQL when one answers (else the reason is printed). */
export async function testBackends(): Promise<('pglite' | 'postgres')[]> {
  return ['pglite', ...((await postgresAvailable()) ? (['postgres'] as const) : [])];
}

/**
 * Starts the server on the seeded PGlite snapshot, or on a new PostgreSQL database copied from the
 * seeded template of global-setup.ts (dropped again on close). `env` overrides configuration (e.g. AUTH_CAPTCHA);
 * `beforeListen` may add hooks; `services` replaces default adapters of buildApp (e.g. the external allowance system);
 * `overrides` replaces settings after they are read (e.g. `portalDist`, by default none, so no front end is served).
 */
export async function startTestServer(
  backend: 'pglite' | 'postgres',
  env: Record<string, string> = {},
  beforeListen?: (app: FastifyInstance) => void,
  services: Pick<Parameters<typeof buildApp>[0], 'sms' | 'allowance'> = {},
  overrides: Partial<Config> = {},
): Promise<TestServer> {
  // uploads and audit archives go to temporary directories, removed on close, never into the repository's .data
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
  const archiveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-audit-archive-'));
  const config = { ...loadConfig({ AUTH_CAPTCHA: 'off', LOG_LEVEL: 'silent', STORAGE_DIR: storageDir, AUDIT_ARCHIVE_DIR: archiveDir, ...env }), portalDist: '/nonexistent', bigscreenDist: '/nonexistent', ...overrides };
  let database: Database;
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};
  if (backend === 'pglite') {
    database = await openDatabase({ snapshot: new Blob([fs.readFileSync(inject('snapshotPath'))]) });
  } else {
    // a copy of the seeded template of global-setup.ts, dropped again on close
    const template = inject('postgresTemplate');
    if (!template) throw new Error('no seeded PostgreSQL template: PostgreSQL did not answer when the suite started (global-setup.ts)');
    const name = `portal_test_${process.pid}_${Date.now()}`;
    await adminQuery(`create database ${name} template ${template}`);
    databaseUrl = postgresDatabaseUrl(name);
    database = await openDatabase({ databaseUrl });
    dropDatabase = () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  const app = await buildApp({ db: database.db, config, logger: false, poolStats: database.poolStats, ...services });
  beforeListen?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const origin = `http://127.0.0.1:${port}`;
  return {
    app,
    database,
    config,
    origin,
    apiUrl: `${origin}${config.apiBase}`,
    databaseUrl,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(storageDir, { recursive: true, force: true });
      fs.rmSync(archiveDir, { recursive: true, force: true });
    },
  };
}

/**
 * The first sheet of a workbook: the bytes of a response (read whole: a body left unread keeps its
 * connection busy, and the server's close then waits for it to time out) or bytes already in hand.
 */
export async function firstSheetOf(source: Response | ArrayBuffer | Buffer): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((source instanceof Response ? await source.arrayBuffer() : source) as ArrayBuffer);
  return book.worksheets[0]!;
}

/** POSTs JSON (or raw text) and returns the parsed envelope. */
export async function post(apiUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(apiUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

/** GETs and returns the parsed envelope. */
export async function get(apiUrl: string, path: string, headers: Record<string, string> = {}) {
  const res = await fetch(apiUrl + path, { headers });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

/** Logs a demo account in and answers its token. */
export async function loginToken(apiUrl: string, kind: 'gov' | 'ent'): Promise<string> {
  const path = kind === 'gov' ? '/api/admin/accountLogin' : '/api/ent/login/entLogin';
  const username = kind === 'gov' ? 'staff_jyzx' : 'ent_demo';
  const { body } = await post(apiUrl, path, { username, password: 'Demo@2025' });
  if (body.code !== 2000) throw new Error(`login failed: ${body.msg}`);
  return body.data.userInfo.token as string;
}

/**
 * A login function for one test server: `login(username, kind)` logs an account in with the demo
 * password through the login of its kind (staff 'gov' at /api/admin/accountLogin, enterprises
 * 'ent' at /api/ent/login/entLogin, individuals and schools 'person' at /api/second/user/loginPwd)
 * and answers its token, kept for later calls of the same account.
 * @throws Error naming the account and the server's message when the login fails
 */
export function demoLogins(server: () => { apiUrl: string }): (username: string, kind: 'gov' | 'ent' | 'person') => Promise<string> {
  const tokens = new Map<string, string>();
  return async (username, kind) => {
    const known = tokens.get(username);
    if (known) return known;
    const path = kind === 'gov' ? '/api/admin/accountLogin' : kind === 'ent' ? '/api/ent/login/entLogin' : '/api/second/user/loginPwd';
    const { body } = await post(server().apiUrl, path, { username, password: 'Demo@2025' });
    if (body.code !== 2000) throw new Error(`login ${username} failed: ${body.msg}`);
    tokens.set(username, body.data.userInfo.token as string);
    return body.data.userInfo.token as string;
  };
}

/** The personal-data access log of record `recordId` of `source` (reveals, refused tries), oldest first (docs/security.md section 3). */
export function personalDataLog(database: Database, source: string, recordId: number) {
  return database.db
    .select()
    .from(personalDataAccess)
    .where(and(eq(personalDataAccess.source, source), eq(personalDataAccess.recordId, recordId)))
    .orderBy(asc(personalDataAccess.id));
}

/**
 * Waits until the server at `apiUrl` (a separate process being started) answers its health check
 * with 200 (docs/operations.md).
 * @throws Error after `timeoutMs`
 */
export async function waitUntilHealthy(apiUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await fetch(`${apiUrl}/health`).catch(() => undefined))?.status !== 200) {
    if (Date.now() > deadline) throw new Error(`${apiUrl} did not become healthy within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A TCP port of 127.0.0.1 that the system reports free now (it listens on port 0 and closes). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts the server as a second process, `node --import tsx src/main.ts` (node itself, so that the
 * test's signals reach it), on a free port of 127.0.0.1 with `env` added to this process's; answers
 * it and its API base once /health answers 200.
 * @throws Error naming the last lines the server wrote to stderr, when it is not healthy within `timeoutMs`
 */
export async function spawnServer(env: Record<string, string>, timeoutMs = 120_000): Promise<{ server: ChildProcess; apiUrl: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', AUTH_CAPTCHA: 'off', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  server.stderr!.on('data', (chunk: Buffer) => void (stderr = (stderr + chunk.toString()).slice(-4000)));
  const apiUrl = `http://127.0.0.1:${port}/prod-api`;
  try {
    await waitUntilHealthy(apiUrl, timeoutMs);
  } catch (err) {
    server.kill('SIGKILL');
    throw new Error(`${(err as Error).message}; exit code ${server.exitCode ?? 'none yet'}; its stderr: ${stderr || '(empty)'}`, { cause: err });
  }
  return { server, apiUrl };
}

/**
 * A gateway that keeps what it is given (`sent`) instead of sending it, accepting every message
 * except those to `refuse`, which it refuses as Alibaba refuses an invalid number.
 */
export function recordingGateway(refuse: string[] = []): SmsGateway & { sent: GatewayMessage[]; valueTo: (phone: string, param: string) => string | null } {
  const sent: GatewayMessage[] = [];
  return {
    name: 'recording',
    sent,
    /** the parameter `param` (e.g. 'code', 'password') of the newest message to `phone` that has it, as the phone shows it */
    valueTo: (phone, param) => sent.findLast((m) => m.phone === phone && m.values.some((v) => v.name === param))?.values.find((v) => v.name === param)?.value ?? null,
    async send(m) {
      if (refuse.includes(m.phone)) return { status: 'refused', detail: 'isv.MOBILE_NUMBER_ILLEGAL 号码为空号' };
      sent.push(m);
      return { status: 'accepted', bizId: `biz-${m.outId}`, detail: 'OK' };
    },
  };
}
