import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EntDemandPage } from '../../features/demand/EntDemandPage';
import { ownListOptions, prefetch } from '../../features/demand/queries';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /entDemand : the enterprise's job demands. */
export const Route = createFileRoute('/_shell/entDemand')({
  validateSearch: ownDemandSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/entDemand'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, ownListOptions(deps)),
  component: EntDemandRoute,
});

function EntDemandRoute() {
  return <EntDemandPage {...useSearchState(Route)} />;
}
