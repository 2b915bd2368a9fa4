import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { AllocationPage } from '../../features/demandResponse/AllocationPage';
import { allocationSearchSchema } from '../../features/demandResponse/search';
import { guardPage } from '../../features/navigation/guard';

/** /allocation : staff allocate, track and export resume responses. */
export const Route = createFileRoute('/_shell/allocation')({
  validateSearch: allocationSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/allocation'),
  component: AllocationRoute,
});

function AllocationRoute() {
  return <AllocationPage {...useSearchState(Route)} />;
}
