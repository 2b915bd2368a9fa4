import { createFileRoute } from '@tanstack/react-router';
import { ApplicantDetailPage } from '../../features/applications/DetailPages';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /perBusDetail?id=N : the applicant's (or filing enterprise's) application with its timeline. */
export const Route = createFileRoute('/_shell/perBusDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/perBusDetail'),
  component: PerBusDetailRoute,
});

function PerBusDetailRoute() {
  return <ApplicantDetailPage id={Route.useSearch().id} />;
}
