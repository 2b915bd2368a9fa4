import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { HandlingGSPage } from '../../features/policyMatter/HandlingGSPage';
import { handlingGSSearchSchema } from '../../features/policyMatter/queries';
import { LIST_DEFAULTS } from '../../lib/search';

/** /handlingGS[?type=] : 结果公示 of the policy matters (the publicity list of issue 6). */
export const Route = createFileRoute('/_shell/handlingGS')({
  validateSearch: handlingGSSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  component: HandlingGSRoute,
});

function HandlingGSRoute() {
  const navigate = Route.useNavigate();
  return <HandlingGSPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
