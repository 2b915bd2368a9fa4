import { createFileRoute } from '@tanstack/react-router';
import { PublicationDetailPage } from '../../features/publication/PublicationDetailPage';
import { idSearchSchema } from '../../lib/search';

/** /sjgkDetail?id=N : one public data item with its files. */
export const Route = createFileRoute('/_shell/sjgkDetail')({
  validateSearch: idSearchSchema,
  component: SjgkDetailRoute,
});

function SjgkDetailRoute() {
  return <PublicationDetailPage kind="data" id={Route.useSearch().id} />;
}
