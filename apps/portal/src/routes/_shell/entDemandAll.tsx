import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { JobListPage } from '../../features/demand/JobListPage';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /entDemandAll : enterprises hiring (招聘企业) or their jobs, kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/entDemandAll')({
  validateSearch: jobSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'ent') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
  component: EntDemandAllRoute,
});

function EntDemandAllRoute() {
  return <JobListPage defaultView="ent" {...useSearchState(Route)} />;
}
