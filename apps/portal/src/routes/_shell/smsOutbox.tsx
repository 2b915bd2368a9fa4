import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { SmsOutboxPage, smsOutboxOptions, smsOutboxSearchSchema } from '../../features/admin';
import { prefetch } from '../../features/demand/queries';
import { guardPage } from '../../features/navigation/guard';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';

/** /smsOutbox : centre administration, the SMS outbox (issue 18, docs/administration.md). */
export const Route = createFileRoute('/_shell/smsOutbox')({
  validateSearch: smsOutboxSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  beforeLoad: guardPage('/smsOutbox'),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetch(context.queryClient, smsOutboxOptions(deps)),
  component: RouteComponent,
});

function RouteComponent() {
  return <SmsOutboxPage {...useSearchState(Route)} />;
}
