import { createFileRoute } from '@tanstack/react-router';
import { NoticeDetailPage } from '../../features/notice/NoticeDetailPage';
import { prefetchNoticeDetail } from '../../features/notice/queries';
import { idSearchSchema } from '../../lib/search';

/** /noticeDetail?id=N : one notice or policy. */
export const Route = createFileRoute('/_shell/noticeDetail')({
  validateSearch: idSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => prefetchNoticeDetail(context.queryClient, deps.id),
  component: NoticeDetailRoute,
});

function NoticeDetailRoute() {
  return <NoticeDetailPage id={Route.useSearch().id} />;
}
