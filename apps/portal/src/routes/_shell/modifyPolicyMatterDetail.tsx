import { createFileRoute } from '@tanstack/react-router';
import { MatterEditorPage } from '../../features/policyMatter/MatterEditorPage';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyPolicyMatterDetail[?id=N] : write or edit a policy matter (government staff). */
export const Route = createFileRoute('/_shell/modifyPolicyMatterDetail')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/modifyPolicyMatterDetail'),
  component: ModifyPolicyMatterDetailRoute,
});

function ModifyPolicyMatterDetailRoute() {
  return <MatterEditorPage id={Route.useSearch().id} />;
}
