import { createFileRoute } from '@tanstack/react-router';
import { DemandFormPage } from '../../features/demand/DemandFormPage';
import { requireEnterprise } from '../../features/enterprise/guard';

/** /entDemandAdd : a new job demand. */
export const Route = createFileRoute('/_shell/entDemandAdd')({
  beforeLoad: requireEnterprise,
  component: DemandFormPage,
});
