import { createFileRoute } from '@tanstack/react-router';
import { UserInfoPage } from '../../features/auth/UserInfoPages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyUserInfo : the logged-in user's own information. */
export const Route = createFileRoute('/_shell/modifyUserInfo')({
  beforeLoad: guardPage('/modifyUserInfo'),
  component: UserInfoPage,
});
