import { STATION_CONTENT_KINDS } from '@portal/api';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { keywordPageSearchSchema, searchRoute } from '../../lib/search';
import { prefetchPublicationPage } from '../../features/publication/queries';

/** Page, limit, keyword and the category (stationService 服务项目, stationNews 站点动态; absent: both). */
const rcfnzListSearchSchema = keywordPageSearchSchema.extend({ category: z.enum(STATION_CONTENT_KINDS).optional().catch(undefined) });

/** /rcfnzList : the station's 服务项目 and 站点动态; category, page, limit and keyword in the URL. */
export const Route = createFileRoute('/_shell/rcfnzList')({
  ...searchRoute(rcfnzListSearchSchema, () => import('../../features/publication/PublicationListPage').then((m) => m.PublicationListPage), { kind: 'station' }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchPublicationPage(context.queryClient, 'station', deps),
});
