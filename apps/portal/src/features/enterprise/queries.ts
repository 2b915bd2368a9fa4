import { endpoints, type InputOf } from '@portal/api';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The enterprise's details, open years of annual data and talent data; a 'user' key, dropped at logout. */
export const entInfoOptions = () =>
  queryOptions({
    queryKey: ['user', 'entInfo'] as const,
    queryFn: ({ signal }) => api.call(endpoints.entInfoGet, {}, { signal }),
    staleTime: 30_000,
  });

/** Route loader: the data in the cache before the page renders. */
export async function prefetchEntInfo(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(entInfoOptions()).catch(() => undefined);
}

export const useEntInfo = () => useQuery(entInfoOptions());

/** Saves details or a year of annual data, then reloads the overview. */
export function useSaveEntInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof endpoints.entInfoModify>) => api.call(endpoints.entInfoModify, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['user', 'entInfo'] }),
  });
}
