import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { UserMessagePage, messageSearchSchema, requireLogin } from '../../features/messages/UserMessagePage';
import { NOTICE_SEARCH_DEFAULTS } from '../../features/notice/search';

/** /userMessage : my messages (new notices and policies of my subscriptions). */
export const Route = createFileRoute('/_shell/userMessage')({
  validateSearch: messageSearchSchema,
  search: { middlewares: [stripSearchParams(NOTICE_SEARCH_DEFAULTS)] },
  beforeLoad: requireLogin,
  component: UserMessageRoute,
});

function UserMessageRoute() {
  const navigate = Route.useNavigate();
  return <UserMessagePage search={Route.useSearch()} onSearchChange={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })} />;
}
