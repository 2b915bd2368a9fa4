/**
 * Words about people and accounts that several areas share (SPEC.md sections 1, 3 and 4): the user
 * types, the kinds of account, the settle-in statuses, and the education levels and marital
 * statuses that forms, imports and the dictionaries (endpoints/dict.ts DICT_SEEDS) start from.
 */

/** User types of SPEC.md section 1: 1 government or department staff, 2 enterprise, 3 third type. */
export const USER_TYPES = [1, 2, 3] as const;
export type UserTypeCode = (typeof USER_TYPES)[number];

/** Kinds of account a login, an SMS code or a phone check is for: 1 government, 2 enterprise, 3 individual or school. */
export const ACCOUNT_KINDS = ['gov', 'ent', 'person', 'school'] as const;
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

/** Settle-in application statuses a user may see (the approval values of SPEC.md section 4). */
export const SETTLE_STATUSES = ['awaiting_check', 'agree', 'refused', 'against'] as const;

/**
 * Highest-education dictionary (labels as the bureau's forms write them, 《学历代码》GB/T 4658
 * grouped); the first three count as "bachelor's degree or above".
 */
export const EDUCATION_LEVELS = ['博士研究生', '硕士研究生', '大学本科', '大学专科', '高中及以下'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

/** Marital status (婚姻状况) as the housing application stores it. */
export const MARITAL_STATUSES = ['未婚', '已婚', '离异', '丧偶'] as const;
