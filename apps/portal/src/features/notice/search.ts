import { DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES } from '@portal/api';
import { z } from 'zod';

/** An optional text param: trimmed, at most 50 characters; empty or invalid gives undefined. */
export const optionalText = z
  .string()
  .trim()
  .max(50)
  .optional()
  .catch(undefined)
  .transform((k) => (k ? k : undefined));

/** An optional 'YYYY-MM-DD' day of a real calendar date; anything else gives undefined. */
const optionalDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d))
  .optional()
  .catch(undefined);

/** page (default 1) and limit (10, 20, 30 or 50; default 20) of a list in the URL. */
export const pageSearch = {
  page: z.coerce.number().int().min(1).max(100000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_LIMIT)
    .default(DEFAULT_LIMIT),
};

/**
 * Search params of /notice and /policy: page, limit, an optional keyword, a publishing
 * department and a date range (inclusive days). Anything invalid in a hand-edited URL falls back
 * to the default.
 */
export const noticeSearchSchema = z.object({
  ...pageSearch,
  keyword: optionalText,
  deptName: optionalText,
  beginTime: optionalDay,
  endTime: optionalDay,
});

export type NoticeSearch = z.output<typeof noticeSearchSchema>;

/** Defaults left out of the URL, so '/notice' is page 1 with 20 rows. */
export const NOTICE_SEARCH_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

/** The list filters of a notice search (what the query depends on). */
export const noticeFilters = (s: NoticeSearch) => ({ page: s.page, limit: s.limit, keyword: s.keyword, deptName: s.deptName, beginTime: s.beginTime, endTime: s.endTime });

/** Search params of a detail page: the item's id; missing or invalid gives undefined (an error page). */
export const noticeDetailSearchSchema = z.object({
  id: z.coerce.number().int().positive().optional().catch(undefined),
});

/** Search params of a keyword-searchable list (/sjgk, /rcbg, /organList). */
export const keywordPageSearchSchema = z.object({ ...pageSearch, keyword: optionalText });
export type KeywordPageSearch = z.output<typeof keywordPageSearchSchema>;
