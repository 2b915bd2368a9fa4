import { createFileRoute } from '@tanstack/react-router';
import { publicityListOptions } from '../../features/applications/queries';
import { publicitySearchSchema } from '../../features/applications/search';
import { searchRoute } from '../../lib/search';
import { prefetch } from '../../features/demand/queries';

/** /servicePublicity : the public publicity list (names and identity numbers masked); filters and page in the URL. */
export const Route = createFileRoute('/_shell/servicePublicity')({
  ...searchRoute(publicitySearchSchema, () => import('../../features/applications/PublicityPages').then((m) => m.PublicityListPage)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, publicityListOptions(deps)),
});
