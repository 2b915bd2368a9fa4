import { endpoints, type InputOf } from '@portal/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

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
export function useMinihomeMutations() {
  const qc = useQueryClient();
  const refresh = () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: ['user', 'tinyHome'] }),
      qc.invalidateQueries({ queryKey: ['tinyHome'] }),
      qc.invalidateQueries({ queryKey: ['user', 'products'] }),
      qc.invalidateQueries({ queryKey: ['product'] }),
      qc.invalidateQueries({ queryKey: ['organisations'] }),
    ]);
  return {
    saveHome: useMutation({ mutationFn: (input: InputOf<typeof endpoints.modifyTinyHome>) => api.call(endpoints.modifyTinyHome, input), onSuccess: refresh }),
    saveRemark: useMutation({ mutationFn: (remark: string) => api.call(endpoints.modifyRemark, { remark }), onSuccess: refresh }),
    saveProduct: useMutation({ mutationFn: (input: InputOf<typeof endpoints.productAddOrUpdate>) => api.call(endpoints.productAddOrUpdate, input), onSuccess: refresh }),
    stage: useMutation({ mutationFn: (input: { id: number; stage: 'on' | 'off' }) => api.call(endpoints.productStage, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => api.call(endpoints.productRemove, { ids: String(id) }), onSuccess: refresh }),
    addMessage: useMutation({ mutationFn: (input: InputOf<typeof endpoints.productMessageAdd>) => api.call(endpoints.productMessageAdd, input), onSuccess: refresh }),
    reply: useMutation({ mutationFn: (input: { id: number; reply: string }) => api.call(endpoints.productMessageReply, input), onSuccess: refresh }),
  };
}
