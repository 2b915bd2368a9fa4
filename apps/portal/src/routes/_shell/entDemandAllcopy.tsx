import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { JobListPage } from '../../features/demand/JobListPage';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /entDemandAllcopy : the same kept-alive job list as /entDemandAll, jobs first, with the filters in a side column and jobs in two columns. */
export const Route = createFileRoute('/_shell/entDemandAllcopy')({
  validateSearch: jobSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'job') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
  component: EntDemandAllcopyRoute,
});

function EntDemandAllcopyRoute() {
  return <JobListPage defaultView="job" presentation="sidebar" {...useSearchState(Route)} />;
}
