import { DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES } from '@portal/api';
import { z } from 'zod';
import { parseSearchWith, stringifySearchWith, stripSearchParams, useNavigate } from '@tanstack/react-router';

/**
 * The pieces every search-param schema of a list page is built from (TanStack Router keeps list
 * state in the URL, so a kept-alive list survives leaving and returning). Each piece falls back to
 * its default when a hand-edited URL holds something invalid. SPEC.md section 9: page 1, limit 20,
 * sizes 10, 20, 30, 50.
 */

/** page (default 1) and limit (10, 20, 30 or 50; default 20) of a list in the URL. */
export const pageSearch = {
  page: z.coerce.number().int().min(1).max(100000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_LIMIT)
    .default(DEFAULT_LIMIT),
};

/** Defaults left out of the URL, so a list at page 1 with 20 rows has a clean address. */
export const LIST_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

/** What a list route's `validateSearch` is: a schema of the list's search, or a function reading it. */
type ListSearchValidator = z.ZodType<{ page: number; limit: number }> | ((raw: Record<string, unknown>) => { page: number; limit: number });

/** The search a {@link ListSearchValidator} gives. */
type SearchOf<V> = V extends z.ZodType ? z.output<V> : V extends (raw: Record<string, unknown>) => infer R ? R : never;

/** The search options of a list route (spread into them): `validate` reads the URL's search, and the {@link LIST_DEFAULTS} are left out of it. */
export const listSearch = <V extends ListSearchValidator>(validate: V) => ({ validateSearch: validate, search: { middlewares: [stripSearchParams<SearchOf<V>>(LIST_DEFAULTS as Partial<SearchOf<V>>)] } });

/**
 * An optional text param (keyword, department, code): trimmed, at most 50 characters; empty or
 * invalid gives undefined. The router parses search values as JSON, so a numeric keyword ('2024',
 * the start of an identity number, a street code) arrives as a number and is turned back into text.
 */
export const optionalText = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .max(50)
    .optional()
    .catch(undefined)
    .transform((k) => (k ? k : undefined)),
);

/** An optional 'YYYY-MM-DD' day of a real calendar date; anything else gives undefined. */
export const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d))
  .optional()
  .catch(undefined);

/** An optional positive id (?id=12 of a detail page); missing or invalid gives undefined. */
export const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

/** Search params of a detail page: ?id=N, the item's id; missing or invalid gives undefined (the page shows its error state). */
export const idSearchSchema = z.object({ id: optionalId });

/**
 * One search value as the router reads it: JSON (numbers, booleans, quoted text), except a run of
 * 16 or more digits, which stays text: an 18-digit identity number or an all-digit credit code
 * typed into an address would otherwise become an imprecise number (above 2^53) before any route
 * sees it. No number of the portal (ids, pages, years) has that many digits.
 */
export function parseSearchValue(value: string): unknown {
  return /^-?\d{16,}$/.test(value) ? value : JSON.parse(value);
}

/** The router's search parsing and writing ({@link parseSearchValue}), for router.tsx and the tests' routers. */
export const searchCodec = { parseSearch: parseSearchWith(parseSearchValue), stringifySearch: stringifySearchWith(JSON.stringify, parseSearchValue) };

/**
 * A list route's page props: the route's validated search and `onSearchChange`, which merges a change into the
 * URL's search (a list's filters and page live in the URL, so it survives leaving and returning). Call it in the
 * route's component: `<LedgerPage {...useSearchState(Route)} />`.
 */
export function useSearchState<S>(route: { useSearch: () => S }): { search: S; onSearchChange: (next: Partial<S>) => void } {
  const navigate = useNavigate();
  return { search: route.useSearch(), onSearchChange: (next) => void navigate({ to: '.', search: (prev: S) => ({ ...prev, ...next }) } as never) };
}
