import { createFileRoute } from '@tanstack/react-router';
import { ProgressPage } from '../../features/applications/ProgressPage';
import { applySearchSchema } from '../../features/applications/search';

/** /serviceProgress : progress lookup (queryJindu) by application number and identity number; ?id= for one's own. */
export const Route = createFileRoute('/_shell/serviceProgress')({
  validateSearch: applySearchSchema,
  component: ServiceProgressRoute,
});

function ServiceProgressRoute() {
  return <ProgressPage id={Route.useSearch().id} />;
}
