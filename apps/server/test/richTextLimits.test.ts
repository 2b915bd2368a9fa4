import { monitorEventLoopDelay } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RICH_TEXT_MAX_DEPTH } from '@portal/api';
import { cleanRichText } from '../src/modules/notice/richText';
import { get, loginToken, post, startTestServer, type TestServer } from './harness';

/**
 * Runs `work` while measuring this process's event-loop delay (the server runs in it); answers
 * the work's result and the longest delay seen, in ms.
 */
async function withLoopDelay<T>(work: () => Promise<T>): Promise<{ result: T; maxDelayMs: number }> {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  try {
    const result = await work();
    return { result, maxDelayMs: h.max / 1e6 };
  } finally {
    h.disable();
  }
}

const nested = (depth: number, inner = '示范企业') => '<div>'.repeat(depth) + inner + '</div>'.repeat(depth);

describe('rich text cannot stall the server (issue 11, defect 1)', () => {
  let s: TestServer;
  let ent: string;
  let gov: string;

  beforeAll(async () => {
    s = await startTestServer('pglite');
    ent = await loginToken(s.apiUrl, 'ent');
    gov = await loginToken(s.apiUrl, 'gov');
    // the sanitiser thread starts on first use; start it (and load its parser) before measuring,
    // as a running server has: what is measured is what a hostile request costs, not a cold start
    await cleanRichText('<p>预热</p>', '预热');
  });
  afterAll(async () => s?.close());

  it('refuses tens of thousands of nested <div> in a micro-homepage description at once with 4001, while other requests go on', async () => {
    const hostile = '<div>'.repeat(9_999) + 'x';
    expect(hostile.length).toBeLessThanOrEqual(50_000);
    const started = performance.now();
    const { result, maxDelayMs } = await withLoopDelay(() =>
      Promise.all([
        post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: hostile }, { token: ent }).then((r) => ({ ...r, ms: performance.now() - started })),
        get(s.apiUrl, '/api/ent/info/getTinyHomeById/1').then((r) => ({ ...r, ms: performance.now() - started })),
      ]),
    );
    const [saved, other] = result;
    expect(saved.body.code).toBe(4001);
    expect(saved.body.msg).toContain('企业介绍');
    // the stall this guards against held every request for seconds to over a minute; the bounds
    // leave room for a shared machine: the event loop once waited 138 ms here in a fresh clone on a
    // quiet machine (parsing and checking the 50 kB body, a collection), so 100 ms failed now and
    // then; half a second still tells a stall from that (timings belong in npm run bench)
    expect(saved.ms).toBeLessThan(10_000);
    expect([2000, 4004]).toContain(other.body.code);
    expect(other.ms).toBeLessThan(10_000);
    expect(maxDelayMs).toBeLessThan(500);
  });

  it(`keeps rich text nested ${RICH_TEXT_MAX_DEPTH} levels deep and refuses one level more, naming the field`, async () => {
    expect((await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: nested(RICH_TEXT_MAX_DEPTH) }, { token: ent })).body.code).toBe(2000);
    const deeper = await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: nested(RICH_TEXT_MAX_DEPTH + 1) }, { token: ent });
    expect(deeper.body.code).toBe(4001);
    expect(deeper.body.msg).toContain(`企业介绍嵌套层级过深（最多${RICH_TEXT_MAX_DEPTH}层）`);
    const hidden = '<div title="<">'.repeat(RICH_TEXT_MAX_DEPTH + 1) + 'x';
    expect((await post(s.apiUrl, '/api/ent/info/modifyTinyHome', { description: hidden }, { token: ent })).body.code).toBe(4001);
  });

  it('sanitises the largest notice the contract accepts off the event loop, and stores it clean', async () => {
    const block = nested(RICH_TEXT_MAX_DEPTH - 2, '正文<script>alert(1)</script>');
    const content = block.repeat(Math.floor(200_000 / block.length));
    const { result: clean, maxDelayMs } = await withLoopDelay(() => cleanRichText(content, '正文'));
    expect(clean).toContain('正文');
    expect(clean).not.toContain('script');
    expect(maxDelayMs).toBeLessThan(100);
    const created = await post(s.apiUrl, '/api/notice/one/insert', { category: 'notice', title: '很长的通知', content }, { token: gov });
    expect(created.body.code).toBe(2000);
    const { body } = await get(s.apiUrl, `/api/notice/one/detail?id=${created.body.data.id}`, { token: gov });
    expect(body.data.content).toBe(clean);
  });

  it('stops a sanitising that exceeds its time budget with 4001, and the next one works', async () => {
    const block = nested(RICH_TEXT_MAX_DEPTH - 2);
    const largest = block.repeat(Math.floor(200_000 / block.length));
    await expect(cleanRichText(largest, '正文', '请输入正文', 5)).rejects.toMatchObject({ code: 4001, message: expect.stringContaining('无法在限定时间内处理') });
    expect(await cleanRichText('<p onclick="x()">好</p>', '正文')).toBe('<p>好</p>');
  });
});
