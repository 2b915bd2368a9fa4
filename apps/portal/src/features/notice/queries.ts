import { endpoints, type InputOf, type NoticeCategory, type OutputOf } from '@portal/api';
import { useSession } from '@portal/auth';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import * as t from '../../i18n/zh-CN';
import { api } from '../../lib/api';

export type { NoticeCategory };
/** A list row; `read` and `unread` are there for a logged-in user (POST /api/notice/one/index). */
export type NoticeItem = OutputOf<typeof endpoints.noticeList>['list'][number] & { read?: boolean; unread?: boolean };

/** The filters of a page of notices or policies: the contract's noticeList input, its category and page always given. */
export type NoticeListParams = InputOf<typeof endpoints.noticeList> & { category: NoticeCategory; page: number; limit: number };

/**
 * Who is reading: a visitor (null) or a logged-in user's token, and what SPEC.md section 3
 * attaches to notice queries: adminId (the userId) for staff, entId (the enterprise) for enterprises.
 */
export interface Viewer {
  token: string;
  adminId?: number | undefined;
  entId?: number | undefined;
}

/** The viewer of the stored session. */
export function viewerOf(state: ReturnType<typeof useSession.getState>): Viewer | null {
  if (!state.user) return null;
  return { token: state.user.token, adminId: state.userType === 1 ? state.user.userId : undefined, entId: state.userType === 2 ? (state.user.entId ?? undefined) : undefined };
}

/** The current viewer, re-rendering on login and logout. */
export function useViewer(): Viewer | null {
  return useSession(useShallow(viewerOf));
}

/**
 * Query keys. Everything that depends on who is logged in starts with 'user' (cleared at
 * logout by lib/api endSession).
 */
export const noticeKeys = {
  list: (p: NoticeListParams, viewer: Viewer | null) => (viewer ? (['user', 'notices', viewer.token, p] as const) : (['notice', 'list', p] as const)),
  detail: (id: number) => ['notice', 'detail', id] as const,
  departments: ['notice', 'departments'] as const,
  subscriptions: (token: string) => ['user', 'subscriptions', token] as const,
  match: (token: string, id: number) => ['user', 'match', token, id] as const,
  messages: (token: string, p: { page: number; limit: number; unreadOnly: boolean }) => ['user', 'messages', token, p] as const,
};

/**
 * A page of notices or policies: the public list for visitors, the notice index with read and
 * unread marks for a logged-in user.
 */
export const noticeListOptions = (params: NoticeListParams, viewer: Viewer | null) =>
  queryOptions({
    queryKey: noticeKeys.list(params, viewer),
    queryFn: ({ signal }): Promise<{ list: NoticeItem[]; total: number }> =>
      viewer ? api.call(endpoints.noticeIndex, { ...params, adminId: viewer.adminId, entId: viewer.entId }, { signal }) : api.call(endpoints.noticeList, params, { signal }),
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
  await queryClient.ensureQueryData(noticeListOptions(params, viewerOf(useSession.getState()))).catch(() => undefined);
}

export async function prefetchNoticeDetail(queryClient: QueryClient, id: number | undefined): Promise<void> {
  if (id !== undefined) await queryClient.ensureQueryData(noticeDetailOptions(id)).catch(() => undefined);
}

/** A page of notices or policies; the previous page stays on screen while the next loads. */
export function useNoticeList(params: NoticeListParams) {
  return useQuery({ ...noticeListOptions(params, useViewer()), placeholderData: keepPreviousData });
}

/** One notice with its body; opening it records it as read, so the user's counts and marks are refreshed. */
export function useNoticeDetail(id: number | undefined) {
  return useQuery({ ...noticeDetailOptions(id ?? 0), enabled: id !== undefined });
}

/** Departments that publish (filters and subscriptions); kept 10 minutes. */
export function useDepartments() {
  return useQuery({ queryKey: noticeKeys.departments, queryFn: ({ signal }) => api.call(endpoints.deptAll, {}, { signal }), staleTime: 10 * 60_000 });
}

/** My subscriptions and the departments open to subscription. */
export function useSubscriptions(token: string | null) {
  return useQuery({
    queryKey: noticeKeys.subscriptions(token ?? ''),
    queryFn: ({ signal }) => api.call(endpoints.getSubscribeInfo, {}, { signal }),
    enabled: token !== null,
  });
}

type SubscribeInfo = OutputOf<typeof endpoints.getSubscribeInfo>;

/**
 * Subscribes to or stops one department's notices or policies. The checkbox changes at once
 * (optimistic) and goes back if the server refuses; what depends on it is refreshed.
 */
export function useSubscribe(token: string | null) {
  const queryClient = useQueryClient();
  const key = noticeKeys.subscriptions(token ?? '');
  return useMutation({
    mutationFn: (input: { deptName: string; category: NoticeCategory; subscribed: boolean }) => api.call(endpoints.subscribe, input),
    onMutate: async ({ deptName, category, subscribed }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<SubscribeInfo>(key);
      if (previous) {
        const others = previous.subscriptions.filter((s) => !(s.deptName === deptName && s.category === category));
        queryClient.setQueryData<SubscribeInfo>(key, { ...previous, subscriptions: subscribed ? [...others, { deptName, category }] : others });
      }
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(key, ctx.previous);
    },
    onSuccess: (info) => {
      queryClient.setQueryData(key, info);
      void queryClient.invalidateQueries({ queryKey: ['user', 'match'] });
    },
  });
}

/** Whether I subscribe to the department and category of a published notice or policy. */
export function useMatch(token: string | null, id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: noticeKeys.match(token ?? '', id ?? 0),
    queryFn: ({ signal }) => api.call(endpoints.noticeMatch, { id: id! }, { signal }),
    enabled: enabled && token !== null && id !== undefined,
    retry: false,
  });
}

/** Refreshes everything that depends on what the user has read (header count, list marks, messages). */
export function refreshReadState(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] === 'user' && ['unreadCount', 'notices', 'messages'].includes(String(q.queryKey[1])) });
}

/** 'YYYY-MM-DD HH:mm:ss' as 'YYYY-MM-DD'. */
export const dateOf = (dateTime: string): string => dateTime.slice(0, 10);

export const categoryPath = (c: 'notice' | 'policy' | 'explain') => (c === 'notice' ? '/notice' : '/policy');

/** The name of a category's list (通知公告, 政策文件). */
export const CATEGORY_TITLES: Record<NoticeCategory, string> = { notice: t.notice.noticeTitle, policy: t.notice.policyTitle };
