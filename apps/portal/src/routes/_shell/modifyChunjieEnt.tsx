import { createFileRoute } from '@tanstack/react-router';
import { SpringFormPage } from '../../features/applications/SpringPages';
import { requireEnterprise } from '../../features/enterprise/guard';
import { idSearchSchema } from '../../lib/search';

/** /modifyChunjieEnt?id=N : the spring allowance form of the enterprise (contact, bank, people). */
export const Route = createFileRoute('/_shell/modifyChunjieEnt')({
  validateSearch: idSearchSchema,
  beforeLoad: requireEnterprise,
  component: ModifyChunjieEntRoute,
});

function ModifyChunjieEntRoute() {
  const search = Route.useSearch();
  return <SpringFormPage id={search.id} />;
}
