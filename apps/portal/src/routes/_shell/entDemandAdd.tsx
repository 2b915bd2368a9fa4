import { createFileRoute } from '@tanstack/react-router';
import { demandAddSearchSchema } from '../../features/demand/demandTypes';
import { guardPage } from '../../features/navigation/guard';
import { pageRoute } from '../../lib/search';

/** /entDemandAdd?type= : a new job demand, prepared for the kind chosen on /entDemandAddType. */
export const Route = createFileRoute('/_shell/entDemandAdd')({
  ...pageRoute(demandAddSearchSchema, () => import('../../features/demand/DemandFormPage').then((m) => m.DemandFormPage), (s) => ({ type: s.type })),
  beforeLoad: guardPage('/entDemandAdd'),
});
