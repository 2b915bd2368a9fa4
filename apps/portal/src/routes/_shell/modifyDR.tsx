import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ReconcilePage } from '../../features/deptData';
import { guardPage } from '../../features/navigation/guard';

/** /modifyDR : 名录核对, the departments' figures beside their registers (issue 13; docs/data-collection.md). */
export const Route = createFileRoute('/_shell/modifyDR')({
  validateSearch: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined) }),
  beforeLoad: guardPage('/modifyDR'),
  component: ModifyDRRoute,
});

function ModifyDRRoute() {
  const navigate = Route.useNavigate();
  return <ReconcilePage year={Route.useSearch().year} onYearChange={(year) => void navigate({ search: { year } })} />;
}
