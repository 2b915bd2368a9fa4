import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { OperationLogPage, operationLogOptions, operationLogSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /operationLog : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/operationLog')({
  validateSearch: operationLogSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/operationLog'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, operationLogOptions(deps)),
  component: RouteComponent,
});

function RouteComponent() {
  return <OperationLogPage {...useSearchState(Route)} />;
}
