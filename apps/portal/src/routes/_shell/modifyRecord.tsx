import { createFileRoute } from '@tanstack/react-router';
import { recordListOptions } from '../../features/allowance/queries';
import { prefetch } from '../../features/demand/queries';
import { recordSearchSchema } from '../../features/allowance/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /modifyRecord : the area-audit history (docs/area-audit.md). */
export const Route = createFileRoute('/_shell/modifyRecord')({
  ...searchRoute(recordSearchSchema, () => import('../../features/allowance/RecordsPage').then((m) => m.RecordsPage)),
  beforeLoad: guardPage('/modifyRecord'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, recordListOptions(deps)),
});
