import { createFileRoute } from '@tanstack/react-router';
import { applySearchSchema } from '../../features/applications/search';
import { pageRoute } from '../../lib/search';

/** /serviceProgress : progress lookup (queryJindu) by application number and identity number; ?id= for one's own. */
export const Route = createFileRoute('/_shell/serviceProgress')({
  ...pageRoute(applySearchSchema, () => import('../../features/applications/ProgressPage').then((m) => m.ProgressPage), ({ id }) => ({ id })),
});
