import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifyWorkTraining : 以工代训, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifyWorkTraining')({
  ...monitorRoute('/modifyWorkTraining'),
  beforeLoad: guardPage('/modifyWorkTraining'),
});
