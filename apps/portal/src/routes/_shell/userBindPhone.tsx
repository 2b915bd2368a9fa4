import { createFileRoute } from '@tanstack/react-router';
import { ChangePhonePage } from '../../features/auth/ChangePhonePage';
import { guardPage } from '../../features/navigation/guard';

/** /userBindPhone : a logged-in user changes the bound phone. */
export const Route = createFileRoute('/_shell/userBindPhone')({
  beforeLoad: guardPage('/userBindPhone'),
  component: ChangePhonePage,
});
