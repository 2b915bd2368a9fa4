import { redirect } from '@tanstack/react-router';

/** Where the bigscreen is served (SPEC.md section 9: the large-screen address is the site's screen3 path). */
export const SCREEN_BASE = '/screen3';

/**
 * For a dashboard path's beforeLoad: leaves the portal for the same path of the bigscreen, the
 * query string kept as it was (`/streetMacroDetail?streetCode=1` -> `/screen3/streetMacroDetail?streetCode=1`).
 * The bigscreen applies the route guard (type-1 users only, others to /login2).
 */
export function forwardToScreen(location: { pathname: string; searchStr: string }): never {
  throw redirect({ href: `${SCREEN_BASE}${location.pathname}${location.searchStr}`, reloadDocument: true, replace: true });
}
