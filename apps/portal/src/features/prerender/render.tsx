import { QueryClient, dehydrate, type DehydratedState, type Query } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { setApiTransport } from '../../lib/api';
import { createAppRouter } from '../../router';
import { AppRoot } from '../../AppRoot';
import { PAGES } from '../navigation';

export { PRERENDERED_STATE_ID } from '.';

/** The pages the server draws ahead for visitors: the enterprise login (/) and every public page of the navigation table (features/navigation/pages.ts). */
export const PRERENDERED_PATHS: readonly string[] = ['/', ...PAGES.filter((p) => p.access.kind === 'public').map((p) => p.path)];

/** What the server puts in the page: the markup of `#root` and the answers it was drawn from. */
export interface Prerendered {
  /** the markup of `#root`, with the styles it uses inline (Emotion's `<style data-emotion>` tags) */
  html: string;
  /** the query cache the markup was drawn from, for the script to start from (main.tsx) */
  state: DehydratedState;
  /** 200; 302 when the page sends the visitor elsewhere, 404 when the address matched no page or the page failed, 500 when a part of it could not be drawn here (the server then sends no markup) */
  status: number;
}

/**
 * Whether the server may make a query the page asked for: not when the query is off (`enabled`
 * false, as a logged-in user's calls are for a visitor) or says it must be made by each visitor's
 * browser (`meta.prerender: false`, as the login form's captcha).
 */
function mayFetchAhead(q: Query): boolean {
  // a query's options are its observer's, `enabled` among them (QueryObserver builds the query with them)
  const enabled = (q.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return q.meta?.prerender !== false && (typeof enabled === 'function' ? enabled(q) : enabled) !== false;
}

/** How many times the page is drawn at most while its queries bring more queries (a list, then its details). */
const MAX_PASSES = 4;

/**
 * Draws a page of the portal as a visitor sees it, in Node (issue 45: public pages painted before
 * their script runs). `url` is the page's address (path and query); `transport` answers the API
 * client's calls (the server passes its own router, in process). The page is drawn, the queries it
 * asked for are fetched, and it is drawn again, until it asks for nothing new ({@link MAX_PASSES}).
 * Parts under `Deferred` (libs/ui) are left out, as in the browser's first render. Throws what
 * the router or React throws; the caller then sends the page without markup.
 */
export async function prerender(url: string, transport: typeof fetch): Promise<Prerendered> {
  setApiTransport(transport);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [url] }), scrollRestoration: false });
  await router.load();
  const draw = () => renderToString(<AppRoot router={router} queryClient={queryClient} />);
  const tried = new Set<string>();
  let html = draw();
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const asked = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => !tried.has(q.queryHash) && q.state.status === 'pending' && mayFetchAhead(q));
    if (asked.length === 0) break;
    for (const q of asked) tried.add(q.queryHash);
    await Promise.all(asked.map((q) => q.fetch().catch(() => undefined)));
    // a call that failed is left to the browser, which shows it loading as the page's script starts
    queryClient.removeQueries({ predicate: (q) => q.state.status === 'error' });
    html = draw();
  }
  // a page that sent the visitor elsewhere (to its address with its search's defaults, say) has no matches left
  const matches = router.state.matches;
  const redirected = matches.length === 0 || router.state.location.pathname !== url.split('?')[0];
  // a part that failed to draw here (a library that needs a browser, as DOMPurify) is marked for the browser to draw (`<!--$!-->`): it would
  // show empty, then change, and the browser would report it as an error
  const unfinished = html.includes('<!--$!-->');
  const status = redirected ? 302 : !matches.every((m) => m.status === 'success') ? 404 : unfinished ? 500 : 200;
  return { html, state: dehydrate(queryClient), status };
}
