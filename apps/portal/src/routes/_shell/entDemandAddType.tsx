import { createFileRoute } from '@tanstack/react-router';
import { EntDemandAddTypePage } from '../../features/demand/EntDemandAddTypePage';
import { requireEnterprise } from '../../features/enterprise/guard';

/** /entDemandAddType : choose the kind of job demand before /entDemandAdd. */
export const Route = createFileRoute('/_shell/entDemandAddType')({
  beforeLoad: requireEnterprise,
  component: EntDemandAddTypePage,
});
