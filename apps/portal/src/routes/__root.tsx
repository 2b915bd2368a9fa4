import { createRootRouteWithContext } from '@tanstack/react-router';
import { accountGuard } from '../features/auth/session';
import { NotFoundPage } from '../features/layout/NotFound';
import { prefetchHomeData } from '../features/layout/queries';
import { RootLayout } from '../features/layout/RootLayout';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // a government user without a phone, or an account with a setup step, is kept where it must be
  beforeLoad: ({ location }) => accountGuard(location.pathname),
  loader: ({ context }) => prefetchHomeData(context.queryClient),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
