import { AREA_AUDIT_STATUSES, COMPANY_SUBSIDY_ITEMS, DEFAULT_LIMIT, DEFAULT_PAGE, PAGE_SIZES, PERSON_SUBSIDY_ITEMS } from '@portal/api';
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
const status = z.enum(AREA_AUDIT_STATUSES).optional().catch(undefined);

/** Search params of /modifyGJN and /evaluateGJN(NoEdit): page, limit, keyword, status, subsidy item, company (invalid values fall back to defaults). */
export const personSearchSchema = z.object({
  page,
  limit,
  keyword,
  status,
  subsidyItem: z.enum(PERSON_SUBSIDY_ITEMS).optional().catch(undefined),
  /** only the persons of one company record (from the company's detail) */
  companyId: z.coerce.number().int().positive().optional().catch(undefined),
});
export type PersonSearch = z.output<typeof personSearchSchema>;

/** Search params of /modifyGJNS. */
export const companySearchSchema = z.object({ page, limit, keyword, status, subsidyItem: z.enum(COMPANY_SUBSIDY_ITEMS).optional().catch(undefined) });
export type CompanySearch = z.output<typeof companySearchSchema>;

/** Search params of /modifyRecord. */
export const recordSearchSchema = z.object({ page, limit, keyword, kind: z.enum(['person', 'company', 'expert']).optional().catch(undefined) });
export type RecordSearch = z.output<typeof recordSearchSchema>;

/** Defaults left out of the URL. */
export const LIST_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };
