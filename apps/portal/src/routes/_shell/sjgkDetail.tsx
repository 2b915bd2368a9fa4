import { createFileRoute } from '@tanstack/react-router';
import { noticeDetailSearchSchema } from '../../features/notice/search';
import { PublicationDetailPage } from '../../features/publication/PublicationDetailPage';

/** /sjgkDetail?id=N : one public data item with its files. */
export const Route = createFileRoute('/_shell/sjgkDetail')({
  validateSearch: noticeDetailSearchSchema,
  component: SjgkDetailRoute,
});

function SjgkDetailRoute() {
  return <PublicationDetailPage kind="data" id={Route.useSearch().id} />;
}
