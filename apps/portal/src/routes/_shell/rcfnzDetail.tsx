import { createFileRoute } from '@tanstack/react-router';
import { PublicationDetailPage } from '../../features/publication/PublicationDetailPage';
import { idSearchSchema } from '../../lib/search';

/** /rcfnzDetail?id=N : one service item or news item of the station. */
export const Route = createFileRoute('/_shell/rcfnzDetail')({
  validateSearch: idSearchSchema,
  component: RcfnzDetailRoute,
});

function RcfnzDetailRoute() {
  return <PublicationDetailPage kind="station" id={Route.useSearch().id} />;
}
