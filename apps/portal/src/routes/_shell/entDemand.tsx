import { createFileRoute } from '@tanstack/react-router';
import { ownListOptions, prefetch } from '../../features/demand/queries';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { searchRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /entDemand : the enterprise's job demands. */
export const Route = createFileRoute('/_shell/entDemand')({
  ...searchRoute(ownDemandSearchSchema, () => import('../../features/demand/EntDemandPage').then((m) => m.EntDemandPage)),
  beforeLoad: guardPage('/entDemand'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, ownListOptions(deps)),
});
