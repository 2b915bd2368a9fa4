import { createFileRoute } from '@tanstack/react-router';
import { PolicyCashPage } from '../../features/policyMatter/PolicyCashPage';
import { matterSearchSchema } from '../../features/policyMatter/queries';

/** /policyCash : 政策兑现, the standards of the money-paying matters and what has been cashed. */
export const Route = createFileRoute('/_shell/policyCash')({
  validateSearch: matterSearchSchema,
  component: PolicyCashRoute,
});

function PolicyCashRoute() {
  const navigate = Route.useNavigate();
  return <PolicyCashPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
