import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LoginLogPage, loginLogOptions, loginLogSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /loginLog : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/loginLog')({
  validateSearch: loginLogSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/loginLog'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, loginLogOptions(deps)),
  component: RouteComponent,
});

function RouteComponent() {
  return <LoginLogPage {...useSearchState(Route)} />;
}
