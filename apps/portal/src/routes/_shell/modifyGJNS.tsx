import { createFileRoute } from '@tanstack/react-router';
import { companyListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { companySearchSchema } from '../../features/allowance/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /modifyGJNS : company records of the area audit (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/modifyGJNS')({
  ...searchRoute(companySearchSchema, () => import('../../features/allowance/AuditListPage').then((m) => m.CompanyAuditPage)),
  beforeLoad: guardPage('/modifyGJNS'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, companyListOptions(deps)),
});
