import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/LoginPage';

/** /login2 : government and department staff login (政府部门登录). */
export const Route = createFileRoute('/login2')({
  validateSearch: z.object({ redirect: z.string().optional().catch(undefined) }),
  component: GovLoginRoute,
});

function GovLoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage door="gov" redirectTo={redirect} />;
}
