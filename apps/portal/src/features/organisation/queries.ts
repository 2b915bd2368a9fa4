import { endpoints } from '@portal/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { OrganSearch } from './search';

/** One page of /organList as the list call answers it (kept 5 minutes). */
export const organPageOptions = (search: OrganSearch) =>
  queryOptions({
    queryKey: ['organisations', search] as const,
    queryFn: ({ signal }) => api.call(endpoints.resourceServices, search, { signal }),
    staleTime: 5 * 60_000,
  });

/** Route loader: the page is in the cache before it renders. */
export async function prefetchOrganPage(queryClient: QueryClient, search: OrganSearch): Promise<void> {
  await queryClient.ensureQueryData(organPageOptions(search)).catch(() => undefined);
}
