import { createFileRoute } from '@tanstack/react-router';
import { AuditDetailPage } from '../../features/applications/DetailPages';
import { requireUserType } from '../../features/enterprise/guard';
import { idSearchSchema } from '../../lib/search';

/** /perAuditDetail?id=N : staff audit of an individual's application. */
export const Route = createFileRoute('/_shell/perAuditDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: requireUserType(1),
  component: PerAuditDetailRoute,
});

function PerAuditDetailRoute() {
  const search = Route.useSearch();
  return <AuditDetailPage id={search.id} kind="person" />;
}
