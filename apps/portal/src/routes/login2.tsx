import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRoute } from '../lib/search';

/** /login2 : government and department staff login (政府部门登录). */
export const Route = createFileRoute('/login2')({
  ...pageRoute(z.object({ redirect: z.string().optional().catch(undefined) }), () => import('../features/auth/LoginPage').then((m) => m.LoginPage), ({ redirect }) => ({ door: 'gov' as const, redirectTo: redirect })),
});
