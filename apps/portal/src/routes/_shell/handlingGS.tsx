import { createFileRoute } from '@tanstack/react-router';
import { HandlingGSPage } from '../../features/policyMatter/HandlingGSPage';
import { handlingGSSearchSchema } from '../../features/policyMatter/queries';
import { listSearch, useSearchState } from '../../lib/search';

/** /handlingGS[?type=] : 结果公示 of the policy matters (the publicity list of issue 6). */
export const Route = createFileRoute('/_shell/handlingGS')({
  ...listSearch(handlingGSSearchSchema),
  component: HandlingGSRoute,
});

function HandlingGSRoute() {
  return <HandlingGSPage {...useSearchState(Route)} />;
}
