/** The words of endpoints/demandResponse.ts that the portal's route table reads without loading the calls (issue 45). */

/**
 * Where a response stands, derived from its data: submitted 已投递 (not yet allocated), allocated
 * 已分配 (a staff member follows it), tracked 跟踪中 (with tracking records).
 */
export const RESPONSE_STAGES = ['submitted', 'allocated', 'tracked'] as const;

export const RESPONSE_STAGE_LABELS: Record<(typeof RESPONSE_STAGES)[number], string> = { submitted: '已投递', allocated: '已分配', tracked: '跟踪中' };
