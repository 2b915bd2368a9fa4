import { createFileRoute } from '@tanstack/react-router';
import { detailOptions, prefetch } from '../../features/demand/queries';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /entDemandDetail?id=N : one job (public when on shelf). */
export const Route = createFileRoute('/_shell/entDemandDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/demand/DemandDetailPage').then((m) => m.DemandDetailPage), ({ id }) => ({ id })),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id === undefined ? undefined : prefetch(context.queryClient, detailOptions(deps.id))),
});
