import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginActionPage } from '../features/auth/LoginActionPage';

/** /LoginAction?token=T&redirect=/path : takes over a login handed over in a link. */
export const Route = createFileRoute('/LoginAction')({
  validateSearch: z.object({ token: z.string().max(128).optional().catch(undefined), redirect: z.string().optional().catch(undefined) }),
  component: LoginActionRoute,
});

function LoginActionRoute() {
  const { token, redirect } = Route.useSearch();
  return <LoginActionPage token={token} redirectTo={redirect} />;
}
