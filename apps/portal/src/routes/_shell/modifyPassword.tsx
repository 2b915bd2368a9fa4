import { createFileRoute } from '@tanstack/react-router';
import { ModifyPasswordPage } from '../../features/auth/ModifyPasswordPage';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPassword : the personal centre (account, phone, password change); logged-in users only. */
export const Route = createFileRoute('/_shell/modifyPassword')({
  beforeLoad: guardPage('/modifyPassword'),
  component: ModifyPasswordPage,
});
