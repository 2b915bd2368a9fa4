import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NoticeListPage } from '../../features/notice/NoticeListPage';
import { prefetchNoticeList } from '../../features/notice/queries';
import { noticeFilters, noticeSearchSchema } from '../../features/notice/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /notice : 通知公告 list; page, limit and the filters live in the URL. */
export const Route = createFileRoute('/_shell/notice')({
  validateSearch: noticeSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => noticeFilters(search),
  loader: ({ context, deps }) => prefetchNoticeList(context.queryClient, { category: 'notice', ...deps }),
  component: NoticeRoute,
});

function NoticeRoute() {
  return <NoticeListPage category="notice" {...useSearchState(Route)} />;
}
