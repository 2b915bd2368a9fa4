import { createFileRoute } from '@tanstack/react-router';
import { AuditDetailPage } from '../../features/applications/DetailPages';
import { requireUserType } from '../../features/enterprise/guard';
import { idSearchSchema } from '../../lib/search';

/** /entAuditDetail?id=N : staff audit of an enterprise's application. */
export const Route = createFileRoute('/_shell/entAuditDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: requireUserType(1),
  component: EntAuditDetailRoute,
});

function EntAuditDetailRoute() {
  const search = Route.useSearch();
  return <AuditDetailPage id={search.id} kind="ent" />;
}
