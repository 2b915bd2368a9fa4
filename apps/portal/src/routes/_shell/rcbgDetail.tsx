import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /rcbgDetail?id=N : one talent report. */
export const Route = createFileRoute('/_shell/rcbgDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/publication/PublicationDetailPage').then((m) => m.PublicationDetailPage), (s) => ({ kind: 'report' as const, id: s.id })),
});
