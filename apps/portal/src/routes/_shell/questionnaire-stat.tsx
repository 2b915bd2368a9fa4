import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /questionnaire-stat?id=N : a questionnaire's statistics and export. */
export const Route = createFileRoute('/_shell/questionnaire-stat')({
  ...pageRoute(idSearchSchema, () => import('../../features/ageAppropriate/StatPage').then((m) => m.StatPage), (s) => ({ id: s.id ?? 0 })),
  beforeLoad: guardPage('/questionnaire-stat'),
});
