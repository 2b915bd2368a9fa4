import { createFileRoute } from '@tanstack/react-router';
import { loginLogOptions, loginLogSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /loginLog : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/loginLog')({
  ...searchRoute(loginLogSearchSchema, () => import('../../features/admin/LoginLogPage').then((m) => m.LoginLogPage)),
  beforeLoad: guardPage('/loginLog'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, loginLogOptions(deps)),
});
