/** The words of endpoints/center.ts that the portal's route table reads without loading the calls (issue 45). */

/** Account status as the administrator sets it: `active` may log in, `disabled` may not and has no session. */
export const STAFF_STATUSES = ['active', 'disabled'] as const;

export type StaffStatus = (typeof STAFF_STATUSES)[number];

export const STAFF_STATUS_LABELS: Record<StaffStatus, string> = { active: '启用', disabled: '停用' };

/** Statuses of a visual-platform permission request (SPEC.md section 4 approval values). */
export const KSH_STATUSES = ['awaiting_check', 'agree', 'refused'] as const;

export type KshStatus = (typeof KSH_STATUSES)[number];

export const KSH_STATUS_LABELS: Record<KshStatus, string> = { awaiting_check: '待审批', agree: '已批准', refused: '未批准' };

/** Periods (days) a user may ask for and an administrator may grant. */
export const KSH_PERIODS = [7, 30, 90, 180, 365] as const;

/** Enterprise account status: active, pending (settle-in not approved yet) or disabled (closed by an administrator). */
export const ENT_ACCOUNT_STATUSES = ['active', 'pending', 'disabled'] as const;

export const ENT_ACCOUNT_STATUS_LABELS: Record<(typeof ENT_ACCOUNT_STATUSES)[number], string> = { active: '已开通', pending: '待审核', disabled: '已关闭' };
