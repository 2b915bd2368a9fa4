import { endpoints } from '@portal/api';
import { useSession } from '@portal/auth';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import * as t from '../../i18n/zh-CN';

/** Unread message polling interval, SPEC.md section 9. */
export const UNREAD_POLL_MS = 300_000;
/** sessionStorage flag: this browser session's visit was recorded (POST /system/pv once per session). */
export const PAGE_VIEW_FLAG = 'portal-pv-recorded';

/** The home data (banner image, friendly links, the district's name and bureau, copyright, filing number); kept 10 minutes. */
const homeOptions = queryOptions({
  queryKey: ['home'],
  queryFn: async ({ signal }) => {
    const home = await api.call(endpoints.home, {}, { signal });
    useSession.getState().setBlogRollList(home.blogRollList);
    return home;
  },
  staleTime: 10 * 60_000,
});

/** The home data ({@link homeOptions}). */
export function useHomeData() {
  return useQuery(homeOptions);
}

/**
 * The root route's loader: the home data in the cache before the first page is drawn, so that its
 * first paint has the site's name, bureau, banner image and footer (drawn later, they moved the
 * page: issue 45, layout shifts on a phone). A failure is left to the parts, which show their defaults.
 */
export async function prefetchHomeData(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureQueryData(homeOptions).catch(() => undefined);
}

/**
 * Today's and total visits. The first time in a browser session it records the visit
 * (and answers the counts); after that it only reads them.
 */
export function usePageViews() {
  return useQuery({
    queryKey: ['pageViews'],
    // a visit of this browser: never counted by the server drawing a page ahead (features/prerender)
    meta: { prerender: false },
    queryFn: async ({ signal }) => {
      if (sessionStorage.getItem(PAGE_VIEW_FLAG) !== '1') {
        const counts = await api.call(endpoints.recordPageView, {}, { signal });
        sessionStorage.setItem(PAGE_VIEW_FLAG, '1');
        return counts;
      }
      return api.call(endpoints.getPageViews, {}, { signal });
    },
    staleTime: 5 * 60_000,
    retry: false,
  });
}

/** Polls the unread count every 300000 ms while logged in and stores it in the session. */
export function useUnreadCountPoll(): void {
  const token = useSession((s) => s.user?.token ?? null);
  useQuery({
    queryKey: ['user', 'unreadCount', token],
    queryFn: async ({ signal }) => {
      const { count } = await api.call(endpoints.unreadCount, {}, { signal });
      useSession.getState().setUnreadCount(count);
      return count;
    },
    enabled: token !== null,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 30_000,
    retry: false,
  });
}

/**
 * The site's name and owner as the district set them at 区情配置 (issue 42): '{区名}人才就业服务平台'
 * and the bureau's name; the product's own words until the home data answers or on a new install.
 */
export function useSiteTitle(): { title: string; bureau: string } {
  const home = useHomeData();
  return { title: `${home.data?.districtName ?? ''}${t.site.title}`, bureau: home.data?.bureau || t.site.bureau };
}
