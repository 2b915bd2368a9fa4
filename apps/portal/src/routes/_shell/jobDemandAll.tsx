import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { JobListPage } from '../../features/demand/JobListPage';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /jobDemandAll?showType=job|ent : public job list, kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/jobDemandAll')({
  validateSearch: jobSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'job') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
  component: JobDemandAllRoute,
});

function JobDemandAllRoute() {
  return <JobListPage defaultView="job" {...useSearchState(Route)} />;
}
