import { createFileRoute } from '@tanstack/react-router';
import { operationLogOptions, operationLogSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /operationLog : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/operationLog')({
  ...searchRoute(operationLogSearchSchema, () => import('../../features/admin/OperationLogPage').then((m) => m.OperationLogPage)),
  beforeLoad: guardPage('/operationLog'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, operationLogOptions(deps)),
});
