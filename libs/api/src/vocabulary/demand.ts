import { EDUCATION_LEVELS } from './people';

/**
 * Job demands' statuses and their labels (SPEC.md section 4, enterprise demand; the workflow and the
 * calls: endpoints/demand.ts). Micro-homepages list demands too (records.ts demandItem).
 */

/**
 * Statuses of a job demand (SPEC.md section 4, enterprise demand): draft 草稿, pending 待审核,
 * on 已上架, off 已下架, hidden 已隐藏. Changes follow DEMAND_WORKFLOW only (4009 otherwise).
 */
export const DEMAND_STATUSES = ['draft', 'pending', 'on', 'off', 'hidden'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];
export const DEMAND_STATUS_LABELS: Record<DemandStatus, string> = { draft: '草稿', pending: '待审核', on: '已上架', off: '已下架', hidden: '已隐藏' };

/** Education a demand may require: a label of EDUCATION_LEVELS or 不限. */
export const DEMAND_EDUCATIONS = ['不限', ...EDUCATION_LEVELS] as const;
