import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage';

/** / : enterprise login (企业登录). */
export const Route = createFileRoute('/')({
  component: EntLoginRoute,
});

function EntLoginRoute() {
  return <LoginPage kind="ent" />;
}
