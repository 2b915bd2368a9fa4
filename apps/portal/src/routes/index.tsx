import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginPage } from '../features/auth/LoginPage';

/** / : enterprise login (企业登录); `as` switches to individuals or schools, `redirect` is where to go afterwards. */
export const Route = createFileRoute('/')({
  validateSearch: z.object({ as: z.enum(['person', 'school']).optional().catch(undefined), redirect: z.string().optional().catch(undefined) }),
  component: EntLoginRoute,
});

function EntLoginRoute() {
  const { as, redirect } = Route.useSearch();
  return <LoginPage door="ent" as={as} redirectTo={redirect} />;
}
