import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../../features/applications/ApplyPage';
import { requireLogin } from '../../features/applications/guard';
import { applySearchSchema } from '../../features/applications/search';

/** /applySubsidies?type=zhufang&id=N : choose a type and fill its form (draft kept on the server). */
export const Route = createFileRoute('/_shell/applySubsidies')({
  validateSearch: applySearchSchema,
  beforeLoad: requireLogin,
  component: ApplySubsidiesRoute,
});

function ApplySubsidiesRoute() {
  return <ApplyPage search={Route.useSearch()} />;
}
