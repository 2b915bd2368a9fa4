import { createFileRoute } from '@tanstack/react-router';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { searchRoute } from '../../lib/search';

/** /jobDemandAll?showType=job|ent : public job list, kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/jobDemandAll')({
  ...searchRoute(jobSearchSchema, () => import('../../features/demand/JobListPage').then((m) => m.JobListPage), { defaultView: 'job' }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'job') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
});
