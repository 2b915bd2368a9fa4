import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EnterpriseAccountsPage, entListOptions, entSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /entAccount : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/entAccount')({
  validateSearch: entSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/entAccount'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, entListOptions(deps)),
  component: RouteComponent,
});

function RouteComponent() {
  return <EnterpriseAccountsPage {...useSearchState(Route)} />;
}
