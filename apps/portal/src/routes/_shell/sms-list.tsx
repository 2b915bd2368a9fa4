import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { SmsListPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, pageSearch, useSearchState } from '../../lib/search';

/** /sms-list : the SMS send tasks with their counts. */
export const Route = createFileRoute('/_shell/sms-list')({
  validateSearch: z.object(pageSearch),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/sms-list'),
  component: SmsListRoute,
});

function SmsListRoute() {
  return <SmsListPage {...useSearchState(Route)} />;
}
