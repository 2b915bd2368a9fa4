import { ApiError, createApiClient, saveBlobInBrowser, type CallOptions, type Endpoint, type InputOf } from '@portal/api';
import { getToken, useSession } from '@portal/auth';
import { QueryClient, queryOptions, type QueryKey } from '@tanstack/react-query';
import { LOGIN_PATH } from './features/guard/guard';
import { pushNotice } from './features/notify/notices';

/** The one API client of the bigscreen: same origin, under /prod-api. */
export const api = createApiClient({
  baseUrl: '/prod-api',
  getToken,
  notify: pushNotice,
  saveFile: saveBlobInBrowser,
  onUnauthorized: () => {
    useSession.getState().clear();
    window.location.assign(LOGIN_PATH);
  },
});

/** Dashboards on a wall refresh themselves every 5 minutes. */
export const DASHBOARD_REFRESH_MS = 300_000;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchInterval: DASHBOARD_REFRESH_MS,
      refetchOnWindowFocus: false,
      // A transport failure (code 0) may be retried once; an answer from the server is final.
      retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.code === 0,
    },
  },
});

/**
 * The query of one call: `endpoint` with `input`, cached under `queryKey`, the call cancelled with
 * the query (`options`, e.g. `quiet`, go to the call). Spread it to add query options (`enabled`).
 */
export function callQuery<E extends Endpoint>(queryKey: QueryKey, endpoint: E, input: InputOf<E>, options: Omit<CallOptions, 'signal'> = {}) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => api.call(endpoint, input, { ...options, signal }) });
}
