import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ProgressPage } from '../../features/deptData';
import { guardPage } from '../../features/navigation/guard';

const search = z.object({
  type: z.coerce.number().int().min(1).max(8).catch(1).default(1),
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
});

/** /xzsjIndex?type=1..8 : the data-collection home of one department type (issue 13). */
export const Route = createFileRoute('/_shell/xzsjIndex')({
  validateSearch: (raw: Record<string, unknown>) => search.parse(raw),
  beforeLoad: guardPage('/xzsjIndex'),
  component: XzsjIndexRoute,
});

function XzsjIndexRoute() {
  const navigate = Route.useNavigate();
  return <ProgressPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: { type: next.type ?? 1, year: next.year } })} />;
}
