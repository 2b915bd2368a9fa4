import { ORGANISATION_TYPES, endpoints, type OrganisationType } from '@portal/api';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { keywordPageSearchSchema } from '../notice';

/** Search params of /organList: type 1 HR service organisations (default), 2 key enterprises, 3 HR products; page, limit, keyword. */
export const organSearchSchema = keywordPageSearchSchema.extend({
  type: z.coerce
    .number()
    .int()
    .refine((n): n is OrganisationType => (ORGANISATION_TYPES as readonly number[]).includes(n))
    .catch(1)
    .default(1),
});
export type OrganSearch = z.output<typeof organSearchSchema>;

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
