import { createFileRoute } from '@tanstack/react-router';
import { kshListOptions, kshSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /modifyScreenAll : centre administration (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/modifyScreenAll')({
  ...searchRoute(kshSearchSchema, () => import('../../features/admin/KshApprovalPage').then((m) => m.KshApprovalPage)),
  beforeLoad: guardPage('/modifyScreenAll'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, kshListOptions(deps)),
});
