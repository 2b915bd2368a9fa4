import { createFileRoute, notFound } from '@tanstack/react-router';
import { SetupPage, setupStateOptions } from '../features/setup';

/** /setup : the first administrator of an install (issue 42); the 404 page once one exists. */
export const Route = createFileRoute('/setup')({
  loader: async ({ context }) => {
    const state = await context.queryClient.fetchQuery(setupStateOptions());
    if (!state.open) throw notFound();
  },
  component: SetupPage,
});
