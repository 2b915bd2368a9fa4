import { createFileRoute } from '@tanstack/react-router';
import { DemandFormPage } from '../../features/demand/DemandFormPage';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /entDemandEdit?id=N : change a draft or taken-down job demand. */
export const Route = createFileRoute('/_shell/entDemandEdit')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/entDemandEdit'),
  component: EntDemandEditRoute,
});

function EntDemandEditRoute() {
  return <DemandFormPage id={Route.useSearch().id} />;
}
