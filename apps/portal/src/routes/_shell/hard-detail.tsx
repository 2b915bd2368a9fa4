import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /hard-detail?id=N : one person with employment difficulties, the recognition and the assistance timeline. */
export const Route = createFileRoute('/_shell/hard-detail')({
  ...pageRoute(idSearchSchema, () => import('../../features/ageAppropriate/HardPages').then((m) => m.HardDetailPage), (s) => ({ id: s.id ?? 0 })),
  beforeLoad: guardPage('/hard-detail'),
});
