import { HOTLINE_STATUSES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalDay, optionalId, optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, status: z.enum(HOTLINE_STATUSES).optional().catch(undefined), categoryId: optionalId, deptName: optionalText, beginTime: optionalDay, endTime: optionalDay, keyword: optionalText, overdue: z.literal(1).optional().catch(undefined) });

/** /respondCall : call events (a caller's own, a department's, or all for the hotline centre), filters and page in the URL. */
export const Route = createFileRoute('/_shell/respondCall')({
  ...searchRoute(searchSchema, () => import('../../features/hotline/CallListPage').then((m) => m.CallListPage)),
  beforeLoad: guardPage('/respondCall'),
});
