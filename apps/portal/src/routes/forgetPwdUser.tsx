import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { pageRoute } from '../lib/search';

/** /forgetPwdUser : individuals (and schools, `type=school`) reset a forgotten password by phone. */
export const Route = createFileRoute('/forgetPwdUser')({
  ...pageRoute(z.object({ type: z.enum(['school']).optional().catch(undefined) }), () => import('../features/auth/ForgotPasswordPage').then((m) => m.ForgotPasswordPage), ({ type }) => ({ kind: type ?? ('person' as const) })),
});
