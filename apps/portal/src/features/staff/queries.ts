import { endpoints, type InputOf, type StaffRecord } from '@portal/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { StaffSearch } from './search';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
export const staffKeys = {
  all: ['user', 'staff'] as const,
  list: (s: StaffSearch) => ['user', 'staff', 'list', s] as const,
};

export const staffListOptions = (search: StaffSearch) =>
  queryOptions({
    queryKey: staffKeys.list(search),
    queryFn: ({ signal }) => api.call(endpoints.personalList, search, { signal }),
    staleTime: 30_000,
  });

/** Route loader: the page's rows in the cache before it renders (scroll restoration needs the full list). */
export async function prefetchStaffList(queryClient: QueryClient, search: StaffSearch): Promise<void> {
  await queryClient.ensureQueryData(staffListOptions(search)).catch(() => undefined);
}

/** A page of the enterprise's staff; the previous page stays on screen while the next loads. */
export function useStaffList(search: StaffSearch) {
  return useQuery({ ...staffListOptions(search), placeholderData: keepPreviousData });
}

/** Saves, removes, marks as left and imports; each refreshes the list afterwards. */
export function useStaffMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: staffKeys.all });
  return {
    save: useMutation({ mutationFn: (input: InputOf<typeof endpoints.personalModify>) => api.call(endpoints.personalModify, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (ids: number[]) => api.call(endpoints.personalRemove, { ids: ids.join(',') }), onSuccess: refresh }),
    setLeft: useMutation({ mutationFn: (input: { ids: number[]; leftOn: string | null }) => api.call(endpoints.modifyPersonal, input), onSuccess: refresh }),
    importFile: useMutation({
      mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => api.call(endpoints.personalImport, { file }, { onUploadProgress: onProgress }),
      onSuccess: refresh,
    }),
    importIdCard: useMutation({ mutationFn: (rows: string) => api.call(endpoints.personalImportIdCard, { rows }), onSuccess: refresh }),
  };
}

export type { StaffRecord };
