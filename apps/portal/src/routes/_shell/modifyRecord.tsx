import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { RecordsPage } from '../../features/allowance/RecordsPage';
import { recordListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { recordSearchSchema } from '../../features/allowance/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /modifyRecord : the area-audit history (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/modifyRecord')({
  validateSearch: recordSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/modifyRecord'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, recordListOptions(deps)),
  component: Page,
});

function Page() {
  return <RecordsPage {...useSearchState(Route)} />;
}
