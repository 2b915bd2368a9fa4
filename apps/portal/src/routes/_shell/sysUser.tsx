import { createFileRoute } from '@tanstack/react-router';
import { staffListOptions, staffSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /sysUser : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/sysUser')({
  ...searchRoute(staffSearchSchema, () => import('../../features/admin/StaffAccountsPage').then((m) => m.StaffAccountsPage)),
  beforeLoad: guardPage('/sysUser'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, staffListOptions(deps)),
});
