import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/open';
import { SESSION_TABLE_NAMES } from '../modules/account/session';
import { AnswerCache, sendKept, tableVersions } from './answerCache';

/** What the portal's server build (apps/portal/src/features/prerender/render.tsx) exports. */
interface PortalRenderer {
  /** the paths the portal draws ahead for visitors (its public pages and logins) */
  PRERENDERED_PATHS: readonly string[];
  /** the id of the `<script type="application/json">` holding the answers the page was drawn from */
  PRERENDERED_STATE_ID: string;
  prerender(url: string, transport: typeof fetch): Promise<{ html: string; state: unknown; status: number }>;
}

/** Where the portal's page goes in its index.html. */
const ROOT = '<div id="root"></div>';

/** A drawn page is made again at least this often (ms), whatever the data versions say (counts kept per second or minute). */
const REDRAW_EVERY_MS = 60_000;

/** Longest a page is waited for (ms); after it the page is sent without markup, as the script draws it anyway. */
const DRAW_WITHIN_MS = 3000;

/**
 * The hashes (CSP source expressions, `'sha256-…'`) of the inline scripts of an index.html, for
 * the Content-Security-Policy's script-src (http/securityHeaders.ts): the portal's two inline
 * scripts, the gate that decides before the page paints whether the markup drawn for a visitor may
 * be shown (apps/portal/index.html) and the starter that loads the page's script after the first
 * paint (apps/portal/vite.config.ts). An index.html that cannot be read has none.
 */
export function inlineScriptHashes(indexHtml: string): string[] {
  if (!fs.existsSync(indexHtml)) return [];
  const html = fs.readFileSync(indexHtml, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
}

/**
 * Public pages painted before their script runs (issue 45, the decision "the public pages may
 * paint before the JavaScript runs"). For a GET of one of the portal's {@link PortalRenderer}
 * paths, the portal's index.html is sent with the page drawn as a visitor sees it in `#root` and
 * the answers it was drawn from beside it; the script then takes the page over (main.tsx). The
 * page's API calls go to this server in process (`app.inject`, so through the answer cache).
 *
 * A drawn page is kept (with its ETag, brotli and gzip bodies) under its address, the data versions
 * of every table but the sessions' (http/answerCache.ts), and the minute ({@link REDRAW_EVERY_MS}).
 * When the portal's server build (`portalDist/../dist-ssr/render.js`) is missing, when drawing fails
 * or takes over {@link DRAW_WITHIN_MS}, or the address matches no page, the index.html is sent as it
 * is, and the browser draws the page as before.
 * @returns the handler for the portal's page addresses, or null when the portal is not built
 */
export function prerenderedPages(app: FastifyInstance, db: Db, portalDist: string): ((req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null {
  const indexFile = path.join(portalDist, 'index.html');
  const rendererFile = path.join(portalDist, '..', 'dist-ssr', 'render.js');
  if (!fs.existsSync(indexFile)) return null;
  const template = fs.readFileSync(indexFile, 'utf8');
  const plain = (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', portalDist);
  if (!fs.existsSync(rendererFile) || !template.includes(ROOT)) return async (_req, reply) => plain(reply);
  // loaded with the first page asked for (React and the portal's pages: some tens of MiB the server holds only once it draws)
  let renderer: Promise<PortalRenderer> | undefined;
  const portalRenderer = () => (renderer ??= import(pathToFileURL(rendererFile).href) as Promise<PortalRenderer>);
  const pages = new AnswerCache();
  const transport: typeof fetch = async (input, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: res.headers as Record<string, string>,
    });
  };
  const draw = async (url: string): Promise<string> => {
    const portal = await portalRenderer();
    const page = await portal.prerender(url, transport);
    if (page.status !== 200) throw new Error(`page ${url}: ${page.status}`);
    const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
    return template.replace(ROOT, `<div id="root">${page.html}</div><script type="application/json" id="${portal.PRERENDERED_STATE_ID}">${state}</script>`);
  };
  return async (req, reply) => {
    const url = req.url;
    const pathname = url.split('?')[0]!;
    try {
      if (!(await portalRenderer()).PRERENDERED_PATHS.includes(pathname)) return plain(reply);
      const versions = [...(await tableVersions(db))]
        .filter(([name]) => !SESSION_TABLE_NAMES.has(name))
        .map(([name, v]) => `${name}:${v}`)
        .sort()
        .join(',');
      const key = `${url}|${versions}|${Math.floor(Date.now() / REDRAW_EVERY_MS)}`;
      let timer: NodeJS.Timeout | undefined;
      const page = await Promise.race([
        pages.get(key, () => draw(url)),
        new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(new Error(`page ${url}: not drawn within ${DRAW_WITHIN_MS} ms`)), DRAW_WITHIN_MS))),
      ]).finally(() => clearTimeout(timer));
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      return sendKept(req, reply, page, 'text/html; charset=utf-8');
    } catch (err) {
      req.log.warn({ err }, 'page not drawn ahead; sent without markup');
      return plain(reply);
    }
  };
}
