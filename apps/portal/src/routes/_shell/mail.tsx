import { createFileRoute } from '@tanstack/react-router';
import { messageSearchSchema } from '../../features/messages/search';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';
import * as t from '../../i18n/zh-CN';

/** /mail : the in-site mailbox (站内信箱), the list of /userMessage under its own title. */
export const Route = createFileRoute('/_shell/mail')({
  ...searchRoute(messageSearchSchema, () => import('../../features/messages/UserMessagePage').then((m) => m.UserMessagePage), { title: t.nav.titles.mail }),
  beforeLoad: guardPage('/mail'),
});
