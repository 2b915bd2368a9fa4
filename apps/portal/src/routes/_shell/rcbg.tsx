import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { keywordPageSearchSchema } from '../../features/notice/search';
import { LIST_DEFAULTS, useSearchState } from '../../lib/search';
import { PublicationListPage } from '../../features/publication/PublicationListPage';
import { prefetchPublicationPage } from '../../features/publication/queries';

/** /rcbg : 人才报告 list; page, limit and keyword in the URL. */
export const Route = createFileRoute('/_shell/rcbg')({
  validateSearch: keywordPageSearchSchema,
  search: { middlewares: [stripSearchParams(LIST_DEFAULTS)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPublicationPage(context.queryClient, 'report', deps),
  component: RcbgRoute,
});

function RcbgRoute() {
  return <PublicationListPage kind="report" {...useSearchState(Route)} />;
}
