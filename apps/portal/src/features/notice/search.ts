import { DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES } from '@portal/api';
import { z } from 'zod';

/**
 * Search params of /notice and /policy: page (default 1), limit (10, 20, 30 or 50; default 20)
 * and an optional keyword. Anything invalid in a hand-edited URL falls back to the default.
 */
export const noticeSearchSchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_LIMIT)
    .default(DEFAULT_LIMIT),
  keyword: z
    .string()
    .trim()
    .max(50)
    .optional()
    .catch(undefined)
    .transform((k) => (k ? k : undefined)),
});

export type NoticeSearch = z.output<typeof noticeSearchSchema>;

/** Defaults left out of the URL, so '/notice' is page 1 with 20 rows. */
export const NOTICE_SEARCH_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

/** Search params of /noticeDetail: the notice id; missing or invalid gives undefined (an error page). */
export const noticeDetailSearchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
});
