import { createFileRoute } from '@tanstack/react-router';
import { DemandFormPage } from '../../features/demand/DemandFormPage';
import { demandAddSearchSchema } from '../../features/demand/demandTypes';
import { guardPage } from '../../features/navigation/guard';

/** /entDemandAdd?type= : a new job demand, prepared for the kind chosen on /entDemandAddType. */
export const Route = createFileRoute('/_shell/entDemandAdd')({
  validateSearch: demandAddSearchSchema,
  beforeLoad: guardPage('/entDemandAdd'),
  component: EntDemandAddRoute,
});

function EntDemandAddRoute() {
  return <DemandFormPage type={Route.useSearch().type} />;
}
