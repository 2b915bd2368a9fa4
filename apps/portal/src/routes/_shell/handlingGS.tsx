import { createFileRoute } from '@tanstack/react-router';
import { handlingGSSearchSchema } from '../../features/policyMatter/search';
import { searchRoute } from '../../lib/search';

/** /handlingGS[?type=] : 结果公示 of the policy matters (the publicity list of issue 6). */
export const Route = createFileRoute('/_shell/handlingGS')({
  ...searchRoute(handlingGSSearchSchema, () => import('../../features/policyMatter/HandlingGSPage').then((m) => m.HandlingGSPage)),
});
