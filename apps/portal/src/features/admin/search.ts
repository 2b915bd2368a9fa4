import { ENT_ACCOUNT_STATUSES, KSH_STATUSES, SETTLE_STATUSES, SMS_OUTBOX_SCENE_LABELS, STAFF_ROLES, STAFF_STATUSES, type SmsOutboxScene } from '@portal/api';
import { z } from 'zod';
import { optionalDay as day, optionalText as text, pageSearch } from '../../lib/search';

/** Search params of /sysUser: keyword (account, name or phone), department, role, status, page. */
export const staffSearchSchema = z.object({
  ...pageSearch,
  keyword: text,
  deptName: text,
  role: z.enum(STAFF_ROLES as [string, ...string[]]).optional().catch(undefined),
  status: z.enum(STAFF_STATUSES).optional().catch(undefined),
});
export type StaffSearch = z.output<typeof staffSearchSchema>;

/** Search params of /entAccount: keyword, account status, settle-in status, page. */
export const entSearchSchema = z.object({
  ...pageSearch,
  keyword: text,
  accountStatus: z.enum(ENT_ACCOUNT_STATUSES).optional().catch(undefined),
  settleStatus: z.enum(SETTLE_STATUSES).optional().catch(undefined),
});
export type EntSearch = z.output<typeof entSearchSchema>;

/** Search params of /modifyScreenAll: keyword (account or name), status, page. */
export const kshSearchSchema = z.object({ ...pageSearch, keyword: text, status: z.enum(KSH_STATUSES).optional().catch(undefined) });
export type KshSearch = z.output<typeof kshSearchSchema>;

/** The search params the two logs share: account (from the start), result, date range, page. */
const logSearchSchema = z.object({ ...pageSearch, account: text, result: z.enum(['success', 'failure']).optional().catch(undefined), beginTime: day, endTime: day });
export type LogSearch = z.output<typeof logSearchSchema>;

/** Search params of /loginLog: the logs' params and the address (from the start). */
export const loginLogSearchSchema = logSearchSchema.extend({ ip: text });
export type LoginLogSearch = z.output<typeof loginLogSearchSchema>;

/** Search params of /operationLog: the logs' params and the endpoint, path or action (contains). */
export const operationLogSearchSchema = logSearchSchema.extend({ endpoint: text });
export type OperationLogSearch = z.output<typeof operationLogSearchSchema>;

/** Search params of /smsOutbox: phone (from the start), what it was for, date range, page. */
export const smsOutboxSearchSchema = z.object({
  ...pageSearch,
  phone: z
    .string()
    .regex(/^\d{1,11}$/)
    .optional()
    .catch(undefined),
  scene: z.enum(Object.keys(SMS_OUTBOX_SCENE_LABELS) as [SmsOutboxScene, ...SmsOutboxScene[]]).optional().catch(undefined),
  beginTime: day,
  endTime: day,
});
export type SmsOutboxSearch = z.output<typeof smsOutboxSearchSchema>;
