import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { EvaluatePage } from '../../features/allowance/EvaluatePage';
import { personListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { personSearchSchema } from '../../features/allowance/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /evaluateGJNNoEdit : expert scores, read-only (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/evaluateGJNNoEdit')({
  validateSearch: personSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/evaluateGJNNoEdit'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, personListOptions({ ...deps, status: 'awaiting_check' as const })),
  component: Page,
});

function Page() {
  return <EvaluatePage editable={false} {...useSearchState(Route)} />;
}
