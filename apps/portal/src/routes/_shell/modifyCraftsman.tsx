import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifyCraftsman : 工匠人才, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifyCraftsman')({
  ...monitorRoute('/modifyCraftsman'),
  beforeLoad: guardPage('/modifyCraftsman'),
});
