import { ORGANISATION_TYPES, type OrganisationType } from '@portal/api/vocabulary';
import { z } from 'zod';
import { keywordPageSearchSchema } from '../../lib/search';

/** Search params of /organList: type 1 HR service organisations (default), 2 key enterprises, 3 HR products; page, limit, keyword. */
export const organSearchSchema = keywordPageSearchSchema.extend({
  type: z.coerce
    .number()
    .int()
    .refine((n): n is OrganisationType => (ORGANISATION_TYPES as readonly number[]).includes(n))
    .catch(1)
    .default(1),
});
export type OrganSearch = z.output<typeof organSearchSchema>;
