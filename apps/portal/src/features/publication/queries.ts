import { endpoints, type StationContentKind } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import type { KeywordPageSearch } from '../../lib/search';

/** Public data (公开数据, /sjgk), talent reports (人才报告, /rcbg) or the station's service items and news (/rcfnzList). */
export type PublicationKind = 'data' | 'report' | 'station';

/** The search of a list: page, limit, keyword and, for the station, the category (服务项目 or 站点动态). */
export type PublicationSearch = KeywordPageSearch & { category?: StationContentKind | undefined };

const CALLS = {
  data: { page: endpoints.publicDataPage, detail: endpoints.publicDataDetail },
  report: { page: endpoints.reportPage, detail: endpoints.reportDetail },
  station: { page: endpoints.stationArticlePage, detail: endpoints.stationArticleDetail },
} as const;

export const publicationPageOptions = (kind: PublicationKind, search: PublicationSearch) =>
  queryOptions({
    queryKey: ['publication', kind, 'page', search] as const,
    queryFn: ({ signal }) => {
      if (kind === 'station') return api.call(CALLS.station.page, search, { signal });
      const { category: _category, ...rest } = search;
      return api.call(CALLS[kind].page, rest, { signal });
    },
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
export async function prefetchPublicationPage(queryClient: QueryClient, kind: PublicationKind, search: PublicationSearch): Promise<void> {
  await queryClient.ensureQueryData(publicationPageOptions(kind, search)).catch(() => undefined);
}

/** A page of public data or reports; the previous page stays while the next loads. */
export function usePublicationPage(kind: PublicationKind, search: PublicationSearch) {
  return useQuery({ ...publicationPageOptions(kind, search), placeholderData: keepPreviousData });
}

/** One public data item, report or station item with its files. */
export function usePublicationDetail(kind: PublicationKind, id: number | undefined) {
  return useQuery({ ...publicationDetailOptions(kind, id ?? 0), enabled: id !== undefined });
}
