import { createFileRoute } from '@tanstack/react-router';
import { keywordPageSearchSchema, searchRoute } from '../../lib/search';
import { prefetchPublicationPage } from '../../features/publication/queries';

/** /sjgk : 公开数据 list; page, limit and keyword in the URL. */
export const Route = createFileRoute('/_shell/sjgk')({
  ...searchRoute(keywordPageSearchSchema, () => import('../../features/publication/PublicationListPage').then((m) => m.PublicationListPage), { kind: 'data' }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPublicationPage(context.queryClient, 'data', deps),
});
