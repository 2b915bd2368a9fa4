import { createFileRoute } from '@tanstack/react-router';
import { matterIdSearchSchema } from '../../features/policyMatter/queries';
import { SpecialEditorPage } from '../../features/policyMatter/SpecialEditorPage';
import { requireGov } from '../../features/workbench/pages';

/** /modifyPolicyMatterDetailSpecial?id=N : the special parts of a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetailSpecial')({
  validateSearch: matterIdSearchSchema,
  beforeLoad: requireGov,
  component: ModifyPolicyMatterDetailSpecialRoute,
});

function ModifyPolicyMatterDetailSpecialRoute() {
  return <SpecialEditorPage id={Route.useSearch().id} />;
}
