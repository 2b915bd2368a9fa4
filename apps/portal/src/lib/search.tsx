import { DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES } from '@portal/api';
import { z } from 'zod';
import { lazyRouteComponent, parseSearchWith, stringifySearchWith, stripSearchParams, useNavigate, useSearch, type ResolveValidatorOutput } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';

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

/** Search params of a keyword-searchable list (/sjgk, /rcbg, /rcfnzList, /organList). */
export const keywordPageSearchSchema = z.object({ ...pageSearch, keyword: optionalText });
export type KeywordPageSearch = z.output<typeof keywordPageSearchSchema>;

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

/** The props a page whose state is its URL's search params takes: the validated `search` and, where it changes it, `onSearchChange` (a change merged into the URL). */
type SearchPage = { search: object; onSearchChange?: (next: never) => void };

/**
 * The route options, but the guard (the route's `guardPage`) and a loader, of a page drawn from its URL's
 * search params (the one way such a route is written): `validateSearch`, the list defaults (page 1, 20
 * rows) left out of the URL, and the page, loaded when it is first opened (its own chunk, not the first
 * load's; docs/decisions.md, "First load"), drawn with the props `propsOf` makes of the validated search
 * and `onSearchChange` (a change merged into the URL's search), e.g. `({ id }) => ({ id })` for a detail page.
 * A literal prop is written `as const` (`{ door: 'ent' as const }`): TypeScript widens a literal that a
 * callback returns while it still infers the page's type.
 */
export function pageRoute<V, C extends (props: never) => ReactNode>(
  validateSearch: V,
  page: () => Promise<C>,
  propsOf: (search: ResolveValidatorOutput<V>, onSearchChange: (next: Partial<ResolveValidatorOutput<V>>) => void) => Parameters<C>[0],
) {
  return {
    validateSearch,
    search: { middlewares: [stripSearchParams<ResolveValidatorOutput<V>>(LIST_DEFAULTS as never)] },
    component: lazyRouteComponent(async () => {
      const Page = (await page()) as unknown as ComponentType<object>;
      return {
        default: function SearchRoute() {
          const navigate = useNavigate();
          const search = useSearch({ strict: false }) as ResolveValidatorOutput<V>;
          return <Page {...(propsOf(search, (next) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, ...next }) } as never)) as object)} />;
        },
      };
    }),
  };
}

/**
 * {@link pageRoute} of a list (or any page whose state is its search): the page is handed the
 * validated `search`, `onSearchChange` and its other `props` (e.g. `{ kind: 'report' }`).
 */
export function searchRoute<V, P extends SearchPage>(validateSearch: V, page: () => Promise<ComponentType<P>>, props?: Omit<P, keyof SearchPage>) {
  return pageRoute(validateSearch, page as () => Promise<(props: P) => ReactNode>, (search, onSearchChange) => ({ ...props, search, onSearchChange }) as unknown as P);
}
