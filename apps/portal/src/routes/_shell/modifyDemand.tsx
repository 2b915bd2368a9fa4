import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AuditPage } from '../../features/demand/AuditPage';
import { auditListOptions, prefetch } from '../../features/demand/queries';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS } from '../../lib/search';
import { requireUserType } from '../../features/enterprise/guard';

/** /modifyDemand : staff audit of job demands. */
export const Route = createFileRoute('/_shell/modifyDemand')({
  validateSearch: ownDemandSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: requireUserType(1),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, auditListOptions(deps)),
  component: ModifyDemandRoute,
});

function ModifyDemandRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
