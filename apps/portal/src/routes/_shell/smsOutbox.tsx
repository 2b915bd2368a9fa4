import { createFileRoute } from '@tanstack/react-router';
import { smsOutboxOptions, smsOutboxSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { searchRoute } from '../../lib/search';

/** /smsOutbox : centre administration, the SMS outbox (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/smsOutbox')({
  ...searchRoute(smsOutboxSearchSchema, () => import('../../features/admin/SmsOutboxPage').then((m) => m.SmsOutboxPage)),
  beforeLoad: guardPage('/smsOutbox'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, smsOutboxOptions(deps)),
});
