import { createFileRoute } from '@tanstack/react-router';
import { DemandFormPage } from '../../features/demand/DemandFormPage';
import { requireEnterprise } from '../../features/enterprise/guard';
import { idSearchSchema } from '../../lib/search';

/** /entDemandEdit?id=N : change a draft or taken-down job demand. */
export const Route = createFileRoute('/_shell/entDemandEdit')({
  validateSearch: idSearchSchema,
  beforeLoad: requireEnterprise,
  component: EntDemandEditRoute,
});

function EntDemandEditRoute() {
  return <DemandFormPage id={Route.useSearch().id} />;
}
