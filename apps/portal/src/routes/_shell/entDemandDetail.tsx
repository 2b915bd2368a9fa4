import { createFileRoute } from '@tanstack/react-router';
import { DemandDetailPage } from '../../features/demand/DemandDetailPage';
import { detailOptions, prefetch } from '../../features/demand/queries';
import { idSearchSchema } from '../../lib/search';

/** /entDemandDetail?id=N : one job (public when on shelf). */
export const Route = createFileRoute('/_shell/entDemandDetail')({
  validateSearch: idSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id === undefined ? undefined : prefetch(context.queryClient, detailOptions(deps.id))),
  component: EntDemandDetailRoute,
});

function EntDemandDetailRoute() {
  return <DemandDetailPage id={Route.useSearch().id} />;
}
