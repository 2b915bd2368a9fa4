import { createFileRoute } from '@tanstack/react-router';
import { demandIdSearchSchema } from '../../features/demand/search';
import { requireUserType } from '../../features/enterprise/guard';
import { AllocationDetailPage } from '../../features/response/AllocationPage';
import { NotFoundPage } from '../../features/layout/NotFound';

/** /allocationDetail?id=N : tracking records of one response. */
export const Route = createFileRoute('/_shell/allocationDetail')({
  validateSearch: demandIdSearchSchema,
  beforeLoad: requireUserType(1),
  component: AllocationDetailRoute,
});

function AllocationDetailRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? <NotFoundPage /> : <AllocationDetailPage id={id} />;
}
