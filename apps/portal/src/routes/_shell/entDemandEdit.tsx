import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema, pageRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /entDemandEdit?id=N : change a draft or taken-down job demand. */
export const Route = createFileRoute('/_shell/entDemandEdit')({
  ...pageRoute(idSearchSchema, () => import('../../features/demand/DemandFormPage').then((m) => m.DemandFormPage), ({ id }) => ({ id })),
  beforeLoad: guardPage('/entDemandEdit'),
});
