import { createFileRoute } from '@tanstack/react-router';
import { requireLogin } from '../../features/auth/session';
import { UserInfoPage } from '../../features/auth/UserInfoPages';

/** /modifyUserInfo : the logged-in user's own information. */
export const Route = createFileRoute('/_shell/modifyUserInfo')({
  beforeLoad: ({ location }) => requireLogin(location.pathname),
  component: UserInfoPage,
});
