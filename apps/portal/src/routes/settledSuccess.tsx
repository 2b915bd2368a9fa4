import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SettledSuccessPage } from '../features/auth/SettleStatusPages';
import { optionalId } from '../lib/search';

/** /settledSuccess?id=N&username=X : the settle-in application was sent. */
export const Route = createFileRoute('/settledSuccess')({
  validateSearch: z.object({ id: optionalId, username: z.string().max(64).optional().catch(undefined) }),
  component: SettledSuccessRoute,
});

function SettledSuccessRoute() {
  const { id, username } = Route.useSearch();
  return <SettledSuccessPage id={id} username={username} />;
}
