import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifFitDuty : 岗位适应性训练, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifFitDuty')({
  ...monitorRoute('/modifFitDuty'),
  beforeLoad: guardPage('/modifFitDuty'),
});
