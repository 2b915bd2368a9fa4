import { createFileRoute } from '@tanstack/react-router';
import { personListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { personSearchSchema } from '../../features/allowance/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /modifyGJN : person records of the area audit with batch audit and the allowance-system account (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/modifyGJN')({
  ...searchRoute(personSearchSchema, () => import('../../features/allowance/AuditListPage').then((m) => m.PersonAuditPage)),
  beforeLoad: guardPage('/modifyGJN'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, personListOptions(deps)),
});
