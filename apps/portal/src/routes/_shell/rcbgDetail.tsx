import { createFileRoute } from '@tanstack/react-router';
import { noticeDetailSearchSchema } from '../../features/notice/search';
import { PublicationDetailPage } from '../../features/publication/PublicationDetailPage';

/** /rcbgDetail?id=N : one talent report. */
export const Route = createFileRoute('/_shell/rcbgDetail')({
  validateSearch: noticeDetailSearchSchema,
  component: RcbgDetailRoute,
});

function RcbgDetailRoute() {
  return <PublicationDetailPage kind="report" id={Route.useSearch().id} />;
}
