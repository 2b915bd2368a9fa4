import { createFileRoute } from '@tanstack/react-router';
import { ApplyPage } from '../../features/applications/ApplyPage';
import { applySearchSchema } from '../../features/applications/search';
import { guardPage } from '../../features/navigation/guard';

/** /applySubsidies?type=zhufang&id=N : choose a type and fill its form (draft kept on the server). */
export const Route = createFileRoute('/_shell/applySubsidies')({
  validateSearch: applySearchSchema,
  beforeLoad: guardPage('/applySubsidies'),
  component: ApplySubsidiesRoute,
});

function ApplySubsidiesRoute() {
  return <ApplyPage search={Route.useSearch()} />;
}
