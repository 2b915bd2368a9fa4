import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';

/** /forgetPwdUser : individuals (and schools, `type=school`) reset a forgotten password by phone. */
export const Route = createFileRoute('/forgetPwdUser')({
  validateSearch: z.object({ type: z.enum(['school']).optional().catch(undefined) }),
  component: ForgetPwdUserRoute,
});

function ForgetPwdUserRoute() {
  const { type } = Route.useSearch();
  return <ForgotPasswordPage kind={type ?? 'person'} />;
}
