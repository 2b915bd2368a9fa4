import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { QuestionnaireListPage } from '../../features/ageAppropriate/QuestionnaireListPage';
import { guardPage } from '../../features/navigation/guard';
import { questionnaireSearchSchema } from '../../features/ageAppropriate/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /questionnaire-list : the questionnaires, their status (draft, started, ended) and actions. */
export const Route = createFileRoute('/_shell/questionnaire-list')({
  validateSearch: questionnaireSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/questionnaire-list'),
  component: QuestionnaireListRoute,
});

function QuestionnaireListRoute() {
  return <QuestionnaireListPage {...useSearchState(Route)} />;
}
