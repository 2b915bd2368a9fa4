import { lazyRouteComponent, stripSearchParams, useNavigate, useSearch, type ResolveValidatorOutput } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { LIST_DEFAULTS } from '../../lib/search';

/** The props a page whose state is its URL's search params takes: the validated `search` and, where it changes it, `onSearchChange` (a change merged into the URL). */
type SearchPage = { search: object; onSearchChange?: (next: never) => void };

/**
 * The route options, but the guard (the route's `guardPage`), of a page whose state is its URL's
 * search params (a list's filters and page, `useSearchState` in a route's own component):
 * `validateSearch`, the list defaults (page 1, 20 rows) left out of the URL, and the page, loaded
 * when it is first opened (its own chunk, not the first load's; docs/decisions.md, "First load"),
 * drawn with the search, `onSearchChange` and its other `props`.
 */
export function searchRoute<V, P extends SearchPage>(validateSearch: V, page: () => Promise<ComponentType<P>>, props?: Omit<P, keyof SearchPage>) {
  return {
    validateSearch,
    search: { middlewares: [stripSearchParams<ResolveValidatorOutput<V>>(LIST_DEFAULTS as never)] },
    component: lazyRouteComponent(async () => {
      const Page = await page();
      return {
        default: function SearchRoute() {
          const navigate = useNavigate();
          const state = { search: useSearch({ strict: false }), onSearchChange: (next: object) => void navigate({ to: '.', search: (prev: object) => ({ ...prev, ...next }) } as never) };
          return <Page {...({ ...props, ...state } as unknown as P)} />;
        },
      };
    }),
  };
}
