import { NOTICE_STATUSES } from '@portal/api';
import { z } from 'zod';
import { optionalText, pageSearch } from '../../lib/search';

/** Search params of a staff page: page, limit, status, keyword and 只看本部门. */
export const workbenchSearchSchema = z.object({
  ...pageSearch,
  status: z.enum(NOTICE_STATUSES).optional().catch(undefined),
  keyword: optionalText,
  mine: z.boolean().optional().catch(undefined),
});
export type WorkbenchSearch = z.output<typeof workbenchSearchSchema>;

