import { createFileRoute } from '@tanstack/react-router';
import { SpringPeoplePage } from '../../features/applications/SpringPages';
import { requireEnterprise } from '../../features/enterprise/guard';

/** /modifyChunjieEnts : the enterprise's spring allowance people, imported from an xlsx, and its submission. */
export const Route = createFileRoute('/_shell/modifyChunjieEnts')({
  beforeLoad: requireEnterprise,
  component: SpringPeoplePage,
});
