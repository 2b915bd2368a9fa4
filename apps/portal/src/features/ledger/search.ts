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

/** The search params of a page of several ledgers: the open register (`tab`, its name) and that register's own filters. */
export type LedgerGroupSearch = LedgerSearch & { tab: string };

/**
 * The search-param validator of a page of several ledgers: `tab` falls back to the first ledger
 * when absent or unknown; the other params are read by the open ledger's {@link ledgerSearchSchema}
 * (a filter of another register is dropped).
 */
export function ledgerGroupSearch(ledgers: readonly Ledger[]): (raw: Record<string, unknown>) => LedgerGroupSearch {
  const schemas = new Map(ledgers.map((l) => [l.name, ledgerSearchSchema(l)]));
  return (raw) => {
    const tab = typeof raw.tab === 'string' && schemas.has(raw.tab) ? raw.tab : ledgers[0]!.name;
    return { ...schemas.get(tab)!.parse(raw), tab };
  };
}
