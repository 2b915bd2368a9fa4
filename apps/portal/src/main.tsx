// first: zod without eval, as the Content-Security-Policy requires (libs/api/src/browser.ts)
import '@portal/api/browser';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { sessionLostNavigator } from './features/auth/session';
import { AppRoot } from './AppRoot';
import { takePrerendered } from './features/prerender';
import { setLoginNavigator } from './lib/api';
import { describeErrorMessages } from './lib/errorMessages';
import { queryClient } from './lib/queryClient';
import { createAppRouter } from './router';

const drawnAhead = takePrerendered(queryClient);
const router = createAppRouter();
setLoginNavigator(sessionLostNavigator(router));
describeErrorMessages();

const root = document.getElementById('root')!;
const app = <AppRoot router={router} queryClient={queryClient} />;
if (drawnAhead) {
  // a page the server drew ahead stays on screen while its route's code loads, and is then taken over as it is (hydrated).
  // Marked as TanStack Start's client marks it (router-core hydrate): the router then draws the tree the server drew (no Suspense around the root's match)
  router.ssr = { manifest: undefined };
  void router.load().finally(() => hydrateRoot(root, app));
} else createRoot(root).render(app);
