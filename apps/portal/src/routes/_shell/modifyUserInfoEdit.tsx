import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../features/auth/session';
import { UserInfoEditPage } from '../../features/auth/UserInfoPages';

/** /modifyUserInfoEdit : the logged-in user changes its own information. */
export const Route = createFileRoute('/_shell/modifyUserInfoEdit')({
  beforeLoad: ({ location }) => requireLogin(location.pathname),
  component: UserInfoEditPage,
});
