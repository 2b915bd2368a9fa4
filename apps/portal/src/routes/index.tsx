import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRoute } from '../lib/search';

/** / : enterprise login (企业登录); `as` switches to individuals or schools, `redirect` is where to go afterwards. */
export const Route = createFileRoute('/')({
  ...pageRoute(z.object({ as: z.enum(['person', 'school']).optional().catch(undefined), redirect: z.string().optional().catch(undefined) }), () => import('../features/auth/LoginPage').then((m) => m.LoginPage), ({ as, redirect }) => ({ door: 'ent' as const, as, redirectTo: redirect })),
});
