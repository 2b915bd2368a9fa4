import { createFileRoute } from '@tanstack/react-router';
import { SpecialEditorPage } from '../../features/policyMatter/SpecialEditorPage';
import { requireGov } from '../../features/workbench/pages';
import { idSearchSchema } from '../../lib/search';

/** /modifyPolicyMatterDetailSpecial?id=N : the special parts of a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetailSpecial')({
  validateSearch: idSearchSchema,
  beforeLoad: requireGov,
  component: ModifyPolicyMatterDetailSpecialRoute,
});

function ModifyPolicyMatterDetailSpecialRoute() {
  return <SpecialEditorPage id={Route.useSearch().id} />;
}
