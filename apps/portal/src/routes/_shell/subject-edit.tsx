import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema, pageRoute } from '../../lib/search';

/** /subject-edit?id=N : the questionnaire designer (new without id). */
export const Route = createFileRoute('/_shell/subject-edit')({
  ...pageRoute(idSearchSchema, () => import('../../features/ageAppropriate/SubjectEditPage').then((m) => m.SubjectEditPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/subject-edit'),
});
