import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/open';
import { prepareDatabase } from '../src/db/prepare';
import { buildApp } from '../src/http/app';
import { issueSetupCode, setupCodeFile } from '../src/modules/setup/service';
import { get, post, postgresAvailable, postgresDatabaseUrl, recordingGateway, startTestServer } from './harness';
import { adminQuery } from './postgres';

const SERVER = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** A gateway stand-in that keeps every message, so the test reads the SMS code the administrator would receive. */
const keptMessages = () => recordingGateway();

/** A production server (NODE_ENV=production, no DEMO) on a new, empty PGlite database, as a bureau installs it; captcha off only so the test can log in. */
async function productionInstall() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-setup-'));
  const database: Database = await openDatabase({});
  const config: Config = { ...loadConfig({ NODE_ENV: 'production', AUTH_CAPTCHA: 'off', LOG_LEVEL: 'silent', DATA_DIR: dataDir }), portalDist: '/nonexistent', bigscreenDist: '/nonexistent' };
  expect(await prepareDatabase(database, { demo: config.demo })).toBe('district');
  const issued = await issueSetupCode(database.db, dataDir);
  const sms = keptMessages();
  const app: FastifyInstance = await buildApp({ db: database.db, config, logger: false, sms });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as net.AddressInfo).port;
  return {
    apiUrl: `http://127.0.0.1:${port}${config.apiBase}`,
    dataDir,
    issued,
    sms,
    database,
    code: () => fs.readFileSync(setupCodeFile(dataDir), 'utf8').trim(),
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('going live: an empty production database waits for its first administrator (issue 42)', () => {
  let s: Awaited<ReturnType<typeof productionInstall>>;
  beforeAll(async () => {
    s = await productionInstall();
  });
  afterAll(async () => s.close());

  const admin = { name: '林晓', username: 'lin_admin', phone: '13912345678', password: 'Rsj#Xinan2027' };

  it('holds no demo data: no account logs in, no enterprise, no street; the industries and dictionaries every district shares are there', async () => {
    expect((await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Demo@2025' })).body.code).not.toBe(2000);
    expect((await post(s.apiUrl, '/api/ent/login/entLogin', { username: 'ent_demo', password: 'Demo@2025' })).body.code).not.toBe(2000);
    const sections = (await get(s.apiUrl, '/api/common/dict/industrySection')).body;
    expect(sections.code).toBe(2000);
    expect(sections.data.map((o: { dictLabel: string }) => o.dictLabel)).toContain('信息传输、软件和信息技术服务业');
    expect((await get(s.apiUrl, '/api/common/dict/street')).body.data).toEqual([]);
    const home = await fetch(`${s.apiUrl}/api/home`);
    expect(home.status).toBe(200);
    expect(await home.text()).not.toContain('南湾');
  });

  it('writes a one-time setup code readable only by the server user, valid 24 hours', () => {
    const stat = fs.statSync(setupCodeFile(s.dataDir));
    expect(stat.mode & 0o777).toBe(0o600);
    expect(s.code()).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(s.issued!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);
  });

  it('refuses a wrong code, counting the tries left, and takes the right one in any case with or without dashes', async () => {
    expect((await get(s.apiUrl, '/api/setup/state')).body.data).toEqual({ open: true, lockedForSeconds: 0 });
    expect((await post(s.apiUrl, '/api/setup/code', { code: 'AAAA-BBBB-CCCC' })).body).toMatchObject({ code: 4001, msg: '安装码错误，还可以再试4次' });
    expect((await post(s.apiUrl, '/api/setup/code', { code: 'short' })).body.code).toBe(4001);
    const right = await post(s.apiUrl, '/api/setup/code', { code: s.code().replaceAll('-', '').toLowerCase() });
    expect(right.body.code).toBe(2000);
  });

  it('creates the administrator with a phone verified by SMS and a password by the account rules, then closes /setup for good', async () => {
    const code = s.code();
    expect((await post(s.apiUrl, '/api/setup/smsCode', { code: 'ZZZZ-ZZZZ-ZZZZ', phone: admin.phone })).body.code).toBe(4001);
    expect(s.sms.sent).toHaveLength(0);
    expect((await post(s.apiUrl, '/api/setup/smsCode', { code, phone: admin.phone })).body.code).toBe(2000);
    const smsCode = /验证码：(\d{6})/.exec(s.sms.sent.at(-1)!.text)![1]!;
    expect(s.sms.sent.at(-1)!.text).not.toContain('南湾');
    const create = (over: Partial<typeof admin & { smsCode: string }>) => post(s.apiUrl, '/api/setup/admin', { code, ...admin, smsCode, ...over });
    expect((await create({ password: 'Demo@2025' })).body).toMatchObject({ code: 4001, msg: '该密码为公开的演示密码，请另设密码' });
    expect((await create({ smsCode: '000000' })).body.code).toBe(4001);
    expect((await create({})).body).toMatchObject({ code: 2000, data: { username: 'lin_admin' } });

    const login = (await post(s.apiUrl, '/api/admin/accountLogin', { username: admin.username, password: admin.password })).body;
    expect(login.code).toBe(2000);
    expect(login.data.personRouters.map((r: { name: string }) => r.name)).toContain('admin');
    expect(login.data.account.mustSetPassword).toBe(false);

    expect((await get(s.apiUrl, '/api/setup/state')).body.data.open).toBe(false);
    expect((await post(s.apiUrl, '/api/setup/code', { code })).body.code).toBe(4004);
    expect((await create({ username: 'second_admin', phone: '13912345679' })).body.code).toBe(4004);
  });

  it('lists for the administrator what the install still lacks, each with its fix; the health check gives the same list without account names', async () => {
    const token = (await post(s.apiUrl, '/api/admin/accountLogin', { username: admin.username, password: admin.password })).body.data.userInfo.token as string;
    const list = (await get(s.apiUrl, '/api/center/readiness', { token })).body;
    expect(list.code).toBe(2000);
    const byKey = Object.fromEntries(list.data.items.map((i: { key: string; ok: boolean; fix: string }) => [i.key, i]));
    expect(byKey.demoData.ok).toBe(true);
    expect(byKey.demoPasswords.ok).toBe(true);
    expect(byKey.captcha).toMatchObject({ ok: false, fix: '删除 AUTH_CAPTCHA=off 设置后重启' });
    expect(byKey.streets).toMatchObject({ ok: false, detail: '尚未导入街道' });
    expect(byKey.district).toMatchObject({ ok: false, fix: '在 系统管理 › 区情配置 › 本区信息 填写' });
    expect(byKey.administrators).toMatchObject({ ok: false, detail: '现有 1 名系统管理员' });
    expect(byKey.https.ok).toBe(false);
    // this server's messages go through a test stand-in, but its SMS_PROVIDER is the development transport
    expect(byKey.smsGateway).toMatchObject({ ok: false, detail: expect.stringMatching(/^SMS_PROVIDER 未设置为 aliyun 或 tencent/) });
    const health = (await (await fetch(`${s.apiUrl}/health?readiness=1`)).json()) as { readiness: { key: string; ok: boolean }[] };
    expect(health.readiness.map((i) => [i.key, i.ok])).toEqual(list.data.items.map((i: { key: string; ok: boolean }) => [i.key, i.ok]));
    expect(JSON.stringify(health)).not.toContain('lin_admin');
  });
});

describe('five wrong setup codes lock /setup for 15 minutes', () => {
  it('refuses even the right code while locked, and says for how long', async () => {
    const s = await productionInstall();
    try {
      for (let left = 4; left >= 1; left--) expect((await post(s.apiUrl, '/api/setup/code', { code: 'AAAA-BBBB-CCCC' })).body.msg).toBe(`安装码错误，还可以再试${left}次`);
      expect((await post(s.apiUrl, '/api/setup/code', { code: 'AAAA-BBBB-CCCC' })).body).toMatchObject({ code: 4029, msg: '安装码错误次数过多，请15分钟后再试' });
      expect((await post(s.apiUrl, '/api/setup/code', { code: s.code() })).body.code).toBe(4029);
      expect((await get(s.apiUrl, '/api/setup/state')).body.data.lockedForSeconds).toBeGreaterThan(14 * 60);
    } finally {
      await s.close();
    }
  });
});

describe('the demo is not a production install', () => {
  it('keeps /setup closed on the demo (staff_admin administers it) and lists its demo data and passwords as not ready', async () => {
    const s = await startTestServer('pglite');
    try {
      expect((await get(s.apiUrl, '/api/setup/state')).body.data.open).toBe(false);
      const token = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_admin', password: 'Demo@2025' })).body.data.userInfo.token as string;
      const items = (await get(s.apiUrl, '/api/center/readiness', { token })).body.data.items as { key: string; ok: boolean; detail: string }[];
      expect(items.find((i) => i.key === 'demoData')!.ok).toBe(false);
      expect(items.find((i) => i.key === 'demoPasswords')!.detail).toContain('staff_admin');
      expect(items.find((i) => i.key === 'streets')!.detail).toBe('街道边界为演示用的生成图形');
      expect(items.find((i) => i.key === 'smsGateway')!.ok).toBe(false);
      // only administrators read it
      const other = (await post(s.apiUrl, '/api/admin/accountLogin', { username: 'staff_jyzx', password: 'Demo@2025' })).body.data.userInfo.token as string;
      expect((await get(s.apiUrl, '/api/center/readiness', { token: other })).body.code).toBe(4003);
    } finally {
      await s.close();
    }
  });
});

/** Runs the real server (src/main.ts under tsx) until it exits or answers its health check; answers its exit code (null: it served) and what it logged. */
async function startServer(env: Record<string, string>): Promise<{ exit: number | null; log: string }> {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
  });
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: SERVER, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)));
  const served = (async () => {
    for (;;) {
      if ((await fetch(`http://127.0.0.1:${port}/prod-api/health`).catch(() => undefined))?.status === 200) return null;
      await new Promise((r) => setTimeout(r, 300));
    }
  })();
  const exit = await Promise.race([exited, served]);
  if (exit === null) {
    child.kill('SIGTERM');
    await exited;
  }
  return { exit, log };
}

describe('a production server refuses to start with a published credential (OWASP ASVS 4.0 V2.1, V2.5)', async () => {
  const pgUp = await postgresAvailable();
  const databases: string[] = [];
  const database = async (template?: string) => {
    const name = `portal_golive_${process.pid}_${databases.length}_${Date.now()}`;
    await adminQuery(`create database ${name}${template ? ` template ${template}` : ''}`);
    databases.push(name);
    return postgresDatabaseUrl(name);
  };
  afterAll(async () => {
    for (const name of databases) await adminQuery(`drop database if exists ${name} with (force)`);
  });

  it.skipIf(!pgUp)('on a database first filled with DEMO=on: names the demo accounts and the command, and starts once it has run', async () => {
    const url = await database(inject('postgresTemplate'));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-golive-'));
    const env = { NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: dataDir };
    try {
      const refused = await startServer(env);
      expect(refused.exit).toBe(1);
      expect(refused.log).toContain('staff_admin');
      expect(refused.log).toContain('npm run accounts:lock-demo');
      expect((await startServer({ ...env, DEMO: 'on' })).exit).toBeNull();
      await run(process.execPath, ['--import', 'tsx', 'src/cli/accounts-lock-demo.ts'], { cwd: SERVER, env: { ...process.env, ...env } });
      const served = await startServer(env);
      expect(served.exit, served.log).toBeNull();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it.skipIf(!pgUp)('with AUTH_CAPTCHA=off, even on an empty database', async () => {
    const url = await database();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-golive-'));
    try {
      const refused = await startServer({ NODE_ENV: 'production', DATABASE_URL: url, DATA_DIR: dataDir, AUTH_CAPTCHA: 'off' });
      expect(refused.exit).toBe(1);
      expect(refused.log).toContain('AUTH_CAPTCHA=off');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
