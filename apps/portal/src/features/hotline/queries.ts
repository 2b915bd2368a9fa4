import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
const KEY = ['user', 'hotline'] as const;

export const useCallCategories = () => useQuery({ queryKey: ['hotline', 'categories'], queryFn: ({ signal }) => api.call(endpoints.callCategoryList, {}, { signal }), staleTime: 60_000 });
export const useCallEvents = (input: InputOf<typeof endpoints.callPage>) => useQuery({ queryKey: [...KEY, 'page', input], queryFn: ({ signal }) => api.call(endpoints.callPage, input, { signal }), placeholderData: keepPreviousData });
export const useCallEvent = (id: number) => useQuery({ queryKey: [...KEY, 'detail', id], queryFn: ({ signal }) => api.call(endpoints.callDetail, { id }, { signal }) });
export const useCallRecords = (eventId: number) => useQuery({ queryKey: [...KEY, 'records', eventId], queryFn: ({ signal }) => api.call(endpoints.callRecordPage, { eventId, page: 1, limit: 50 }, { signal }) });
export const useCallCounts = () => useQuery({ queryKey: [...KEY, 'counts'], queryFn: ({ signal }) => api.call(endpoints.allCallEventCount, {}, { signal }) });
export const useCallRatings = () => useQuery({ queryKey: [...KEY, 'ratings'], queryFn: ({ signal }) => api.call(endpoints.systemReply, { page: 1, limit: 10 }, { signal }) });

/** Every change of call events; each refreshes every hotline list, detail and count. */
export const useHotlineMutations = () =>
  useCallMutations([KEY, ['hotline']], {
    add: endpoints.callAddEvent,
    allot: endpoints.callAllotEvent,
    accept: (id: number) => api.call(endpoints.callAcceptEvent, { id }),
    sendBack: endpoints.callBackEvent,
    close: endpoints.callCloseEvent,
    record: endpoints.callAddRecord,
    rate: endpoints.systemEvaluation,
    saveCategory: endpoints.callCategorySave,
  });
