import { createFileRoute } from '@tanstack/react-router';
import { GroupQueryPage } from '../../features/ageAppropriate/GroupQueryPage';
import { guardPage } from '../../features/navigation/guard';

/** /group-query : build and save a target group by filters, its size shown before saving. */
export const Route = createFileRoute('/_shell/group-query')({
  beforeLoad: guardPage('/group-query'),
  component: GroupQueryPage,
});
