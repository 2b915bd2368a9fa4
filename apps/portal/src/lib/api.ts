import { ApiError, createApiClient, saveBlobInBrowser, type ApiClient } from '@portal/api';
import { getToken, useSession } from '@portal/auth';
import { toaster } from '@portal/ui';
import { keepDrafts } from './draft';
import { useLoadingMask } from './loading';
import { queryClient } from './queryClient';

/**
 * Where code 2003 sends the user, in two steps: called while the lost session is still stored (to
 * read who it was and where they are, and keep the forms being filled: lib/draft.ts keepDrafts), it
 * answers the navigation to run once the session is cleared. Replaced by the router's (auth/session.ts loginAfterLostSession) once the router exists.
 */
let goToLogin: () => () => void = () => {
  keepDrafts();
  return () => window.location.assign('/');
};

/** Lets main.tsx plug the router in without an import cycle (routes -> features -> api -> router). */
export function setLoginNavigator(fn: () => () => void): void {
  goToLogin = fn;
}

/** Shows a message of the client; one toast per distinct text, so calls failing together show it once. */
export function notify(message: string, kind: 'error' | 'success' | 'warning' | 'info'): void {
  // outside a browser (the server drawing a page ahead, features/prerender) no one would see it, and the toast would stay for the next page drawn
  if (typeof window === 'undefined') return;
  toaster.create({ id: `${kind}:${message}`, description: message, type: kind, closable: true, duration: kind === 'error' ? 5000 : 3000 });
}

/** Clears the stored user and every cached answer that depended on it. */
export function endSession(): void {
  useSession.getState().clear();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'user' });
}

/**
 * How the API client reaches the server: the browser's fetch, or, while the server draws a page
 * before its script runs (features/prerender), the server's own router in process.
 */
let transport: typeof fetch = (input, init) => globalThis.fetch(input, init);

/** Replaces the API client's fetch; features/prerender/render.tsx plugs in the server's router. */
export function setApiTransport(fetchImpl: typeof fetch): void {
  transport = fetchImpl;
}

/** Where the API is mounted (API_BASE of the server), '/prod-api' by default. */
export const API_BASE: string = import.meta.env.VITE_API_BASE ?? '/prod-api';

/** The one API client of the portal (DESIGN.md section 3). */
export const api: ApiClient = createApiClient({
  baseUrl: API_BASE,
  getToken,
  notify,
  onUnauthorized: () => {
    const go = goToLogin();
    endSession();
    go();
  },
  setLoading: (text) => useLoadingMask.getState().set(text),
  saveFile: saveBlobInBrowser,
  // looked up on each call, so tests (and service-worker shims) can replace fetch
  fetch: (input, init) => transport(input, init),
});

/** The text to show for a failed query: the API's message, or a generic one. */
export function errorText(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.message || undefined;
  if (error instanceof Error) return error.message || undefined;
  return undefined;
}
