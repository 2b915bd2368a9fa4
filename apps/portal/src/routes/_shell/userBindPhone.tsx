import { createFileRoute } from '@tanstack/react-router';
import { ChangePhonePage } from '../../features/auth/ChangePhonePage';
import { requireLogin } from '../../features/auth/session';

/** /userBindPhone : a logged-in user changes the bound phone. */
export const Route = createFileRoute('/_shell/userBindPhone')({
  beforeLoad: ({ location }) => requireLogin(location.pathname),
  component: ChangePhonePage,
});
