import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { optionalId, pageRoute } from '../lib/search';

/** /settledSuccess?id=N&username=X : the settle-in application was sent. */
export const Route = createFileRoute('/settledSuccess')({
  ...pageRoute(z.object({ id: optionalId, username: z.string().max(64).optional().catch(undefined) }), () => import('../features/auth/SettleStatusPages').then((m) => m.SettledSuccessPage), ({ id, username }) => ({ id, username })),
});
