import { createFileRoute } from '@tanstack/react-router';
import { messageSearchSchema } from '../../features/messages/search';
import { UserMessagePage } from '../../features/messages/UserMessagePage';
import { listSearch, useSearchState } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /userMessage : my messages (new notices and policies of my subscriptions). */
export const Route = createFileRoute('/_shell/userMessage')({
  ...listSearch(messageSearchSchema),
  beforeLoad: guardPage('/userMessage'),
  component: UserMessageRoute,
});

function UserMessageRoute() {
  return <UserMessagePage {...useSearchState(Route)} />;
}
