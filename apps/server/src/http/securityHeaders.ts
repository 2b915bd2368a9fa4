import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (issue 11, defect 7). The portal and the bigscreen
 * run under it with no violation: scripts only from this origin (no inline scripts but those named
 * by their hash, see registerSecurityHeaders; no eval:
 * the apps switch zod to jitless parsing first, libs/api/src/browser.ts); inline styles, which
 * Chakra UI (emotion), echarts and maplibre write; pictures from this origin, `data:` and `blob:`
 * (canvas exports, the icon); workers from this origin or `blob:` (maplibre and deck.gl start
 * theirs from blob URLs); no plugins; no framing by any site.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'data:', 'blob:'],
  workerSrc: ["'self'", 'blob:'],
  childSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Sets helmet's headers (@fastify/helmet's, computed once) on the root instance, before any route, so that every answer carries
 * the security headers: API envelopes, file downloads and xlsx exports, the static front ends and
 * their index pages, the API documentation and 404s. Besides {@link CONTENT_SECURITY_POLICY}:
 * `X-Frame-Options: DENY` (for browsers without frame-ancestors), `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin`, and helmet's other defaults (HSTS, which browsers honour over
 * HTTPS only; Cross-Origin-Opener-Policy and -Resource-Policy same-origin). No
 * `upgrade-insecure-requests`: the server may be reached over plain HTTP inside the bureau.
 * `inlineScripts` are added to script-src: the hashes of the portal's inline scripts (http/prerender.ts inlineScriptHashes).
 */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScripts: readonly string[] = []): Promise<void> {
  const headers = await securityHeaders(inlineScripts);
  // the same headers on every answer: set from one object made once (@fastify/helmet would build its middleware per request)
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** Headers of a bare answer that are not helmet's. */
const NOT_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with this module's options, read once from an answer of a
 * throwaway server (they do not depend on the request: no CSP nonces).
 */
async function securityHeaders(inlineScripts: readonly string[]): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY, scriptSrc: [...CONTENT_SECURITY_POLICY.scriptSrc, ...inlineScripts] } },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
  });
  probe.get('/', async () => '');
  const res = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(Object.entries(res.headers).flatMap(([k, v]) => (NOT_HELMET.has(k.toLowerCase()) || v === undefined ? [] : [[k, String(v)]])));
}
