import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/deptData';
import { guardPage } from '../../features/navigation/guard';

/** /modifyGovernment : the department's own profile and data-collection contacts (issue 13). */
export const Route = createFileRoute('/_shell/modifyGovernment')({
  beforeLoad: guardPage('/modifyGovernment'),
  component: ProfilePage,
});
