import { createFileRoute } from '@tanstack/react-router';
import { AllocationDetailPage } from '../../features/demandResponse/AllocationPage';
import { NotFoundPage } from '../../features/layout/NotFound';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /allocationDetail?id=N : tracking records of one response. */
export const Route = createFileRoute('/_shell/allocationDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/allocationDetail'),
  component: AllocationDetailRoute,
});

function AllocationDetailRoute() {
  const { id } = Route.useSearch();
  return id === undefined ? <NotFoundPage /> : <AllocationDetailPage id={id} />;
}
