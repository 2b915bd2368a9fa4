import { createFileRoute } from '@tanstack/react-router';
import { monitorRoute } from '../../features/employmentMonitor';
import { guardPage } from '../../features/navigation/guard';

/** /modifySurvey : 企业用工调查, filled by enterprises and overseen by their departments (issue 14). */
export const Route = createFileRoute('/_shell/modifySurvey')({
  ...monitorRoute('/modifySurvey'),
  beforeLoad: guardPage('/modifySurvey'),
});
