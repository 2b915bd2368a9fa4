import { createFileRoute } from '@tanstack/react-router';
import { ModifyPasswordPage } from '../../features/auth/ModifyPasswordPage';
import { requireLogin } from '../../features/auth/session';

/** /modifyPassword : the personal centre (account, phone, password change); logged-in users only. */
export const Route = createFileRoute('/_shell/modifyPassword')({
  beforeLoad: ({ location }) => requireLogin(location.pathname),
  component: ModifyPasswordPage,
});
