import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { LIST_DEFAULTS, optionalId, pageSearch, useSearchState } from '../../lib/search';
import { MyResponsesPage } from '../../features/demandResponse/MyResponsesPage';
import { guardPage } from '../../features/navigation/guard';

const searchSchema = z.object({ ...pageSearch, id: optionalId });

/**
 * /myResponse : an individual's responses and their progress (named after the call it shows,
 * GET /api/demandResponse/myResponse; linked from the personal centre /modifyPassword, from job
 * pages and from in-site mails). Individuals only.
 */
export const Route = createFileRoute('/_shell/myResponse')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/myResponse'),
  component: MyResponseRoute,
});

function MyResponseRoute() {
  return <MyResponsesPage {...useSearchState(Route)} />;
}
