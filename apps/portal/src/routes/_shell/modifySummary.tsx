import { DEPT_DATA_STATUSES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

const search = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  status: z.enum(DEPT_DATA_STATUSES).optional().catch(undefined),
});

/** /modifySummary : the year's data-collection progress across departments, the reviewers' list (issue 13). */
export const Route = createFileRoute('/_shell/modifySummary')({
  ...searchRoute((raw: Record<string, unknown>) => search.parse(raw), () => import('../../features/deptData/ProgressPage').then((m) => m.ProgressPage), { summary: true }),
  beforeLoad: guardPage('/modifySummary'),
});
