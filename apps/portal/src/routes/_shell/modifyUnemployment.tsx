import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifyUnemployment : 失业动态监测 and 企业用工定点监测, a tab each, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifyUnemployment')({
  ...monitorRoute('/modifyUnemployment'),
  beforeLoad: guardPage('/modifyUnemployment'),
});
