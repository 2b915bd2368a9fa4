import { ACTIVITY_TYPES } from '@portal/api';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { RegisterActPage } from '../../features/station/RegisterActPage';
import { LIST_DEFAULTS, optionalId, optionalText, pageSearch, useSearchState } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, tab: z.enum(['mine']).optional().catch(undefined), type: z.enum(ACTIVITY_TYPES).optional().catch(undefined), id: optionalId, checkin: optionalText });

/** /registerAct : the station's activities and sign-up (?id= one activity, ?tab=mine my sign-ups, ?checkin= the venue's QR code). */
export const Route = createFileRoute('/_shell/registerAct')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/registerAct'),
  component: RegisterActRoute,
});

function RegisterActRoute() {
  return <RegisterActPage {...useSearchState(Route)} />;
}
