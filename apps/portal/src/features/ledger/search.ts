import type { Ledger } from '@portal/api';
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
