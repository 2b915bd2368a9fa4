import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyChunjieEnt?id=N : the spring allowance form of the enterprise (contact, bank, people). */
export const Route = createFileRoute('/_shell/modifyChunjieEnt')({
  ...pageRoute(idSearchSchema, () => import('../../features/applications/SpringPages').then((m) => m.SpringFormPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/modifyChunjieEnt'),
});
