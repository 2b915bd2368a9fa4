import { createFileRoute } from '@tanstack/react-router';
import { FilledByPage } from '../../features/auth/UserInfoPages';
import { guardPage } from '../../features/navigation/guard';

/** /modifyFilledBy : an enterprise changes its filler (contact). */
export const Route = createFileRoute('/_shell/modifyFilledBy')({
  beforeLoad: guardPage('/modifyFilledBy'),
  component: FilledByPage,
});
