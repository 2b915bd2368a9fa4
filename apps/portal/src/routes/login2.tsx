import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';

/** /login2 : government and department staff login (政府部门登录). */
export const Route = createFileRoute('/login2')({
  component: GovLoginRoute,
});

function GovLoginRoute() {
  return <LoginPage kind="gov" />;
}
