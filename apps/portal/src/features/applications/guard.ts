import { MESSAGES } from '@portal/api';
import { useSession } from '@portal/auth';
import { redirect } from '@tanstack/react-router';
import { notify } from '../../lib/api';

/**
 * `beforeLoad` of the application pages any logged-in user opens (each sees what its type may:
 * SPEC.md section 6): without a stored user, '请先登录' and the login page. The server checks
 * every call again.
 */
export const requireLogin = (): void => {
  if (useSession.getState().user) return;
  notify(MESSAGES.pleaseLogin, 'error');
  throw redirect({ to: '/' });
};
