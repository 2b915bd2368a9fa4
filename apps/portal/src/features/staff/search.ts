import { EDUCATION_LEVELS, STAFF_STATUSES } from '@portal/api';
import { z } from 'zod';
import { optionalText, pageSearch } from '../../lib/search';

/**
 * Search params of /talentdata and /talentdataH5: page, limit (10, 20, 30, 50), keyword (name or
 * the start of an identity number), education label and status (active 在职, left 离职).
 * Anything invalid in a hand-edited URL falls back to its default.
 */
export const staffSearchSchema = z.object({
  ...pageSearch,
  keyword: optionalText,
  education: z.enum(EDUCATION_LEVELS).optional().catch(undefined),
  status: z.enum(STAFF_STATUSES).optional().catch(undefined),
});

export type StaffSearch = z.output<typeof staffSearchSchema>;
