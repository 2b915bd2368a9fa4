import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SmsDetailPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { smsDetailSearchSchema } from '../../features/ageAppropriate/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /sms-detail : one send task: counts, retry and its per-recipient records. */
export const Route = createFileRoute('/_shell/sms-detail')({
  validateSearch: smsDetailSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/sms-detail'),
  component: SmsDetailRoute,
});

function SmsDetailRoute() {
  return <SmsDetailPage {...useSearchState(Route)} />;
}
