import { createFileRoute } from '@tanstack/react-router';
import { matterSearchSchema } from '../../features/policyMatter/search';
import { searchRoute } from '../../lib/search';

/** /policyCash : 政策兑现, the standards of the money-paying matters and what has been cashed. */
export const Route = createFileRoute('/_shell/policyCash')({
  ...searchRoute(matterSearchSchema, () => import('../../features/policyMatter/PolicyCashPage').then((m) => m.PolicyCashPage)),
});
