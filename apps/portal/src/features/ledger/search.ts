import type { Ledger } from '@portal/api';
import { useMemo } from 'react';
import { z } from 'zod';
import { optionalDay, optionalText, pageSearch } from '../../lib/search';

/** The URL search params of a ledger page: page, limit, and the declared filters (keyword, equality, date range, choices) by their API names. */
export type LedgerSearch = Record<string, string | number | undefined> & { page: number; limit: number };

/**
 * The search-param schema of a ledger's page, from its declared filters (libs/api ledger.ts): each
 * filter falls back to undefined when a hand-edited URL holds something invalid.
 */
export function ledgerSearchSchema(ledger: Ledger): z.ZodType<LedgerSearch> {
  const { keyword, equals = [], dateRange, choices = {} } = ledger.filters;
  return z.object({
    ...pageSearch,
    ...(keyword ? { keyword: optionalText } : {}),
    ...Object.fromEntries(equals.map((k) => [k, z.enum(ledger.fields[k]!.options as [string, ...string[]]).optional().catch(undefined)])),
    ...(dateRange ? { [dateRange.from]: optionalDay, [dateRange.to]: optionalDay } : {}),
    ...Object.fromEntries(Object.entries(choices).map(([k, c]) => [k, z.enum(c.options.map((o) => o.value) as [string, ...string[]]).optional().catch(undefined)])),
  }) as unknown as z.ZodType<LedgerSearch>;
}

/**
 * The search params of a ledger page's route, read before the ledger's declaration is loaded:
 * page and limit, and every other param as text (at most 50 characters). The page reads its
 * ledger's filters from them with {@link useLedgerSearch}, so that a route does not put the
 * ledger's declaration (and the calls declared with it) into the first load (issue 45).
 */
export const ledgerRouteSearch = z.object(pageSearch).catchall(optionalText) as unknown as z.ZodType<LedgerSearch>;

/** The search params of a page of several ledgers: the open register (`tab`, its name; the first when absent or unknown) and that register's own filters. */
export type LedgerGroupSearch = LedgerSearch & { tab?: string };

/** {@link ledgerRouteSearch} of a page of several ledgers. */
export const ledgerGroupRouteSearch = ledgerRouteSearch as z.ZodType<LedgerGroupSearch>;

/** A ledger page's filters from its route's search params ({@link ledgerSearchSchema}: an invalid or another register's filter is dropped). */
export function useLedgerSearch(ledger: Ledger, search: LedgerSearch): LedgerSearch {
  return useMemo(() => ledgerSearchSchema(ledger).parse(search), [ledger, search]);
}
