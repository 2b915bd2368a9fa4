import { endpoints } from '@portal/api';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { useCallMutations } from '../common';

/** The logged-in enterprise's own micro-homepage (a 'user' key, dropped at logout). */
export const ownHomeOptions = () => queryOptions({ queryKey: ['user', 'tinyHome'] as const, queryFn: ({ signal }) => api.call(endpoints.getTinyHome, {}, { signal }), staleTime: 15_000 });
/** An enterprise's public micro-homepage. */
export const publicHomeOptions = (id: number) =>
  queryOptions({ queryKey: ['tinyHome', id] as const, queryFn: ({ signal }) => api.call(endpoints.getTinyHomeById, { id }, { signal }), staleTime: 60_000, retry: false });
export const productOptions = (id: number) => queryOptions({ queryKey: ['product', id] as const, queryFn: ({ signal }) => api.call(endpoints.productDetail, { id }, { signal }), retry: false });
export const messagesOptions = (productId: number, page: number) =>
  queryOptions({ queryKey: ['product', productId, 'messages', page] as const, queryFn: ({ signal }) => api.call(endpoints.productMessageList, { productId, page, limit: 10 }, { signal }) });
export const ownProductsOptions = (page: number) =>
  queryOptions({ queryKey: ['user', 'products', page] as const, queryFn: ({ signal }) => api.call(endpoints.productList, { page, limit: 10 }, { signal }), staleTime: 15_000 });

/** Route loaders: data in the cache before the page renders. */
export async function prefetch(queryClient: QueryClient, ...options: { queryKey: readonly unknown[] }[]): Promise<void> {
  await Promise.all(options.map((o) => queryClient.ensureQueryData(o as never).catch(() => undefined)));
}

export const useOwnHome = (enabled = true) => useQuery({ ...ownHomeOptions(), enabled });
export const usePublicHome = (id: number | undefined) => useQuery({ ...publicHomeOptions(id ?? 0), enabled: id !== undefined });
export const useProduct = (id: number | undefined) => useQuery({ ...productOptions(id ?? 0), enabled: id !== undefined });
export const useMessages = (productId: number, page: number) => useQuery({ ...messagesOptions(productId, page), placeholderData: keepPreviousData });
export const useOwnProducts = (page: number) => useQuery({ ...ownProductsOptions(page), placeholderData: keepPreviousData });

/** Every change of a micro-homepage, product or message; each refreshes what shows it. */
export const useMinihomeMutations = () =>
  useCallMutations([['user', 'tinyHome'], ['tinyHome'], ['user', 'products'], ['product'], ['organisations']], {
    saveHome: endpoints.modifyTinyHome,
    saveRemark: (remark: string) => api.call(endpoints.modifyRemark, { remark }),
    saveProduct: endpoints.productAddOrUpdate,
    stage: endpoints.productStage,
    remove: (id: number) => api.call(endpoints.productRemove, { ids: String(id) }),
    addMessage: endpoints.productMessageAdd,
    reply: endpoints.productMessageReply,
  });
