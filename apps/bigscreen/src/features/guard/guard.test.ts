import { userInfoFixture } from '@portal/auth/testing';
import type { RuleSession } from '@portal/auth';
import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { dashboardGuard, enforceDashboardGuard, LOGIN_PATH } from './guard';

const user = userInfoFixture();

const session = (over: Partial<RuleSession>): RuleSession => ({ user: null, userType: null, personRouters: [], ...over });

describe('dashboardGuard', () => {
  it('lets a stored government user (type 1) in', () => {
    expect(dashboardGuard(session({ user, userType: 1 }))).toEqual({ allow: true });
  });

  it('sends a visitor with no stored session to the portal login /login2', () => {
    expect(dashboardGuard(session({}))).toEqual({ allow: false, redirectTo: '/login2' });
  });

  it('sends enterprise (type 2) and third-type (type 3) users to /login2', () => {
    expect(dashboardGuard(session({ user, userType: 2 })).allow).toBe(false);
    expect(dashboardGuard(session({ user, userType: 3 })).allow).toBe(false);
  });

  it('refuses a type 1 marker without the stored user info', () => {
    expect(dashboardGuard(session({ userType: 1 })).allow).toBe(false);
  });
});

describe('enforceDashboardGuard', () => {
  it('passes silently for a government user', () => {
    expect(() => enforceDashboardGuard(session({ user, userType: 1 }))).not.toThrow();
  });

  it('throws a document-replacing redirect to /login2 for anyone else', () => {
    let thrown: unknown;
    try {
      enforceDashboardGuard(session({ user, userType: 2 }));
    } catch (e) {
      thrown = e;
    }
    expect(isRedirect(thrown)).toBe(true);
    const options = (thrown as { options: { href?: string; reloadDocument?: boolean; replace?: boolean } }).options;
    expect(options).toMatchObject({ href: LOGIN_PATH, reloadDocument: true, replace: true });
  });
});
