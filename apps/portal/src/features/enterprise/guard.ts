import { MESSAGES, type UserTypeCode } from '@portal/api';
import { useSession } from '@portal/auth';
import { redirect } from '@tanstack/react-router';
import { notify } from '../../lib/api';

/**
 * A `beforeLoad` for pages of one user type (SPEC.md section 6): without a stored user of that
 * type, shows '请先登录' and goes to the type's login (`/login2` for government staff, `/` for
 * others). The server checks every call again.
 */
export const requireUserType = (kind: UserTypeCode) => (): void => {
  const { user, userType } = useSession.getState();
  if (user && userType === kind) return;
  notify(MESSAGES.pleaseLogin, 'error');
  throw redirect({ to: kind === 1 ? '/login2' : '/' });
};

/** `beforeLoad` of enterprise-only pages. */
export const requireEnterprise = requireUserType(2);
