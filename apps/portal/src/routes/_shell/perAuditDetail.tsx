import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /perAuditDetail?id=N : staff audit of an individual's application. */
export const Route = createFileRoute('/_shell/perAuditDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/applications/DetailPages').then((m) => m.AuditDetailPage), (s) => ({ id: s.id, kind: 'person' as const })),
  beforeLoad: guardPage('/perAuditDetail'),
});
