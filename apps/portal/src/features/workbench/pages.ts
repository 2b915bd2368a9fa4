import { MESSAGES, NOTICE_STATUSES, type ContentKind } from '@portal/api';
import { useSession } from '@portal/auth';
import { redirect } from '@tanstack/react-router';
import { z } from 'zod';
import { notify } from '../../lib/api';
import { pageSearch } from '../../lib/search';

/** The staff page of each kind of content (SPEC.md section 2, data collection forms). */
export const WORKBENCH_PATHS: Record<ContentKind, string> = {
  notice: '/modifyNotice',
  policy: '/modifyPolicy',
  explain: '/modifyExplain',
  data: '/modifySjgk',
  report: '/modifyRcbg',
  matter: '/modifyPolicyMatter',
};

/** Search params of a staff page: page, limit, status, keyword and 只看本部门. */
export const workbenchSearchSchema = z.object({
  ...pageSearch,
  status: z.enum(NOTICE_STATUSES).optional().catch(undefined),
  keyword: z
    .string()
    .trim()
    .max(50)
    .optional()
    .catch(undefined)
    .transform((k) => k || undefined),
  mine: z.boolean().optional().catch(undefined),
});
export type WorkbenchSearch = z.output<typeof workbenchSearchSchema>;

/**
 * `beforeLoad` of the staff pages: only government staff (user type 1, SPEC.md section 6); a
 * visitor is sent to /login2 with '请先登录', other users see '暂无权限' and go to /Home. The
 * server checks every call again.
 */
export function requireGov(): void {
  const { user, userType } = useSession.getState();
  if (user && userType === 1) return;
  notify(user ? MESSAGES.noPermission : MESSAGES.pleaseLogin, 'error');
  throw redirect({ to: user ? '/Home' : '/login2' });
}
