import { RESPONSE_STAGES } from '@portal/api';
import { z } from 'zod';
import { optionalText, pageSearch } from '../../lib/search';

/**
 * Search params of /allocation (staff allocate and track resume responses): page and limit, a
 * keyword, the response stage (RESPONSE_STAGES) and `hidden` (true shows the hidden responses).
 * Invalid values fall back to their defaults.
 */
export const allocationSearchSchema = z.object({
  ...pageSearch,
  keyword: optionalText,
  stage: z.enum(RESPONSE_STAGES).optional().catch(undefined),
  hidden: z.literal(true).optional().catch(undefined),
});
export type AllocationSearch = z.output<typeof allocationSearchSchema>;
