import { createFileRoute } from '@tanstack/react-router';
import { SpringPeoplePage } from '../../features/applications/SpringPages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyChunjieEnts : the enterprise's spring allowance people, imported from an xlsx, and its submission. */
export const Route = createFileRoute('/_shell/modifyChunjieEnts')({
  beforeLoad: guardPage('/modifyChunjieEnts'),
  component: SpringPeoplePage,
});
