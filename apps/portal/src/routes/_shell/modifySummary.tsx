import { DEPT_DATA_STATUSES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProgressPage } from '../../features/deptData';
import { guardPage } from '../../features/navigation/guard';

const search = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  status: z.enum(DEPT_DATA_STATUSES).optional().catch(undefined),
});

/** /modifySummary : the year's data-collection progress across departments, the reviewers' list (issue 13). */
export const Route = createFileRoute('/_shell/modifySummary')({
  validateSearch: (raw: Record<string, unknown>) => search.parse(raw),
  beforeLoad: guardPage('/modifySummary'),
  component: ModifySummaryRoute,
});

function ModifySummaryRoute() {
  const navigate = Route.useNavigate();
  return <ProgressPage summary search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: { year: next.year, status: next.status } })} />;
}
