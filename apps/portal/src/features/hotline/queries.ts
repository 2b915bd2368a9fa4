import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const KEY = ['user', 'hotline'] as const;

export const useCallCategories = () => useQuery({ queryKey: ['hotline', 'categories'], queryFn: ({ signal }) => api.call(endpoints.callCategoryList, {}, { signal }), staleTime: 60_000 });
export const useCallEvents = (input: InputOf<typeof endpoints.callPage>) => useQuery({ queryKey: [...KEY, 'page', input], queryFn: ({ signal }) => api.call(endpoints.callPage, input, { signal }), placeholderData: keepPreviousData });
export const useCallEvent = (id: number) => useQuery({ queryKey: [...KEY, 'detail', id], queryFn: ({ signal }) => api.call(endpoints.callDetail, { id }, { signal }) });
export const useCallRecords = (eventId: number) => useQuery({ queryKey: [...KEY, 'records', eventId], queryFn: ({ signal }) => api.call(endpoints.callRecordPage, { eventId, page: 1, limit: 50 }, { signal }) });
export const useCallCounts = () => useQuery({ queryKey: [...KEY, 'counts'], queryFn: ({ signal }) => api.call(endpoints.allCallEventCount, {}, { signal }) });
export const useCallRatings = () => useQuery({ queryKey: [...KEY, 'ratings'], queryFn: ({ signal }) => api.call(endpoints.systemReply, { page: 1, limit: 10 }, { signal }) });

/** Every change of call events; each refreshes every hotline list, detail and count. */
export function useHotlineMutations() {
  const qc = useQueryClient();
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: KEY });
    void qc.invalidateQueries({ queryKey: ['hotline'] });
  };
  const useChange = <I, O>(fn: (input: I) => Promise<O>) => useMutation({ mutationFn: fn, onSuccess: refresh });
  return {
    add: useChange((input: InputOf<typeof endpoints.callAddEvent>) => api.call(endpoints.callAddEvent, input)),
    allot: useChange((input: InputOf<typeof endpoints.callAllotEvent>) => api.call(endpoints.callAllotEvent, input)),
    accept: useChange((id: number) => api.call(endpoints.callAcceptEvent, { id })),
    sendBack: useChange((input: { id: number; note: string }) => api.call(endpoints.callBackEvent, input)),
    close: useChange((input: { id: number; answer: string }) => api.call(endpoints.callCloseEvent, input)),
    record: useChange((input: { eventId: number; content: string }) => api.call(endpoints.callAddRecord, input)),
    rate: useChange((input: InputOf<typeof endpoints.systemEvaluation>) => api.call(endpoints.systemEvaluation, input)),
    saveCategory: useChange((input: { id: number; limitHours: number }) => api.call(endpoints.callCategorySave, input)),
  };
}
