import { DEPT_MODULE_ENDPOINTS, endpoints, type DeptDataStatus, type DeptModuleKey, type DeptModuleYear } from '@portal/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const KEY = ['user', 'deptData'] as const;

/** The modules of a year with their status (/api/deptData/page): one type's, or every type the user may see. */
export function useDeptProgress(f: { year?: number | undefined; type?: number | undefined; status?: DeptDataStatus | undefined }) {
  const input = { page: 1, limit: 50, ...(f.year ? { year: f.year } : {}), ...(f.type ? { type: f.type } : {}), ...(f.status ? { status: f.status } : {}) };
  return useQuery({ queryKey: [...KEY, 'page', input], queryFn: ({ signal }) => api.call(endpoints.deptDataPage, input, { signal }), placeholderData: keepPreviousData });
}

/**
 * One module's year and what the user may do to it: save or submit (the filler), confirm, return
 * or reopen (the reviewer), import from the template; every change refreshes the progress lists
 * and the timeline.
 */
export function useDeptModule(key: DeptModuleKey, year: number) {
  const qc = useQueryClient();
  const e = DEPT_MODULE_ENDPOINTS[key];
  const refresh = (data: DeptModuleYear) => {
    qc.setQueryData([...KEY, 'module', key, year], data);
    void qc.invalidateQueries({ queryKey: [...KEY, 'page'] });
    void qc.invalidateQueries({ queryKey: [...KEY, 'history', key, year] });
  };
  return {
    query: useQuery({ queryKey: [...KEY, 'module', key, year], queryFn: ({ signal }) => api.call(e.get, { year }, { signal }) }),
    history: useQuery({ queryKey: [...KEY, 'history', key, year], queryFn: ({ signal }) => api.call(endpoints.deptDataHistory, { module: key, year }, { signal }) }),
    modify: useMutation({
      mutationFn: (v: { version: number; action: 'save' | 'submit'; values: Record<string, unknown> }) => api.call(e.modify, { year, ...v } as never) as Promise<DeptModuleYear>,
      onSuccess: refresh,
    }),
    review: useMutation({
      mutationFn: (v: { version: number; action: 'confirm' | 'return' | 'reopen'; reason?: string }) => api.call(endpoints.deptDataReview, { module: key, year, reason: '', ...v }),
      onSuccess: refresh,
    }),
    importFile: useMutation({
      mutationFn: (v: { version: number; file: File }) => api.call(e.import, { year, ...v }),
      onSuccess: (r) => r.data && refresh(r.data),
    }),
    template: () => api.download(e.template, {}),
    exportAll: () => api.download(e.export, {}),
  };
}

/** 名录核对 of a year (/api/deptData/reconcile): the figures beside their registers; without a year, the year being collected. */
export function useDeptReconcile(year: number | undefined) {
  const input = year ? { year } : {};
  return useQuery({ queryKey: [...KEY, 'reconcile', input], queryFn: ({ signal }) => api.call(endpoints.deptDataReconcile, input, { signal }), placeholderData: keepPreviousData });
}
