import { createRootRouteWithContext } from '@tanstack/react-router';
import { accountGuard } from '../features/auth/session';
import { NotFoundPage } from '../features/layout/NotFound';
import { RootLayout } from '../features/layout/RootLayout';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  // a government user without a phone, or an account with a setup step, is kept where it must be
  beforeLoad: ({ location }) => accountGuard(location.pathname),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
