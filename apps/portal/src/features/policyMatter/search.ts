import { APPLICATION_TYPES, POLICY_MATTER_THEMES } from '@portal/api/vocabulary';
import { z } from 'zod';
import { optionalText, pageSearch } from '../../lib/search';

/** Search params of /serviceHandle and /policyCash: keyword, department, theme, and the grouping of /serviceHandle. */
export const matterSearchSchema = z.object({
  keyword: optionalText,
  deptName: optionalText,
  theme: z.enum(POLICY_MATTER_THEMES).optional().catch(undefined),
  group: z.enum(['dept', 'theme']).optional().catch(undefined),
});
export type MatterSearch = z.output<typeof matterSearchSchema>;

/** Search params of /handlingGS: the application type of a matter, page and limit. */
export const handlingGSSearchSchema = z.object({ ...pageSearch, type: z.enum(APPLICATION_TYPES).optional().catch(undefined) });
export type HandlingGSSearch = z.output<typeof handlingGSSearchSchema>;
