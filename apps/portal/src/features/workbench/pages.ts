import { NOTICE_STATUSES, type ContentKind } from '@portal/api';
import { z } from 'zod';
import { pageSearch } from '../../lib/search';

/** The staff page of each kind of content (SPEC.md section 2, data collection forms). */
export const WORKBENCH_PATHS: Record<ContentKind, string> = {
  notice: '/modifyNotice',
  policy: '/modifyPolicy',
  explain: '/modifyExplain',
  data: '/modifySjgk',
  report: '/modifyRcbg',
  matter: '/modifyPolicyMatter',
};

/** Search params of a staff page: page, limit, status, keyword and 只看本部门. */
export const workbenchSearchSchema = z.object({
  ...pageSearch,
  status: z.enum(NOTICE_STATUSES).optional().catch(undefined),
  keyword: z
    .string()
    .trim()
    .max(50)
    .optional()
    .catch(undefined)
    .transform((k) => k || undefined),
  mine: z.boolean().optional().catch(undefined),
});
export type WorkbenchSearch = z.output<typeof workbenchSearchSchema>;

