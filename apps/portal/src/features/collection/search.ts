import { z } from 'zod';
import { optionalText, pageSearch } from '../../lib/search';

/** The URL search params of /entdataAll and /entdataAllSchool: the year (default: the later open year), name, street, industry section, filled or not, page and size. */
export const collectionSearchSchema = z.object({
  ...pageSearch,
  year: z.coerce.number().int().min(2000).max(2100).optional().catch(undefined),
  name: optionalText,
  streetCode: optionalText,
  industryCode: optionalText,
  /** 1: the year filled, 0: not filled (a number, so the address reads ?filled=0) */
  filled: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
});
export type CollectionSearch = z.infer<typeof collectionSearchSchema>;
