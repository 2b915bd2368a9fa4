import { AREA_AUDIT_STATUSES, COMPANY_SUBSIDY_ITEMS, PERSON_SUBSIDY_ITEMS } from '@portal/api';
import { z } from 'zod';
import { optionalId, optionalText as keyword, pageSearch } from '../../lib/search';

const status = z.enum(AREA_AUDIT_STATUSES).optional().catch(undefined);

/** Search params of /modifyGJN and /evaluateGJN(NoEdit): page, limit, keyword, status, subsidy item, company (invalid values fall back to defaults). */
export const personSearchSchema = z.object({
  ...pageSearch,
  keyword,
  status,
  subsidyItem: z.enum(PERSON_SUBSIDY_ITEMS).optional().catch(undefined),
  /** only the persons of one company record (from the company's detail) */
  companyId: optionalId,
});
export type PersonSearch = z.output<typeof personSearchSchema>;

/** Search params of /modifyGJNS. */
export const companySearchSchema = z.object({ ...pageSearch, keyword, status, subsidyItem: z.enum(COMPANY_SUBSIDY_ITEMS).optional().catch(undefined) });
export type CompanySearch = z.output<typeof companySearchSchema>;

/** Search params of /modifyRecord. */
export const recordSearchSchema = z.object({ ...pageSearch, keyword, kind: z.enum(['person', 'company', 'expert']).optional().catch(undefined) });
export type RecordSearch = z.output<typeof recordSearchSchema>;
