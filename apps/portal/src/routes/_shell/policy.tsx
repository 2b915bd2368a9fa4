import { createFileRoute } from '@tanstack/react-router';
import { prefetchNoticeList } from '../../features/notice/queries';
import { noticeFilters, noticeSearchSchema } from '../../features/notice/search';
import { searchRoute } from '../../lib/search';

/** /policy : 政策文件 list, the notice list with category policy. */
export const Route = createFileRoute('/_shell/policy')({
  ...searchRoute(noticeSearchSchema, () => import('../../features/notice/NoticeListPage').then((m) => m.NoticeListPage), { category: 'policy' }),
  loaderDeps: ({ search }) => noticeFilters(search),
  loader: ({ context, deps }) => prefetchNoticeList(context.queryClient, { category: 'policy', ...deps }),
});
