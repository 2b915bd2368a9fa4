import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { HardListPage } from '../../features/ageAppropriate/HardPages';
import { guardPage } from '../../features/navigation/guard';
import { hardSearchSchema } from '../../features/ageAppropriate/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /hard-list : the people with employment difficulties and the assistance given (issue 16, docs/questionnaires.md). */
export const Route = createFileRoute('/_shell/hard-list')({
  validateSearch: hardSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/hard-list'),
  component: HardListRoute,
});

function HardListRoute() {
  return <HardListPage {...useSearchState(Route)} />;
}
