import { APPLICATION_FILERS, applyForms, endpoints, type ApplicationType, type Endpoint, type InputOf } from '@portal/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';
import type { ApplicationSearch, PublicitySearch } from './search';

/** Whose list a page shows: the caller's own applications, or (staff) those of their department. */
export type ListViewer = 'own' | 'staff';

/** The list filter of a page: individuals' (person) or enterprises' (ent) applications, with the URL's filters. */
export const listInput = (filer: 'person' | 'ent', s: ApplicationSearch) => ({ filer, page: s.page, limit: s.limit, type: s.type, status: s.status, keyword: s.keyword });

export const applicationListOptions = (viewer: ListViewer, filer: 'person' | 'ent', s: ApplicationSearch) =>
  queryOptions({
    queryKey: ['user', 'applications', 'list', viewer, listInput(filer, s)] as const,
    queryFn: ({ signal }) => api.call(viewer === 'staff' ? endpoints.taskList : endpoints.applyList, listInput(filer, s), { signal }),
    staleTime: 15_000,
  });

/** One application: the filer's view (apply/detail) or staff's (task/adminDetail). */
export const applicationDetailOptions = (viewer: ListViewer, id: number) =>
  queryOptions({
    queryKey: ['user', 'applications', 'detail', viewer, id] as const,
    queryFn: ({ signal }) => api.call(viewer === 'staff' ? endpoints.taskAdminDetail : endpoints.applyDetail, { id }, { signal }),
    retry: false,
  });

/** The form of a type: the application to continue (a draft, a returned or withdrawn one, or `id`) and the prefill. */
export const applicationFormOptions = (type: ApplicationType, id: number | undefined) =>
  queryOptions({
    queryKey: ['user', 'applications', 'form', type, id ?? null] as const,
    queryFn: ({ signal }) => api.call(applyForms[type].get, { id }, { signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    // the form is drawn once from this answer; only an import (which changes the draft on the server) refetches it
    refetchOnWindowFocus: false,
  });

export const publicityListOptions = (s: PublicitySearch) =>
  queryOptions({ queryKey: ['applications', 'publicity', s] as const, queryFn: ({ signal }) => api.call(endpoints.areaList, s, { signal }), staleTime: 60_000 });

export const publicityDetailOptions = (id: number) =>
  queryOptions({ queryKey: ['applications', 'publicity', 'detail', id] as const, queryFn: ({ signal }) => api.call(endpoints.publicityDetail, { id }, { signal }), retry: false });

export const useApplicationList = (viewer: ListViewer, filer: 'person' | 'ent', s: ApplicationSearch) => useQuery({ ...applicationListOptions(viewer, filer, s), placeholderData: keepPreviousData });
export const useApplicationDetail = (viewer: ListViewer, id: number | undefined) => useQuery({ ...applicationDetailOptions(viewer, id ?? 0), enabled: id !== undefined });
export const usePublicityList = (s: PublicitySearch) => useQuery({ ...publicityListOptions(s), placeholderData: keepPreviousData });

/** Every change to applications; each refreshes the lists and details (and the banner count). */
export function useApplicationMutations() {
  /** the call behind the page's loading mask (CallOptions.loading) */
  const masked = <E extends Endpoint>(e: E) => (input: InputOf<E>) => api.call(e, input, { loading: true });
  return useCallMutations([['user', 'applications'], ['applications']], {
    withdraw: masked(endpoints.applyWithdraw),
    entApply: masked(endpoints.taskEntApply),
    audit: masked(endpoints.taskAudit),
    batchAudit: masked(endpoints.taskBatchAudit),
    publicity: masked(endpoints.taskPublicity),
    score: masked(endpoints.taskScore),
    revocation: masked(endpoints.taskRevocation),
    importPeople: endpoints.taskImport,
  });
}

/** Where a staff member audits an application: /perAuditDetail for individuals' types, /entAuditDetail for enterprises'. */
export const auditPathOf = (type: ApplicationType) => (APPLICATION_FILERS[type] === 'person' ? '/perAuditDetail' : '/entAuditDetail');

/** The records staff filed for the caller's identity number that no account owns yet (GET /api/second/apply/claim/list). */
export const claimListOptions = () =>
  queryOptions({ queryKey: ['user', 'applications', 'claim'] as const, queryFn: ({ signal }) => api.call(endpoints.claimList, {}, { signal }), staleTime: 0 });

/**
 * The claim of one record: `sendCode` sends the SMS code to the phone on the record (the server
 * picks the phone), `claim` makes the record (and the caller's other claimable ones with that
 * phone) the account's and refreshes the application lists.
 */
export function useClaimMutations() {
  const qc = useQueryClient();
  return {
    sendCode: useMutation({ mutationFn: (id: number) => api.call(endpoints.claimSendCode, { id }) }),
    claim: useMutation({
      mutationFn: (v: { id: number; smsCode: string }) => api.call(endpoints.claim, v),
      onSuccess: () => qc.invalidateQueries({ queryKey: ['user', 'applications'] }),
    }),
  };
}
