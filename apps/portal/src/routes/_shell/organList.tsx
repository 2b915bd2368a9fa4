import { createFileRoute } from '@tanstack/react-router';
import { listSearch, useSearchState } from '../../lib/search';
import { OrganListPage } from '../../features/organisation/OrganListPage';
import { organSearchSchema, prefetchOrganPage } from '../../features/organisation/queries';

/** /organList?type=1|2|3 : HR service organisations, key enterprises, HR products. */
export const Route = createFileRoute('/_shell/organList')({
  ...listSearch(organSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOrganPage(context.queryClient, deps),
  component: OrganListRoute,
});

function OrganListRoute() {
  return <OrganListPage {...useSearchState(Route)} />;
}
