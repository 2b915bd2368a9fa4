import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@portal/api';

/**
 * The query cache. Lists keep their pages 60 s fresh and 10 minutes in memory, so leaving a list
 * and coming back shows it at once (with its scroll position). Failed calls were already shown to
 * the user by the API client, so they are retried only for transport failures.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      gcTime: 10 * 60_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => count < 1 && error instanceof ApiError && error.code === 0 && error.status >= 500,
    },
    mutations: { retry: false },
  },
});
