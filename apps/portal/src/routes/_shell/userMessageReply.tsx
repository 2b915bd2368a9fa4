import { createFileRoute } from '@tanstack/react-router';
import { threadSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';
import { pageRoute } from '../../lib/search';

/** /userMessageReply?id=N[&entId=E] : the reply form of a message's thread. */
export const Route = createFileRoute('/_shell/userMessageReply')({
  ...pageRoute(threadSearchSchema, () => import('../../features/messages/MessageDetailPage').then((m) => m.MessageReplyPage), ({ id, entId }) => ({ id, entId })),
  beforeLoad: guardPage('/userMessageReply'),
});
