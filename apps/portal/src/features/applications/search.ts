import { APPLICATION_STATUSES, APPLICATION_TYPES, PUBLICITY_STATUSES } from '@portal/api';
import { z } from 'zod';
import { optionalId as id, optionalText as keyword, pageSearch } from '../../lib/search';

const type = z.enum(APPLICATION_TYPES).optional().catch(undefined);

/** Search params of /perBusiness and /zygSubsidy (kept alive: every filter and the page in the URL). */
export const applicationSearchSchema = z.object({
  ...pageSearch,
  type,
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  keyword,
});
export type ApplicationSearch = z.output<typeof applicationSearchSchema>;

/** Search params of /servicePublicity. */
export const publicitySearchSchema = z.object({ ...pageSearch, type, status: z.enum(PUBLICITY_STATUSES).optional().catch(undefined), keyword });
export type PublicitySearch = z.output<typeof publicitySearchSchema>;

/** /applySubsidies?type=zhufang&id=12 : the type to fill and, for a returned application, which one; /serviceProgress the same: the type (for the banner) and, logged in, one application. */
export const applySearchSchema = z.object({ type, id });
export type ApplySearch = z.output<typeof applySearchSchema>;
