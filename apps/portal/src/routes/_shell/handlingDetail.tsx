import { createFileRoute } from '@tanstack/react-router';
import { HandlingDetailPage } from '../../features/policyMatter/HandlingDetailPage';
import { idSearchSchema } from '../../lib/search';

/** /handlingDetail?id=N : a policy matter's guide. */
export const Route = createFileRoute('/_shell/handlingDetail')({
  validateSearch: idSearchSchema,
  component: HandlingDetailRoute,
});

function HandlingDetailRoute() {
  return <HandlingDetailPage id={Route.useSearch().id} />;
}
