import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { KshApprovalPage, kshListOptions, kshSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /modifyScreenAll : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/modifyScreenAll')({
  validateSearch: kshSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyScreenAll'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, kshListOptions(deps)),
  component: RouteComponent,
});

function RouteComponent() {
  return <KshApprovalPage {...useSearchState(Route)} />;
}
