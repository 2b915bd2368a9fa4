import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every answer (issue 11, defect 7). The portal and the bigscreen
 * run under it with no violation: scripts only from this origin (no inline scripts, no eval:
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
 * Registers @fastify/helmet on the root instance, before any route, so that every answer carries
 * the security headers: API envelopes, file downloads and xlsx exports, the static front ends and
 * their index pages, the API documentation and 404s. Besides {@link CONTENT_SECURITY_POLICY}:
 * `X-Frame-Options: DENY` (for browsers without frame-ancestors), `X-Content-Type-Options: nosniff`,
 * `Referrer-Policy: same-origin`, and helmet's other defaults (HSTS, which browsers honour over
 * HTTPS only; Cross-Origin-Opener-Policy and -Resource-Policy same-origin). No
 * `upgrade-insecure-requests`: the server may be reached over plain HTTP inside the bureau.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    xContentTypeOptions: true,
  });
}
