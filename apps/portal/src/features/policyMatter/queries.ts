import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The published matters (GET /api/policyMatter/list); the previous answer stays while a filter changes. */
export function useMatters(f: InputOf<typeof endpoints.policyMatterList>) {
  return useQuery({ queryKey: ['policyMatter', 'list', f], queryFn: ({ signal }) => api.call(endpoints.policyMatterList, f, { signal }), placeholderData: keepPreviousData, staleTime: 60_000 });
}

/** One published matter's guide (GET /api/policyMatter/{id}). */
export function useMatter(id: number | undefined) {
  return useQuery({ queryKey: ['policyMatter', 'detail', id], queryFn: ({ signal }) => api.call(endpoints.policyMatterDetail, { id: id! }, { signal }), enabled: id !== undefined, retry: false });
}

/** The matters that pay money and what has been cashed (GET /api/policyMatter/cash). */
export function useCash(f: InputOf<typeof endpoints.policyCash>) {
  return useQuery({ queryKey: ['policyMatter', 'cash', f], queryFn: ({ signal }) => api.call(endpoints.policyCash, f, { signal }), placeholderData: keepPreviousData, staleTime: 60_000 });
}

/** A matter for staff, any status (GET /api/policyMatter/one/detail). */
export function useStaffMatter(id: number | undefined) {
  return useQuery({ queryKey: ['user', 'policyMatter', 'staff', id], queryFn: ({ signal }) => api.call(endpoints.policyMatterOneDetail, { id: id! }, { signal }), enabled: id !== undefined, retry: false });
}
