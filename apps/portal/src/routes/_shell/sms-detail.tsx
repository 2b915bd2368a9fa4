import { SMS_RECIPIENT_STATUSES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { SmsDetailPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, optionalId, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, id: optionalId, taskId: optionalId, status: z.enum(SMS_RECIPIENT_STATUSES).optional().catch(undefined), keyword: optionalText });

/** /sms-detail : one send task: counts, retry and its per-recipient records. */
export const Route = createFileRoute('/_shell/sms-detail')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/sms-detail'),
  component: SmsDetailRoute,
});

function SmsDetailRoute() {
  return <SmsDetailPage {...useSearchState(Route)} />;
}
