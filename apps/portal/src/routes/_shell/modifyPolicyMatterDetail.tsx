import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicyMatterDetail[?id=N] : write or edit a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetail')({
  ...pageRoute(idSearchSchema, () => import('../../features/policyMatter/MatterEditorPage').then((m) => m.MatterEditorPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/modifyPolicyMatterDetail'),
});
