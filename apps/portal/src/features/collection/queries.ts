import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { CollectionSearch } from './search';

/** Query keys start with 'user': the answers depend on the session's scope and are dropped at logout. */
const KEY = ['user', 'collection'] as const;

/** The filter of the list, the export and the reminder, from the URL's search params. */
export const filterOf = (s: CollectionSearch) => ({ year: s.year, name: s.name, streetCode: s.streetCode, industryCode: s.industryCode });

/** The status filter as the API takes it: '1' filled, '0' not filled. */
const filledOf = (s: CollectionSearch) => (s.filled === undefined ? undefined : s.filled === 1 ? ('1' as const) : ('0' as const));

/** The caller's scope: its streets and industry sections (/api/summary/administerList). */
export function useCollectionScope() {
  return useQuery({ queryKey: [...KEY, 'scope'], queryFn: ({ signal }) => api.call(endpoints.summaryAdministerList, {}, { signal }), staleTime: 5 * 60_000 });
}

/** One page of the summary (/api/summary/data/page); `enabled` false holds it back (the reminder's count until its dialog opens). */
export function useCollectionPage(s: CollectionSearch, enabled = true) {
  const input = { ...filterOf(s), filled: filledOf(s), page: s.page, limit: s.limit };
  return useQuery({ queryKey: [...KEY, 'page', input], queryFn: ({ signal }) => api.call(endpoints.summaryDataPage, input, { signal }), placeholderData: keepPreviousData, enabled });
}

/** The year's completion by street and by industry (/api/entData/collect/statistics). */
export function useCollectStatistics(year: number | undefined) {
  return useQuery({ queryKey: [...KEY, 'statistics', year ?? null], queryFn: ({ signal }) => api.call(endpoints.collectStatistics, { year }, { signal }), placeholderData: keepPreviousData });
}

/** One enterprise's data and reminders (/api/entData/collect/getEntInfoByCreditCode); nothing while `creditCode` is null. */
export function useCollectEntInfo(creditCode: string | null) {
  return useQuery({
    queryKey: [...KEY, 'ent', creditCode],
    queryFn: ({ signal }) => api.call(endpoints.collectEntInfo, { creditCode: creditCode! }, { signal }),
    enabled: creditCode !== null,
  });
}

/** Reminds the unfilled enterprises of a filter (or `ids`); the details' reminder lists are read again. */
export function useRemind() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InputOf<typeof endpoints.collectRemind>) => api.call(endpoints.collectRemind, input),
    onSuccess: () => void qc.invalidateQueries({ queryKey: [...KEY, 'ent'] }),
  });
}

/** Downloads the filtered list as xlsx (/api/summary/detail/export). */
export const exportSummary = (s: CollectionSearch) => api.download(endpoints.summaryDetailExport, { ...filterOf(s), filled: filledOf(s) });
