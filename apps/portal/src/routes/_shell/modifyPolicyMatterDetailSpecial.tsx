import { createFileRoute } from '@tanstack/react-router';
import { SpecialEditorPage } from '../../features/policyMatter/SpecialEditorPage';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicyMatterDetailSpecial?id=N : the special parts of a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetailSpecial')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/modifyPolicyMatterDetailSpecial'),
  component: ModifyPolicyMatterDetailSpecialRoute,
});

function ModifyPolicyMatterDetailSpecialRoute() {
  return <SpecialEditorPage id={Route.useSearch().id} />;
}
