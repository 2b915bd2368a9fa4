import { DEMAND_EDUCATIONS, DEMAND_STATUSES } from '@portal/api';
import { z } from 'zod';
import { optionalText as text, pageSearch } from '../../lib/search';


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
  ...pageSearch,
  keyword: text,
  industryCode: text,
  streetCode: text,
  salary: z.enum(Object.keys(SALARY_BANDS) as [SalaryBand, ...SalaryBand[]]).optional().catch(undefined),
  education: z.enum(DEMAND_EDUCATIONS).optional().catch(undefined),
});
export type JobSearch = z.output<typeof jobSearchSchema>;

/** Search params of /entDemand (the enterprise's own demands) and /modifyDemand (staff audit). */
export const ownDemandSearchSchema = z.object({ ...pageSearch, keyword: text, status: z.enum(DEMAND_STATUSES).optional().catch(undefined) });
export type OwnDemandSearch = z.output<typeof ownDemandSearchSchema>;

