import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { StaffAccountsPage, staffListOptions, staffSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /sysUser : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/sysUser')({
  validateSearch: staffSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/sysUser'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, staffListOptions(deps)),
  component: RouteComponent,
});

function RouteComponent() {
  return <StaffAccountsPage {...useSearchState(Route)} />;
}
