import { createFileRoute } from '@tanstack/react-router';
import { filterOptions, hiringListOptions, jobListOptions, prefetch } from '../../features/demand/queries';
import { jobSearchSchema } from '../../features/demand/search';
import { searchRoute } from '../../lib/search';

/** /entDemandAll : enterprises hiring (招聘企业) or their jobs, kept alive (all state in the URL and the query cache). */
export const Route = createFileRoute('/_shell/entDemandAll')({
  ...searchRoute(jobSearchSchema, () => import('../../features/demand/JobListPage').then((m) => m.JobListPage), { defaultView: 'ent' }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, filterOptions(), (deps.showType ?? 'ent') === 'job' ? jobListOptions(deps) : hiringListOptions(deps)),
});
