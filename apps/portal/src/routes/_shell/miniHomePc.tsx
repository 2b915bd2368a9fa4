import { createFileRoute } from '@tanstack/react-router';
import { MiniHomePage } from '../../features/minihome/MiniHomePage';
import { ownHomeOptions, prefetch, publicHomeOptions } from '../../features/minihome/queries';
import { useSession } from '@portal/auth';
import { idSearchSchema } from '../../lib/search';

/** /miniHomePc : a micro-homepage in two columns on wide screens (PC layout); ?id= an enterprise, or the enterprise's own. */
export const Route = createFileRoute('/_shell/miniHomePc')({
  validateSearch: idSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) =>
    deps.id !== undefined ? prefetch(context.queryClient, publicHomeOptions(deps.id)) : useSession.getState().userType === 2 ? prefetch(context.queryClient, ownHomeOptions()) : undefined,
  component: MiniHomePcRoute,
});

function MiniHomePcRoute() {
  return <MiniHomePage id={Route.useSearch().id} layout="pc" />;
}
