import { createFileRoute } from '@tanstack/react-router';
import { MatterEditorPage } from '../../features/policyMatter/MatterEditorPage';
import { matterIdSearchSchema } from '../../features/policyMatter/queries';
import { requireGov } from '../../features/workbench/pages';

/** /modifyPolicyMatterDetail[?id=N] : write or edit a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetail')({
  validateSearch: matterIdSearchSchema,
  beforeLoad: requireGov,
  component: ModifyPolicyMatterDetailRoute,
});

function ModifyPolicyMatterDetailRoute() {
  return <MatterEditorPage id={Route.useSearch().id} />;
}
