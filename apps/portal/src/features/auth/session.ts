import { type LoginResult } from '@portal/api';
import { browserStorage, useSession } from '@portal/auth';
import { redirect, useNavigate } from '@tanstack/react-router';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { keepDrafts } from '../../lib/draft';
import { queryClient } from '../../lib/queryClient';
import { loginPathOf, pageOf } from '../navigation';

/**
 * A page a logged-in account must stay on until it has done something (issue 3): a staff-created
 * account sets its password at /firstLogin; an enterprise whose settle-in is not approved yet sees
 * only /loginStatus. (A government user without a phone is recognised from the session itself.)
 */
export type SetupPage = '/firstLogin' | '/loginStatus';

/**
 * What the portal keeps about the current login beside the session of @portal/auth (which holds
 * exactly SPEC.md section 3): its setup page and, for type-3 users, whether it is an individual or
 * a school. Kept in sessionStorage and forgotten whenever that session ends.
 */
export interface AccountExtras {
  page: SetupPage | null;
  category: '' | 'person' | 'school';
  set: (extras: { page: SetupPage | null; category: '' | 'person' | 'school' }) => void;
}

export const useAccountExtras = create<AccountExtras>()(
  persist((set) => ({ page: null, category: '', set: (extras) => set(extras) }), { name: 'portal-account-extras', storage: createJSONStorage(() => browserStorage('session')) }),
);
useSession.subscribe((s) => {
  if (!s.user && (useAccountExtras.getState().page || useAccountExtras.getState().category)) useAccountExtras.getState().set({ page: null, category: '' });
});

/** Pages a setup page lets the user open besides itself. */
const ALLOWED_DURING_SETUP: Record<SetupPage, string[]> = {
  '/firstLogin': ['/firstLogin'],
  '/loginStatus': ['/loginStatus', '/settledEnt', '/settledSuccess'],
};

/** The setup page a login answer calls for, or null when the account is ready for use. */
export function setupPageOf(result: LoginResult): SetupPage | null {
  if (result.account.mustSetPassword) return '/firstLogin';
  if (result.account.status === 'pending') return '/loginStatus';
  return null;
}

/**
 * The return address of a login (`redirect` of `/`, `/login2` and `/LoginAction`) when it is a path
 * of this site, else null, so that a forged link cannot send a user who has just logged in to
 * another site (issue 24, "Bad input"; OWASP "unvalidated redirects"). Accepted: a string starting
 * with one `/` followed by no whitespace and no backslash ('/applySubsidies?type=10'). Refused:
 * protocol-relative `//evil.com`, absolute `https://evil.com`, `/\evil.com` (browsers read `\` as
 * `/`), `javascript:` and other schemes, whitespace or control characters anywhere, and the
 * bigscreen's `/screen3` pages (another app, not a route of the portal).
 */
export function safeRedirect(value: unknown): string | null {
  // eslint-disable-next-line no-control-regex
  return typeof value === 'string' && /^\/(?!\/)[^\s\\\u0000-\u001f]*$/.test(value) && !value.startsWith('/screen3') ? value : null;
}

/** Pages where the login itself happens: a session lost on them returns nowhere else. */
const LOGIN_PAGES = ['/', '/login2', '/LoginAction'];

/** Where a lost session leads: the login form and its search (`redirect` back, `as` the kind of a type-3 account). */
export interface LoginTarget {
  to: '/' | '/login2';
  search: { redirect?: string; as?: 'person' | 'school' };
}

/**
 * The login form for a user whose session was lost (code 2003) on page `href` (path and query):
 * staff log in again at /login2, enterprises at /, individuals and schools at / with their own
 * form (`as`); without a stored user, the page's own form (the guard's rule, navigation
 * loginPathOf). `redirect` is `href`, so the login returns to the same page with its query,
 * unless the page is itself a login page or not a {@link safeRedirect} path.
 */
export function loginAfterLostSession(href: string, lost: { userType: number | null; category: '' | 'person' | 'school' }): LoginTarget {
  const pathname = href.split(/[?#]/)[0] ?? '/';
  const entry = pageOf(pathname);
  const to = lost.userType === 1 ? '/login2' : lost.userType !== null ? '/' : entry ? loginPathOf(entry) : '/';
  const redirect = LOGIN_PAGES.includes(pathname) ? null : safeRedirect(href);
  return {
    to,
    search: { ...(redirect ? { redirect } : {}), ...(to === '/' && lost.userType === 3 && lost.category ? { as: lost.category } : {}) },
  };
}

/**
 * The portal's answer to a lost session (code 2003; lib/api setLoginNavigator): while the session
 * is still stored, keeps the forms being filled (lib/draft.ts) and reads who it was and where; once
 * the client has cleared it, goes to {@link loginAfterLostSession}'s login form.
 */
export function sessionLostNavigator(router: { state: { location: { href: string } }; navigate: (to: LoginTarget & { replace?: boolean }) => Promise<void> }): () => () => void {
  return () => {
    const href = router.state.location.href;
    keepDrafts(href);
    const target = loginAfterLostSession(href, { userType: useSession.getState().userType, category: useAccountExtras.getState().category });
    return () => void router.navigate({ ...target, replace: true });
  };
}

/**
 * Where a login lands (SPEC.md sections 2 and 6, issue 3): a government user without a phone binds
 * one at /bindPhone; a staff-created account sets its password at /firstLogin; a pending
 * enterprise sees /loginStatus; everyone else goes to `redirect` when it is a safe path, or /Home.
 */
export function landingPath(result: LoginResult, redirectTo?: unknown): string {
  if (result.userKind === 1 && !result.userInfo.phonenumber) return '/bindPhone';
  return setupPageOf(result) ?? safeRedirect(redirectTo) ?? '/Home';
}

/**
 * Stores what a login answered: the session of @portal/auth, the setup page, and no answers cached
 * for an earlier user.
 * @returns where to go next ({@link landingPath})
 */
export function completeLogin(result: LoginResult, redirectTo?: unknown): string {
  useSession.getState().login(result);
  useAccountExtras.getState().set({ page: setupPageOf(result), category: result.account.category });
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'user' });
  return landingPath(result, redirectTo);
}

/** Updates the stored user after a change of the account (phone, password, profile), keeping the unread count. */
export function refreshSessionUser(result: LoginResult): void {
  const unread = useSession.getState().unreadCount;
  useSession.getState().login(result);
  useSession.getState().setUnreadCount(unread);
  useAccountExtras.getState().set({ page: setupPageOf(result), category: result.account.category });
}

/**
 * What a form that changes the account does once the server has answered (bind or change the
 * phone, set the first password): the stored user takes the answer, `done` is said, and the page
 * goes `to`.
 */
export function useAccountSaved(done: (result: LoginResult) => string, to: '/Home' | '/modifyPassword') {
  const navigate = useNavigate();
  return (result: LoginResult) => {
    refreshSessionUser(result);
    notify(done(result), 'success');
    void navigate({ to });
  };
}

/**
 * The portal's route guard for accounts, run before every page (routes/__root.tsx):
 * - a government user without a phone may open only /bindPhone; on any other page the session is
 *   cleared (SPEC.md section 6) and the user is sent to /login2 to log in again;
 * - an account with a setup page is kept on it ({@link SetupPage}).
 * @throws a router redirect
 */
export function accountGuard(pathname: string): void {
  const { user, userType } = useSession.getState();
  if (!user) return;
  if (userType === 1 && !user.phonenumber) {
    if (pathname === '/bindPhone') return;
    useSession.getState().clear();
    notify(t.account.bindPhone.required, 'warning');
    throw redirect({ to: '/login2', replace: true });
  }
  const page = useAccountExtras.getState().page;
  if (page && !ALLOWED_DURING_SETUP[page].includes(pathname)) throw redirect({ to: page, replace: true });
}

