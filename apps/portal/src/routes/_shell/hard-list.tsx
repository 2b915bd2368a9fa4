import { DIFFICULTY_CATEGORIES, WORK_STATUSES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { HardListPage } from '../../features/ageAppropriate/HardPages';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText, difficulty: z.enum(DIFFICULTY_CATEGORIES).optional().catch(undefined), workStatus: z.enum(WORK_STATUSES).optional().catch(undefined) });

/** /hard-list : the people with employment difficulties and the assistance given (issue 16, docs/questionnaires.md). */
export const Route = createFileRoute('/_shell/hard-list')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/hard-list'),
  component: HardListRoute,
});

function HardListRoute() {
  return <HardListPage {...useSearchState(Route)} />;
}
