import { createFileRoute } from '@tanstack/react-router';
import { DemandFormPage } from '../../features/demand/DemandFormPage';
import { demandIdSearchSchema } from '../../features/demand/search';
import { requireEnterprise } from '../../features/enterprise/guard';

/** /entDemandEdit?id=N : change a draft or taken-down job demand. */
export const Route = createFileRoute('/_shell/entDemandEdit')({
  validateSearch: demandIdSearchSchema,
  beforeLoad: requireEnterprise,
  component: EntDemandEditRoute,
});

function EntDemandEditRoute() {
  return <DemandFormPage id={Route.useSearch().id} />;
}
