import { createFileRoute } from '@tanstack/react-router';
import { keywordPageSearchSchema, searchRoute } from '../../lib/search';
import { prefetchPublicationPage } from '../../features/publication/queries';

/** /rcbg : 人才报告 list; page, limit and keyword in the URL. */
export const Route = createFileRoute('/_shell/rcbg')({
  ...searchRoute(keywordPageSearchSchema, () => import('../../features/publication/PublicationListPage').then((m) => m.PublicationListPage), { kind: 'report' }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPublicationPage(context.queryClient, 'report', deps),
});
