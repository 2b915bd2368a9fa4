import { createFileRoute } from '@tanstack/react-router';
import { PublicityDetailPage } from '../../features/applications/PublicityPages';
import { idSearchSchema } from '../../lib/search';

/** /publicityDetail?id=N : one publicity entry, masked. */
export const Route = createFileRoute('/_shell/publicityDetail')({
  validateSearch: idSearchSchema,
  component: PublicityDetailRoute,
});

function PublicityDetailRoute() {
  const search = Route.useSearch();
  return <PublicityDetailPage id={search.id} />;
}
