import { createFileRoute } from '@tanstack/react-router';
import { prefetchNoticeList } from '../../features/notice/queries';
import { noticeFilters, noticeSearchSchema } from '../../features/notice/search';
import { searchRoute } from '../../lib/search';

/** /notice : 通知公告 list; page, limit and the filters live in the URL. */
export const Route = createFileRoute('/_shell/notice')({
  ...searchRoute(noticeSearchSchema, () => import('../../features/notice/NoticeListPage').then((m) => m.NoticeListPage), { category: 'notice' }),
  loaderDeps: ({ search }) => noticeFilters(search),
  loader: ({ context, deps }) => prefetchNoticeList(context.queryClient, { category: 'notice', ...deps }),
});
