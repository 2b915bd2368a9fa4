import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { AuditPage } from '../../features/demand/AuditPage';
import { auditListOptions, prefetch } from '../../features/demand/queries';
import { ownDemandSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS } from '../../lib/search';
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
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
