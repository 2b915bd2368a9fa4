import { createFileRoute } from '@tanstack/react-router';
import { ownHomeOptions, prefetch, publicHomeOptions } from '../../features/minihome/queries';
import { useSession } from '@portal/auth';
import { idSearchSchema, searchRoute } from '../../lib/search';

/** /minihome : a micro-homepage in one column (phone layout); ?id= an enterprise, or the enterprise's own. */
export const Route = createFileRoute('/_shell/minihome')({
  ...searchRoute(idSearchSchema, () => import('../../features/minihome/MiniHomePage').then((m) => m.MiniHomePage), { layout: 'phone' }),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    deps.id !== undefined ? prefetch(context.queryClient, publicHomeOptions(deps.id)) : useSession.getState().userType === 2 ? prefetch(context.queryClient, ownHomeOptions()) : undefined,
});
