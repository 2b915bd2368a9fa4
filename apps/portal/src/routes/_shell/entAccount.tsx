import { createFileRoute } from '@tanstack/react-router';
import { entListOptions, entSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /entAccount : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/entAccount')({
  ...searchRoute(entSearchSchema, () => import('../../features/admin/EnterpriseAccountsPage').then((m) => m.EnterpriseAccountsPage)),
  beforeLoad: guardPage('/entAccount'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, entListOptions(deps)),
});
