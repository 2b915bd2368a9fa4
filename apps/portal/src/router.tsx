import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from './features/layout/ErrorPage';
import { PagePending } from './features/layout/PagePending';
import { shouldRestoreScroll, trackHistoryActions } from './features/layout/scroll';
import { queryClient } from './lib/queryClient';
import { searchCodec } from './lib/search';
import { routeTree } from './routeTree.gen';

/** What every route can reach in its loader and beforeLoad. */
export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The portal's router. Scroll restoration is on (positions are saved for every page) and applied
 * when the user returns with back/forward or reloads; other navigations animate to the top
 * (features/layout/scroll.ts). Long digit runs in the address stay text (lib/search.ts searchCodec).
 * `options` are for the server drawing a page ahead (features/prerender/render.tsx): its own query
 * cache, a memory history at the page's address, and no scroll restoration (whose inline script the
 * Content-Security-Policy would refuse); the browser's router takes the defaults.
 */
export function createAppRouter(options: { queryClient?: QueryClient; history?: RouterHistory; scrollRestoration?: false } = {}) {
  const router = createRouter({
    routeTree,
    context: { queryClient: options.queryClient ?? queryClient },
    ...(options.history ? { history: options.history } : {}),
    scrollRestoration: options.scrollRestoration ?? shouldRestoreScroll,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PagePending,
    ...searchCodec,
  });
  trackHistoryActions(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
