import { createFileRoute } from '@tanstack/react-router';
import { messageSearchSchema } from '../../features/messages/search';
import { searchRoute } from '../../lib/search';
import { guardPage } from '../../features/navigation/guard';

/** /userMessage : my messages (new notices and policies of my subscriptions). */
export const Route = createFileRoute('/_shell/userMessage')({
  ...searchRoute(messageSearchSchema, () => import('../../features/messages/UserMessagePage').then((m) => m.UserMessagePage)),
  beforeLoad: guardPage('/userMessage'),
});
