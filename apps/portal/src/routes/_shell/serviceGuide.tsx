import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRoute } from '../../lib/search';

const searchSchema = z.object({ code: z.coerce.string().max(4).optional().catch(undefined) });

/** /serviceGuide?code=N : one service entrance's guide (banner modes 10 and 20 for codes 10 and 20). */
export const Route = createFileRoute('/_shell/serviceGuide')({
  ...pageRoute(searchSchema, () => import('../../features/services/ServicePages').then((m) => m.ServiceGuidePage), (s) => ({ code: s.code })),
});
