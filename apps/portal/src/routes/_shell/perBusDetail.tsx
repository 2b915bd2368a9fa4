import { createFileRoute } from '@tanstack/react-router';
import { ApplicantDetailPage } from '../../features/applications/DetailPages';
import { requireLogin } from '../../features/applications/guard';
import { idSearchSchema } from '../../lib/search';

/** /perBusDetail?id=N : the applicant's (or filing enterprise's) application with its timeline. */
export const Route = createFileRoute('/_shell/perBusDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: requireLogin,
  component: PerBusDetailRoute,
});

function PerBusDetailRoute() {
  const search = Route.useSearch();
  return <ApplicantDetailPage id={search.id} />;
}
