import { DEFAULT_LIMIT, DEFAULT_PAGE, EDUCATION_LEVELS, PAGE_SIZES, STAFF_STATUSES } from '@portal/api';
import { z } from 'zod';

/**
 * Search params of /talentdata and /talentdataH5: page, limit (10, 20, 30, 50), keyword (name or
 * the start of an identity number), education label and status (active 在职, left 离职).
 * Anything invalid in a hand-edited URL falls back to its default.
 */
export const staffSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_LIMIT)
    .default(DEFAULT_LIMIT),
  // the router parses search values as JSON: the start of an identity number arrives as a number
  keyword: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .max(50)
      .optional()
      .catch(undefined)
      .transform((k) => (k ? k : undefined)),
  ),
  education: z.enum(EDUCATION_LEVELS).optional().catch(undefined),
  status: z.enum(STAFF_STATUSES).optional().catch(undefined),
});

export type StaffSearch = z.output<typeof staffSearchSchema>;

/** Defaults left out of the URL. */
export const STAFF_SEARCH_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };
