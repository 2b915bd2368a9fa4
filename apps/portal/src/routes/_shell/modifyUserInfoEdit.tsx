import { createFileRoute } from '@tanstack/react-router';
import { UserInfoEditPage } from '../../features/auth/UserInfoPages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyUserInfoEdit : the logged-in user changes its own information. */
export const Route = createFileRoute('/_shell/modifyUserInfoEdit')({
  beforeLoad: guardPage('/modifyUserInfoEdit'),
  component: UserInfoEditPage,
});
