import { createFileRoute } from '@tanstack/react-router';
import { StatPage } from '../../features/ageAppropriate/StatPage';
import { guardPage } from '../../features/navigation/guard';
import { idSearchSchema } from '../../lib/search';

/** /questionnaire-stat?id=N : a questionnaire's statistics and export. */
export const Route = createFileRoute('/_shell/questionnaire-stat')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/questionnaire-stat'),
  component: QuestionnaireStatRoute,
});

function QuestionnaireStatRoute() {
  return <StatPage id={Route.useSearch().id ?? 0} />;
}
