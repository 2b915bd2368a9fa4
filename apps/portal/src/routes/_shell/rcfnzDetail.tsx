import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /rcfnzDetail?id=N : one service item or news item of the station. */
export const Route = createFileRoute('/_shell/rcfnzDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/publication/PublicationDetailPage').then((m) => m.PublicationDetailPage), (s) => ({ kind: 'station' as const, id: s.id })),
});
