import { createFileRoute } from '@tanstack/react-router';
import { requireEnterprise } from '../../features/enterprise/guard';
import { FilledByPage } from '../../features/auth/UserInfoPages';

/** /modifyFilledBy : an enterprise changes its filler (contact). */
export const Route = createFileRoute('/_shell/modifyFilledBy')({
  beforeLoad: requireEnterprise,
  component: FilledByPage,
});
