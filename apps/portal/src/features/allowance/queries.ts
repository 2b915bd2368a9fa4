import { endpoints, type AreaAuditKind, type OutputOf } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';
import type { CompanySearch, PersonSearch, RecordSearch } from './search';

/** Every area-audit answer depends on the logged-in staff member: keys start with 'user' (cleared at logout). */
const KEY = ['user', 'areaAudit'] as const;

export const abilitiesOptions = () => queryOptions({ queryKey: [...KEY, 'abilities'] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditAbilities, {}, { signal }), staleTime: 5 * 60_000 });
export const personListOptions = (s: PersonSearch) => queryOptions({ queryKey: [...KEY, 'persons', s] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditPersonList, s, { signal }), staleTime: 15_000 });
export const companyListOptions = (s: CompanySearch) => queryOptions({ queryKey: [...KEY, 'companies', s] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditCompanyList, s, { signal }), staleTime: 15_000 });
export const recordListOptions = (s: RecordSearch) => queryOptions({ queryKey: [...KEY, 'records', s] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditRecords, s, { signal }), staleTime: 15_000 });

export const useAbilities = () => useQuery(abilitiesOptions());
export const usePersonList = (s: PersonSearch) => useQuery({ ...personListOptions(s), placeholderData: keepPreviousData });
export const useCompanyList = (s: CompanySearch) => useQuery({ ...companyListOptions(s), placeholderData: keepPreviousData });
export const useRecordList = (s: RecordSearch) => useQuery({ ...recordListOptions(s), placeholderData: keepPreviousData });

/** The detail of a person or a company record. */
export type RecordDetail = OutputOf<typeof endpoints.areaAuditPersonDetail> | OutputOf<typeof endpoints.areaAuditCompanyDetail>;

/** A record's detail with its checks; `id` null: nothing is fetched. */
export function useRecordDetail(kind: AreaAuditKind, id: number | null) {
  const enabled = id !== null;
  const n = id ?? 0;
  return {
    detail: useQuery({
      queryKey: [...KEY, 'detail', kind, n] as const,
      queryFn: ({ signal }): Promise<RecordDetail> => (kind === 'person' ? api.call(endpoints.areaAuditPersonDetail, { id: n }, { signal }) : api.call(endpoints.areaAuditCompanyDetail, { id: n }, { signal })),
      enabled,
      retry: false,
    }),
    socialPay: useQuery({ queryKey: [...KEY, 'socialPay', n] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditSocialPay, { id: n }, { signal }), enabled: enabled && kind === 'person', retry: false }),
    degree: useQuery({ queryKey: [...KEY, 'degree', n] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditDegree, { id: n }, { signal }), enabled: enabled && kind === 'person', retry: false }),
    subsidies: useQuery({ queryKey: [...KEY, 'subsidies', kind, n] as const, queryFn: ({ signal }) => api.call(endpoints.areaAuditSubsidies, { kind, id: n }, { signal }), enabled, retry: false }),
  };
}

export const accountOptions = () => queryOptions({ queryKey: [...KEY, 'account'] as const, queryFn: ({ signal }) => api.call(endpoints.allowanceAccountInfo, {}, { signal }) });
export const loginInfoOptions = () => queryOptions({ queryKey: [...KEY, 'loginInfo'] as const, queryFn: ({ signal }) => api.call(endpoints.allowanceGetLoginInfo, {}, { signal }) });

/** Every change of the area audit; each refreshes the lists, details and history. */
export const useAreaAuditMutations = () =>
  useCallMutations([KEY], {
    batchAudit: endpoints.areaAuditBatchAudit,
    updateAudit: endpoints.areaAuditUpdateAudit,
    scores: (items: { id: number; score: number; comment: string }[]) => api.call(endpoints.areaAuditExpertBatchAudit, { items }),
    importFile: (file: File) => api.call(endpoints.areaAuditImport, { file }, { loading: true }),
    push: (input: { kind: AreaAuditKind; ids: number[] }) => api.call(endpoints.allowancePushAuditResults, input, { loading: true }),
    bind: endpoints.allowanceBindAccount,
    unbind: () => api.call(endpoints.allowanceUnbindAccount, {}),
    pushLogin: (qrId: string) => api.call(endpoints.allowancePushLoginInfo, { qrId }),
  });

