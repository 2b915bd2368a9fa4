import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '@portal/api';
import { loadConfig } from '../src/config';
import type { Db } from '../src/db/open';
import { createRouter } from '../src/http/router';
import { markStable } from '../src/http/stableAnswers';
import { Fail } from '../src/http/errors';

const figures = z.object({ name: z.string(), count: z.number().int() });
const publicCall = (path: string, output: z.ZodType) => defineEndpoint({ method: 'GET', path, body: 'query', access: 'public', tag: 'test', summary: path, input: z.object({}), output });

/**
 * Stable answers (http/stableAnswers.ts) sent by the router: checked against each endpoint's own
 * output schema and serialised once, the same object sent again as the same JSON. Public test
 * endpoints only, so no session (and no database read) is involved.
 */
describe('stable answers', () => {
  let app: FastifyInstance;
  const answer = markStable({ name: '越秀街道', count: 12, secret: 'never sent' });
  const wrong = markStable({ name: '越秀街道', count: 'twelve' });
  beforeAll(async () => {
    app = Fastify();
    // as http/app.ts: zod schemas on routes are for OpenAPI, input is parsed by the router
    app.setValidatorCompiler(() => () => true);
    await app.register(multipart);
    app.setErrorHandler((e, _req, reply) => reply.send(e instanceof Fail ? { code: e.code, msg: e.message, data: null } : e));
    const table = { figures: publicCall('/figures', figures), countOnly: publicCall('/count-only', z.object({ count: z.number().int() })), wrong: publicCall('/wrong', figures) };
    const r = createRouter(app, { db: null as unknown as Db, config: loadConfig({}), sms: { send: async () => undefined } as never, table });
    r.handle(table.figures, async () => answer);
    r.handle(table.countOnly, async () => answer);
    r.handle(table.wrong, async () => wrong);
    await app.ready();
  });
  afterAll(() => app.close());

  it('refuses a handler for an endpoint outside its table', () => {
    const r = createRouter(Fastify(), { db: null as unknown as Db, config: loadConfig({}), sms: { send: async () => undefined } as never, table: {} });
    expect(() => r.handle(publicCall('/elsewhere', figures), async () => answer)).toThrow(/GET \/elsewhere is not in the router's table/);
  });

  it('sends the same figures on every call, without fields outside the contract', async () => {
    const first = await app.inject('/figures');
    const second = await app.inject('/figures');
    expect(first.json()).toEqual({ code: 2000, msg: '操作成功', data: { name: '越秀街道', count: 12 } });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it("checks the same object against each endpoint's own contract", async () => {
    await app.inject('/figures');
    expect((await app.inject('/count-only')).json().data).toEqual({ count: 12 });
  });

  it('refuses an answer outside the contract on every call, not only the first', async () => {
    for (let i = 0; i < 2; i++) expect((await app.inject('/wrong')).json()).toMatchObject({ code: 5000, data: null });
  });
});
