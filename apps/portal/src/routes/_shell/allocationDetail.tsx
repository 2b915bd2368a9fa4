import { createFileRoute } from '@tanstack/react-router';
import { requireUserType } from '../../features/enterprise/guard';
import { AllocationDetailPage } from '../../features/demandResponse/AllocationPage';
import { NotFoundPage } from '../../features/layout/NotFound';
import { idSearchSchema } from '../../lib/search';

/** /allocationDetail?id=N : tracking records of one response. */
export const Route = createFileRoute('/_shell/allocationDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: requireUserType(1),
  component: AllocationDetailRoute,
});

function AllocationDetailRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? <NotFoundPage /> : <AllocationDetailPage id={id} />;
}
