import { MESSAGES } from '@portal/api/vocabulary';
import { useSession, type RuleSession } from '@portal/auth';
import { redirect } from '@tanstack/react-router';
import { notify } from '../../lib/api';
import { mayOpen, pageOf, type PageEntry } from './pages';

/**
 * Thrown by {@link guardPage} for a logged-in user the page's access refuses; the route's error
 * component shows the 403 page ('暂无权限', naming `need`, the role the page needs).
 */
export class ForbiddenError extends Error {
  constructor(
    /** the role the page needs, as the navigation table names it */
    readonly need: string,
  ) {
    super(`forbidden: ${need}`);
    this.name = 'ForbiddenError';
  }
}

/** The login form of a page: `/login2` for pages of staff only, `/` (enterprises, individuals, schools) otherwise. */
export function loginPathOf(p: PageEntry): '/' | '/login2' {
  return p.access.kind === 'user' && p.access.types.every((type) => type === 1) ? '/login2' : '/';
}

/** What the guard decides for a session: open, log in first (at `login`), or refused (403 naming `need`). */
export type GuardVerdict = { kind: 'open' } | { kind: 'login'; login: '/' | '/login2' } | { kind: 'forbidden'; need: string };

/** The guard's decision for `p` and session `s` (pure; {@link guardPage} acts on it). */
export function verdictOf(p: PageEntry, s: RuleSession): GuardVerdict {
  if (p.access.kind === 'public' || mayOpen(p, s)) return { kind: 'open' };
  if (!s.user) return { kind: 'login', login: loginPathOf(p) };
  return { kind: 'forbidden', need: p.access.need };
}

/**
 * The `beforeLoad` of every guarded page, from the navigation table's entry for `path`: a visitor
 * is told '请先登录' and sent to the page's login form with `redirect` = the page and its query
 * string (the login returns there, same-origin paths only: auth/session.ts safeRedirect); a
 * logged-in user the page's access refuses gets the 403 page ({@link ForbiddenError}). The server
 * checks every call again.
 * @throws Error when `path` is not in the table (a programming error, caught by the route tests)
 */
export function guardPage(path: string): (ctx: { location: { href: string } }) => void {
  const entry = pageOf(path);
  if (!entry) throw new Error(`${path} is not in the navigation table`);
  return ({ location }) => {
    const verdict = verdictOf(entry, useSession.getState());
    if (verdict.kind === 'open') return;
    if (verdict.kind === 'forbidden') throw new ForbiddenError(verdict.need);
    notify(MESSAGES.pleaseLogin, 'error');
    throw redirect({ to: verdict.login, search: { redirect: location.href }, replace: true });
  };
}

/**
 * Whether a link to the table page `path` is worth showing to the current user: to a visitor (the
 * guard asks for the login and comes back), or to a user the page's access admits; never a link
 * that can only end on the 403 page (issue 24).
 * @throws Error when `path` is not in the table (a programming error)
 */
export function useMayOpen(path: string): boolean {
  const entry = pageOf(path);
  if (!entry) throw new Error(`${path} is not in the navigation table`);
  return useSession((s) => verdictOf(entry, s).kind !== 'forbidden');
}
