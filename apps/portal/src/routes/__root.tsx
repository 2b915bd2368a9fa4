import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../features/layout/NotFound';
import { RootLayout } from '../features/layout/RootLayout';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
