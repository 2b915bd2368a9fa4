import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { ZygPage } from '../../features/station/ZygPage';
import { LIST_DEFAULTS, optionalId, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText, id: optionalId });

/** /rcfnzZYG : the street's employment post (就业驿站): its job seekers, suggested jobs and follow-ups (?id= one seeker). */
export const Route = createFileRoute('/_shell/rcfnzZYG')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/rcfnzZYG'),
  component: ZygRoute,
});

function ZygRoute() {
  return <ZygPage {...useSearchState(Route)} />;
}
