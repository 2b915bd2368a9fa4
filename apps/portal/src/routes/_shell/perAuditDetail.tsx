import { createFileRoute } from '@tanstack/react-router';
import { AuditDetailPage } from '../../features/applications/DetailPages';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /perAuditDetail?id=N : staff audit of an individual's application. */
export const Route = createFileRoute('/_shell/perAuditDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/perAuditDetail'),
  component: PerAuditDetailRoute,
});

function PerAuditDetailRoute() {
  return <AuditDetailPage id={Route.useSearch().id} kind="person" />;
}
