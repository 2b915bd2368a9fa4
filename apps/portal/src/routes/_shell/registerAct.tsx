import { ACTIVITY_TYPES } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { guardPage } from '../../features/navigation/guard';
import { optionalId, optionalText, pageSearch, searchRoute } from '../../lib/search';

const searchSchema = z.object({ ...pageSearch, tab: z.enum(['mine']).optional().catch(undefined), type: z.enum(ACTIVITY_TYPES).optional().catch(undefined), id: optionalId, checkin: optionalText });

/** /registerAct : the station's activities and sign-up (?id= one activity, ?tab=mine my sign-ups, ?checkin= the venue's QR code). */
export const Route = createFileRoute('/_shell/registerAct')({
  ...searchRoute(searchSchema, () => import('../../features/station/RegisterActPage').then((m) => m.RegisterActPage)),
  beforeLoad: guardPage('/registerAct'),
});
