import { createFileRoute } from '@tanstack/react-router';
import { personListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { personSearchSchema } from '../../features/allowance/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /evaluateGJNNoEdit : expert scores, read-only (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/evaluateGJNNoEdit')({
  ...searchRoute(personSearchSchema, () => import('../../features/allowance/EvaluatePage').then((m) => m.EvaluatePage), { editable: false }),
  beforeLoad: guardPage('/evaluateGJNNoEdit'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, personListOptions({ ...deps, status: 'awaiting_check' as const })),
});
