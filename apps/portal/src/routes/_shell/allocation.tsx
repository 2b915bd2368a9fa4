import { RESPONSE_STAGES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS } from '../../lib/search';
import { requireUserType } from '../../features/enterprise/guard';
import { AllocationPage } from '../../features/response/AllocationPage';
import { z } from 'zod';

const searchSchema = ownDemandSearchSchema.omit({ status: true }).extend({ stage: z.enum(RESPONSE_STAGES).optional().catch(undefined), hidden: z.literal(true).optional().catch(undefined) });

/** /allocation : staff allocate, track and export resume responses. */
export const Route = createFileRoute('/_shell/allocation')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: requireUserType(1),
  component: AllocationRoute,
});

function AllocationRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AllocationPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
