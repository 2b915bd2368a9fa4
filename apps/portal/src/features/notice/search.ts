import { z } from 'zod';
import { optionalDay, optionalText, pageSearch } from '../../lib/search';

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

/** The list filters of a notice search (what the query depends on). */
export const noticeFilters = (s: NoticeSearch) => ({ page: s.page, limit: s.limit, keyword: s.keyword, deptName: s.deptName, beginTime: s.beginTime, endTime: s.endTime });
