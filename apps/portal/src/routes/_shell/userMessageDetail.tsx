import { createFileRoute } from '@tanstack/react-router';
import { threadSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';
import { pageRoute } from '../../lib/search';

/** /userMessageDetail?id=N[&entId=E] : a department's message and its thread (for staff: the recipients, or the thread with enterprise E). */
export const Route = createFileRoute('/_shell/userMessageDetail')({
  ...pageRoute(threadSearchSchema, () => import('../../features/messages/MessageDetailPage').then((m) => m.MessageDetailPage), ({ id, entId }) => ({ id, entId })),
  beforeLoad: guardPage('/userMessageDetail'),
});
