import { APPLICATION_STATUSES, APPLICATION_TYPES, DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES, PUBLICITY_STATUSES } from '@portal/api';
import { z } from 'zod';

const page = z.coerce.number().int().min(1).max(100000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE);
const limit = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
  .catch(DEFAULT_LIMIT)
  .default(DEFAULT_LIMIT);
// the router parses search values as JSON, so a numeric keyword arrives as a number
const keyword = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .max(50)
    .optional()
    .catch(undefined)
    .transform((k) => (k ? k : undefined)),
);
const type = z.enum(APPLICATION_TYPES).optional().catch(undefined);
const id = z.coerce.number().int().positive().optional().catch(undefined);

/** Search params of /perBusiness and /zygSubsidy (kept alive: every filter and the page in the URL). */
export const applicationSearchSchema = z.object({
  page,
  limit,
  type,
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  keyword,
});
export type ApplicationSearch = z.output<typeof applicationSearchSchema>;

/** Search params of /servicePublicity. */
export const publicitySearchSchema = z.object({ page, limit, type, status: z.enum(PUBLICITY_STATUSES).optional().catch(undefined), keyword });
export type PublicitySearch = z.output<typeof publicitySearchSchema>;

/** Defaults left out of the URL. */
export const LIST_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

/** /applySubsidies?type=zhufang&id=12 : the type to fill and, for a returned application, which one. */
export const applySearchSchema = z.object({ type, id });
export type ApplySearch = z.output<typeof applySearchSchema>;

/** /perBusDetail, /perAuditDetail, /entAuditDetail, /publicityDetail: ?id=N. */
export const idSearchSchema = z.object({ id });

/** /serviceProgress?type=zhufang&id=12 : the type (for the banner) and, logged in, one application. */
export const progressSearchSchema = z.object({ type, id });
