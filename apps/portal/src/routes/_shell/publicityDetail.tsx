import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /publicityDetail?id=N : one publicity entry, masked. */
export const Route = createFileRoute('/_shell/publicityDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/applications/PublicityPages').then((m) => m.PublicityDetailPage), (search) => ({ id: search.id })),
});
