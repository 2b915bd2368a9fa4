import { createFileRoute } from '@tanstack/react-router';
import { PublicationDetailPage } from '../../features/publication/PublicationDetailPage';
import { idSearchSchema } from '../../lib/search';

/** /rcbgDetail?id=N : one talent report. */
export const Route = createFileRoute('/_shell/rcbgDetail')({
  validateSearch: idSearchSchema,
  component: RcbgDetailRoute,
});

function RcbgDetailRoute() {
  return <PublicationDetailPage kind="report" id={Route.useSearch().id} />;
}
