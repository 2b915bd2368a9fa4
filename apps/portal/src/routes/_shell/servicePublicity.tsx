import { createFileRoute } from '@tanstack/react-router';
import { PublicityListPage } from '../../features/applications/PublicityPages';
import { publicityListOptions } from '../../features/applications/queries';
import { publicitySearchSchema } from '../../features/applications/search';
import { listSearch, useSearchState } from '../../lib/search';
import { prefetch } from '../../features/demand/queries';

/** /servicePublicity : the public publicity list (names and identity numbers masked); filters and page in the URL. */
export const Route = createFileRoute('/_shell/servicePublicity')({
  ...listSearch(publicitySearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, publicityListOptions(deps)),
  component: ServicePublicityRoute,
});

function ServicePublicityRoute() {
  return <PublicityListPage {...useSearchState(Route)} />;
}
