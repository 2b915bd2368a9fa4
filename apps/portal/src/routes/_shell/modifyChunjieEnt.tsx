import { createFileRoute } from '@tanstack/react-router';
import { SpringFormPage } from '../../features/applications/SpringPages';
import { idSearchSchema } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyChunjieEnt?id=N : the spring allowance form of the enterprise (contact, bank, people). */
export const Route = createFileRoute('/_shell/modifyChunjieEnt')({
  validateSearch: idSearchSchema,
  beforeLoad: guardPage('/modifyChunjieEnt'),
  component: ModifyChunjieEntRoute,
});

function ModifyChunjieEntRoute() {
  return <SpringFormPage id={Route.useSearch().id} />;
}
