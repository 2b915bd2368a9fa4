import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { ServedPage } from '../../features/station/ServedPage';
import { LIST_DEFAULTS, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, keyword: optionalText });

/** /rcfnzCompany : 服务企业: the enterprises the station has served, with their open jobs. */
export const Route = createFileRoute('/_shell/rcfnzCompany')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/rcfnzCompany'),
  component: ServedRoute,
});

function ServedRoute() {
  return <ServedPage {...useSearchState(Route)} />;
}
