import { createFileRoute } from '@tanstack/react-router';
import { MatterEditorPage } from '../../features/policyMatter/MatterEditorPage';
import { requireGov } from '../../features/workbench/pages';
import { idSearchSchema } from '../../lib/search';

/** /modifyPolicyMatterDetail[?id=N] : write or edit a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: requireGov,
  component: ModifyPolicyMatterDetailRoute,
});

function ModifyPolicyMatterDetailRoute() {
  return <MatterEditorPage id={Route.useSearch().id} />;
}
