import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demand } from '../src/modules/demand/tables';
import { enterprise } from '../src/modules/enterprise/tables';
import { lpOutbox } from '../src/modules/lp/tables';
import { get, loginToken, post, startTestServer, type TestServer } from './harness';

/** The security headers every answer must carry (issue 11, defect 7). */
function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("worker-src 'self' blob:");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
}

const PUBLIC_ORIGIN = 'https://rc.example.gov.cn';

describe('security headers, API docs, QR links and pushed text (issue 11, defects 7 and 9)', () => {
  let s: TestServer;
  let production: TestServer;
  let gov: string;
  let ent: string;
  const portalDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(portalDist, 'assets'));
    fs.writeFileSync(path.join(portalDist, 'index.html'), '<!doctype html><title>门户</title><script type="module" src="/assets/app.js"></script>');
    fs.writeFileSync(path.join(portalDist, 'assets', 'app.js'), 'console.log(1);');
    s = await startTestServer('pglite', { PUBLIC_ORIGIN: `${PUBLIC_ORIGIN}/ignored/path` }, undefined, {}, { portalDist });
    production = await startTestServer('pglite', { NODE_ENV: 'production' });
    gov = await loginToken(s.apiUrl, 'gov');
    ent = await loginToken(s.apiUrl, 'ent');
  });
  afterAll(async () => {
    await s?.close();
    await production?.close();
    fs.rmSync(portalDist, { recursive: true, force: true });
  });

  it('sends them with an API answer, an error envelope, the portal page, its scripts and a 404', async () => {
    for (const url of [`${s.apiUrl}/api/home`, `${s.apiUrl}/no/such/endpoint`, `${s.origin}/`, `${s.origin}/notice/list`, `${s.origin}/assets/app.js`, `${s.origin}/missing.png`]) {
      const res = await fetch(url);
      expectSecurityHeaders(res);
    }
    const page = await fetch(`${s.origin}/notice/list`);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('sends them with an xlsx export streamed to staff and with a PNG download', async () => {
    const xlsx = await fetch(`${s.apiUrl}/api/center/demand/export`, { headers: { token: gov } });
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    expectSecurityHeaders(xlsx);
    const [on] = await s.database.db.select({ id: demand.id }).from(demand).where(eq(demand.status, 'on')).limit(1);
    const png = await fetch(`${s.apiUrl}/employmentStation/entAndUser/generateQrCode/${on!.id}`);
    expect(png.headers.get('content-type')).toBe('image/png');
    expectSecurityHeaders(png);
  });

  it('keeps the API docs open in development and for staff only in production', async () => {
    expect((await fetch(`${s.apiUrl}/docs/json`)).status).toBe(200);
    expect((await get(production.apiUrl, '/docs/json')).body.code).toBe(2003);
    expect((await get(production.apiUrl, '/docs')).body.code).toBe(2003);
    expect((await get(production.apiUrl, '/docs/json', { token: await loginToken(production.apiUrl, 'ent') })).body.code).toBe(4003);
    const staff = await fetch(`${production.apiUrl}/docs/json`, { headers: { token: await loginToken(production.apiUrl, 'gov') } });
    expect(((await staff.json()) as { openapi: string }).openapi).toMatch(/^3\./);
    expectSecurityHeaders(staff);
  });

  it('links the QR code to the configured public origin, whatever origin the request names', async () => {
    const [on] = await s.database.db.select({ id: demand.id }).from(demand).where(eq(demand.status, 'on')).limit(1);
    const options = { type: 'png', width: 320, margin: 2, errorCorrectionLevel: 'M' } as const;
    const res = await fetch(`${s.apiUrl}/employmentStation/entAndUser/generateQrCode/${on!.id}?origin=${encodeURIComponent('https://evil.example')}`);
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.equals(await QRCode.toBuffer(`${PUBLIC_ORIGIN}/entDemandDetail?id=${on!.id}`, options))).toBe(true);
    expect(png.equals(await QRCode.toBuffer(`https://evil.example/entDemandDetail?id=${on!.id}`, options))).toBe(false);
  });

  it('pushes plain text to the external recruitment site, without the markup typed into a field', async () => {
    await s.database.db.update(enterprise).set({ intro: '<p>我们是<b>示范</b>企业</p><img src=x onerror=alert(1)><scr<b>ipt>x</script> &amp; 3 < 5' }).where(eq(enterprise.id, 1));
    const pushed = await post(s.apiUrl, '/api/lp/ent/add', {}, { token: ent });
    expect(pushed.body.code).toBe(2000);
    const [row] = await s.database.db.select().from(lpOutbox).orderBy(desc(lpOutbox.id)).limit(1);
    expect((row!.payload as { intro: string }).intro).toBe('我们是示范企业x &amp; 3 < 5');
  });
});
