import { ACTIVITY_STATUSES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalId, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, status: z.enum(ACTIVITY_STATUSES).optional().catch(undefined), id: optionalId });

/** /activityManage : the department's activities, their sign-ups (?id=), check-in and export. */
export const Route = createFileRoute('/_shell/activityManage')({
  ...searchRoute(searchSchema, () => import('../../features/station/ActivityManagePage').then((m) => m.ActivityManagePage)),
  beforeLoad: guardPage('/activityManage'),
});
