import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
export const responseKeys = { all: ['user', 'response'] as const };

export const allResponsesOptions = (input: InputOf<typeof endpoints.selectAllResponse>) =>
  queryOptions({ queryKey: ['user', 'response', 'all', input] as const, queryFn: ({ signal }) => api.call(endpoints.selectAllResponse, input, { signal }), staleTime: 15_000 });

export const useAllResponses = (input: InputOf<typeof endpoints.selectAllResponse>) => useQuery({ ...allResponsesOptions(input), placeholderData: keepPreviousData });
/** Responses to the enterprise's jobs: one job's (`demandId`) or all of them, a page at a time. */
export const useEntResponses = (input: { demandId?: number | undefined; page?: number; limit?: number }, enabled = true) =>
  useQuery({ queryKey: ['user', 'response', 'ent', input], queryFn: ({ signal }) => api.call(endpoints.responseListNeedLogin, input, { signal }), enabled, placeholderData: keepPreviousData });
export const useMyResponses = (input: { page: number; limit: number }) =>
  useQuery({ queryKey: ['user', 'response', 'mine', input], queryFn: ({ signal }) => api.call(endpoints.myResponse, input, { signal }), placeholderData: keepPreviousData });
export const useStaffGroups = () => useQuery({ queryKey: ['user', 'response', 'groups'], queryFn: ({ signal }) => api.call(endpoints.getGroupLists, {}, { signal }) });
export const useStatistics = () => useQuery({ queryKey: ['user', 'response', 'statistics'], queryFn: ({ signal }) => api.call(endpoints.getStatistics, {}, { signal }) });
export const useGraduationYears = () => useQuery({ queryKey: ['user', 'response', 'graduation'], queryFn: ({ signal }) => api.call(endpoints.getGraduateDate, {}, { signal }) });
export const useTracks = (id: number, enabled = true) => useQuery({ queryKey: ['user', 'response', 'tracks', id], queryFn: ({ signal }) => api.call(endpoints.getDemandTrack, { id }, { signal }), enabled });
export const useMails = (id: number) => useQuery({ queryKey: ['user', 'response', 'mails', id], queryFn: ({ signal }) => api.call(endpoints.selectNotice, { id }, { signal }) });
export const useRespondCheck = (demandId: number, enabled: boolean) =>
  useQuery({ queryKey: ['user', 'response', 'check', demandId], queryFn: ({ signal }) => api.call(endpoints.checkAttachment, { demandId }, { signal }), enabled });

/** Every change to responses; each refreshes every response list, count and track. */
export const useResponseMutations = () =>
  useCallMutations([responseKeys.all], {
    respond: endpoints.responseAdd,
    allocate: endpoints.allocation,
    autoAllocate: () => api.call(endpoints.automationAllocation, {}, { loading: true }),
    unbind: (ids: number[]) => api.call(endpoints.unbindAdminId, { ids }),
    hide: endpoints.responseHide,
    track: endpoints.addDemandTrack,
    confirm: (trackId: number) => api.call(endpoints.confirmDemandTrack, { id: trackId }),
    withdraw: (id: number) => api.call(endpoints.deleteDemandResponse, { id }),
    mail: endpoints.sendInMail,
    importResumes: (file: File) => api.call(endpoints.importResumeInfo, { file }, { loading: false }),
  });

/** Downloads a response's resume through the API client (saved under its file name). */
export const downloadResume = (id: number) => void api.download(endpoints.responseResume, { id }).catch(() => undefined);
