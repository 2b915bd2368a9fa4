import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { CompanyAuditPage } from '../../features/allowance/AuditListPage';
import { companyListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { companySearchSchema } from '../../features/allowance/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyGJNS : company records of the area audit (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/modifyGJNS')({
  validateSearch: companySearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyGJNS'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, companyListOptions(deps)),
  component: Page,
});

function Page() {
  return <CompanyAuditPage {...useSearchState(Route)} />;
}
