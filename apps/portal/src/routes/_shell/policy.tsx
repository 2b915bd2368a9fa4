import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NoticeListPage } from '../../features/notice/NoticeListPage';
import { prefetchNoticeList } from '../../features/notice/queries';
import { noticeFilters, noticeSearchSchema } from '../../features/notice/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /policy : 政策文件 list, the notice list with category policy. */
export const Route = createFileRoute('/_shell/policy')({
  validateSearch: noticeSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => noticeFilters(search),
  loader: ({ context, deps }) => prefetchNoticeList(context.queryClient, { category: 'policy', ...deps }),
  component: PolicyRoute,
});

function PolicyRoute() {
  return <NoticeListPage category="policy" {...useSearchState(Route)} />;
}
