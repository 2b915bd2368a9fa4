import { DEFAULT_LIMIT, DEFAULT_PAGE, DEMAND_EDUCATIONS, DEMAND_STATUSES, PAGE_SIZES } from '@portal/api';
import { z } from 'zod';

const page = z.coerce.number().int().min(1).max(100000).catch(DEFAULT_PAGE).default(DEFAULT_PAGE);
const limit = z.coerce
  .number()
  .int()
  .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
  .catch(DEFAULT_LIMIT)
  .default(DEFAULT_LIMIT);
// the router parses search values as JSON, so a numeric keyword or street code arrives as a number
const text = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .max(50)
    .optional()
    .catch(undefined)
    .transform((k) => (k ? k : undefined)),
);

/** Salary bands of the job filter, 元 per month: [from, to]; the key travels in the URL. */
export const SALARY_BANDS = {
  '0-5000': [0, 5000],
  '5000-8000': [5000, 8000],
  '8000-12000': [8000, 12000],
  '12000-20000': [12000, 20000],
  '20000-': [20000, undefined],
} as const satisfies Record<string, readonly [number, number | undefined]>;
export type SalaryBand = keyof typeof SALARY_BANDS;

/**
 * Search params of /jobDemandAll and /entDemandAll (kept alive: everything in the URL):
 * showType 'job' (岗位) or 'ent' (招聘企业), keyword, industry, street, salary band, education,
 * page and limit. Invalid values fall back to their defaults.
 */
export const jobSearchSchema = z.object({
  showType: z.enum(['job', 'ent']).optional().catch(undefined),
  page,
  limit,
  keyword: text,
  industryCode: text,
  streetCode: text,
  salary: z.enum(Object.keys(SALARY_BANDS) as [SalaryBand, ...SalaryBand[]]).optional().catch(undefined),
  education: z.enum(DEMAND_EDUCATIONS).optional().catch(undefined),
});
export type JobSearch = z.output<typeof jobSearchSchema>;

/** Search params of /entDemand (the enterprise's own demands) and /modifyDemand (staff audit). */
export const ownDemandSearchSchema = z.object({ page, limit, keyword: text, status: z.enum(DEMAND_STATUSES).optional().catch(undefined) });
export type OwnDemandSearch = z.output<typeof ownDemandSearchSchema>;

/** Defaults left out of the URL. */
export const LIST_DEFAULTS = { page: DEFAULT_PAGE, limit: DEFAULT_LIMIT };

/** /entDemandDetail, /entDemandEdit: the demand id; missing or invalid gives undefined. */
export const demandIdSearchSchema = z.object({ id: z.coerce.number().int().positive().optional().catch(undefined) });
