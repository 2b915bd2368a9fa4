import { createFileRoute } from '@tanstack/react-router';
import { MessageReplyPage } from '../../features/messages/MessageDetailPage';
import { threadSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';

/** /userMessageReply?id=N[&entId=E] : the reply form of a message's thread. */
export const Route = createFileRoute('/_shell/userMessageReply')({
  validateSearch: threadSearchSchema,
  beforeLoad: guardPage('/userMessageReply'),
  component: UserMessageReplyRoute,
});

function UserMessageReplyRoute() {
  return <MessageReplyPage {...Route.useSearch()} />;
}
