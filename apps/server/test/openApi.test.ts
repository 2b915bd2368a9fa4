import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE, endpointTable, endpoints, type Endpoint } from '@portal/api';
import { API_TAGS } from '../src/http/apiTags';
import { loginToken, startTestServer, type TestServer } from './harness';
import { answerChecker, type OpenApiDocument } from './openApiAnswers';

/**
 * Issue 43: the OpenAPI document served at `{apiBase}/docs/json` is one another system can build a
 * client from: every endpoint of the contract is an operation named by its endpoint name, with its
 * tag, its security and its answer; Redocly CLI's `recommended` ruleset finds no error in it (the
 * warnings are listed and justified in docs/api.md); and types generated from it by
 * openapi-typescript compile against a client's three calls (test/openApiClient/calls.ts), which
 * then work against the server. That every answer validates against it: authorization.test.ts.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

/** An installed command-line tool of the workspace (node_modules/.bin, hoisted to the root or kept in apps/server). */
function bin(name: string): string {
  const found = [path.join(ROOT, 'node_modules/.bin', name), path.join(ROOT, 'apps/server/node_modules/.bin', name)].find((p) => fs.existsSync(p));
  if (!found) throw new Error(`${name} is not installed (npm install)`);
  return found;
}

/** What test/openApiClient/calls.ts exports (it is compiled by its own tsconfig against the generated types, not by the server's). */
interface OpenApiClient {
  firstNotices(baseUrl: string): Promise<{ total: number; firstTitle: string | undefined }>;
  ownEnterprise(baseUrl: string, token: string): Promise<{ name: string; creditCode: string }>;
  exportNotices(baseUrl: string, token: string): Promise<{ bytes: Uint8Array; filename: string | null }>;
}

type Operation = { operationId: string; tags: string[]; security: object[]; 'x-access': { kind: string }; responses: Record<string, { content: Record<string, unknown> }> };
type Doc = { openapi: string; servers: { url: string }[]; tags: { name: string; description: string }[]; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document (issue 43)', () => {
  let s: TestServer;
  let doc: Doc;
  let text: string;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    const res = await fetch(`${s.apiUrl}/docs/json`);
    text = await res.text();
    doc = JSON.parse(text) as Doc;
  });
  afterAll(async () => s?.close());

  it('has every endpoint of the contract as one operation named by its endpoint name, with its tag, security and answer', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: s.config.apiBase })]);
    const operations = Object.entries(doc.paths).flatMap(([p, item]) => Object.entries(item).map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, op })));
    const table = Object.entries(endpointTable as Record<string, Endpoint>);
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(table.map(([name]) => name).sort());
    for (const [name, e] of table) {
      const op = doc.paths[e.path]?.[e.method.toLowerCase()];
      expect(op?.operationId, `${e.method} ${e.path}`).toBe(name);
      expect([name, op!.tags, op!['x-access'].kind, op!.security]).toEqual([name, [e.tag], e.access, e.access === 'public' ? [] : [{ token: [] }]]);
      const media = Object.keys(op!.responses['200']!.content);
      expect([name, media.includes('application/json'), media.length > 1]).toEqual([name, true, e.body === 'export']);
    }
    const tags = new Set(table.map(([, e]) => e.tag));
    expect([...tags].filter((t) => !API_TAGS[t])).toEqual([]);
    expect(doc.tags.map((t) => t.name).sort()).toEqual([...tags].sort());
  });

  it('answers a 2000 envelope whose data is described, and says which codes each operation answers', async () => {
    const op = doc.paths['/api/notice/list']!['get']!;
    const schema = (op.responses['200']!.content['application/json'] as { schema: { oneOf: { properties: { code: { enum: number[] }; data: { properties?: object } } }[] } }).schema;
    expect(schema.oneOf[0]!.properties.code.enum).toEqual([CODE.ok]);
    expect(Object.keys(schema.oneOf[0]!.properties.data.properties ?? {})).toEqual(['list', 'total']);
    expect(schema.oneOf[1]!.properties.code.enum).not.toContain(CODE.notLoggedIn);
    const limited = doc.paths['/common/validPhone']!['post'] ?? doc.paths['/common/validPhone']!['get'];
    expect((limited as unknown as { 'x-codes': Record<string, string> })['x-codes']).toHaveProperty(String(CODE.tooManyRequests));
    // the check the authorization sweep makes of every answer (openApiAnswers.ts) takes a real answer and refuses a wrong one
    const check = answerChecker(doc as unknown as OpenApiDocument);
    const answer = (await (await fetch(`${s.apiUrl}/api/notice/list?page=1&limit=10`)).json()) as { data: object };
    expect(check(endpoints.noticeList, answer)).toBeNull();
    expect(check(endpoints.noticeList, { ...answer, data: { ...answer.data, total: 'many' } })).toMatch(/total/);
    expect(check(endpoints.noticeList, { code: CODE.notLoggedIn, msg: '请先登录', data: null })).not.toBeNull();
  });

  it('passes Redocly CLI lint with the recommended ruleset: no error', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
    try {
      fs.writeFileSync(path.join(dir, 'openapi.json'), text);
      fs.writeFileSync(path.join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
      const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' };
      const out = await run(bin('redocly'), ['lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json', '--max-problems', '100000'], { cwd: dir, env, maxBuffer: 256 * 1024 * 1024 }).catch(
        (e: { stdout?: string }) => ({ stdout: e.stdout ?? '' }),
      );
      const { problems } = JSON.parse(out.stdout) as { problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[] };
      const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
      const byRule = new Map<string, number>();
      for (const p of problems.filter((p) => p.severity === 'warn')) byRule.set(p.ruleId, (byRule.get(p.ruleId) ?? 0) + 1);
      const warnings = [...byRule].map(([rule, n]) => `${rule} ${n}`);
      console.log(`redocly lint (recommended): ${errors.length} errors; warnings by rule: ${warnings.join(', ') || 'none'}`);
      expect(errors.slice(0, 50)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('gives openapi-typescript types that a client compiles against (tsc), and that client works', async () => {
    const clientDir = path.join(import.meta.dirname, 'openApiClient');
    fs.writeFileSync(path.join(clientDir, 'openapi.d.ts'), astToString(await openapiTS(text)));
    await run(bin('tsc'), ['-p', path.join(clientDir, 'tsconfig.json')]).catch((e: { stdout?: string }) => {
      throw new Error(`the client does not compile against the generated types:\n${e.stdout}`);
    });
    // imported by its path, so that the server's own typecheck does not follow it to the generated types it needs
    const client = (await import(/* @vite-ignore */ path.join(clientDir, 'calls.ts'))) as OpenApiClient;
    const notices = await client.firstNotices(s.apiUrl);
    expect(notices.total).toBeGreaterThan(0);
    expect(notices.firstTitle).toEqual(expect.any(String));
    const ent = await client.ownEnterprise(s.apiUrl, await loginToken(s.apiUrl, 'ent'));
    expect(ent.creditCode).toMatch(/^[0-9A-Z]{18}$/);
    const file = await client.exportNotices(s.apiUrl, await loginToken(s.apiUrl, 'gov'));
    expect(Buffer.from(file.bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    expect(file.filename).toMatch(/^attachment; filename=/);
  }, 120_000);
});
