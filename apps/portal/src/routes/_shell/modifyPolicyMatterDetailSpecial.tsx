import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicyMatterDetailSpecial?id=N : the special parts of a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetailSpecial')({
  ...pageRoute(idSearchSchema, () => import('../../features/policyMatter/SpecialEditorPage').then((m) => m.SpecialEditorPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/modifyPolicyMatterDetailSpecial'),
});
