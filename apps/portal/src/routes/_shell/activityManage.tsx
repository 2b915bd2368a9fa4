import { ACTIVITY_STATUSES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { ActivityManagePage } from '../../features/station/ActivityManagePage';
import { LIST_DEFAULTS, optionalId, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, status: z.enum(ACTIVITY_STATUSES).optional().catch(undefined), id: optionalId });

/** /activityManage : the department's activities, their sign-ups (?id=), check-in and export. */
export const Route = createFileRoute('/_shell/activityManage')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/activityManage'),
  component: ActivityManageRoute,
});

function ActivityManageRoute() {
  return <ActivityManagePage {...useSearchState(Route)} />;
}
