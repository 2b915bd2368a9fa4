import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NoticeListPage } from '../../features/notice/NoticeListPage';
import { prefetchNoticeList } from '../../features/notice/queries';
import { noticeFilters, noticeSearchSchema } from '../../features/notice/search';
import { LIST_DEFAULTS } from '../../lib/search';

/** /notice : 通知公告 list; page, limit and the filters live in the URL. */
export const Route = createFileRoute('/_shell/notice')({
  validateSearch: noticeSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => noticeFilters(search),
  loader: ({ context, deps }) => prefetchNoticeList(context.queryClient, { category: 'notice', ...deps }),
  component: NoticeRoute,
});

function NoticeRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <NoticeListPage category="notice" search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
