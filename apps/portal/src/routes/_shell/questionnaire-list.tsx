import { createFileRoute } from '@tanstack/react-router';
import { guardPage } from '../../features/navigation/guard';
import { questionnaireSearchSchema } from '../../features/ageAppropriate/search';
import { searchRoute } from '../../lib/search';

/** /questionnaire-list : the questionnaires, their status (draft, started, ended) and actions. */
export const Route = createFileRoute('/_shell/questionnaire-list')({
  ...searchRoute(questionnaireSearchSchema, () => import('../../features/ageAppropriate/QuestionnaireListPage').then((m) => m.QuestionnaireListPage)),
  beforeLoad: guardPage('/questionnaire-list'),
});
