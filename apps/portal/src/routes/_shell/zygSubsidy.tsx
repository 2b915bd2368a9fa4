import { useSession } from '@portal/auth';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationListPage } from '../../features/applications/ListPage';
import { applicationListOptions } from '../../features/applications/queries';
import { applicationSearchSchema } from '../../features/applications/search';
import { listSearch, useSearchState } from '../../lib/search';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';

/** /zygSubsidy : enterprises' applications (the enterprise's own, or staff's audit list), kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/zygSubsidy')({
  ...listSearch(applicationSearchSchema),
  beforeLoad: guardPage('/zygSubsidy'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, applicationListOptions(useSession.getState().userType === 1 ? 'staff' : 'own', 'ent', deps)),
  component: ListRoute,
});

function ListRoute() {
  return <ApplicationListPage scope="ent" {...useSearchState(Route)} />;
}
