import { createFileRoute } from '@tanstack/react-router';
import { SubjectEditPage } from '../../features/ageAppropriate/SubjectEditPage';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema } from '../../lib/search';

/** /subject-edit?id=N : the questionnaire designer (new without id). */
export const Route = createFileRoute('/_shell/subject-edit')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/subject-edit'),
  component: SubjectEditRoute,
});

function SubjectEditRoute() {
  return <SubjectEditPage id={Route.useSearch().id} />;
}
