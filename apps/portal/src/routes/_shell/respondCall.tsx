import { HOTLINE_STATUSES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { CallListPage } from '../../features/hotline/CallListPage';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, optionalDay, optionalId, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, status: z.enum(HOTLINE_STATUSES).optional().catch(undefined), categoryId: optionalId, deptName: optionalText, beginTime: optionalDay, endTime: optionalDay, keyword: optionalText, overdue: z.literal(1).optional().catch(undefined) });

/** /respondCall : call events (a caller's own, a department's, or all for the hotline centre), filters and page in the URL. */
export const Route = createFileRoute('/_shell/respondCall')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/respondCall'),
  component: RespondCallRoute,
});

function RespondCallRoute() {
  return <CallListPage {...useSearchState(Route)} />;
}
