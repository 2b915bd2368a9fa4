import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /handlingDetail?id=N : a policy matter's guide. */
export const Route = createFileRoute('/_shell/handlingDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/policyMatter/HandlingDetailPage').then((m) => m.HandlingDetailPage), ({ id }) => ({ id })),
});
