import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { NOTICE_SEARCH_DEFAULTS } from '../../features/notice/search';
import { OrganListPage, organSearchSchema, prefetchOrganPage } from '../../features/organisation/OrganListPage';

/** /organList?type=1|2|3 : HR service organisations, key enterprises, HR products. */
export const Route = createFileRoute('/_shell/organList')({
  validateSearch: organSearchSchema,
  search: { middlewares: [stripSearchParams(NOTICE_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOrganPage(context.queryClient, deps),
  component: OrganListRoute,
});

function OrganListRoute() {
  const navigate = Route.useNavigate();
  return <OrganListPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
