import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /respondCallDetail?id=N : one call event with its timeline, records, actions and rating. */
export const Route = createFileRoute('/_shell/respondCallDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/hotline/CallDetailPage').then((m) => m.CallDetailPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/respondCallDetail'),
});
