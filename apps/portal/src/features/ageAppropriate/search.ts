import { DIFFICULTY_CATEGORIES, QUESTIONNAIRE_STATUSES, SMS_RECIPIENT_STATUSES, WORK_STATUSES } from '@portal/api';
import { z } from 'zod';
import { optionalId, optionalText, pageSearch } from '../../lib/search';

/** Search params of /hard-list: page, size, keyword (name or street), category of difficulty, employment status. */
export const hardSearchSchema = z.object({ ...pageSearch, keyword: optionalText, difficulty: z.enum(DIFFICULTY_CATEGORIES).optional().catch(undefined), workStatus: z.enum(WORK_STATUSES).optional().catch(undefined) });
export type HardSearch = z.output<typeof hardSearchSchema>;

/** Search params of /questionnaire-list: page, size, status, keyword. */
export const questionnaireSearchSchema = z.object({ ...pageSearch, status: z.enum(QUESTIONNAIRE_STATUSES).optional().catch(undefined), keyword: optionalText });
export type QuestionnaireListSearch = z.output<typeof questionnaireSearchSchema>;

/** Search params of the send records: page, size, the task, the status, a name or phone. */
const recordSearchSchema = z.object({ ...pageSearch, taskId: optionalId, status: z.enum(SMS_RECIPIENT_STATUSES).optional().catch(undefined), keyword: optionalText });
export type RecordSearch = z.output<typeof recordSearchSchema>;

/** Search params of /sms-detail: the task (?id=) and its records' filters. */
export const smsDetailSearchSchema = recordSearchSchema.extend({ id: optionalId });

/** Search params of /bsRecord: every task's records' filters; ?tab=optOut the numbers that opted out, filtered by the start of a phone number. */
export const bsRecordSearchSchema = recordSearchSchema.extend({ tab: z.literal('optOut').optional().catch(undefined), phone: z.string().regex(/^\d{1,11}$/).optional().catch(undefined) });
export type BsRecordSearch = z.output<typeof bsRecordSearchSchema>;
