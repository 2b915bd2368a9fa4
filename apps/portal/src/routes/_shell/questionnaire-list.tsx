import { QUESTIONNAIRE_STATUSES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { QuestionnaireListPage } from '../../features/ageAppropriate/QuestionnaireListPage';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, status: z.enum(QUESTIONNAIRE_STATUSES).optional().catch(undefined), keyword: optionalText });

/** /questionnaire-list : the questionnaires, their status (draft, started, ended) and actions. */
export const Route = createFileRoute('/_shell/questionnaire-list')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/questionnaire-list'),
  component: QuestionnaireListRoute,
});

function QuestionnaireListRoute() {
  return <QuestionnaireListPage {...useSearchState(Route)} />;
}
