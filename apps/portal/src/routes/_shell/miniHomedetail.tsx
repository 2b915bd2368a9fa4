import { createFileRoute } from '@tanstack/react-router';
import { ProductDetailPage } from '../../features/minihome/ProductDetailPage';
import { prefetch, productOptions } from '../../features/minihome/queries';
import { idSearchSchema } from '../../lib/search';

/** /miniHomedetail?id=N : one HR product with its message board. */
export const Route = createFileRoute('/_shell/miniHomedetail')({
  validateSearch: idSearchSchema,
  loaderDeps: ({ search }) => ({ id: search.id }),
  loader: ({ context, deps }) => (deps.id === undefined ? undefined : prefetch(context.queryClient, productOptions(deps.id))),
  component: MiniHomeDetailRoute,
});

function MiniHomeDetailRoute() {
  return <ProductDetailPage id={Route.useSearch().id} />;
}
