import { createFileRoute } from '@tanstack/react-router';
import { ownHomeOptions, prefetch, publicHomeOptions } from '../../features/minihome/queries';
import { useSession } from '@portal/auth';
import { idSearchSchema, searchRoute } from '../../lib/search';

/** /miniHomePc : a micro-homepage in two columns on wide screens (PC layout); ?id= an enterprise, or the enterprise's own. */
export const Route = createFileRoute('/_shell/miniHomePc')({
  ...searchRoute(idSearchSchema, () => import('../../features/minihome/MiniHomePage').then((m) => m.MiniHomePage), { layout: 'pc' }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    deps.id !== undefined ? prefetch(context.queryClient, publicHomeOptions(deps.id)) : useSession.getState().userType === 2 ? prefetch(context.queryClient, ownHomeOptions()) : undefined,
});
