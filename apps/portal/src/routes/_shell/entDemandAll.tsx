import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { JobListPage } from '../../features/demand/JobListPage';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS } from '../../lib/search';

/** /entDemandAll : enterprises hiring (招聘企业) or their jobs, kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/entDemandAll')({
  validateSearch: jobSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'ent') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
  component: EntDemandAllRoute,
});

function EntDemandAllRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <JobListPage defaultView="ent" search={search} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
