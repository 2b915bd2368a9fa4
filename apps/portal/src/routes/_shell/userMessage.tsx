import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserMessagePage, messageSearchSchema, requireLogin } from '../../features/messages/UserMessagePage';
import { LIST_DEFAULTS } from '../../lib/search';

/** /userMessage : my messages (new notices and policies of my subscriptions). */
export const Route = createFileRoute('/_shell/userMessage')({
  validateSearch: messageSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: requireLogin,
  component: UserMessageRoute,
});

function UserMessageRoute() {
  const navigate = Route.useNavigate();
  return <UserMessagePage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
