import { APPLICATION_TYPES, POLICY_MATTER_THEMES, endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../lib/api';
import { optionalText, pageSearch } from '../../lib/search';

/** Search params of /serviceHandle and /policyCash: keyword, department, theme, and the grouping of /serviceHandle. */
export const matterSearchSchema = z.object({
  keyword: optionalText,
  deptName: optionalText,
  theme: z.enum(POLICY_MATTER_THEMES).optional().catch(undefined),
  group: z.enum(['dept', 'theme']).optional().catch(undefined),
});
export type MatterSearch = z.output<typeof matterSearchSchema>;

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

/** Search params of /handlingGS: the application type of a matter, page and limit. */
export const handlingGSSearchSchema = z.object({ ...pageSearch, type: z.enum(APPLICATION_TYPES).optional().catch(undefined) });
export type HandlingGSSearch = z.output<typeof handlingGSSearchSchema>;
