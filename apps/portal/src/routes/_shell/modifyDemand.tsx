import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AuditPage } from '../../features/demand/AuditPage';
import { auditListOptions, prefetch } from '../../features/demand/queries';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyDemand : staff audit of job demands. */
export const Route = createFileRoute('/_shell/modifyDemand')({
  validateSearch: ownDemandSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyDemand'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, auditListOptions(deps)),
  component: ModifyDemandRoute,
});

function ModifyDemandRoute() {
  return <AuditPage {...useSearchState(Route)} />;
}
