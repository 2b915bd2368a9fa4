import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, CONTENT_WORKFLOW, NOTICE_AUDIT_PERMISSION, NOTICE_STATUS_LABELS, transitionAllowed, type AuditAction, type NoticeStatus } from '@portal/api';
import { conflict, forbidden } from '../../http/errors';
import type { AuthUser } from '../account/session';

/** Statuses in which the department may change the text (update); others must be withdrawn first. */
export const EDITABLE_STATUSES: readonly NoticeStatus[] = ['draft', 'rejected'];

/** The facts about a row that decide who may do what. */
export interface Owned {
  deptName: string;
  authorId: number | null;
  status: string;
}

/** A government user with the 通知公告审核 person router (SPEC.md section 3) audits content of every department. */
export const isAuditor = (user: AuthUser): boolean => user.userKind === 1 && user.personRouters.includes(NOTICE_AUDIT_PERMISSION);

/** Staff of the owning department (the author's app_user.dept_name). */
export const ownsIt = (user: AuthUser, row: Owned): boolean => user.userKind === 1 && user.deptName !== '' && user.deptName === row.deptName;

/** Whether `user` is who CONTENT_WORKFLOW's `by` names for `row`. */
function allowedBy(user: AuthUser, row: Owned, by: (typeof CONTENT_WORKFLOW.actions)[AuditAction]['by']): boolean {
  const auditor = isAuditor(user) && row.authorId !== user.id;
  if (by === 'department') return ownsIt(user, row);
  if (by === 'auditor') return auditor;
  return ownsIt(user, row) || isAuditor(user);
}

/** The actions `user` may take on `row` now (for the buttons of the staff pages). */
export function allowedActions(user: AuthUser, row: Owned): AuditAction[] {
  return AUDIT_ACTIONS.filter((a) => transitionAllowed(CONTENT_WORKFLOW, a, row.status as NoticeStatus) && allowedBy(user, row, CONTENT_WORKFLOW.actions[a].by));
}

/**
 * Checks one action of CONTENT_WORKFLOW on one row as read (the change itself is made by
 * contentWorkflow, guarded by that status) and answers the status it leads to.
 * @throws Fail 4003 when the user may not take it ('只能操作本部门的内容', '需要通知公告审核权限',
 *   '不能审核自己撰写的内容'); 4009 when the row's status does not allow it
 */
export function checkTransition(user: AuthUser, row: Owned, action: AuditAction): NoticeStatus {
  const t = CONTENT_WORKFLOW.actions[action];
  if (!allowedBy(user, row, t.by)) {
    if (t.by === 'department') throw forbidden('只能操作本部门的内容');
    if (t.by === 'auditor') throw forbidden(isAuditor(user) ? '不能审核自己撰写的内容' : `需要${NOTICE_AUDIT_PERMISSION}权限`);
    throw forbidden('只能操作本部门的内容');
  }
  if (!transitionAllowed(CONTENT_WORKFLOW, action, row.status as NoticeStatus)) {
    throw conflict(`当前状态为“${NOTICE_STATUS_LABELS[row.status as NoticeStatus] ?? row.status}”，不能${AUDIT_ACTION_LABELS[action]}`);
  }
  return t.to;
}

/**
 * Checks that the department may change the row's text or delete it.
 * @throws Fail 4003 '只能修改本部门的内容'; 4009 when the status does not allow editing
 */
export function checkEdit(user: AuthUser, row: Owned, what: 'edit' | 'delete'): void {
  if (!ownsIt(user, row)) throw forbidden(what === 'edit' ? '只能修改本部门的内容' : '只能删除本部门的内容');
  if (what === 'edit' && !EDITABLE_STATUSES.includes(row.status as NoticeStatus)) {
    throw conflict(`当前状态为“${NOTICE_STATUS_LABELS[row.status as NoticeStatus] ?? row.status}”，请先撤回再修改`);
  }
}
