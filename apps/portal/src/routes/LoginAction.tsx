import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRoute } from '../lib/search';

/** /LoginAction?token=T&redirect=/path : takes over a login handed over in a link. */
export const Route = createFileRoute('/LoginAction')({
  ...pageRoute(z.object({ token: z.string().max(128).optional().catch(undefined), redirect: z.string().optional().catch(undefined) }), () => import('../features/auth/LoginActionPage').then((m) => m.LoginActionPage), ({ token, redirect }) => ({ token, redirectTo: redirect })),
});
