import { endpoints, type OutputOf } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

export type NoticeCategory = 'notice' | 'policy';
export type NoticeItem = OutputOf<typeof endpoints.noticeList>['list'][number];

export interface NoticeListParams {
  category: NoticeCategory;
  page: number;
  limit: number;
  keyword?: string | undefined;
}

export const noticeKeys = {
  list: (p: NoticeListParams) => ['notice', 'list', p] as const,
  detail: (id: number) => ['notice', 'detail', id] as const,
};

export const noticeListOptions = (params: NoticeListParams) =>
  queryOptions({
    queryKey: noticeKeys.list(params),
    queryFn: ({ signal }) => api.call(endpoints.noticeList, params, { signal }),
    staleTime: 60_000,
  });

export const noticeDetailOptions = (id: number) =>
  queryOptions({
    queryKey: noticeKeys.detail(id),
    queryFn: ({ signal }) => api.call(endpoints.noticeDetail, { id }, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/**
 * Route loaders: have the page's data in the cache before the page renders, so a reload or a
 * return restores the scroll position over the full list. A failure is left to the page, which
 * shows its error state.
 */
export async function prefetchNoticeList(queryClient: QueryClient, params: NoticeListParams): Promise<void> {
  await queryClient.ensureQueryData(noticeListOptions(params)).catch(() => undefined);
}

export async function prefetchNoticeDetail(queryClient: QueryClient, id: number | undefined): Promise<void> {
  if (id !== undefined) await queryClient.ensureQueryData(noticeDetailOptions(id)).catch(() => undefined);
}

/** A page of notices or policies; the previous page stays on screen while the next loads. */
export function useNoticeList(params: NoticeListParams) {
  return useQuery({ ...noticeListOptions(params), placeholderData: keepPreviousData });
}

/** One notice with its body. */
export function useNoticeDetail(id: number | undefined) {
  return useQuery({ ...noticeDetailOptions(id ?? 0), enabled: id !== undefined });
}

/** 'YYYY-MM-DD HH:mm:ss' as 'YYYY-MM-DD'. */
export const dateOf = (dateTime: string): string => dateTime.slice(0, 10);

export const categoryPath = (c: NoticeCategory) => (c === 'policy' ? '/policy' : '/notice');
