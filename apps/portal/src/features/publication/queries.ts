import { endpoints } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { KeywordPageSearch } from '../notice';

/** Public data (公开数据, /sjgk) or talent reports (人才报告, /rcbg). */
export type PublicationKind = 'data' | 'report';

const CALLS = {
  data: { page: endpoints.publicDataPage, detail: endpoints.publicDataDetail },
  report: { page: endpoints.reportPage, detail: endpoints.reportDetail },
} as const;

export const publicationPageOptions = (kind: PublicationKind, search: KeywordPageSearch) =>
  queryOptions({
    queryKey: ['publication', kind, 'page', search] as const,
    queryFn: ({ signal }) => api.call(CALLS[kind].page, search, { signal }),
    staleTime: 60_000,
  });

export const publicationDetailOptions = (kind: PublicationKind, id: number) =>
  queryOptions({
    queryKey: ['publication', kind, 'detail', id] as const,
    queryFn: ({ signal }) => api.call(CALLS[kind].detail, { id }, { signal }),
    staleTime: 60_000,
    retry: false,
  });

/** Route loader of the lists: the page is in the cache before it renders (scroll restoration). */
export async function prefetchPublicationPage(queryClient: QueryClient, kind: PublicationKind, search: KeywordPageSearch): Promise<void> {
  await queryClient.ensureQueryData(publicationPageOptions(kind, search)).catch(() => undefined);
}

/** A page of public data or reports; the previous page stays while the next loads. */
export function usePublicationPage(kind: PublicationKind, search: KeywordPageSearch) {
  return useQuery({ ...publicationPageOptions(kind, search), placeholderData: keepPreviousData });
}

/** One public data item or report with its files. */
export function usePublicationDetail(kind: PublicationKind, id: number | undefined) {
  return useQuery({ ...publicationDetailOptions(kind, id ?? 0), enabled: id !== undefined });
}
