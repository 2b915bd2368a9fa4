import { createFileRoute } from '@tanstack/react-router';
import { searchRoute } from '../../lib/search';
import { prefetchOrganPage } from '../../features/organisation/queries';
import { organSearchSchema } from '../../features/organisation/search';

/** /organList?type=1|2|3 : HR service organisations, key enterprises, HR products. */
export const Route = createFileRoute('/_shell/organList')({
  ...searchRoute(organSearchSchema, () => import('../../features/organisation/OrganListPage').then((m) => m.OrganListPage)),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchOrganPage(context.queryClient, deps),
});
