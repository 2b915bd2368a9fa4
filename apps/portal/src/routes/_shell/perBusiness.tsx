import { useSession } from '@portal/auth';
import { createFileRoute } from '@tanstack/react-router';
import { ApplicationListPage } from '../../features/applications/ListPage';
import { applicationListOptions } from '../../features/applications/queries';
import { applicationSearchSchema } from '../../features/applications/search';
import { listSearch, useSearchState } from '../../lib/search';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';

/** /perBusiness : individuals' applications (the applicant's own, or staff's audit list), kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/perBusiness')({
  ...listSearch(applicationSearchSchema),
  beforeLoad: guardPage('/perBusiness'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, applicationListOptions(useSession.getState().userType === 1 ? 'staff' : 'own', 'person', deps)),
  component: ListRoute,
});

function ListRoute() {
  return <ApplicationListPage scope="person" {...useSearchState(Route)} />;
}
