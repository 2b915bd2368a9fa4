import { createFileRoute } from '@tanstack/react-router';
import { AuditDetailPage } from '../../features/applications/DetailPages';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /entAuditDetail?id=N : staff audit of an enterprise's application. */
export const Route = createFileRoute('/_shell/entAuditDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/entAuditDetail'),
  component: EntAuditDetailRoute,
});

function EntAuditDetailRoute() {
  return <AuditDetailPage id={Route.useSearch().id} kind="ent" />;
}
