import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifyFulfill : 履约情况, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifyFulfill')({
  ...monitorRoute('/modifyFulfill'),
  beforeLoad: guardPage('/modifyFulfill'),
});
