import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /sjgkDetail?id=N : one public data item with its files. */
export const Route = createFileRoute('/_shell/sjgkDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/publication/PublicationDetailPage').then((m) => m.PublicationDetailPage), (s) => ({ kind: 'data' as const, id: s.id })),
});
