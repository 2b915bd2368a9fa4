import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PersonAuditPage } from '../../features/allowance/AuditListPage';
import { personListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { personSearchSchema } from '../../features/allowance/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyGJN : person records of the area audit with batch audit and the allowance-system account (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/modifyGJN')({
  validateSearch: personSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyGJN'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, personListOptions(deps)),
  component: Page,
});

function Page() {
  return <PersonAuditPage {...useSearchState(Route)} />;
}
