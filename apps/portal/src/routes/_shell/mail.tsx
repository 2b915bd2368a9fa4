import { createFileRoute } from '@tanstack/react-router';
import { messageSearchSchema } from '../../features/messages/search';
import { UserMessagePage } from '../../features/messages/UserMessagePage';
import { guardPage } from '../../features/navigation/guard';
import { listSearch, useSearchState } from '../../lib/search';
import { t } from '../../i18n/zh-CN';

/** /mail : the in-site mailbox (站内信箱), the list of /userMessage under its own title. */
export const Route = createFileRoute('/_shell/mail')({
  ...listSearch(messageSearchSchema),
  beforeLoad: guardPage('/mail'),
  component: MailRoute,
});

function MailRoute() {
  return <UserMessagePage title={t.nav.titles.mail} {...useSearchState(Route)} />;
}
