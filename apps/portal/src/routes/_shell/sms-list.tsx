import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { SmsListPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, pageSearch } from '../../lib/search';

/** /sms-list : the SMS send tasks with their counts. */
export const Route = createFileRoute('/_shell/sms-list')({
  validateSearch: z.object(pageSearch),
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/sms-list'),
  component: SmsListRoute,
});

function SmsListRoute() {
  const navigate = Route.useNavigate();
  return <SmsListPage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
