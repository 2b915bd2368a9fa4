import { createFileRoute } from '@tanstack/react-router';
import { auditListOptions, prefetch } from '../../features/demand/queries';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { searchRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyDemand : staff audit of job demands. */
export const Route = createFileRoute('/_shell/modifyDemand')({
  ...searchRoute(ownDemandSearchSchema, () => import('../../features/demand/AuditPage').then((m) => m.AuditPage)),
  beforeLoad: guardPage('/modifyDemand'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, auditListOptions(deps)),
});
