import { SURVEY_YEARS, TRAINING_MODES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { TRAINING_TABS } from '../../features/training/search';
import { optionalId, optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({
  ...pageSearch,
  tab: z.enum(TRAINING_TABS).optional().catch(undefined),
  id: optionalId,
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  keyword: optionalText,
  mode: z.enum(TRAINING_MODES).optional().catch(undefined),
  surveyYear: z.enum(SURVEY_YEARS as [string, ...string[]]).optional().catch(undefined),
});

/** /trainingResearch : 培训与调研: courses and enrolment, the training-needs survey, its report, the answers register and the training institutions' accounts (?tab=). */
export const Route = createFileRoute('/_shell/trainingResearch')({
  ...searchRoute(searchSchema, () => import('../../features/training/TrainingResearchPage').then((m) => m.TrainingResearchPage)),
  beforeLoad: guardPage('/trainingResearch'),
});
