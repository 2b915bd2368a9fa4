import { createFileRoute } from '@tanstack/react-router';
import { prefetch, productOptions } from '../../features/minihome/queries';
import { idSearchSchema, searchRoute } from '../../lib/search';

/** /miniHomedetail?id=N : one HR product with its message board. */
export const Route = createFileRoute('/_shell/miniHomedetail')({
  ...searchRoute(idSearchSchema, () => import('../../features/minihome/ProductDetailPage').then((m) => m.ProductDetailPage)),
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id === undefined ? undefined : prefetch(context.queryClient, productOptions(deps.id))),
});
