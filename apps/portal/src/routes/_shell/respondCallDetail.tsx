import { createFileRoute } from '@tanstack/react-router';
import { CallDetailPage } from '../../features/hotline/CallDetailPage';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema } from '../../lib/search';

/** /respondCallDetail?id=N : one call event with its timeline, records, actions and rating. */
export const Route = createFileRoute('/_shell/respondCallDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/respondCallDetail'),
  component: RespondCallDetailRoute,
});

function RespondCallDetailRoute() {
  return <CallDetailPage id={Route.useSearch().id} />;
}
