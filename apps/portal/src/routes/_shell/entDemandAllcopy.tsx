import { createFileRoute } from '@tanstack/react-router';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { searchRoute } from '../../lib/search';

/** /entDemandAllcopy : the same kept-alive job list as /entDemandAll, jobs first, with the filters in a side column and jobs in two columns. */
export const Route = createFileRoute('/_shell/entDemandAllcopy')({
  ...searchRoute(jobSearchSchema, () => import('../../features/demand/JobListPage').then((m) => m.JobListPage), { defaultView: 'job', presentation: 'sidebar' }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'job') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
});
