import { SMS_RECIPIENT_STATUSES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { BsRecordPage } from '../../features/ageAppropriate/SmsPages';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, optionalId, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({
  ...pageSearch,
  taskId: optionalId,
  status: z.enum(SMS_RECIPIENT_STATUSES).optional().catch(undefined),
  keyword: optionalText,
  tab: z.literal('optOut').optional().catch(undefined),
  phone: z.string().regex(/^\d{1,11}$/).optional().catch(undefined),
});

/** /bsRecord : every task's send records with filters; ?tab=optOut the numbers that opted out. */
export const Route = createFileRoute('/_shell/bsRecord')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/bsRecord'),
  component: BsRecordRoute,
});

function BsRecordRoute() {
  return <BsRecordPage {...useSearchState(Route)} />;
}
