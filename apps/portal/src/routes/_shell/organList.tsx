import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS } from '../../lib/search';
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
  const navigate = Route.useNavigate();
  return <OrganListPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
