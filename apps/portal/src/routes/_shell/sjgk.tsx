import { createFileRoute } from '@tanstack/react-router';
import { keywordPageSearchSchema } from '../../features/notice/search';
import { listSearch, useSearchState } from '../../lib/search';
import { PublicationListPage } from '../../features/publication/PublicationListPage';
import { prefetchPublicationPage } from '../../features/publication/queries';

/** /sjgk : 公开数据 list; page, limit and keyword in the URL. */
export const Route = createFileRoute('/_shell/sjgk')({
  ...listSearch(keywordPageSearchSchema),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPublicationPage(context.queryClient, 'data', deps),
  component: SjgkRoute,
});

function SjgkRoute() {
  return <PublicationListPage kind="data" {...useSearchState(Route)} />;
}
