/** The words of endpoints/hotline.ts that the portal's route table reads without loading the calls (issue 45). */

/**
 * Statuses of a call event (热线诉求, SPEC.md section 4 "Call events: add, allot, accept, close";
 * docs/hotline.md): pending 待分派 (just taken in), allotted 已分派 (to a department, maybe to one
 * of its staff), accepted 已受理, returned 已退回 (sent back to the hotline to allot again),
 * closed 已办结 (answered). Changes follow HOTLINE_TRANSITIONS only (4009 otherwise).
 */
export const HOTLINE_STATUSES = ['pending', 'allotted', 'accepted', 'returned', 'closed'] as const;

export type HotlineStatus = (typeof HOTLINE_STATUSES)[number];

export const HOTLINE_STATUS_LABELS: Record<HotlineStatus, string> = { pending: '待分派', allotted: '已分派', accepted: '已受理', returned: '已退回', closed: '已办结' };
