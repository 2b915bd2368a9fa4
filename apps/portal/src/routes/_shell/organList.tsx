import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { OrganListPage } from '../../features/organisation/OrganListPage';
import { organSearchSchema, prefetchOrganPage } from '../../features/organisation/queries';

/** /organList?type=1|2|3 : HR service organisations, key enterprises, HR products. */
export const Route = createFileRoute('/_shell/organList')({
  validateSearch: organSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOrganPage(context.queryClient, deps),
  component: OrganListRoute,
});

function OrganListRoute() {
  return <OrganListPage {...useSearchState(Route)} />;
}
