import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifyTrain : 企业培训记录, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifyTrain')({
  ...monitorRoute('/modifyTrain'),
  beforeLoad: guardPage('/modifyTrain'),
});
