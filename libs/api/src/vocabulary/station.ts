/**
 * The talent empowerment station's words (issue 17, docs/station.md): kinds of activity, who may
 * sign up, and the statuses of activities and sign-ups with their labels. The workflows and the
 * calls are in endpoints/station.ts; recruitment sessions (endpoints/stationContent.ts) show
 * activities too (records.ts activityItem).
 */

/** Kinds of activity (活动类型). */
export const ACTIVITY_TYPES = ['recruitment', 'policy', 'training', 'salon', 'exchange'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = { recruitment: '招聘会', policy: '政策宣讲', training: '技能培训', salon: '创业沙龙', exchange: '人才交流' };

/** Who may sign up (面向对象): individuals (person accounts), enterprises, or both. */
export const ACTIVITY_AUDIENCES = ['person', 'enterprise', 'both'] as const;
export type ActivityAudience = (typeof ACTIVITY_AUDIENCES)[number];
export const ACTIVITY_AUDIENCE_LABELS: Record<ActivityAudience, string> = { person: '个人', enterprise: '企业', both: '个人和企业' };

/**
 * Statuses of an activity: draft 草稿 (only its department sees it), published 已发布 (public,
 * sign-up within its window), cancelled 已取消 (its sign-ups are told), ended 已结束.
 */
export const ACTIVITY_STATUSES = ['draft', 'published', 'cancelled', 'ended'] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];
export const ACTIVITY_STATUS_LABELS: Record<ActivityStatus, string> = { draft: '草稿', published: '已发布', cancelled: '已取消', ended: '已结束' };

/**
 * Statuses of a sign-up (activityApply): enrolled 已报名 (has a place), waiting 候补 (on the
 * waiting list, in order of sign-up), attended 已签到, cancelled 已取消 (by the person).
 */
export const APPLY_STATUSES = ['enrolled', 'waiting', 'attended', 'cancelled'] as const;
export type ApplyStatus = (typeof APPLY_STATUSES)[number];
export const APPLY_STATUS_LABELS: Record<ApplyStatus, string> = { enrolled: '已报名', waiting: '候补中', attended: '已签到', cancelled: '已取消' };

/** Kinds of service an enterprise may ask for (服务类型). */
export const DOCKING_KINDS = ['recruitment', 'training', 'policy'] as const;

export type DockingKind = (typeof DOCKING_KINDS)[number];

export const DOCKING_KIND_LABELS: Record<DockingKind, string> = { recruitment: '招聘用工', training: '技能培训', policy: '政策咨询' };

/**
 * Statuses of a request: pending 待指派 (new, with the station's home department), assigned 已指派
 * (to a department and perhaps one staff member), following 跟进中 (at least one follow-up since
 * the assignment), closed 已办结 (with its result; the enterprise is told).
 */
export const DOCKING_STATUSES = ['pending', 'assigned', 'following', 'closed'] as const;

export type DockingStatus = (typeof DOCKING_STATUSES)[number];

export const DOCKING_STATUS_LABELS: Record<DockingStatus, string> = { pending: '待指派', assigned: '已指派', following: '跟进中', closed: '已办结' };
