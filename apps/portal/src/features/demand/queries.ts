import { endpoints } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';
import { SALARY_BANDS, type JobSearch, type OwnDemandSearch } from './search';

/** The API filter of a job search (salary band to salaryFrom/salaryTo). */
export function jobFilter(s: JobSearch) {
  const band = s.salary ? SALARY_BANDS[s.salary] : undefined;
  return { page: s.page, limit: s.limit, keyword: s.keyword, industryCode: s.industryCode, streetCode: s.streetCode, education: s.education, salaryFrom: band?.[0], salaryTo: band?.[1] };
}

export const jobListOptions = (s: JobSearch) =>
  queryOptions({ queryKey: ['demand', 'public', jobFilter(s)] as const, queryFn: ({ signal }) => api.call(endpoints.demandPageNew, jobFilter(s), { signal }), staleTime: 60_000 });
export const hiringListOptions = (s: JobSearch) =>
  queryOptions({
    queryKey: ['demand', 'firms', s.page, s.limit, s.keyword, s.industryCode, s.streetCode] as const,
    queryFn: ({ signal }) => api.call(endpoints.demandPage1, { page: s.page, limit: s.limit, keyword: s.keyword, industryCode: s.industryCode, streetCode: s.streetCode }, { signal }),
    staleTime: 60_000,
  });
export const filterOptions = () => queryOptions({ queryKey: ['demand', 'filters'] as const, queryFn: ({ signal }) => api.call(endpoints.getAddress, {}, { signal }), staleTime: 10 * 60_000 });
export const ownListOptions = (s: OwnDemandSearch) => queryOptions({ queryKey: ['user', 'demand', 'own', s] as const, queryFn: ({ signal }) => api.call(endpoints.demandPage, s, { signal }), staleTime: 15_000 });
export const auditListOptions = (s: OwnDemandSearch) => queryOptions({ queryKey: ['user', 'demand', 'audit', s] as const, queryFn: ({ signal }) => api.call(endpoints.centerDemandList, s, { signal }), staleTime: 15_000 });
export const detailOptions = (id: number) => queryOptions({ queryKey: ['demand', 'detail', id] as const, queryFn: ({ signal }) => api.call(endpoints.demandDetail, { id }, { signal }), retry: false });

/** Route loaders: the list in the cache before the page renders, so a return restores its scroll position. */
export async function prefetch(queryClient: QueryClient, ...options: { queryKey: readonly unknown[] }[]): Promise<void> {
  await Promise.all(options.map((o) => queryClient.ensureQueryData(o as never).catch(() => undefined)));
}

export const useJobList = (s: JobSearch, enabled: boolean) => useQuery({ ...jobListOptions(s), enabled, placeholderData: keepPreviousData });
export const useHiringList = (s: JobSearch, enabled: boolean) => useQuery({ ...hiringListOptions(s), enabled, placeholderData: keepPreviousData });
export const useFilterOptions = () => useQuery(filterOptions());
export const useOwnList = (s: OwnDemandSearch) => useQuery({ ...ownListOptions(s), placeholderData: keepPreviousData });
export const useAuditList = (s: OwnDemandSearch) => useQuery({ ...auditListOptions(s), placeholderData: keepPreviousData });
export const useDemandDetail = (id: number | undefined) => useQuery({ ...detailOptions(id ?? 0), enabled: id !== undefined });

/** Every change to demands; each refreshes all demand lists and details. */
export const useDemandMutations = () =>
  useCallMutations([['user', 'demand'], ['demand']], {
    save: endpoints.demandAddOrUpdate,
    shelves: endpoints.demandShelves,
    del: (id: number) => api.call(endpoints.demandDel, { id }),
    audit: endpoints.centerDemandBatchAudit,
    /** staff import of enterprise demands (importQyxq); reports the share of the file sent to `onProgress` */
    importQyxq: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => api.call(endpoints.centerDemandImportQyxq, { file }, { onUploadProgress: onProgress, loading: false }),
  });

/** The address of a demand's QR code image (a PNG answered by the server). */
export const qrCodeUrl = (id: number) => `${import.meta.env.VITE_API_BASE ?? '/prod-api'}/employmentStation/entAndUser/generateQrCode/${id}`;
