import { createFileRoute } from '@tanstack/react-router';
import { EntDemandAddTypePage } from '../../features/demand/EntDemandAddTypePage';
import { guardPage } from '../../features/navigation/guard';

/** /entDemandAddType : choose the kind of job demand before /entDemandAdd. */
export const Route = createFileRoute('/_shell/entDemandAddType')({
  beforeLoad: guardPage('/entDemandAddType'),
  component: EntDemandAddTypePage,
});
