import { canSeeDashboards, type RuleSession } from '@portal/auth';
import { redirect } from '@tanstack/react-router';

/** The portal's government login: a different app on the same origin. */
export const LOGIN_PATH = '/login2';

export type GuardDecision = { allow: true } | { allow: false; redirectTo: typeof LOGIN_PATH };

/**
 * Route guard of SPEC.md section 6: every dashboard page requires a stored user of type 1
 * (government or department staff); anyone else goes to the portal's /login2.
 */
export function dashboardGuard(session: RuleSession): GuardDecision {
  return canSeeDashboards(session) ? { allow: true } : { allow: false, redirectTo: LOGIN_PATH };
}

/**
 * For the root route's beforeLoad: does nothing for an allowed session, otherwise throws a
 * redirect that leaves the app with `window.location.replace('/login2')` before anything renders.
 */
export function enforceDashboardGuard(session: RuleSession): void {
  const decision = dashboardGuard(session);
  if (!decision.allow) redirect({ href: decision.redirectTo, reloadDocument: true, replace: true, throw: true });
}
