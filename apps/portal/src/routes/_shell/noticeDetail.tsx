import { createFileRoute } from '@tanstack/react-router';
import { prefetchNoticeDetail } from '../../features/notice/queries';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /noticeDetail?id=N : one notice or policy. */
export const Route = createFileRoute('/_shell/noticeDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/notice/NoticeDetailPage').then((m) => m.NoticeDetailPage), ({ id }) => ({ id })),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => prefetchNoticeDetail(context.queryClient, deps.id),
});
