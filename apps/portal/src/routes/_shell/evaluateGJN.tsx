import { createFileRoute } from '@tanstack/react-router';
import { personListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { personSearchSchema } from '../../features/allowance/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /evaluateGJN : expert scores of pending person records, editable (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/evaluateGJN')({
  ...searchRoute(personSearchSchema, () => import('../../features/allowance/EvaluatePage').then((m) => m.EvaluatePage), { editable: true }),
  beforeLoad: guardPage('/evaluateGJN'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, personListOptions({ ...deps, status: 'awaiting_check' as const })),
});
