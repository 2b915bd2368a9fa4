import { createFileRoute } from '@tanstack/react-router';
import { matterSearchSchema } from '../../features/policyMatter/queries';
import { ServiceHandlePage } from '../../features/policyMatter/ServiceHandlePage';
import { useSearchState } from '../../lib/search';

/** /serviceHandle : 在线办理, the policy matters by department or theme; filters in the URL. */
export const Route = createFileRoute('/_shell/serviceHandle')({
  validateSearch: matterSearchSchema,
  component: ServiceHandleRoute,
});

function ServiceHandleRoute() {
  return <ServiceHandlePage {...useSearchState(Route)} />;
}
