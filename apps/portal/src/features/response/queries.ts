import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
export const responseKeys = { all: ['user', 'response'] as const };

export const allResponsesOptions = (input: InputOf<typeof endpoints.selectAllResponse>) =>
  queryOptions({ queryKey: ['user', 'response', 'all', input] as const, queryFn: ({ signal }) => api.call(endpoints.selectAllResponse, input, { signal }), staleTime: 15_000 });

export const useAllResponses = (input: InputOf<typeof endpoints.selectAllResponse>) => useQuery({ ...allResponsesOptions(input), placeholderData: keepPreviousData });
export const useEntResponses = (demandId: number, enabled: boolean) =>
  useQuery({ queryKey: ['user', 'response', 'ent', demandId], queryFn: ({ signal }) => api.call(endpoints.responseListNeedLogin, { demandId, limit: 50 }, { signal }), enabled });
export const useCandidates = () => useQuery({ queryKey: ['user', 'response', 'candidates'], queryFn: ({ signal }) => api.call(endpoints.getAllocationList, {}, { signal }) });
export const useTracks = (id: number) => useQuery({ queryKey: ['user', 'response', 'tracks', id], queryFn: ({ signal }) => api.call(endpoints.getDemandTrack, { id }, { signal }) });

/** Respond, allocate and track; each refreshes every response list. */
export function useResponseMutations() {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: responseKeys.all });
  return {
    respond: useMutation({ mutationFn: (input: { demandId: number; note: string; file: File }) => api.call(endpoints.responseAdd, input), onSuccess: refresh }),
    allocate: useMutation({ mutationFn: (input: { ids: number[]; adminId: number }) => api.call(endpoints.allocation, input), onSuccess: refresh }),
    track: useMutation({ mutationFn: (input: { id: number; content: string }) => api.call(endpoints.addDemandTrack, input), onSuccess: refresh }),
  };
}

/** Downloads a response's resume through the API client (saved under its file name). */
export const downloadResume = (id: number) => void api.download(endpoints.responseResume, { id }).catch(() => undefined);
