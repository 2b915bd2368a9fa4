import type { Ledger } from '@portal/api';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { ledgerSearchSchema, type LedgerSearch } from './search';

/** A record as listed: the declared fields and derived columns, id, 录入人 (`userName`) and the time of the last change. */
export type LedgerItem = Record<string, unknown> & { id: number; userName: string };

/** Query keys start with 'user': they depend on the session and are dropped at logout. */
export const ledgerQueryKey = (ledger: Ledger) => ['user', 'ledger', ledger.name] as const;

/** The query of one page of a ledger's records with the URL's filters (`T`: the ledger's item type). */
export const ledgerPageOptions = <T extends LedgerItem = LedgerItem>(ledger: Ledger, search: LedgerSearch) =>
  queryOptions({
    queryKey: [...ledgerQueryKey(ledger), search],
    queryFn: ({ signal }) => api.call(ledger.endpoints.page, search, { signal }) as Promise<{ list: T[]; total: number }>,
    staleTime: 30_000,
  });

/** Route loader (the route's search params, {@link ledgerRouteSearch}): the page's rows in the cache before it renders (scroll restoration needs the full list). */
export async function prefetchLedgerPage(queryClient: QueryClient, ledger: Ledger, search: LedgerSearch): Promise<void> {
  await queryClient.ensureQueryData(ledgerPageOptions(ledger, ledgerSearchSchema(ledger).parse(search))).catch(() => undefined);
}

/**
 * A ledger's records and changes for a page: the page of the URL's filters (the previous page
 * stays on screen while the next loads), save, remove by ids, import, and `refresh` for a page's
 * own operations; every change refreshes the ledger's pages.
 */
export function useLedger<T extends LedgerItem = LedgerItem>(ledger: Ledger, search: LedgerSearch) {
  const qc = useQueryClient();
  const e = ledger.endpoints;
  const refresh = () => qc.invalidateQueries({ queryKey: ledgerQueryKey(ledger) });
  const removeParam = /\{(\w+)\}/.exec(e.remove.path)![1]!;
  return {
    query: useQuery({ ...ledgerPageOptions<T>(ledger, search), placeholderData: keepPreviousData }),
    refresh,
    save: useMutation({ mutationFn: (v: Record<string, unknown>) => api.call(e.save, v) as Promise<{ id: number }>, onSuccess: refresh }),
    remove: useMutation({ mutationFn: (ids: number[]) => api.call(e.remove, { [removeParam]: ids.join(',') }) as Promise<{ removed: number }>, onSuccess: refresh }),
    importFile: useMutation({
      mutationFn: ({ file, onProgress }: { file: File; onProgress?: (sent: number) => void }) => api.call(e.import!, { file }, { onUploadProgress: onProgress }) as Promise<never>,
      onSuccess: refresh,
    }),
  };
}
