import { createFileRoute } from '@tanstack/react-router';
import { keywordPageSearchSchema } from '../../features/notice/search';
import { listSearch, useSearchState } from '../../lib/search';
import { PublicationListPage } from '../../features/publication/PublicationListPage';
import { prefetchPublicationPage } from '../../features/publication/queries';

/** /rcbg : 人才报告 list; page, limit and keyword in the URL. */
export const Route = createFileRoute('/_shell/rcbg')({
  ...listSearch(keywordPageSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPublicationPage(context.queryClient, 'report', deps),
  component: RcbgRoute,
});

function RcbgRoute() {
  return <PublicationListPage kind="report" {...useSearchState(Route)} />;
}
