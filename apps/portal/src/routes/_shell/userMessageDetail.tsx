import { createFileRoute } from '@tanstack/react-router';
import { MessageDetailPage } from '../../features/messages/MessageDetailPage';
import { threadSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';

/** /userMessageDetail?id=N[&entId=E] : a department's message and its thread (for staff: the recipients, or the thread with enterprise E). */
export const Route = createFileRoute('/_shell/userMessageDetail')({
  validateSearch: threadSearchSchema,
  beforeLoad: guardPage('/userMessageDetail'),
  component: UserMessageDetailRoute,
});

function UserMessageDetailRoute() {
  return <MessageDetailPage {...Route.useSearch()} />;
}
