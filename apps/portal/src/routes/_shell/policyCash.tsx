import { createFileRoute } from '@tanstack/react-router';
import { PolicyCashPage } from '../../features/policyMatter/PolicyCashPage';
import { matterSearchSchema } from '../../features/policyMatter/queries';
import { useSearchState } from '../../lib/search';

/** /policyCash : 政策兑现, the standards of the money-paying matters and what has been cashed. */
export const Route = createFileRoute('/_shell/policyCash')({
  validateSearch: matterSearchSchema,
  component: PolicyCashRoute,
});

function PolicyCashRoute() {
  return <PolicyCashPage {...useSearchState(Route)} />;
}
