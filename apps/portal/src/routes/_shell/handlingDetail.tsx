import { createFileRoute } from '@tanstack/react-router';
import { HandlingDetailPage } from '../../features/policyMatter/HandlingDetailPage';
import { matterIdSearchSchema } from '../../features/policyMatter/queries';

/** /handlingDetail?id=N : a policy matter's guide. */
export const Route = createFileRoute('/_shell/handlingDetail')({
  validateSearch: matterIdSearchSchema,
  component: HandlingDetailRoute,
});

function HandlingDetailRoute() {
  return <HandlingDetailPage id={Route.useSearch().id} />;
}
