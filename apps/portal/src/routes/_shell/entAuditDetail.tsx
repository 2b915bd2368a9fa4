import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /entAuditDetail?id=N : staff audit of an enterprise's application. */
export const Route = createFileRoute('/_shell/entAuditDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/applications/DetailPages').then((m) => m.AuditDetailPage), (s) => ({ id: s.id, kind: 'ent' as const })),
  beforeLoad: guardPage('/entAuditDetail'),
});
