import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, seenWithin, startTestServer, type TestServer } from './harness';

/** The portal's inline script in this test's index.html: its hash must be in the CSP's script-src. */
const INLINE = "document.documentElement.setAttribute('data-test','')";

/**
 * The portal's server build stands in here as a small module of the same shape (the portal is
 * built after the unit tests run; e2e/tests/prerender.spec.ts draws the real pages): it lists
 * /Home and /, draws the latest notices' titles it reads through the transport the server gives
 * it (the server's own router), and fails for /Home?fail.
 */
const RENDERER = `
export const PRERENDERED_PATHS = ['/', '/Home'];
export const PRERENDERED_STATE_ID = 'prerendered-state';
export async function prerender(url, transport) {
  if (url.includes('fail')) throw new Error('drawing failed');
  const res = await transport('/prod-api/api/notice/list?category=notice&page=1&limit=10');
  const titles = (await res.json()).data.list.map((n) => n.title);
  return { html: '<ul>' + titles.map((t) => '<li>' + t + '</li>').join('') + '</ul>', state: { titles, note: '</script><b>' }, status: 200 };
}`;

describe('public pages drawn ahead by the server (issue 45, http/prerender.ts)', () => {
  let s: TestServer;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-build-'));
  const portalDist = path.join(dir, 'dist');

  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'dist-ssr'), { recursive: true });
    fs.mkdirSync(portalDist);
    fs.writeFileSync(path.join(portalDist, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script></head><body><div id="root"></div></body></html>`);
    fs.writeFileSync(path.join(dir, 'dist-ssr', 'render.js'), RENDERER);
    s = await startTestServer('pglite', {}, undefined, {}, { portalDist });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const titles = async () => ((await get(s.apiUrl, '/api/notice/list?category=notice&page=1&limit=10')).body.data.list as { title: string }[]).map((n) => n.title);

  it('sends /Home and / with the page drawn in #root and the answers beside it, compressed, with an ETag', async () => {
    const latest = await titles();
    expect(latest.length).toBeGreaterThan(0);
    for (const page of ['/Home', '/']) {
      const res = await fetch(s.origin + page, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('content-encoding')).toBe('br');
      const html = await res.text();
      expect(html).toContain(`<div id="root"><ul><li>${latest[0]}</li>`);
      // the answers as JSON a script cannot end early
      const state = /<script type="application\/json" id="prerendered-state">(.*?)<\/script>/.exec(html)![1]!;
      expect(JSON.parse(state)).toEqual({ titles: latest, note: '</script><b>' });
      const again = await fetch(s.origin + page, { headers: { 'if-none-match': res.headers.get('etag')! } });
      expect(again.status).toBe(304);
    }
  });

  it('names the inline script by its hash in the Content-Security-Policy', async () => {
    const csp = (await fetch(`${s.origin}/Home`)).headers.get('content-security-policy')!;
    const hash = createHash('sha256').update(INLINE).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, (c) => `\\${c}`)}'`));
  });

  it('draws the page again once the data it shows has changed, from whatever wrote it', async () => {
    const before = await (await fetch(`${s.origin}/Home`)).text();
    const [first] = await titles();
    await s.database.db.execute(sql`update notice set title = ${`${first}（已更正）`} where title = ${first}`);
    await seenWithin('pglite', async () => (await (await fetch(`${s.origin}/Home`)).text()).includes(`${first}（已更正）`));
    expect(before).not.toContain('（已更正）');
  });

  it('sends the page without markup where drawing fails or the page is not drawn ahead', async () => {
    for (const page of ['/Home?fail=1', '/mail']) {
      const res = await fetch(s.origin + page);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });
});
